import type { ExpressionBuilder, Kysely, Transaction } from 'kysely';
import type { SqlDialect } from '../../db/connect.js';
import type { BookingRow, Database, NewBookingRow } from '../../db/schema.js';

type Db = Kysely<Database> | Transaction<Database>;

/**
 * The one overlap rule, in SQL: a CONFIRMED booking blocks the half-open stay [checkIn, checkOut)
 * when it starts before that stay ends and ends after it starts. Search and booking both use it,
 * so what search offers is exactly what booking accepts.
 */
export function blocksStay(eb: ExpressionBuilder<Database, 'bookings'>, checkIn: string, checkOut: string) {
  return eb.and([
    eb('bookings.status', '=', 'CONFIRMED'),
    eb('bookings.checkInDate', '<', checkOut),
    eb('bookings.checkOutDate', '>', checkIn),
  ]);
}

/** Ids of the rooms that have a CONFIRMED booking overlapping [checkIn, checkOut). */
export async function findRoomIdsBookedDuring(db: Db, checkIn: string, checkOut: string): Promise<number[]> {
  const rows = await db
    .selectFrom('bookings')
    .select('bookings.roomId')
    .distinct()
    .where((eb) => blocksStay(eb, checkIn, checkOut))
    .execute();
  return rows.map((row) => row.roomId);
}

/** A booking together with the type of its room, as the API shows it. */
export type BookingWithRoom = BookingRow & { roomType: string };

/**
 * The room a booking is about to be written for. On PostgreSQL the row is locked (`FOR UPDATE`), so
 * concurrent bookings of one room queue here, each then seeing the bookings committed before it.
 * SQLite needs no row lock: the caller's `BEGIN IMMEDIATE` already holds the database's write lock.
 */
export async function lockRoomForBooking(
  db: Db,
  dialect: SqlDialect,
  roomId: number,
): Promise<{ id: number; roomType: string } | undefined> {
  const query = db.selectFrom('rooms').select(['rooms.id', 'rooms.roomType']).where('rooms.id', '=', roomId);
  return (dialect === 'postgres' ? query.forUpdate() : query).executeTakeFirst();
}

/** Whether the room has a CONFIRMED booking overlapping [checkIn, checkOut). */
export async function roomHasBlockingBooking(db: Db, roomId: number, checkIn: string, checkOut: string): Promise<boolean> {
  const row = await db
    .selectFrom('bookings')
    .select('bookings.id')
    .where('bookings.roomId', '=', roomId)
    .where((eb) => blocksStay(eb, checkIn, checkOut))
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

export async function insertBooking(db: Db, booking: NewBookingRow): Promise<number> {
  const row = await db.insertInto('bookings').values(booking).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

function selectBookingsWithRoom(db: Db) {
  return db.selectFrom('bookings').innerJoin('rooms', 'rooms.id', 'bookings.roomId').selectAll('bookings').select('rooms.roomType');
}

export async function findBookingById(db: Db, id: number): Promise<BookingWithRoom | undefined> {
  return selectBookingsWithRoom(db).where('bookings.id', '=', id).executeTakeFirst();
}

export async function findBookingByConfirmationCode(db: Db, code: string): Promise<BookingWithRoom | undefined> {
  return selectBookingsWithRoom(db).where('bookings.confirmationCode', '=', code).executeTakeFirst();
}

/** The booking row alone, locked on PostgreSQL so a cancellation cannot race another one. */
export async function findBookingByIdForUpdate(db: Db, dialect: SqlDialect, id: number): Promise<BookingRow | undefined> {
  const query = db.selectFrom('bookings').selectAll().where('bookings.id', '=', id);
  return (dialect === 'postgres' ? query.forUpdate() : query).executeTakeFirst();
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
