import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { ifNoneMatchHits, sendEncodedText } from '../../lib/http-cache.js';
import { sendNoStore } from '../../lib/no-store.js';
import { errorResponses, refTo } from '../../schemas/common.js';
import { RoomIdParams } from '../rates/rates.schemas.js';
import { CalendarFeedQuery, CalendarFeedResponse, CalendarImport, CalendarImportRequest, CalendarSync, ImportIdParams } from './calendars.schemas.js';
import { addCalendarImport, getCalendarSync, openCalendarFeeds, removeCalendarImport, rotateExportToken, syncRoomNow, type SyncContext } from './calendars.service.js';

/** The origin the feed's address is given on: PUBLIC_BASE_URL, or else the one the admin called. */
function baseUrlOf(request: FastifyRequest, publicBaseUrl: string | undefined): string {
  return publicBaseUrl ?? `${request.protocol}://${request.host}`;
}

/** A room's iCalendar feed (public, by its secret token), mounted at /api/rooms. */
export const calendarFeedRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  const feedOf = openCalendarFeeds(fastify.database, fastify.roomChanges);

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
      const feed = await feedOf(request.params.roomId, request.query.token, {
        today: fastify.hotelToday(),
        mailFrom: fastify.config.mailFrom,
        hotelName: fastify.hotel.current().name,
      });
      // Private: the address is a secret, so no shared cache keeps the feed.
      reply.header('etag', `"${feed.etag}"`).header('cache-control', 'private, no-cache');
      if (ifNoneMatchHits(request.headers['if-none-match'], feed.etag)) return reply.code(304).send(null);
      return sendEncodedText(reply, 'text/calendar; charset=utf-8', feed.body);
    },
  );
};

/** The admin's calendar sync of a room, mounted at /api/admin/rooms. */
export const calendarSyncRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  fastify.addHook('onSend', sendNoStore);

  const contextOf = (request: FastifyRequest): SyncContext => {
    const now = fastify.clock.now();
    return { baseUrl: baseUrlOf(request, fastify.config.publicBaseUrl), now, today: fastify.hotelToday(now) };
  };

  fastify.get(
    '/:roomId/calendar-sync',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['calendar sync'],
        operationId: 'getCalendarSync',
        summary: "The room's calendar sync: the address of its feed for the booking sites (made on first read), and the sites' feeds it imports with their status (admin)",
        params: RoomIdParams,
        response: { 200: refTo(CalendarSync), ...errorResponses(400, 404) },
      },
    },
    async (request) => getCalendarSync(fastify.database, request.params.roomId, contextOf(request)),
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
      const sync = await rotateExportToken(fastify.database, request.params.roomId, contextOf(request), request.user);
      request.log.info({ event: 'calendar.token_rotated', roomId: request.params.roomId, by: request.user?.id }, 'calendar feed token rotated');
      return sync;
    },
  );

  fastify.post(
    '/:roomId/calendar-sync/imports',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['calendar sync'],
        operationId: 'addCalendarImport',
        summary: "Import a booking site's iCalendar feed into the room; it is fetched at the next sync or with sync now (admin)",
        description:
          'Its events block their nights for search, quote and booking like a confirmed stay. Only http(s) addresses; at the fetch, ' +
          'private and loopback addresses are refused unless CALENDAR_SYNC_ALLOW_PRIVATE=true.',
        params: RoomIdParams,
        body: refTo(CalendarImportRequest),
        response: { 201: refTo(CalendarImport), ...errorResponses(400, 404, 409) },
      },
    },
    async (request, reply) => {
      const added = await addCalendarImport(fastify.database, request.params.roomId, request.body, contextOf(request), request.user);
      request.log.info({ event: 'calendar.import_added', roomId: request.params.roomId, importId: added.id, by: request.user?.id }, 'calendar import added');
      return reply.code(201).send(added);
    },
  );

  fastify.delete(
    '/:roomId/calendar-sync/imports/:importId',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['calendar sync'],
        operationId: 'removeCalendarImport',
        summary: 'Stop importing a feed: its events no longer block nights (admin)',
        params: ImportIdParams,
        response: { 200: refTo(CalendarSync), ...errorResponses(400, 404) },
      },
    },
    async (request) => {
      const { roomId, importId } = request.params;
      const sync = await removeCalendarImport(fastify.database, roomId, importId, contextOf(request), request.user);
      request.log.info({ event: 'calendar.import_removed', roomId, importId, by: request.user?.id }, 'calendar import removed');
      return sync;
    },
  );

  fastify.post(
    '/:roomId/calendar-sync/sync',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['calendar sync'],
        operationId: 'syncCalendarImports',
        summary: "Fetch the room's imported feeds now, then answer the sync status (admin)",
        description: 'Waits while another server instance is syncing (503 SERVICE_BUSY if that takes long). A feed that fails keeps its events and reports its error.',
        params: RoomIdParams,
        response: { 200: refTo(CalendarSync), ...errorResponses(400, 404) },
      },
    },
    async (request) => syncRoomNow(fastify.database, fastify.calendarSync, request.params.roomId, contextOf(request)),
  );
};
