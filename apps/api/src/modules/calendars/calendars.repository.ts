import { sql, type Selectable } from 'kysely';
import type { CalendarImportsTable, Db } from '../../db/schema.js';

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

// ---------------------------------------------------------------------------------------------
// Imports

const importColumns = [
  'calendarImports.id',
  'calendarImports.roomId',
  'calendarImports.name',
  'calendarImports.url',
  'calendarImports.etag',
  'calendarImports.lastModified',
  'calendarImports.lastAttemptAt',
  'calendarImports.lastSuccessAt',
  'calendarImports.lastError',
  'calendarImports.eventCount',
  'calendarImports.emptySince',
] as const;

export type ImportRow = Awaited<ReturnType<typeof listImportsOfRoom>>[number];

/** The room's imports, in the order added. */
export async function listImportsOfRoom(db: Db, roomId: number) {
  return db.selectFrom('calendarImports').select(importColumns).where('calendarImports.roomId', '=', roomId).orderBy('calendarImports.id').execute();
}

export async function findImport(db: Db, roomId: number, importId: number) {
  return db
    .selectFrom('calendarImports')
    .select(importColumns)
    .where('calendarImports.roomId', '=', roomId)
    .where('calendarImports.id', '=', importId)
    .executeTakeFirst();
}

/** The imports of rooms on offer not tried since `attemptedBefore` (or never), the longest waiting first. */
export async function listDueImports(db: Db, attemptedBefore: string) {
  return db
    .selectFrom('calendarImports')
    .innerJoin('rooms', 'rooms.id', 'calendarImports.roomId')
    .select(importColumns)
    .where('rooms.archivedAt', 'is', null)
    .where((eb) => eb.or([eb('calendarImports.lastAttemptAt', 'is', null), eb('calendarImports.lastAttemptAt', '<=', attemptedBefore)]))
    .orderBy('calendarImports.lastAttemptAt')
    .orderBy('calendarImports.id')
    .execute();
}

export async function insertImport(db: Db, values: { roomId: number; name: string; url: string; createdAt: string }): Promise<number> {
  const row = await db.insertInto('calendarImports').values(values).returning('calendarImports.id').executeTakeFirstOrThrow();
  return row.id;
}

export async function deleteImport(db: Db, importId: number): Promise<void> {
  await db.deleteFrom('importedStays').where('importedStays.importId', '=', importId).execute();
  await db.deleteFrom('calendarImports').where('calendarImports.id', '=', importId).execute();
}

/** Writes an import's status; false when the import is gone (removed while it was fetched). */
export async function updateImportStatus(
  db: Db,
  importId: number,
  status: Partial<Pick<Selectable<CalendarImportsTable>, 'etag' | 'lastModified' | 'lastAttemptAt' | 'lastSuccessAt' | 'lastError' | 'eventCount' | 'emptySince'>>,
): Promise<boolean> {
  const result = await db.updateTable('calendarImports').set(status).where('calendarImports.id', '=', importId).executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

export type ImportedStayPiece = { eventKey: string; eventStart: string; eventEnd: string; checkInDate: string; checkOutDate: string };

/** Insert batches small enough for either database's limit of parameters per statement. */
const PIECES_PER_INSERT = 500;

/** Replaces the import's events with `pieces`. */
export async function replaceImportedStays(db: Db, importId: number, roomId: number, pieces: ImportedStayPiece[]): Promise<void> {
  await db.deleteFrom('importedStays').where('importedStays.importId', '=', importId).execute();
  for (let start = 0; start < pieces.length; start += PIECES_PER_INSERT) {
    await db
      .insertInto('importedStays')
      .values(pieces.slice(start, start + PIECES_PER_INSERT).map((piece) => ({ importId, roomId, ...piece })))
      .execute();
  }
}

/**
 * The room's imported events not ended by `today` that overlap a CONFIRMED booking of the room: per import, event and
 * booking once (an event stored in pieces overlaps through one or more of them), earliest first.
 */
export async function listImportConflicts(db: Db, roomId: number, today: string) {
  return db
    .selectFrom('importedStays')
    .innerJoin('bookings', (join) =>
      join
        .onRef('bookings.roomId', '=', 'importedStays.roomId')
        .on('bookings.status', '=', sql.lit('CONFIRMED'))
        .onRef('bookings.checkOutDate', '>', 'importedStays.checkInDate')
        .onRef('bookings.checkInDate', '<', 'importedStays.checkOutDate'),
    )
    .select(['importedStays.importId', 'importedStays.eventStart', 'importedStays.eventEnd', 'bookings.id as bookingId'])
    .distinct()
    .where('importedStays.roomId', '=', roomId)
    .where('importedStays.eventEnd', '>', today)
    .orderBy('importedStays.eventStart')
    .orderBy('bookings.id')
    .execute();
}

// ---------------------------------------------------------------------------------------------
// The sync lease

/** Takes the lease for `holder` until `until`, when it is free, expired or already `holder`'s; whether it was taken. */
export async function takeSyncLease(db: Db, holder: string, now: string, until: string): Promise<boolean> {
  const result = await db
    .updateTable('calendarSyncLease')
    .set({ holder, expiresAt: until })
    .where('calendarSyncLease.id', '=', 1)
    .where((eb) => eb.or([eb('calendarSyncLease.holder', 'is', null), eb('calendarSyncLease.holder', '=', holder), eb('calendarSyncLease.expiresAt', '<=', now)]))
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

export async function releaseSyncLease(db: Db, holder: string): Promise<void> {
  await db.updateTable('calendarSyncLease').set({ holder: null, expiresAt: null }).where('calendarSyncLease.id', '=', 1).where('calendarSyncLease.holder', '=', holder).execute();
}
