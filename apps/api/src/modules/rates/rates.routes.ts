import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { errorResponses, refTo } from '../../schemas/common.js';
import { Quote, QuoteQuery, RoomIdParams, RoomRates, type RoomRatesBody } from './rates.schemas.js';
import { sendJsonText } from '../../lib/http-cache.js';
import { getRates, putRates, quoteStay } from './rates.service.js';

const tags = ['rates'];

/** A room's rates (weekday prices, seasons, closures) and the quote of a stay; mounted at /api/rooms. */
const ratesRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  fastify.get(
    '/:roomId/rates',
    {
      schema: {
        tags,
        operationId: 'getRoomRates',
        summary: "A room's rates: weekday prices, seasons and closures",
        params: RoomIdParams,
        response: { 200: refTo(RoomRates), ...errorResponses(400, 404) },
      },
    },
    async (request) => getRates(fastify.database, request.params.roomId),
  );

  fastify.put(
    '/:roomId/rates',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        operationId: 'putRoomRates',
        summary: "Replace a room's rates (admin)",
        description:
          'Every range is half-open: endDate is the first night not covered. 422 RATES_INVALID names a bad field (a price ' +
          'not above 0 or above 100000 or with more than 2 decimals, a date that is no calendar date, a range of no night, ' +
          'a minNights outside 1–365); 422 SEASONS_OVERLAP names two seasons sharing nights; 409 CLOSURE_OVER_BOOKINGS lists ' +
          'the confirmed bookings a closure would cover. Each of these answers carries `field`, the path of what it is about ' +
          '(`seasons/1/endDate`, `weekdayPrices/6`, `seasons/1` for the later of two overlapping seasons, `closures/0`). ' +
          'Nothing is stored on any error. Bookings keep the prices they were booked at.',
        params: RoomIdParams,
        body: refTo(RoomRates),
        response: { 200: refTo(RoomRates), ...errorResponses(400, 404, 409, 422) },
      },
    },
    async (request) => {
      const rates = await putRates(fastify.database, request.params.roomId, request.body as RoomRatesBody, fastify.clock.now(), request.user);
      request.log.info({ event: 'room.rates.updated', roomId: request.params.roomId, userId: request.user?.id }, 'room rates updated');
      return rates;
    },
  );

  fastify.get(
    '/:roomId/quote',
    {
      schema: {
        tags,
        operationId: 'getRoomQuote',
        summary: 'What a stay in the room costs now, night by night',
        description:
          'The dates follow the booking rules (400 INVALID_DATES: valid dates, at least one night, not before today, at most ' +
          '365 nights). 422 OVER_CAPACITY, NIGHT_CLOSED or MIN_STAY_NOT_MET for the rules of the room, with the same codes ' +
          'booking answers. `available` says whether a confirmed booking holds a night now; booking still decides.',
        params: RoomIdParams,
        querystring: QuoteQuery,
        response: { 200: refTo(Quote), ...errorResponses(400, 404, 422) },
      },
    },
    async (request, reply) =>
      sendJsonText(reply, await quoteStay(fastify.database, fastify.roomCatalogue, fastify.offerAnswers, request.params.roomId, request.query, fastify.hotelToday())),
  );
};

export default ratesRoutes;
