import { createHash } from 'node:crypto';
import type { DatabaseHandle } from '../../db/connect.js';
import type { Db } from '../../db/schema.js';
import { withWriteTransaction, type Locks } from '../../db/transaction.js';
import { ApiErrors } from '../../errors/catalog.js';
import { guestProblems, mayCancelStay, stayPhase, totalOf } from '@hotel/booking-rules';
import { guestsTooManyMessage, validateStay } from '../../lib/stay.js';
import { findAccount } from '../auth/accounts.js';
import { recordAudit } from '../audit/audit.service.js';
import { isRoomBookedDuring } from '../availability/availability.js';
import { findRoomRates, insertBookingNights, listBookingNights, nightsInDollars, priceRoomStay } from '../rates/rates.service.js';
import { lockRoomOnOffer } from '../rooms/rooms.service.js';
import {
  claimIdempotencyKey,
  deleteIdempotencyKeysBefore,
  findBookingByConfirmationCode,
  findBookingById,
  findIdempotencyKey,
  lockBooking,
  insertBooking,
  listAllBookings,
  listBookingsOfUser,
  markBookingCancelled,
  saveIdempotentAnswer,
  type BookingWithRoom,
} from './bookings.repository.js';
import type { Outbox } from '../mail/mail.outbox.js';
import { isLanguage, type Language } from '../../lib/language.js';
import { findPreferredLanguage } from '../auth/accounts.js';
import { bookingCancellationMail, bookingConfirmationMail, formatTotal, type BookingDetails, type BookingMailSettings } from './bookings.mails.js';
import { type Booking, type BookingCreated, type BookingRequest } from './bookings.schemas.js';
import { confirmationCodesMatch, generateConfirmationCode, normaliseConfirmationCode } from './confirmation-code.js';

/** Attempts at a fresh confirmation code when one collides with a stored code. */
const CODE_ATTEMPTS = 3;

export function toBookingDto(row: BookingWithRoom): Booking {
  return {
    id: row.id,
    bookingConfirmationCode: row.confirmationCode,
    room: { id: row.roomId, roomType: row.roomType },
    roomNumber: row.roomId,
    checkInDate: row.checkInDate,
    checkOutDate: row.checkOutDate,
    guestName: row.guestName,
    guestEmail: row.guestEmail,
    numOfAdults: row.numOfAdults,
    numOfChildren: row.numOfChildren,
    totalNumOfGuests: row.numOfAdults + row.numOfChildren,
    totalPrice: row.totalPriceCents / 100,
    status: row.status,
  };
}

/** What the guest's mails say about a stored booking. */
function toBookingDetails(row: BookingWithRoom): BookingDetails {
  const { id, confirmationCode, roomType, guestName, guestEmail, checkInDate, checkOutDate, numOfAdults, numOfChildren, totalPriceCents } = row;
  const language = isLanguage(row.language) ? row.language : 'en';
  return { id, confirmationCode, roomType, guestName, guestEmail, checkInDate, checkOutDate, numOfAdults, numOfChildren, totalPriceCents, language };
}

type DatabaseError = { code?: unknown; constraint?: unknown; message?: unknown };

/** PostgreSQL refused the insert through `bookings_no_overlapping_stays` (SQLSTATE 23P01). */
export function isOverlapViolation(error: unknown): boolean {
  return (error as DatabaseError | null)?.code === '23P01';
}

/** The insert collided with an existing confirmation code (unique constraint), on either database. */
function isConfirmationCodeCollision(error: unknown): boolean {
  const { code, constraint, message } = (error ?? {}) as DatabaseError;
  if (code === '23505') return typeof constraint === 'string' && constraint.includes('confirmation_code');
  return code === 'SQLITE_CONSTRAINT_UNIQUE' && typeof message === 'string' && message.includes('confirmation_code');
}

/**
 * Runs `work` with a fresh confirmation code, again with another one while the insert collides with a stored
 * code: codes are random, so a collision (≈2⁻⁸⁰ per try) is bad luck, not a conflict to report.
 */
async function withFreshConfirmationCode<T>(generateCode: () => string, work: (confirmationCode: string) => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await work(generateCode());
    } catch (error) {
      if (!isConfirmationCodeCollision(error) || attempt >= CODE_ATTEMPTS) throw error;
    }
  }
}

export type NewBooking = {
  roomId: number;
  /** The logged-in user: the booking belongs to them and carries their email. */
  guest: { id: number; email: string };
  request: BookingRequest;
  /** The hotel's calendar date today (`fastify.hotelToday(now)`). */
  today: string;
  now: Date;
  /** The client's `Idempotency-Key`, if it sent one: a retry with it gets the first answer. */
  idempotencyKey?: string | undefined;
  /** The language the guest books in (the request's Accept-Language), else undefined: the account's, else the hotel's default. */
  language?: Language | undefined;
};

/** The guest's mails, queued in the transaction of the booking or cancellation they report. */
export type BookingMails = { outbox: Pick<Outbox, 'enqueue'>; settings: BookingMailSettings };

/** How long an `Idempotency-Key` is remembered. */
export const IDEMPOTENCY_KEY_LIFETIME_MS = 24 * 60 * 60 * 1000;

/** The answer to a booking POST; `created` is null when it replays the first answer to the same key. */
export type BookingAnswer = { status: 201; body: BookingCreated; created: BookingDetails | null };


function validateBookingRequest(request: BookingRequest, today: string): string {
  const guestName = request.guestFullName.trim();
  if (!guestName) throw new ApiErrors.VALIDATION_FAILED('Please enter your fullname.');
  validateStay(request.checkInDate, request.checkOutDate, today);
  if (guestProblems(request).includes('GUESTS_TOO_MANY')) throw new ApiErrors.VALIDATION_FAILED(guestsTooManyMessage);
  return guestName;
}

/** What the request asks for (room and body, field by field), so the same key with another request is caught. */
function requestHash({ roomId, request }: NewBooking): string {
  const fields = [roomId, request.guestFullName, request.guestEmail ?? null, request.checkInDate, request.checkOutDate, request.numOfAdults, request.numOfChildren];
  // Only when sent, so the keys of requests without it keep their hashes.
  if (request.expectedTotalPrice !== undefined) fields.push(request.expectedTotalPrice);
  return createHash('sha256').update(JSON.stringify(fields)).digest('hex');
}

/**
 * With an `Idempotency-Key`: claims it for this user, or answers what its first request got (422 when
 * that request was another one). Keys older than 24 h are forgotten first.
 */
async function claimOrReplay(trx: Db, input: NewBooking, key: string): Promise<BookingAnswer | undefined> {
  await deleteIdempotencyKeysBefore(trx, new Date(input.now.getTime() - IDEMPOTENCY_KEY_LIFETIME_MS).toISOString());
  const hash = requestHash(input);
  const claim = { userId: input.guest.id, key, requestHash: hash, createdAt: input.now.toISOString() };
  if (await claimIdempotencyKey(trx, claim)) return undefined;
  const first = await findIdempotencyKey(trx, input.guest.id, key);
  if (first?.requestHash !== hash) {
    throw new ApiErrors.UNPROCESSABLE('This Idempotency-Key was already used for another booking request; send a new key.');
  }
  // Only bookings are stored (a refused request rolls its claim back), so the first answer was a 201.
  return { status: 201, body: JSON.parse(first.responseBody) as BookingCreated, created: null };
}

/**
 * The booking itself, inside its write transaction: the key claimed (or its first answer replayed), the room
 * locked, the stay checked against the other stays of the room, then the booking, its answer and its mail stored.
 */
async function bookInTransaction(
  trx: Db,
  locks: Locks,
  mails: BookingMails,
  input: NewBooking,
  { guestName, confirmationCode }: { guestName: string; confirmationCode: string },
  beforeInsert: (() => Promise<void>) | undefined,
): Promise<BookingAnswer> {
  const key = input.idempotencyKey;
  const { checkInDate, checkOutDate, numOfAdults, numOfChildren } = input.request;
  const replay = key === undefined ? undefined : await claimOrReplay(trx, input, key);
  if (replay) return replay;
  const room = await lockRoomOnOffer(trx, locks, input.roomId);
  const nights = priceRoomStay(room, await findRoomRates(trx, room.id), { checkInDate, checkOutDate }, input.request);
  if (await isRoomBookedDuring(trx, room.id, { checkInDate, checkOutDate })) {
    throw new ApiErrors.ROOM_UNAVAILABLE();
  }
  // The prices are fixed now: a later change of the room's rates does not alter this booking.
  const totalPriceCents = totalOf(nights);
  const expected = input.request.expectedTotalPrice;
  if (expected !== undefined && Math.round(expected * 100) !== totalPriceCents) {
    throw new ApiErrors.PRICE_CHANGED(priceChangedMessage(totalPriceCents, mails.settings.hotel.currency));
  }
  await beforeInsert?.();
  const language = input.language ?? (await findPreferredLanguage(trx, input.guest.id)) ?? mails.settings.hotel.defaultLanguage;
  const id = await insertBooking(trx, {
    roomId: room.id,
    userId: input.guest.id,
    confirmationCode,
    checkInDate,
    checkOutDate,
    guestName,
    guestEmail: input.guest.email,
    numOfAdults,
    numOfChildren,
    totalPriceCents,
    status: 'CONFIRMED',
    createdAt: input.now.toISOString(),
    cancelledAt: null,
    language,
  });
  await insertBookingNights(trx, id, nights);
  const created: BookingDetails = {
    id,
    confirmationCode,
    roomType: room.roomType,
    guestName,
    guestEmail: input.guest.email,
    checkInDate,
    checkOutDate,
    numOfAdults,
    numOfChildren,
    totalPriceCents,
    nights,
    language,
  };
  const answer: BookingAnswer = {
    status: 201,
    body: {
      message: bookingCreatedMessage(confirmationCode),
      bookingConfirmationCode: confirmationCode,
      totalPrice: totalPriceCents / 100,
      nights: nightsInDollars(nights),
    },
    created,
  };
  if (key !== undefined) await saveIdempotentAnswer(trx, input.guest.id, key, answer);
  await mails.outbox.enqueue(trx, 'booking_confirmation', bookingConfirmationMail(created, mails.settings));
  return answer;
}

/**
 * Books a room. The check and the insert run in one write transaction: on PostgreSQL the room row
 * is locked first (`FOR UPDATE`), so concurrent bookings of the room queue and each sees the ones
 * committed before it; on SQLite `BEGIN IMMEDIATE` serialises writers. The exclusion constraint
 * `bookings_no_overlapping_stays` backs this up on PostgreSQL; its 23P01 also answers 409.
 * With an `Idempotency-Key`, the key is claimed in the same transaction and the answer stored with
 * the booking, so a retry (even one racing the first request) books nothing more; only bookings are
 * remembered, a refused request can be retried with its key.
 */
export async function bookRoom(
  database: DatabaseHandle,
  mails: BookingMails,
  input: NewBooking,
  options: {
    generateCode?: () => string;
    /** Test seam: runs inside the transaction between the overlap check and the insert (tests widen the race window). */
    beforeInsert?: () => Promise<void>;
  } = {},
): Promise<BookingAnswer> {
  const guestName = validateBookingRequest(input.request, input.today);
  const generateCode = options.generateCode ?? generateConfirmationCode;
  try {
    return await withFreshConfirmationCode(generateCode, (confirmationCode) =>
      withWriteTransaction(database, (trx, locks) => bookInTransaction(trx, locks, mails, input, { guestName, confirmationCode }, options.beforeInsert)),
    );
  } catch (error) {
    if (isOverlapViolation(error)) throw new ApiErrors.ROOM_UNAVAILABLE();
    throw error;
  }
}

/** The 409 of a total that changed since the guest was shown it, naming the total now. */
function priceChangedMessage(totalCents: number, currency: string): string {
  return `The price of this stay has changed: it is now ${formatTotal(totalCents, currency)}. Please check the new total and confirm again.`;
}

export function bookingCreatedMessage(confirmationCode: string): string {
  return `Room booked successfully, Your booking confirmation code is :${confirmationCode}`;
}

export async function getAllBookings(database: DatabaseHandle): Promise<Booking[]> {
  return (await listAllBookings(database.db)).map(toBookingDto);
}

/** A booking by its confirmation code, typed in any case. */
export async function getBookingByConfirmationCode(database: DatabaseHandle, code: string): Promise<Booking> {
  const normalised = normaliseConfirmationCode(code);
  const booking = await findBookingByConfirmationCode(database, normalised);
  if (!booking) throw new ApiErrors.BOOKING_NOT_FOUND(`No booking found with booking code :${normalised}`);
  const nights = await listBookingNights(database.db, booking.id);
  return { ...toBookingDto(booking), nights: nightsInDollars(nights) };
}

/** The user a path names (email or numeric id), or undefined. */
export async function findBookingUser(database: DatabaseHandle, ref: string): Promise<{ id: number } | undefined> {
  return findAccount(database.db, ref);
}

export async function getBookingsOfUser(database: DatabaseHandle, userId: number): Promise<Booking[]> {
  return (await listBookingsOfUser(database.db, userId)).map(toBookingDto);
}

export type Canceller = {
  /** The logged-in caller, if any. */
  user: { id: number; email: string; isAdmin: boolean } | null;
  /** The confirmation code the caller presented, if any. */
  confirmationCode: string | undefined;
};

/**
 * Cancels a booking, keeping the row (status CANCELLED, cancelled_at set) and freeing its dates.
 * Allowed to an admin, to the account that booked, or to whoever presents the booking's
 * confirmation code. Everyone else gets the same 404 as for a missing id, so nothing tells
 * whether an id exists.
 *
 * By the hotel's calendar date `today`: a stay that has ended (check-out on or before today) cannot be
 * cancelled by anyone (409 BOOKING_ALREADY_ENDED). A stay under way (checked in, not yet checked out)
 * is the hotel's to change: an admin may cancel it, its guest gets 409 BOOKING_UNDER_WAY.
 */
export async function cancelBooking(
  database: DatabaseHandle,
  mails: BookingMails,
  bookingId: number,
  caller: Canceller,
  today: string,
  now: Date,
): Promise<BookingDetails> {
  return withWriteTransaction(database, async (trx, locks) => {
    const booking = await lockBooking(trx, locks, bookingId);
    const presentedCode = caller.confirmationCode && normaliseConfirmationCode(caller.confirmationCode);
    const callerIsAdmin = caller.user?.isAdmin === true;
    const mayCancel =
      booking !== undefined &&
      (callerIsAdmin ||
        (caller.user !== null && booking.userId === caller.user.id) ||
        (presentedCode !== undefined && confirmationCodesMatch(booking.confirmationCode, presentedCode)));
    if (!booking || !mayCancel) throw new ApiErrors.BOOKING_NOT_FOUND('Booking not found.');
    if (booking.status === 'CANCELLED') throw new ApiErrors.BOOKING_ALREADY_CANCELLED();
    const phase = stayPhase(booking, today);
    if (phase === 'ended') throw new ApiErrors.BOOKING_ALREADY_ENDED();
    if (!mayCancelStay(phase, callerIsAdmin)) throw new ApiErrors.BOOKING_UNDER_WAY();
    if (!(await markBookingCancelled(trx, booking.id, now.toISOString()))) {
      throw new ApiErrors.BOOKING_ALREADY_CANCELLED();
    }
    const cancelled = await findBookingById(trx, booking.id);
    if (!cancelled) throw new Error(`Booking ${booking.id} vanished while it was being cancelled.`);
    const details = toBookingDetails(cancelled);
    const by = callerIsAdmin ? 'admin' : caller.user ? 'guest' : 'confirmation code';
    await recordAudit(trx, { actor: caller.user, kind: 'booking.cancelled', recordId: booking.id, before: { status: booking.status }, after: { status: cancelled.status, by }, at: now });
    await mails.outbox.enqueue(trx, 'booking_cancellation', bookingCancellationMail(details, mails.settings));
    return details;
  });
}
