import { languageFromAcceptLanguage } from '../../lib/language.js';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { ApiErrors } from '../../errors/catalog.js';
import { assertSelfOrAdmin, isAdmin } from '../auth/permissions.js';
import { sendNoStore } from '../../lib/no-store.js';
import { bearerSecurity, errorResponses, refTo } from '../../schemas/common.js';
import {
  BookingCreated,
  BookingHeaders,
  BookingIdParams,
  BookingRequest,
  toBookingRequest,
  CancelBookingQuery,
  ConfirmationCodeParams,
  RoomIdParams,
  UserRefParams,
  Booking,
  BookingList,
} from './bookings.schemas.js';
import {
  bookRoom,
  cancelBooking,
  findBookingUser,
  getAllBookings,
  getBookingByConfirmationCode,
  getBookingsOfUser,
  type BookingMails,
} from './bookings.service.js';
import { mailingHotel } from '../hotel/hotel.service.js';

/** Per-IP limits on the routes that take a confirmation code, so codes cannot be guessed at speed. */
const CODE_ROUTE_RATE_LIMIT = { max: 30, timeWindow: '1 minute' };


/** Routes of the bookings domain (spec section 7), mounted at /api/bookings. */
const bookingsRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  fastify.addHook('onSend', sendNoStore);
  const mails = (now: Date): BookingMails => ({
    outbox: fastify.outbox,
    settings: { hotel: mailingHotel(fastify.hotel.current(), fastify.config), publicBaseUrl: fastify.config.publicBaseUrl, now },
  });

  fastify.post(
    '/room/:roomId/booking',
    {
      config: { access: 'user' },
      schema: {
        tags: ['bookings'],
        operationId: 'bookRoom',
        summary: "Book a room for the logged-in user (the guest email is always the user's own)",
        description:
          'With an `Idempotency-Key` header (one per confirmation), a retry with the same key and body gets the first ' +
          'answer and books nothing more; the same key with another request gets 422. Keys are per user and kept 24 h. ' +
          'With `expectedTotalPrice` (the quote the guest saw), a stay whose total is now another books nothing: 409 PRICE_CHANGED ' +
          'naming the new total; ask the quote again and show it before booking.',
        params: RoomIdParams,
        headers: BookingHeaders,
        body: refTo(BookingRequest),
        response: { 201: refTo(BookingCreated), ...errorResponses(400, 404, 409, 422) },
      },
    },
    async (request, reply) => {
      const user = request.user!;
      const now = fastify.clock.now();
      const answer = await bookRoom(fastify.database, mails(now), {
        roomId: request.params.roomId,
        guest: { id: user.id, email: user.email },
        request: toBookingRequest(request.body),
        today: fastify.hotelToday(now),
        now,
        idempotencyKey: request.headers['idempotency-key'],
        language: languageFromAcceptLanguage(request.headers['accept-language']),
      });
      const booking = answer.created;
      if (booking) {
        fastify.outbox.wake();
        request.log.info({ event: 'booking.created', bookingId: booking.id, roomId: request.params.roomId }, 'room booked');
      }
      return reply.status(answer.status).send(answer.body);
    },
  );

  fastify.get(
    '/all-bookings',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['bookings'],
        operationId: 'getAllBookings',
        summary: 'All bookings, CONFIRMED and CANCELLED, newest check-in first (admin)',
        response: { 200: BookingList },
      },
    },
    async () => getAllBookings(fastify.database),
  );

  fastify.get(
    '/confirmation/:code',
    {
      config: { rateLimit: CODE_ROUTE_RATE_LIMIT },
      schema: {
        tags: ['bookings'],
        operationId: 'getBookingByConfirmationCode',
        summary: 'Look up a booking by its confirmation code (case-insensitive)',
        params: ConfirmationCodeParams,
        response: { 200: refTo(Booking), ...errorResponses(400, 404) },
      },
    },
    async (request) => getBookingByConfirmationCode(fastify.database, request.params.code),
  );

  fastify.delete(
    '/booking/:id/delete',
    {
      config: { rateLimit: CODE_ROUTE_RATE_LIMIT },
      schema: {
        tags: ['bookings'],
        operationId: 'cancelBooking',
        summary: "Cancel a booking: its owner, an admin, or anyone with the booking's confirmation code",
        description:
          'The booking is kept with status CANCELLED and its dates become free. Anyone without the right to ' +
          'cancel gets the same 404 as for a missing id. By the hotel\'s date: a stay that has ended (check-out today ' +
          'or before) cannot be cancelled (409 BOOKING_ALREADY_ENDED); a stay under way (checked in, not yet checked out) ' +
          'only by an admin (409 BOOKING_UNDER_WAY for its guest).',
        security: [{}, ...bearerSecurity],
        params: BookingIdParams,
        querystring: CancelBookingQuery,
        response: { 200: Type.Ref('MessageResponse'), ...errorResponses(400, 404, 409) },
      },
    },
    async (request) => {
      const { user } = request;
      const now = fastify.clock.now();
      await cancelBooking(
        fastify.database,
        mails(now),
        request.params.id,
        { user: user && { id: user.id, email: user.email, isAdmin: isAdmin(user) }, confirmationCode: request.query.confirmationCode },
        fastify.hotelToday(now),
        now,
      );
      fastify.outbox.wake();
      request.log.info({ event: 'booking.cancelled', bookingId: request.params.id, by: user?.id ?? 'code' }, 'booking cancelled');
      return { message: 'Booking has been cancelled successfully!' };
    },
  );

  fastify.get(
    '/user/:id/bookings',
    {
      config: { access: 'user' },
      schema: {
        tags: ['bookings'],
        operationId: 'getBookingsByUserId',
        summary: "A user's bookings, newest check-in first (that user or an admin)",
        params: UserRefParams,
        response: { 200: BookingList, ...errorResponses(400, 403, 404) },
      },
    },
    async (request) => {
      const target = await findBookingUser(fastify.database, request.params.id);
      // A non-admin asking for someone else gets 403 whether or not that user exists.
      assertSelfOrAdmin(request.user, target?.id ?? 0);
      if (!target) throw new ApiErrors.USER_NOT_FOUND();
      return getBookingsOfUser(fastify.database, target.id);
    },
  );
};

export default bookingsRoutes;
