import type { Closure, IsoWeekday, Season } from '@hotel/booking-rules';
import type { Db, NewRoomRow, RoomUpdate } from '../../db/schema.js';
import type { Locks } from '../../db/transaction.js';

/** A room without its photo bytes (what lists and JSON answers need). */
export type RoomSummary = {
  id: number;
  roomType: string;
  roomPriceCents: number;
  maxAdults: number;
  maxChildren: number;
  photoEtag: string | null;
  description: string;
  bedType: string | null;
  sizeSquareMeters: number | null;
  /** JSON text of the amenity keys. */
  amenities: string;
  galleryVersion: number;
};

export const summaryColumns = [
  'rooms.id',
  'rooms.roomType',
  'rooms.roomPriceCents',
  'rooms.maxAdults',
  'rooms.maxChildren',
  'rooms.photoEtag',
  'rooms.description',
  'rooms.bedType',
  'rooms.sizeSquareMeters',
  'rooms.amenities',
  'rooms.galleryVersion',
] as const;

/** The rooms on offer: archived rooms are left out of every list, search and booking. */
function selectRoomsOnOffer(db: Db) {
  return db.selectFrom('rooms').where('rooms.archivedAt', 'is', null);
}

/** Every room on offer, by id. */
export async function listRooms(db: Db): Promise<RoomSummary[]> {
  return selectRoomsOnOffer(db).select(summaryColumns).orderBy('rooms.id').execute();
}

/** The rooms' version: it goes up with every write to the rooms table, by whoever (database triggers). */
export async function readRoomsVersion(db: Db): Promise<number> {
  const row = await db.selectFrom('roomsVersion').select('roomsVersion.version').where('roomsVersion.id', '=', 1).executeTakeFirstOrThrow();
  return Number(row.version);
}

/** A room on offer (archived rooms are not found). */
export async function findRoomById(db: Db, id: number): Promise<RoomSummary | undefined> {
  return selectRoomsOnOffer(db).select(summaryColumns).where('rooms.id', '=', id).executeTakeFirst();
}

/**
 * A room on offer, locked so that no booking of it can be written until the caller's write transaction
 * ends (bookings lock the same row).
 */
export async function lockRoom(db: Db, locks: Locks, id: number): Promise<RoomSummary | undefined> {
  return locks.rows(selectRoomsOnOffer(db).select(summaryColumns).where('rooms.id', '=', id)).executeTakeFirst();
}

/** The distinct types of the rooms on offer, as stored (sorting is left to the caller, so both databases agree). */
export async function listRoomTypes(db: Db): Promise<string[]> {
  const rows = await selectRoomsOnOffer(db).select('rooms.roomType').distinct().execute();
  return rows.map((row) => row.roomType);
}

/** Every room row, archived ones included. */
export async function countRooms(db: Db): Promise<number> {
  const row = await db.selectFrom('rooms').select((eb) => eb.fn.countAll<number | string>().as('count')).executeTakeFirstOrThrow();
  return Number(row.count);
}

export async function insertRoom(db: Db, room: NewRoomRow): Promise<RoomSummary> {
  return db.insertInto('rooms').values(room).returning(summaryColumns).executeTakeFirstOrThrow();
}

/** Applies the given changes to a room on offer; undefined when there is no such room. */
export async function updateRoom(db: Db, id: number, changes: RoomUpdate): Promise<RoomSummary | undefined> {
  if (Object.keys(changes).length === 0) return findRoomById(db, id);
  return db
    .updateTable('rooms')
    .set(changes)
    .where('rooms.id', '=', id)
    .where('rooms.archivedAt', 'is', null)
    .returning(summaryColumns)
    .executeTakeFirst();
}

/** Deletes a room without bookings (the database refuses to delete one with bookings: `on delete restrict`). */
export async function deleteRoom(db: Db, id: number): Promise<void> {
  await db.deleteFrom('rooms').where('rooms.id', '=', id).execute();
}

/** Takes the room off offer for good; the row stays, so its bookings keep their room type. */
export async function archiveRoom(db: Db, id: number, archivedAt: string): Promise<void> {
  await db.updateTable('rooms').set({ archivedAt }).where('rooms.id', '=', id).execute();
}

/** Whether any booking (of any status or date) names the room. */
export async function roomHasBookings(db: Db, roomId: number): Promise<boolean> {
  const row = await db.selectFrom('bookings').select('bookings.id').where('bookings.roomId', '=', roomId).limit(1).executeTakeFirst();
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

// ---------------------------------------------------------------------------------------------
// The gallery

/** A gallery photo without its files. */
export type StoredRoomPhoto = { id: number; roomId: number; position: number; alt: string; width: number; height: number; widths: string; version: string };

const photoColumns = [
  'roomPhotos.id',
  'roomPhotos.roomId',
  'roomPhotos.position',
  'roomPhotos.alt',
  'roomPhotos.width',
  'roomPhotos.height',
  'roomPhotos.widths',
  'roomPhotos.version',
] as const;

/** The galleries of the given rooms (all rooms when not given), each in order. */
export async function listRoomPhotos(db: Db, roomIds?: number[]): Promise<StoredRoomPhoto[]> {
  if (roomIds?.length === 0) return [];
  let query = db.selectFrom('roomPhotos').select(photoColumns);
  if (roomIds) query = query.where('roomPhotos.roomId', 'in', roomIds);
  return query.orderBy('roomPhotos.roomId').orderBy('roomPhotos.position').execute();
}

export async function insertRoomPhoto(
  db: Db,
  photo: Omit<StoredRoomPhoto, 'id'> & { createdAt: string },
  variants: Array<{ format: string; width: number; data: Buffer }>,
): Promise<number> {
  const { id } = await db.insertInto('roomPhotos').values(photo).returning('roomPhotos.id').executeTakeFirstOrThrow();
  await db
    .insertInto('roomPhotoVariants')
    .values(variants.map((variant) => ({ photoId: id, ...variant })))
    .execute();
  return id;
}

export async function deleteRoomPhoto(db: Db, photoId: number): Promise<void> {
  await db.deleteFrom('roomPhotos').where('roomPhotos.id', '=', photoId).execute();
}

export async function setRoomPhotoPosition(db: Db, photoId: number, position: number): Promise<void> {
  await db.updateTable('roomPhotos').set({ position }).where('roomPhotos.id', '=', photoId).execute();
}

export async function setRoomPhotoAlt(db: Db, photoId: number, alt: string): Promise<void> {
  await db.updateTable('roomPhotos').set({ alt }).where('roomPhotos.id', '=', photoId).execute();
}

/** One file of a photo, when the photo exists at that version. */
export async function findRoomPhotoFile(db: Db, photoId: number, version: string, format: string, width: number): Promise<Buffer | undefined> {
  const row = await db
    .selectFrom('roomPhotoVariants')
    .innerJoin('roomPhotos', 'roomPhotos.id', 'roomPhotoVariants.photoId')
    .select('roomPhotoVariants.data')
    .where('roomPhotoVariants.photoId', '=', photoId)
    .where('roomPhotos.version', '=', version)
    .where('roomPhotoVariants.format', '=', format)
    .where('roomPhotoVariants.width', '=', width)
    .executeTakeFirst();
  return row?.data;
}

/** The rooms on offer whose photo is not in their gallery yet (databases from before galleries), by id. */
export async function listRoomsWithUngalleriedPhoto(db: Db): Promise<number[]> {
  const rows = await selectRoomsOnOffer(db)
    .select('rooms.id')
    .where('rooms.photo', 'is not', null)
    .where((eb) => eb.not(eb.exists(eb.selectFrom('roomPhotos').select('roomPhotos.id').whereRef('roomPhotos.roomId', '=', 'rooms.id'))))
    .orderBy('rooms.id')
    .execute();
  return rows.map((row) => row.id);
}

/** Each room on offer with a gallery: its cover's ETag and its first photo, by room id. */
export async function listRoomCovers(db: Db): Promise<{ id: number; photoEtag: string | null; photoId: number; version: string; widths: string }[]> {
  return selectRoomsOnOffer(db)
    .innerJoin('roomPhotos', (join) => join.onRef('roomPhotos.roomId', '=', 'rooms.id').on('roomPhotos.position', '=', 0))
    .select(['rooms.id', 'rooms.photoEtag', 'roomPhotos.id as photoId', 'roomPhotos.version', 'roomPhotos.widths'])
    .orderBy('rooms.id')
    .execute();
}

/** A room's stored photo bytes and type, archived rooms included. */
export async function findRoomPhotoBytes(db: Db, id: number): Promise<{ photo: Buffer | null; roomType: string } | undefined> {
  return db.selectFrom('rooms').select(['rooms.photo', 'rooms.roomType']).where('rooms.id', '=', id).executeTakeFirst();
}

/** A room's rates as stored, prices in cents. */
export type StoredRates = { weekdayPrices: Partial<Record<IsoWeekday, number>>; seasons: Season[]; closures: Closure[] };

export const NO_RATES: StoredRates = { weekdayPrices: {}, seasons: [], closures: [] };

/** The rates of each of the given rooms that has any (one read for a whole search). */
export async function findRatesOfRooms(db: Db, roomIds: number[]): Promise<Map<number, StoredRates>> {
  if (roomIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('roomRates')
    .select(['roomRates.roomId', 'roomRates.weekdayPrices', 'roomRates.seasons', 'roomRates.closures'])
    .where('roomRates.roomId', 'in', roomIds)
    .execute();
  return new Map(rows.map((row) => [row.roomId, { weekdayPrices: JSON.parse(row.weekdayPrices), seasons: JSON.parse(row.seasons), closures: JSON.parse(row.closures) }]));
}

/** The room's rates; a room that never had any is priced at its own price every night. */
export async function findRoomRates(db: Db, roomId: number): Promise<StoredRates> {
  const row = await db
    .selectFrom('roomRates')
    .select(['roomRates.weekdayPrices', 'roomRates.seasons', 'roomRates.closures'])
    .where('roomRates.roomId', '=', roomId)
    .executeTakeFirst();
  if (!row) return NO_RATES;
  return { weekdayPrices: JSON.parse(row.weekdayPrices), seasons: JSON.parse(row.seasons), closures: JSON.parse(row.closures) };
}
