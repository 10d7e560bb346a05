import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { sendNoStore } from '../../lib/no-store.js';
import { errorResponses, refTo } from '../../schemas/common.js';
import { exportBookingsCsv } from './bookings-export.js';
import { BookingsExportQuery, Occupancy, OccupancyQuery, OccupancyReport, OccupancyReportQuery } from './frontdesk.schemas.js';
import { getOccupancy, getOccupancyReport } from './frontdesk.service.js';

/** The front desk's reads (admin), mounted at /api/admin: occupancy by room and day, reports, the bookings export. */
const frontDeskRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  fastify.addHook('onSend', sendNoStore);

  fastify.get(
    '/occupancy',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['front desk'],
        operationId: 'getOccupancy',
        summary: 'Rooms by days: each room with its stays, closures and calendar conflicts touching [from, to), at most 93 nights (admin)',
        querystring: OccupancyQuery,
        response: { 200: refTo(Occupancy), ...errorResponses(400) },
      },
    },
    async (request) => getOccupancy(fastify.database, request.query),
  );

  fastify.get(
    '/reports/occupancy',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['front desk'],
        operationId: 'getOccupancyReport',
        summary: 'Occupancy, revenue, ADR and RevPAR per day or month of [from, to), at most two years (admin)',
        querystring: OccupancyReportQuery,
        response: { 200: refTo(OccupancyReport), ...errorResponses(400) },
      },
    },
    async (request) => getOccupancyReport(fastify.database, request.query, (instant) => fastify.hotelToday(instant)),
  );

  fastify.get(
    '/bookings.csv',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['front desk'],
        operationId: 'exportBookingsCsv',
        summary: 'The bookings whose stay overlaps [from, to), any status, as CSV with a header row, at most two years (admin)',
        description:
          'RFC 4180, UTF-8 with a byte order mark. Cells that a spreadsheet could run as a formula (starting with =, +, -, @, ' +
          'tab or carriage return) are written with a leading single quote.',
        querystring: BookingsExportQuery,
        response: {
          200: { description: 'The bookings, one per row.', content: { 'text/csv': { schema: Type.String({ maxLength: 50_000_000 }) } } },
          ...errorResponses(400),
        },
      },
    },
    async (request, reply) => {
      const csv = await exportBookingsCsv(fastify.database.db, request.query);
      return reply
        .type('text/csv; charset=utf-8; header=present')
        .header('content-disposition', `attachment; filename="bookings-${request.query.from}-to-${request.query.to}.csv"`)
        .send(csv);
    },
  );
};

export default frontDeskRoutes;
