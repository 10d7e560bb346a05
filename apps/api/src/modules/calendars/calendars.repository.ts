import { sql } from 'kysely';
import type { Db } from '../../db/schema.js';

export async function findExportToken(db: Db, roomId: number): Promise<string | undefined> {
  const row = await db.selectFrom('calendarExports').select('calendarExports.token').where('calendarExports.roomId', '=', roomId).executeTakeFirst();
  return row?.token;
}

/** Writes the room's token, replacing the one before (rotation). */
export async function saveExportToken(db: Db, roomId: number, token: string, createdAt: string): Promise<void> {
  await db
    .insertInto('calendarExports')
    .values({ roomId, token, createdAt })
    .onConflict((conflict) => conflict.column('roomId').doUpdateSet({ token, createdAt }))
    .execute();
}

/** Keeps the first token when two admins open the sync at once: the loser reads the winner's. */
export async function insertExportTokenIfMissing(db: Db, roomId: number, token: string, createdAt: string): Promise<void> {
  await db.insertInto('calendarExports').values({ roomId, token, createdAt }).onConflict((conflict) => conflict.column('roomId').doNothing()).execute();
}

/**
 * The room's CONFIRMED stays ending after `after`, by check-in: read on the index by room and check-out, so the
 * stays that ended before are never read, however many there are.
 */
export async function listStaysEndingAfter(db: Db, roomId: number, after: string) {
  return db
    .selectFrom('bookings')
    .select(['bookings.id', 'bookings.checkInDate', 'bookings.checkOutDate', 'bookings.createdAt'])
    .where('bookings.roomId', '=', roomId)
    .where('bookings.checkOutDate', '>', after)
    .where('bookings.status', '=', sql.lit('CONFIRMED'))
    .orderBy('bookings.checkInDate')
    .execute();
}

/** The room's closures and when its rates were last written, if it has rates. */
export async function findClosures(db: Db, roomId: number) {
  return db.selectFrom('roomRates').select(['roomRates.closures', 'roomRates.updatedAt']).where('roomRates.roomId', '=', roomId).executeTakeFirst();
}
