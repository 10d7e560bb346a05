import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { errorResponses, refTo } from '../../schemas/common.js';
import { HotelProfile } from './hotel.schemas.js';

const tags = ['hotel'];

/** The hotel's profile, mounted at /api: read by everyone, replaced by the admin. */
const hotelRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  fastify.get(
    '/hotel',
    {
      schema: {
        tags,
        operationId: 'getHotelProfile',
        summary: "The hotel's profile: name, address, currency, time zone, times, default language, cancellation policy",
        response: { 200: refTo(HotelProfile) },
      },
    },
    async () => fastify.hotel.read(),
  );

  fastify.put(
    '/hotel',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        operationId: 'putHotelProfile',
        summary: "Replace the hotel's profile (admin)",
        description:
          'Every field is given. 400 VALIDATION_FAILED for a field out of its bounds (a name over 100 characters, a time that is ' +
          'not HH:MM, a language other than en or de); 422 UNKNOWN_CURRENCY or UNKNOWN_TIME_ZONE for a code or zone that does ' +
          'not exist. Nothing is stored on any error. From the answer on, mails, calendar events, prices and "today" follow it.',
        body: refTo(HotelProfile),
        response: { 200: refTo(HotelProfile), ...errorResponses(400, 422) },
      },
    },
    async (request) => {
      const profile = await fastify.hotel.replace(request.body, fastify.clock.now(), request.user);
      request.log.info({ event: 'hotel.profile.updated', userId: request.user?.id }, 'hotel profile updated');
      return profile;
    },
  );
};

export default hotelRoutes;
