import type { DatabaseHandle } from '../../db/connect.js';
import type { Db, RoomUpdate } from '../../db/schema.js';
import { withWriteTransaction, type Locks } from '../../db/transaction.js';
import { ApiErrors } from '../../errors/catalog.js';
import { addMonths, isCalendarDate, MAX_ADULTS, MAX_CHILDREN, MIN_ADULTS, MIN_CHILDREN } from '@hotel/booking-rules';
import { ifNoneMatchHits, tagged, type TaggedAnswer } from '../../lib/http-cache.js';
import { CONTROL_CHARACTERS } from '../../lib/text.js';
import { recordAudit, changedFields, type Actor, type Snapshot } from '../audit/audit.service.js';
import { countStaysNotEnded, listStaysOfRoomDuring } from '../availability/availability.js';
import { insertGalleryPhoto, parsePhotoFileName, photoContentType, settleGallery, toRoomPhotoDto } from './room-gallery.js';
import { coverWidth, encodeRoomPhoto, storedWebp, type EncodedPhoto } from './room-photo.js';
import {
  archiveRoom,
  deleteRoom,
  deleteRoomPhoto,
  findPhoto,
  findPhotoEtag,
  findRoomById,
  findRoomPhotoBytes,
  findRoomPhotoFile,
  insertRoom,
  listRoomCovers,
  listRoomTypes,
  listRoomPhotos,
  listRoomsWithUngalleriedPhoto,
  lockRoom,
  roomHasBookings,
  setRoomPhotoAlt,
  updateRoom,
  type RoomSummary,
  type StoredRoomPhoto,
} from './rooms.repository.js';
import {
  AMENITIES,
  DEFAULT_AVAILABILITY_MONTHS,
  MAX_ALT_LENGTH,
  MAX_AVAILABILITY_MONTHS,
  MAX_GALLERY_PHOTOS,
  MAX_ROOM_PRICE,
  MAX_ROOM_TYPE_LENGTH,
  type Amenity,
  type BedType,
  type GalleryOrder,
  type Room,
  type RoomBookedNights,
  type RoomDetailsUpdate,
} from './rooms.schemas.js';

/** Where the photo of a room is served; `?v=` changes with every new photo, so caches never show an old one. */
export function roomPhotoUrl(id: number, etag: string): string {
  return `/api/rooms/room/${id}/photo?v=${etag}`;
}

/** A photo address made absolute from PUBLIC_BASE_URL, when the API is reached at another origin. */
export function absolutePhotoUrl(imageUrl: string, publicBaseUrl: string | undefined): string {
  return publicBaseUrl && imageUrl.startsWith('/') ? `${publicBaseUrl}${imageUrl}` : imageUrl;
}

/** A srcset (`<url> <width>w, …`) with each address made absolute from PUBLIC_BASE_URL. */
function absoluteSrcset(srcset: string, publicBaseUrl: string | undefined): string {
  return srcset
    .split(', ')
    .map((candidate) => absolutePhotoUrl(candidate, publicBaseUrl))
    .join(', ');
}

/** A room answer with every photo address (`imageUrl`, each srcset entry, the JPEG fallback) made absolute. */
export function roomWithAbsoluteUrls(room: Room, publicBaseUrl: string): Room {
  const absolute = (url: string) => absolutePhotoUrl(url, publicBaseUrl);
  const srcset = (value: string) => absoluteSrcset(value, publicBaseUrl);
  return {
    ...room,
    imageUrl: room.imageUrl && absolute(room.imageUrl),
    photos: room.photos.map((photo) => ({
      ...photo,
      sources: { avif: srcset(photo.sources.avif), webp: srcset(photo.sources.webp), jpeg: absolute(photo.sources.jpeg) },
    })),
  };
}

/**
 * A room's photo as the API gives it now, for the web app to announce in the room's page so that the image finds it
 * downloaded: its `imageUrl`, and the AVIF srcset of its gallery's first photo (what the page's `<picture>` picks);
 * null when there is no such room or it has no photo.
 */
export async function currentRoomPhoto(
  { db }: DatabaseHandle,
  id: number,
  publicBaseUrl: string | undefined,
): Promise<{ url: string; avifSrcset: string | null } | null> {
  const room = await findRoomById(db, id);
  if (!room?.photoEtag) return null;
  const [first] = await listRoomPhotos(db, [room.id]);
  return {
    url: absolutePhotoUrl(roomPhotoUrl(room.id, room.photoEtag), publicBaseUrl),
    avifSrcset: first ? absoluteSrcset(toRoomPhotoDto(first).sources.avif, publicBaseUrl) : null,
  };
}

/** A room as answered, with its gallery (`photos`: that room's photos, in order). */
export function toRoomDto(room: RoomSummary, photos: StoredRoomPhoto[]): Room {
  return {
    id: room.id,
    roomType: room.roomType,
    roomPrice: room.roomPriceCents / 100,
    maxAdults: room.maxAdults,
    maxChildren: room.maxChildren,
    imageUrl: room.photoEtag ? roomPhotoUrl(room.id, room.photoEtag) : null,
    description: room.description,
    bedType: room.bedType as BedType | null,
    sizeSquareMeters: room.sizeSquareMeters,
    amenities: JSON.parse(room.amenities) as Amenity[],
    galleryVersion: room.galleryVersion,
    photos: photos.map(toRoomPhotoDto),
  };
}

/** Rooms as answered, their galleries read in one query. */
export async function toRoomDtos(db: Db, rooms: RoomSummary[]): Promise<Room[]> {
  const photos = await listRoomPhotos(db, rooms.length === 1 ? [rooms[0]!.id] : undefined);
  const byRoom = new Map<number, StoredRoomPhoto[]>();
  for (const photo of photos) byRoom.set(photo.roomId, [...(byRoom.get(photo.roomId) ?? []), photo]);
  return rooms.map((room) => toRoomDto(room, byRoom.get(room.id) ?? []));
}

async function roomAnswer(db: Db, room: RoomSummary): Promise<Room> {
  return toRoomDto(room, await listRoomPhotos(db, [room.id]));
}

// ---------------------------------------------------------------------------------------------
// The add/update form

/** The text parts of a room form as received, and the photo bytes when a file was sent. */
export type RawRoomForm = { roomType?: string; roomPrice?: string; maxAdults?: string; maxChildren?: string; photo?: Buffer };

export type RoomFields = { roomType?: string; roomPriceCents?: number; maxAdults?: number; maxChildren?: number; photo?: EncodedPhoto };

/** A guest count as plain decimal text (`2`, never `02`, `2.0` or ` 2`) within [min, max]. Throws 400 naming the field. */
export function parseCapacity(value: string, label: string, min: number, max: number): number {
  const count = /^(0|[1-9]\d{0,2})$/.test(value) ? Number(value) : Number.NaN;
  if (!(count >= min && count <= max)) throw new ApiErrors.VALIDATION_FAILED(`${label} must be a whole number from ${min} to ${max}.`);
  return count;
}

const DECIMAL_NUMBER = /^-?\d+(?:\.\d+)?$/;

/** A room type: trimmed, non-blank, at most 50 characters, no control characters. Throws 400. */
export function parseRoomType(value: string): string {
  // Checked before trimming: a line break around the type is no more valid than inside it.
  if (CONTROL_CHARACTERS.test(value)) throw new ApiErrors.VALIDATION_FAILED('Room type contains invalid characters.');
  const roomType = value.trim();
  if (!roomType) throw new ApiErrors.VALIDATION_FAILED('Room type is required.');
  if ([...roomType].length > MAX_ROOM_TYPE_LENGTH) {
    throw new ApiErrors.VALIDATION_FAILED(`Room type can be at most ${MAX_ROOM_TYPE_LENGTH} characters.`);
  }
  return roomType;
}

/** A price in dollars ("120", "99.5", "99.50") as integer cents: positive, at most 100000, at most 2 decimals. Throws 400. */
export function parseRoomPriceCents(value: string): number {
  const text = value.trim();
  if (!text) throw new ApiErrors.VALIDATION_FAILED('Room price is required.');
  if (!DECIMAL_NUMBER.test(text) || CONTROL_CHARACTERS.test(value)) throw new ApiErrors.VALIDATION_FAILED('Room price must be a number, for example 120 or 99.50.');
  if (text.startsWith('-')) throw new ApiErrors.VALIDATION_FAILED('Room price must be greater than 0.');
  const [whole = '', fraction = ''] = text.split('.');
  if (fraction.length > 2) throw new ApiErrors.VALIDATION_FAILED('Room price can have at most 2 decimal places.');
  // Exact decimal arithmetic on the digits: no floating-point rounding of money.
  const cents = Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
  if (cents <= 0) throw new ApiErrors.VALIDATION_FAILED('Room price must be greater than 0.');
  if (cents > MAX_ROOM_PRICE * 100) throw new ApiErrors.VALIDATION_FAILED(`Room price can be at most ${MAX_ROOM_PRICE}.`);
  return cents;
}

/**
 * Checks a room form. Creating needs the type, the price and the photo; updating takes any part. The photo is
 * checked by content and re-encoded (see processRoomPhoto). Text fields are checked first, so a
 * bad price fails fast without decoding an image.
 */
export async function parseRoomForm(form: RawRoomForm, mode: 'create' | 'update'): Promise<RoomFields> {
  const fields: RoomFields = {};
  if (form.roomType !== undefined) fields.roomType = parseRoomType(form.roomType);
  else if (mode === 'create') throw new ApiErrors.VALIDATION_FAILED('Room type is required.');
  if (form.roomPrice !== undefined) fields.roomPriceCents = parseRoomPriceCents(form.roomPrice);
  else if (mode === 'create') throw new ApiErrors.VALIDATION_FAILED('Room price is required.');
  // Without them a new room takes the database's defaults (the most one booking takes).
  if (form.maxAdults !== undefined) fields.maxAdults = parseCapacity(form.maxAdults, 'Max adults', MIN_ADULTS, MAX_ADULTS);
  if (form.maxChildren !== undefined) fields.maxChildren = parseCapacity(form.maxChildren, 'Max children', MIN_CHILDREN, MAX_CHILDREN);
  if (form.photo !== undefined) fields.photo = await encodeRoomPhoto(form.photo);
  else if (mode === 'create') throw new ApiErrors.VALIDATION_FAILED('A room photo is required.');
  return fields;
}

// ---------------------------------------------------------------------------------------------
// Rooms

/** A room on offer as the other domains see it. */
export type { RoomSummary };
/** A room's rates as stored (prices in cents), read by the rates and bookings domains. */
export { findRoomRates, type StoredRates } from './rooms.repository.js';

/** A room on offer; 404 when there is no such room. */
export async function findRoomOnOffer(db: Db, id: number): Promise<RoomSummary> {
  const room = await findRoomById(db, id);
  if (!room) throw new ApiErrors.ROOM_NOT_FOUND();
  return room;
}

export async function getRoom({ db }: DatabaseHandle, id: number): Promise<Room> {
  return roomAnswer(db, await findRoomOnOffer(db, id));
}

/** Distinct room types, sorted alphabetically (case-insensitively, then by code point) on both databases. */
export async function getRoomTypes({ db }: DatabaseHandle): Promise<string[]> {
  const types = await listRoomTypes(db);
  return types.sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base' }) || (a < b ? -1 : a > b ? 1 : 0));
}

/** What the audit log keeps of a room: its fields, its cover photo by version and its gallery by photo ids in order. */
function roomSnapshot(room: RoomSummary, photos?: StoredRoomPhoto[]): Snapshot {
  return {
    roomType: room.roomType,
    roomPrice: room.roomPriceCents / 100,
    maxAdults: room.maxAdults,
    maxChildren: room.maxChildren,
    photo: room.photoEtag,
    description: room.description,
    bedType: room.bedType,
    sizeSquareMeters: room.sizeSquareMeters,
    amenities: (JSON.parse(room.amenities) as string[]).join(', '),
    ...(photos ? { photos: photos.map((photo) => photo.id).join(', ') } : {}),
  };
}

/** The alt text a photo gets when it comes without one (the spec's add and update forms, photos from before galleries). */
const defaultAlt = (roomType: string) => `${roomType} room`.slice(0, MAX_ALT_LENGTH);

export async function addRoom(database: DatabaseHandle, form: RawRoomForm, now: Date, actor: Actor): Promise<Room> {
  const fields = await parseRoomForm(form, 'create');
  return withWriteTransaction(database, async (trx) => {
    const inserted = await insertRoom(trx, {
      roomType: fields.roomType!,
      roomPriceCents: fields.roomPriceCents!,
      ...(fields.maxAdults === undefined ? {} : { maxAdults: fields.maxAdults }),
      ...(fields.maxChildren === undefined ? {} : { maxChildren: fields.maxChildren }),
      createdAt: now.toISOString(),
    });
    await insertGalleryPhoto(trx, inserted.id, fields.photo!, defaultAlt(inserted.roomType), 0, now);
    const room = (await settleGallery(trx, inserted.id, inserted.galleryVersion))!;
    const photos = await listRoomPhotos(trx, [room.id]);
    await recordAudit(trx, { actor, kind: 'room.created', recordId: room.id, after: roomSnapshot(room, photos), at: now });
    return toRoomDto(room, photos);
  });
}

/**
 * Changes only the parts sent; 404 for a missing room. A photo replaces the gallery's first photo (the spec's one
 * photo of a room), the others stay.
 */
export async function editRoom(database: DatabaseHandle, id: number, form: RawRoomForm, now: Date, actor: Actor): Promise<Room> {
  // A missing room answers 404 before any image work.
  if (!(await findRoomById(database.db, id))) throw new ApiErrors.ROOM_NOT_FOUND();
  const { roomType, roomPriceCents, maxAdults, maxChildren, photo } = await parseRoomForm(form, 'update');
  const changes: RoomUpdate = {};
  if (roomType !== undefined) changes.roomType = roomType;
  if (roomPriceCents !== undefined) changes.roomPriceCents = roomPriceCents;
  if (maxAdults !== undefined) changes.maxAdults = maxAdults;
  if (maxChildren !== undefined) changes.maxChildren = maxChildren;
  return writeRoom(database, id, now, actor, async (trx, before, photos) => {
    let updated = await updateRoom(trx, id, changes);
    if (updated && photo) {
      const first = photos[0];
      if (first) await deleteRoomPhoto(trx, first.id);
      await insertGalleryPhoto(trx, id, photo, defaultAlt(updated.roomType), 0, now);
      updated = await settleGallery(trx, id, before.galleryVersion);
    }
    return updated;
  });
}

/**
 * One audited write of a room on offer: the room row locked (so gallery writes and bookings of it take turns), `write`
 * given the room and its gallery as they were, the audit entry made of what changed. 404 for a missing room.
 */
async function writeRoom(
  database: DatabaseHandle,
  id: number,
  now: Date,
  actor: Actor,
  write: (trx: Db, before: RoomSummary, photos: StoredRoomPhoto[]) => Promise<RoomSummary | undefined>,
): Promise<Room> {
  return withWriteTransaction(database, async (trx, locks) => {
    const before = await lockRoom(trx, locks, id);
    if (!before) throw new ApiErrors.ROOM_NOT_FOUND();
    const photosBefore = await listRoomPhotos(trx, [id]);
    const updated = await write(trx, before, photosBefore);
    if (!updated) throw new ApiErrors.ROOM_NOT_FOUND();
    const photos = await listRoomPhotos(trx, [id]);
    const audited = changedFields(roomSnapshot(before, photosBefore), roomSnapshot(updated, photos));
    const alts = changedAlts(photosBefore, photos);
    await recordAudit(trx, { actor, kind: 'room.updated', recordId: id, before: { ...audited.before, ...alts.before }, after: { ...audited.after, ...alts.after }, at: now });
    return toRoomDto(updated, photos);
  });
}

/** The alt texts a write changed, keyed `alt of photo <id>`. */
function changedAlts(before: StoredRoomPhoto[], after: StoredRoomPhoto[]): { before: Snapshot; after: Snapshot } {
  const changed = after.filter((photo) => before.some((old) => old.id === photo.id && old.alt !== photo.alt));
  const key = (photo: StoredRoomPhoto) => `alt of photo ${photo.id}`;
  return {
    before: Object.fromEntries(changed.map((photo) => [key(photo), before.find((old) => old.id === photo.id)!.alt])),
    after: Object.fromEntries(changed.map((photo) => [key(photo), photo.alt])),
  };
}

// ---------------------------------------------------------------------------------------------
// What a guest reads about a room, and its gallery

/** A description as stored: line breaks as LF, no surrounding blank space (the schema checked the rest). */
function parseDescription(value: string): string {
  return value.replace(/\r\n?/g, '\n').trim();
}

/** Updates the fields sent (the schema checked their bounds and keys); amenities are kept in the list's order. */
export async function updateRoomDetails(database: DatabaseHandle, id: number, body: RoomDetailsUpdate, now: Date, actor: Actor): Promise<Room> {
  const changes: RoomUpdate = {};
  if (body.description !== undefined) changes.description = parseDescription(body.description);
  if (body.bedType !== undefined) changes.bedType = body.bedType;
  if (body.sizeSquareMeters !== undefined) changes.sizeSquareMeters = body.sizeSquareMeters;
  if (body.amenities !== undefined) changes.amenities = JSON.stringify(AMENITIES.filter((key) => body.amenities!.includes(key)));
  return writeRoom(database, id, now, actor, (trx) => updateRoom(trx, id, changes));
}

/** An alt text: trimmed, not blank, at most 250 characters, no control characters (multipart parts skip the schema). */
function parseAlt(value: string): string {
  if (CONTROL_CHARACTERS.test(value)) throw new ApiErrors.VALIDATION_FAILED('The alt text contains invalid characters.');
  const alt = value.trim();
  if (!alt) throw new ApiErrors.VALIDATION_FAILED('Describe what the photo shows (alt text).');
  if ([...alt].length > MAX_ALT_LENGTH) throw new ApiErrors.VALIDATION_FAILED(`The alt text can be at most ${MAX_ALT_LENGTH} characters.`);
  return alt;
}

/**
 * Adds a photo at the end of the gallery: encoded before the room is locked (the slow part), then 409 GALLERY_FULL
 * when the gallery already holds 12. Needs no gallery version: adding never undoes another admin's change.
 */
export async function addRoomPhoto(database: DatabaseHandle, id: number, upload: { photo?: Buffer; alt?: string }, now: Date, actor: Actor): Promise<Room> {
  if (!(await findRoomById(database.db, id))) throw new ApiErrors.ROOM_NOT_FOUND();
  if (upload.alt === undefined) throw new ApiErrors.VALIDATION_FAILED('Describe what the photo shows (alt text).');
  const alt = parseAlt(upload.alt);
  if (!upload.photo) throw new ApiErrors.VALIDATION_FAILED('Send the photo as a file in the field "photo".');
  const encoded = await encodeRoomPhoto(upload.photo);
  return writeRoom(database, id, now, actor, async (trx, before, photos) => {
    if (photos.length >= MAX_GALLERY_PHOTOS) throw new ApiErrors.GALLERY_FULL();
    await insertGalleryPhoto(trx, id, encoded, alt, photos.length, now);
    return settleGallery(trx, id, before.galleryVersion);
  });
}

/** 409 GALLERY_CHANGED unless the caller saw the gallery as it is now. */
function assertGalleryVersion(room: RoomSummary, seen: number): void {
  if (room.galleryVersion !== seen) throw new ApiErrors.GALLERY_CHANGED();
}

function findGalleryPhoto(photos: StoredRoomPhoto[], photoId: number): StoredRoomPhoto {
  const photo = photos.find((candidate) => candidate.id === photoId);
  if (!photo) throw new ApiErrors.PHOTO_NOT_FOUND();
  return photo;
}

/** Puts the gallery in the order given, which must name every photo once; 409 when the gallery changed since `galleryVersion`. */
export async function reorderRoomPhotos(database: DatabaseHandle, id: number, order: GalleryOrder, now: Date, actor: Actor): Promise<Room> {
  return writeRoom(database, id, now, actor, async (trx, before, photos) => {
    assertGalleryVersion(before, order.galleryVersion);
    const current = new Set(photos.map((photo) => photo.id));
    if (order.photoIds.length !== current.size || !order.photoIds.every((photoId) => current.has(photoId))) {
      throw new ApiErrors.VALIDATION_FAILED('photoIds must name every photo of the gallery once.');
    }
    return settleGallery(trx, id, before.galleryVersion, order.photoIds);
  });
}

/** Removes a photo and its files; 409 when the gallery changed since `galleryVersion`, 404 when it is not this room's. */
export async function removeRoomPhoto(database: DatabaseHandle, id: number, photoId: number, galleryVersion: number, now: Date, actor: Actor): Promise<Room> {
  return writeRoom(database, id, now, actor, async (trx, before, photos) => {
    assertGalleryVersion(before, galleryVersion);
    await deleteRoomPhoto(trx, findGalleryPhoto(photos, photoId).id);
    return settleGallery(trx, id, before.galleryVersion);
  });
}

/** Changes a photo's alt text; the last write wins (it touches that text only, so it needs no gallery version). */
export async function updateRoomPhotoAlt(database: DatabaseHandle, id: number, photoId: number, alt: string, now: Date, actor: Actor): Promise<Room> {
  const text = parseAlt(alt);
  return writeRoom(database, id, now, actor, async (trx, before, photos) => {
    await setRoomPhotoAlt(trx, findGalleryPhoto(photos, photoId).id, text);
    return updateRoom(trx, id, { galleryVersion: before.galleryVersion + 1 });
  });
}

export type PhotoFileAnswer = { contentType: string; data: Buffer };

/** One file of a gallery photo (`800.avif`); 404 NOT_FOUND when the photo, that version or that file does not exist. */
export async function getRoomPhotoFile({ db }: DatabaseHandle, photoId: number, version: string, file: string): Promise<PhotoFileAnswer> {
  const wanted = parsePhotoFileName(file);
  const data = wanted && (await findRoomPhotoFile(db, photoId, version, wanted.format, wanted.width));
  if (!wanted || !data) throw new ApiErrors.NOT_FOUND('No such photo file.');
  return { contentType: photoContentType(wanted.format), data };
}

/**
 * Databases from before galleries: each room's one photo becomes its gallery's first, re-encoded into every width
 * and format. Run by the server at start (before it listens), one room at a time; a room another instance moved
 * meanwhile is left alone, and a photo that cannot be decoded stays the room's cover (logged) and is tried again at
 * the next start. Returns how many rooms were moved.
 */
export async function moveRoomPhotosIntoGalleries(database: DatabaseHandle, log: { info(o: object, m: string): void; warn(o: object, m: string): void }, now: () => Date): Promise<number> {
  let moved = 0;
  for (const id of await listRoomsWithUngalleriedPhoto(database.db)) {
    const stored = await findRoomPhotoBytes(database.db, id);
    if (!stored?.photo) continue;
    let encoded: EncodedPhoto;
    try {
      encoded = await encodeRoomPhoto(stored.photo);
    } catch (error) {
      log.warn({ event: 'rooms.photo_not_moved', roomId: id, err: error }, 'a room photo could not be re-encoded into the gallery');
      continue;
    }
    moved += await withWriteTransaction(database, async (trx, locks) => {
      const room = await lockRoom(trx, locks, id);
      if (!room || (await listRoomPhotos(trx, [id])).length > 0) return 0;
      await insertGalleryPhoto(trx, id, encoded, defaultAlt(stored.roomType), 0, now());
      await settleGallery(trx, id, room.galleryVersion);
      return 1;
    });
  }
  if (moved > 0) log.info({ event: 'rooms.photos_moved', rooms: moved }, `moved ${moved} room photos into their galleries`);
  return moved;
}

/**
 * Covers written before a cover was cut at a card's width (the first photo's largest WebP, 1600 pixels): each becomes
 * its first photo's file at `coverWidth`, from the files already encoded. Run by the server at start; a room whose
 * gallery changed meanwhile got its cover from that change and is left alone. Returns how many covers changed.
 */
export async function recutRoomCovers(database: DatabaseHandle, log: { info(o: object, m: string): void }): Promise<number> {
  let recut = 0;
  for (const room of await listRoomCovers(database.db)) {
    const data = await findRoomPhotoFile(database.db, room.photoId, room.version, 'webp', coverWidth(JSON.parse(room.widths) as number[]));
    if (!data) continue;
    const cover = storedWebp(data);
    if (cover.photoEtag === room.photoEtag) continue;
    recut += await withWriteTransaction(database, async (trx, locks) => {
      if (!(await lockRoom(trx, locks, room.id)) || (await listRoomPhotos(trx, [room.id]))[0]?.id !== room.photoId) return 0;
      await updateRoom(trx, room.id, cover);
      return 1;
    });
  }
  if (recut > 0) log.info({ event: 'rooms.covers_recut', rooms: recut }, `cut ${recut} room covers to a card's width`);
  return recut;
}

/** The 409 of a room that still has stays to come, naming how many to cancel first. */
export function roomHasStaysMessage(stays: number): string {
  const what = stays === 1 ? '1 stay that has not ended' : `${stays} stays that have not ended`;
  return `This room has ${what}; cancel ${stays === 1 ? 'it' : 'them'} before removing the room.`;
}

/**
 * The room on offer, its row locked until the write transaction ends (so no booking or removal of it can
 * slip in between a check and a change); 404 when there is no such room on offer.
 */
export async function lockRoomOnOffer(trx: Db, locks: Locks, id: number): Promise<RoomSummary> {
  const room = await lockRoom(trx, locks, id);
  if (!room) throw new ApiErrors.ROOM_NOT_FOUND();
  return room;
}

/**
 * Removes a room from offer. Refused with 409 while CONFIRMED stays of it have not ended (check-out
 * after `today`, the hotel's date). A room with bookings (past or cancelled) is archived, so no history
 * is lost: those bookings stay listed and findable by code, with the room's type. A room never booked
 * is deleted. The room row is locked first, so no booking can slip in between the check and the change.
 */
export async function removeRoom(database: DatabaseHandle, id: number, today: string, now: Date, actor: Actor): Promise<void> {
  await withWriteTransaction(database, async (trx, locks) => {
    const room = await lockRoomOnOffer(trx, locks, id);
    const staysNotEnded = await countStaysNotEnded(trx, id, today);
    if (staysNotEnded > 0) throw new ApiErrors.ROOM_HAS_BOOKINGS(roomHasStaysMessage(staysNotEnded));
    const archived = await roomHasBookings(trx, id);
    if (archived) await archiveRoom(trx, id, now.toISOString());
    else await deleteRoom(trx, id);
    await recordAudit(trx, { actor, kind: 'room.removed', recordId: id, before: roomSnapshot(room), after: { removal: archived ? 'archived' : 'deleted' }, at: now });
  });
}

// ---------------------------------------------------------------------------------------------
// Availability calendar

type NightRange = { start: string; end: string };

/**
 * Stays clipped to the window [from, to) and merged where they touch or overlap, so the answer says
 * which nights are taken and nothing about how many bookings there are or where one ends.
 * `stays` come sorted by check-in.
 */
export function mergeBookedNights(stays: Array<{ checkInDate: string; checkOutDate: string }>, from: string, to: string): NightRange[] {
  const ranges: NightRange[] = [];
  for (const stay of stays) {
    const start = stay.checkInDate > from ? stay.checkInDate : from;
    const end = stay.checkOutDate < to ? stay.checkOutDate : to;
    if (start >= end) continue;
    const last = ranges.at(-1);
    if (last && start <= last.end) {
      if (end > last.end) last.end = end;
    } else {
      ranges.push({ start, end });
    }
  }
  return ranges;
}

/**
 * The calendar window [from, to) a booked-nights read asks for, its defaults filled in: `from` the hotel's today,
 * `to` the first day of the month a year's calendar later. Checks it: real dates, `to` after `from`, at most
 * 13 months. Throws 400.
 */
function availabilityWindow(query: { from?: string; to?: string }, hotelToday: string): { from: string; to: string } {
  const from = query.from ?? hotelToday;
  if (!isCalendarDate(from)) throw new ApiErrors.INVALID_DATES('Please enter valid dates');
  const to = query.to ?? addMonths(`${from.slice(0, 7)}-01`, DEFAULT_AVAILABILITY_MONTHS);
  if (!isCalendarDate(to)) throw new ApiErrors.INVALID_DATES('Please enter valid dates');
  if (to <= from) throw new ApiErrors.INVALID_DATES('The end of the window must be after its start.');
  if (to > addMonths(from, MAX_AVAILABILITY_MONTHS)) {
    throw new ApiErrors.INVALID_DATES(`The window can be at most ${MAX_AVAILABILITY_MONTHS} months.`);
  }
  return { from, to };
}

/**
 * The nights of one room already taken by CONFIRMED bookings within [from, to), as half-open ranges
 * (the availability module's one overlap rule), with a content ETag. No guest data and no booking ids.
 * 404 for a missing room.
 */
export async function getRoomBookedNights(
  { db }: DatabaseHandle,
  id: number,
  query: { from?: string; to?: string },
  hotelToday: string,
): Promise<TaggedAnswer<RoomBookedNights>> {
  const { from, to } = availabilityWindow(query, hotelToday);
  if (!(await findRoomById(db, id))) throw new ApiErrors.ROOM_NOT_FOUND();
  const body: RoomBookedNights = { roomId: id, from, to, bookedNights: mergeBookedNights(await listStaysOfRoomDuring(db, id, { checkInDate: from, checkOutDate: to }), from, to) };
  return tagged(body);
}

// ---------------------------------------------------------------------------------------------
// Photos

export type PhotoAnswer =
  | { status: 'not-modified'; etag: string }
  | { status: 'ok'; etag: string; contentType: string; data: Buffer };

/** The photo of a room, or "not modified" when the client holds the current version. 404 without room or photo. */
export async function getRoomPhoto({ db }: DatabaseHandle, id: number, ifNoneMatch: string | undefined): Promise<PhotoAnswer> {
  const current = await findPhotoEtag(db, id);
  if (!current) throw new ApiErrors.ROOM_NOT_FOUND();
  if (!current.photoEtag) throw new ApiErrors.NOT_FOUND('This room has no photo.');
  if (ifNoneMatchHits(ifNoneMatch, current.photoEtag)) return { status: 'not-modified', etag: current.photoEtag };
  const row = await findPhoto(db, id);
  if (!row?.photo || !row.photoEtag || !row.photoContentType) throw new ApiErrors.NOT_FOUND('This room has no photo.');
  return { status: 'ok', etag: row.photoEtag, contentType: row.photoContentType, data: row.photo };
}
