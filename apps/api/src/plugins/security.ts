import fp from 'fastify-plugin';
import cors from '@fastify/cors';
import { ApiErrors } from '../errors/catalog.js';
import { SECURITY_HEADERS } from '../lib/security-headers.js';

/** Security headers and CORS. */
export default fp(
  async (fastify, options: { corsOrigins: string[] }) => {
    fastify.addHook('onRequest', (_request, reply, done) => {
      reply.headers(SECURITY_HEADERS);
      done();
    });
    if (options.corsOrigins.length > 0) {
      // A preflight names its origin and method; otherwise it is a 400 in the API's own error shape.
      fastify.addHook('onRequest', async (request) => {
        if (request.method === 'OPTIONS' && (!request.headers.origin || !request.headers['access-control-request-method'])) {
          throw new ApiErrors.VALIDATION_FAILED('A CORS preflight request needs the Origin and Access-Control-Request-Method headers.');
        }
      });
    }
    // Same-origin by default; a cross-origin front end must be listed in CORS_ORIGINS.
    await fastify.register(cors, {
      origin: options.corsOrigins.length > 0 ? options.corsOrigins : false,
      methods: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'],
      allowedHeaders: ['Authorization', 'Content-Type', 'Idempotency-Key'],
      maxAge: 600,
      strictPreflight: false,
    });
  },
  { name: 'security' },
);
