import { sql } from 'kysely';
import { batchedReads } from '../../db/batched-reads.js';
import type { BookingRow, Db, NewBookingRow } from '../../db/schema.js';
import type { Locks } from '../../db/transaction.js';

export async function insertBooking(db: Db, booking: NewBookingRow): Promise<number> {
  const row = await db.insertInto('bookings').values(booking).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

/**
 * The columns of a booking that its views use (not its owner or timestamps: reading, parsing and mapping them was
 * wasted on every answer), listed rather than `bookings.*` so PostgreSQL can keep the statement prepared
 * (db/connect.ts).
 */
const bookingViewColumns = [
  'bookings.id',
  'bookings.roomId',
  'bookings.confirmationCode',
  'bookings.checkInDate',
  'bookings.checkOutDate',
  'bookings.guestName',
  'bookings.guestEmail',
  'bookings.numOfAdults',
  'bookings.numOfChildren',
  'bookings.totalPriceCents',
  'bookings.status',
  'bookings.language',
] as const;

/** A booking together with the type of its room, as the API and the guest's mails show it. */
export type BookingWithRoom = Pick<BookingRow, (typeof bookingViewColumns)[number] extends `bookings.${infer Column}` ? Column : never> & { roomType: string };

function selectBookingsWithRoom(db: Db) {
  return db.selectFrom('bookings').innerJoin('rooms', 'rooms.id', 'bookings.roomId').select([...bookingViewColumns, 'rooms.roomType']);
}

export async function findBookingById(db: Db, id: number): Promise<BookingWithRoom | undefined> {
  return selectBookingsWithRoom(db).where('bookings.id', '=', id).executeTakeFirst();
}

/**
 * The booking whose confirmation code is the given one (in canonical form), or undefined. Lookup by code is a
 * public hot path: its queries are compiled once, and on PostgreSQL the lookups that arrive together are answered
 * by one query (db/batched-reads.ts).
 */
export const findBookingByConfirmationCode = batchedReads({
  one: (db, code) => selectBookingsWithRoom(db).where('bookings.confirmationCode', '=', code),
  many: (db, codes) => selectBookingsWithRoom(db).where('bookings.confirmationCode', '=', sql<string>`any(${codes})`),
  keyOf: (booking) => booking.confirmationCode,
});

/** The booking row alone, locked so a cancellation cannot race another one. */
export async function lockBooking(db: Db, locks: Locks, id: number): Promise<BookingRow | undefined> {
  return locks.rows(db.selectFrom('bookings').selectAll().where('bookings.id', '=', id)).executeTakeFirst();
}

/** Every booking, CONFIRMED and CANCELLED, newest check-in first. */
export async function listAllBookings(db: Db): Promise<BookingWithRoom[]> {
  return selectBookingsWithRoom(db)
    .orderBy('bookings.checkInDate', 'desc')
    .orderBy('bookings.id', 'desc')
    .execute();
}

/** The bookings made by one account, newest check-in first. */
export async function listBookingsOfUser(db: Db, userId: number): Promise<BookingWithRoom[]> {
  return selectBookingsWithRoom(db)
    .where('bookings.userId', '=', userId)
    .orderBy('bookings.checkInDate', 'desc')
    .orderBy('bookings.id', 'desc')
    .execute();
}

/** Marks a CONFIRMED booking CANCELLED (the row stays); false when it was not CONFIRMED. */
export async function markBookingCancelled(db: Db, id: number, cancelledAt: string): Promise<boolean> {
  const result = await db
    .updateTable('bookings')
    .set({ status: 'CANCELLED', cancelledAt })
    .where('bookings.id', '=', id)
    .where('bookings.status', '=', 'CONFIRMED')
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

// ---------------------------------------------------------------------------------------------
// Idempotency keys of booking POSTs

/** Forgets the keys created before `cutoff` (their 24 h are over). */
export async function deleteIdempotencyKeysBefore(db: Db, cutoff: string): Promise<void> {
  await db.deleteFrom('idempotencyKeys').where('idempotencyKeys.createdAt', '<', cutoff).execute();
}

/**
 * Claims (user, key) for this request; false when it is already taken. A concurrent claim of the same
 * key waits here until the first transaction ends (unique index), so a retry racing the original sees
 * the original's answer rather than booking again.
 */
export async function claimIdempotencyKey(
  db: Db,
  claim: { userId: number; key: string; requestHash: string; createdAt: string },
): Promise<boolean> {
  const rows = await db
    .insertInto('idempotencyKeys')
    .values({ ...claim, responseStatus: 0, responseBody: '' })
    .onConflict((oc) => oc.columns(['userId', 'key']).doNothing())
    .returning('idempotencyKeys.userId')
    .execute();
  return rows.length > 0;
}

export async function findIdempotencyKey(db: Db, userId: number, key: string) {
  return db
    .selectFrom('idempotencyKeys')
    .select(['idempotencyKeys.requestHash', 'idempotencyKeys.responseStatus', 'idempotencyKeys.responseBody'])
    .where('idempotencyKeys.userId', '=', userId)
    .where('idempotencyKeys.key', '=', key)
    .executeTakeFirst();
}

/** Records the answer of the request that claimed the key. */
export async function saveIdempotentAnswer(db: Db, userId: number, key: string, answer: { status: number; body: unknown }): Promise<void> {
  await db
    .updateTable('idempotencyKeys')
    .set({ responseStatus: answer.status, responseBody: JSON.stringify(answer.body) })
    .where('idempotencyKeys.userId', '=', userId)
    .where('idempotencyKeys.key', '=', key)
    .execute();
}
