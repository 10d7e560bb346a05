import type { Kysely, Transaction } from 'kysely';
import type { SqlDialect } from '../../db/connect.js';
import type { Database, NewRoomRow, RoomUpdate } from '../../db/schema.js';

type Db = Kysely<Database> | Transaction<Database>;

/** A room without its photo bytes (what lists and JSON answers need). */
export type RoomSummary = { id: number; roomType: string; roomPriceCents: number; photoEtag: string | null };

const summaryColumns = ['rooms.id', 'rooms.roomType', 'rooms.roomPriceCents', 'rooms.photoEtag'] as const;

/** Every room, by id. */
export async function listRooms(db: Db): Promise<RoomSummary[]> {
  return db.selectFrom('rooms').select(summaryColumns).orderBy('rooms.id').execute();
}

export async function findRoomById(db: Db, id: number): Promise<RoomSummary | undefined> {
  return db.selectFrom('rooms').select(summaryColumns).where('rooms.id', '=', id).executeTakeFirst();
}

/**
 * The room, locked on PostgreSQL (`FOR UPDATE`) so that no booking of it can be written until the
 * caller's transaction ends (bookings lock the same row). SQLite needs no row lock: the caller's
 * `BEGIN IMMEDIATE` already holds the database's write lock.
 */
export async function lockRoom(db: Db, dialect: SqlDialect, id: number): Promise<RoomSummary | undefined> {
  const query = db.selectFrom('rooms').select(summaryColumns).where('rooms.id', '=', id);
  return (dialect === 'postgres' ? query.forUpdate() : query).executeTakeFirst();
}

/** The distinct room types as stored (sorting is left to the caller, so both databases agree). */
export async function listRoomTypes(db: Db): Promise<string[]> {
  const rows = await db.selectFrom('rooms').select('rooms.roomType').distinct().execute();
  return rows.map((row) => row.roomType);
}

export async function countRooms(db: Db): Promise<number> {
  const row = await db.selectFrom('rooms').select((eb) => eb.fn.countAll<number | string>().as('count')).executeTakeFirstOrThrow();
  return Number(row.count);
}

export async function insertRoom(db: Db, room: NewRoomRow): Promise<RoomSummary> {
  return db.insertInto('rooms').values(room).returning(summaryColumns).executeTakeFirstOrThrow();
}

export async function insertRooms(db: Db, rooms: NewRoomRow[]): Promise<void> {
  if (rooms.length > 0) await db.insertInto('rooms').values(rooms).execute();
}

/** Applies the given changes; undefined when the room does not exist. */
export async function updateRoom(db: Db, id: number, changes: RoomUpdate): Promise<RoomSummary | undefined> {
  if (Object.keys(changes).length === 0) return findRoomById(db, id);
  return db.updateTable('rooms').set(changes).where('rooms.id', '=', id).returning(summaryColumns).executeTakeFirst();
}

/** Deletes the room; its bookings go with it (foreign key `on delete cascade`). */
export async function deleteRoom(db: Db, id: number): Promise<boolean> {
  const result = await db.deleteFrom('rooms').where('rooms.id', '=', id).executeTakeFirst();
  return result.numDeletedRows > 0n;
}

/** Whether the room has a CONFIRMED booking that has not ended by `today` (check-out after today). */
export async function roomHasUpcomingBookings(db: Db, roomId: number, today: string): Promise<boolean> {
  const row = await db
    .selectFrom('bookings')
    .select('bookings.id')
    .where('bookings.roomId', '=', roomId)
    .where('bookings.status', '=', 'CONFIRMED')
    .where('bookings.checkOutDate', '>', today)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

export async function findPhotoEtag(db: Db, id: number): Promise<{ photoEtag: string | null } | undefined> {
  return db.selectFrom('rooms').select('rooms.photoEtag').where('rooms.id', '=', id).executeTakeFirst();
}

export async function findPhoto(
  db: Db,
  id: number,
): Promise<{ photo: Buffer | null; photoContentType: string | null; photoEtag: string | null } | undefined> {
  return db
    .selectFrom('rooms')
    .select(['rooms.photo', 'rooms.photoContentType', 'rooms.photoEtag'])
    .where('rooms.id', '=', id)
    .executeTakeFirst();
}
