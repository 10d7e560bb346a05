import { sql, type ExpressionBuilder, type Kysely, type Transaction } from 'kysely';
import { compiledOnce } from '../../db/compiled-once.js';
import type { Database } from '../../db/schema.js';

type Db = Kysely<Database> | Transaction<Database>;

/** A requested stay [checkInDate, checkOutDate): check-out is the morning the guest leaves. */
export type Stay = { checkInDate: string; checkOutDate: string };

/**
 * The one overlap rule, in SQL: a CONFIRMED booking blocks the stay when it ends after the stay
 * starts and starts before it ends. Search, booking and room removal all use it, so what search
 * offers is exactly what booking accepts.
 *
 * The indexes are ordered by check-out, so a search reads only the stays that end after its check-in —
 * never the finished ones, however many years of them there are: `bookings_current_stays_idx` over every
 * room, `bookings_room_stays_idx` for one room. `status = 'CONFIRMED'` is a literal, not a parameter, so
 * both databases can match it against the partial index `bookings_current_stays_idx` (created for
 * exactly this condition).
 */
function blocksStay(eb: ExpressionBuilder<Database, 'bookings'>, stay: Stay) {
  return eb.and([
    eb('bookings.status', '=', sql.lit('CONFIRMED')),
    eb('bookings.checkOutDate', '>', stay.checkInDate),
    eb('bookings.checkInDate', '<', stay.checkOutDate),
  ]);
}

/** The query behind `findBlockedRoomIds` (the query-plan test explains it). */
export function blockedRoomIdsQuery(db: Db, stay: Stay) {
  return db.selectFrom('bookings').select('bookings.roomId').where((eb) => blocksStay(eb, stay));
}

/** Search is a public hot path: its query is compiled once (db/compiled-once.ts). */
const selectBlockedRoomIds = compiledOnce((db, checkInDate: string, checkOutDate: string) => blockedRoomIdsQuery(db, { checkInDate, checkOutDate }));

/**
 * The rooms a CONFIRMED booking blocks for some night of the stay. Search takes the rooms on offer from
 * memory (rooms.service's room catalogue) and leaves these out, so it reads only the current stays'
 * index entries, never the rooms.
 */
export async function findBlockedRoomIds(db: Db, stay: Stay): Promise<Set<number>> {
  const rows = await selectBlockedRoomIds(db, stay.checkInDate, stay.checkOutDate);
  return new Set(rows.map((row) => row.roomId));
}

/** The query behind `isRoomBookedDuring` (the query-plan test explains it). */
export function roomBookingsDuringQuery(db: Db, roomId: number, stay: Stay) {
  return db
    .selectFrom('bookings')
    .select('bookings.id')
    .where('bookings.roomId', '=', roomId)
    .where((eb) => blocksStay(eb, stay))
    .limit(1);
}

/** Whether a CONFIRMED booking of the room overlaps the stay. */
export async function isRoomBookedDuring(db: Db, roomId: number, stay: Stay): Promise<boolean> {
  return (await roomBookingsDuringQuery(db, roomId, stay).executeTakeFirst()) !== undefined;
}

/** The CONFIRMED stays of the room overlapping the window, earliest check-in first; nothing else. */
export async function listStaysOfRoomDuring(db: Db, roomId: number, window: Stay): Promise<Stay[]> {
  return db
    .selectFrom('bookings')
    .select(['bookings.checkInDate', 'bookings.checkOutDate'])
    .where('bookings.roomId', '=', roomId)
    .where((eb) => blocksStay(eb, window))
    .orderBy('bookings.checkInDate')
    .execute();
}

/** How many CONFIRMED stays of the room have not ended by `today` (check-out after today). */
export async function countStaysNotEnded(db: Db, roomId: number, today: string): Promise<number> {
  const row = await db
    .selectFrom('bookings')
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .where('bookings.roomId', '=', roomId)
    .where('bookings.status', '=', sql.lit('CONFIRMED'))
    .where('bookings.checkOutDate', '>', today)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}
