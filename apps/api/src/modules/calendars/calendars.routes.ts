import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { ifNoneMatchHits } from '../../lib/http-cache.js';
import { sendNoStore } from '../../lib/no-store.js';
import { errorResponses, refTo } from '../../schemas/common.js';
import { RoomIdParams } from '../rates/rates.schemas.js';
import { CalendarFeedQuery, CalendarFeedResponse, CalendarSync } from './calendars.schemas.js';
import { getCalendarFeed, getCalendarSync, rotateExportToken } from './calendars.service.js';

/** The origin the feed's address is given on: PUBLIC_BASE_URL, or else the one the admin called. */
function baseUrlOf(request: FastifyRequest, publicBaseUrl: string | undefined): string {
  return publicBaseUrl ?? `${request.protocol}://${request.host}`;
}

/** A room's iCalendar feed (public, by its secret token), mounted at /api/rooms. */
export const calendarFeedRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  fastify.get(
    '/:roomId/calendar.ics',
    {
      schema: {
        tags: ['calendar sync'],
        operationId: 'getRoomCalendarFeed',
        summary: "The room's busy periods as an iCalendar feed for the booking sites (by the room's secret token)",
        description: 'Revalidate with If-None-Match: 304 while nothing changed. A wrong token is a 404, like an unknown room.',
        params: RoomIdParams,
        querystring: CalendarFeedQuery,
        response: { 200: CalendarFeedResponse, 304: { description: 'Not modified.', type: 'null' }, ...errorResponses(400, 404) },
      },
    },
    async (request, reply) => {
      const feed = await getCalendarFeed(fastify.database, request.params.roomId, request.query.token, {
        today: fastify.hotelToday(),
        mailFrom: fastify.config.mailFrom,
        hotelName: fastify.hotel.current().name,
      });
      // Private: the address is a secret, so no shared cache keeps the feed.
      reply.header('etag', `"${feed.etag}"`).header('cache-control', 'private, no-cache');
      if (ifNoneMatchHits(request.headers['if-none-match'], feed.etag)) return reply.code(304).send(null);
      return reply.type('text/calendar; charset=utf-8').send(feed.body);
    },
  );
};

/** The admin's calendar sync of a room, mounted at /api/admin/rooms. */
export const calendarSyncRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  fastify.addHook('onSend', sendNoStore);

  fastify.get(
    '/:roomId/calendar-sync',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['calendar sync'],
        operationId: 'getCalendarSync',
        summary: "The room's calendar sync: the address of its feed for the booking sites (made on first read) (admin)",
        params: RoomIdParams,
        response: { 200: refTo(CalendarSync), ...errorResponses(400, 404) },
      },
    },
    async (request) => getCalendarSync(fastify.database, request.params.roomId, baseUrlOf(request, fastify.config.publicBaseUrl), fastify.clock.now()),
  );

  fastify.post(
    '/:roomId/calendar-sync/rotate-token',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['calendar sync'],
        operationId: 'rotateCalendarExportToken',
        summary: "A new address for the room's feed; the old one stops working at once (admin)",
        params: RoomIdParams,
        response: { 200: refTo(CalendarSync), ...errorResponses(400, 404) },
      },
    },
    async (request) => {
      const sync = await rotateExportToken(fastify.database, request.params.roomId, baseUrlOf(request, fastify.config.publicBaseUrl), fastify.clock.now(), request.user);
      request.log.info({ event: 'calendar.token_rotated', roomId: request.params.roomId, by: request.user?.id }, 'calendar feed token rotated');
      return sync;
    },
  );
};
