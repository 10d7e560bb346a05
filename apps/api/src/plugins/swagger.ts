import fp from 'fastify-plugin';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { TSchema } from 'typebox';
import { authComponentSchemas } from '../modules/auth/auth.schemas.js';
import { bookingComponentSchemas } from '../modules/bookings/bookings.schemas.js';
import { hotelComponentSchemas } from '../modules/hotel/hotel.schemas.js';
import { mailComponentSchemas } from '../modules/mail/mail.schemas.js';
import { frontDeskComponentSchemas } from '../modules/frontdesk/frontdesk.schemas.js';
import { auditComponentSchemas } from '../modules/audit/audit.schemas.js';
import { calendarComponentSchemas } from '../modules/calendars/calendars.schemas.js';
import { rateComponentSchemas } from '../modules/rates/rates.schemas.js';
import { roomComponentSchemas } from '../modules/rooms/rooms.schemas.js';
import { userComponentSchemas } from '../modules/users/users.schemas.js';
import { ErrorResponse, MessageResponse } from '../schemas/common.js';
import { withSharedAnswers } from './common-answers.js';

export const API_PREFIX = '/api';

/**
 * Every named schema (`$id`) of the API, added once at the root so routes can `Type.Ref('Name')`
 * them and the OpenAPI document lists them under components (the client's type names).
 * Each domain appends its own list here.
 */
const componentSchemas: TSchema[] = [ErrorResponse, MessageResponse, ...bookingComponentSchemas, ...roomComponentSchemas, ...rateComponentSchemas, ...authComponentSchemas, ...userComponentSchemas, ...mailComponentSchemas, ...frontDeskComponentSchemas, ...calendarComponentSchemas, ...hotelComponentSchemas, ...auditComponentSchemas];

/** The API at `/api` of the site it runs on, whichever (local, staging or production); public (`x-internal` false). */
const thisServer = { url: API_PREFIX, description: 'The site this server runs on: local, staging or production.', 'x-internal': false };

/** OpenAPI document (from the routes' TypeBox schemas) at /api/openapi.json, browsable at /api/docs. */
export default fp(
  async (fastify) => {
    for (const schema of componentSchemas) fastify.addSchema(schema);
    await fastify.register(swagger, {
      openapi: {
        openapi: '3.0.3',
        info: {
          title: 'Hotel booking API',
          version: '1.0.0',
          description: 'Rooms, availability, bookings and accounts of the hotel booking kit. Every error is `{ code, message }`.',
        },
        servers: [thisServer],
        components: {
          securitySchemes: {
            bearerAuth: {
              type: 'http',
              scheme: 'bearer',
              bearerFormat: 'JWT',
              description:
                'The token of `POST /auth/login`: a JWS signed with HS256 and verified as RFC8725 asks (the algorithm fixed to HS256, ' +
                'never `none`; expiry checked; valid 1 hour).',
            },
          },
        },
        tags: [
          { name: 'rooms', description: 'Rooms and availability' },
          { name: 'bookings', description: 'Bookings' },
          { name: 'auth', description: 'Registration, email verification and login' },
          { name: 'users', description: 'Accounts' },
          { name: 'system', description: 'Health' },
        ],
      },
      refResolver: { buildLocalReference: (json, _baseUri, _fragment, index) => String(json.$id ?? `def-${index}`) },
      // Paths are documented relative to the server URL `/api`, so clients keep `/api` as a configurable base URL.
      transformObject: (document) => {
        if (!('openapiObject' in document)) return document.swaggerObject;
        const { openapiObject } = document;
        const paths = Object.entries(openapiObject.paths ?? {}).map(([route, item]) => [route.replace(API_PREFIX, ''), item]);
        return withSharedAnswers({ ...openapiObject, paths: Object.fromEntries(paths) });
      },
    });
    await fastify.register(swaggerUi, {
      routePrefix: `${API_PREFIX}/docs`,
      staticCSP: true,
      // No call to the public validator service from the docs page.
      uiConfig: { validatorUrl: null },
      // Swagger UI sets a few inline styles; scripts stay as strict as everywhere else.
      transformStaticCSP: (header) => header.replace("style-src 'self' https:", "style-src 'self' 'unsafe-inline'"),
    });
    fastify.get(`${API_PREFIX}/openapi.json`, { schema: { hide: true } }, async () => fastify.swagger());
  },
  { name: 'swagger' },
);
