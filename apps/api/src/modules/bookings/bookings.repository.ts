import type { ExpressionBuilder, Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema.js';

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
