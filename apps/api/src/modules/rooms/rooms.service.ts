import type { DatabaseHandle } from '../../db/connect.js';
import type { Db, RoomUpdate } from '../../db/schema.js';
import { withWriteTransaction, type Locks } from '../../db/transaction.js';
import { ApiErrors } from '../../errors/catalog.js';
import { addMonths, isCalendarDate, MAX_ADULTS, MAX_CHILDREN, MIN_ADULTS, MIN_CHILDREN } from '@hotel/booking-rules';
import { ifNoneMatchHits, tagged, type TaggedAnswer } from '../../lib/http-cache.js';
import { CONTROL_CHARACTERS } from '../../lib/text.js';
import { recordAudit, changedFields, type Actor, type Snapshot } from '../audit/audit.service.js';
import { countStaysNotEnded, listStaysOfRoomDuring } from '../availability/availability.js';
import { processRoomPhoto, type StoredPhoto } from './room-photo.js';
import {
  archiveRoom,
  deleteRoom,
  findPhoto,
  findPhotoEtag,
  findRoomById,
  insertRoom,
  listRoomTypes,
  lockRoom,
  roomHasBookings,
  updateRoom,
  type RoomSummary,
} from './rooms.repository.js';
import { DEFAULT_AVAILABILITY_MONTHS, MAX_AVAILABILITY_MONTHS, MAX_ROOM_PRICE, MAX_ROOM_TYPE_LENGTH, type Room, type RoomBookedNights } from './rooms.schemas.js';

/** Where the photo of a room is served; `?v=` changes with every new photo, so caches never show an old one. */
export function roomPhotoUrl(id: number, etag: string): string {
  return `/api/rooms/room/${id}/photo?v=${etag}`;
}

/** A photo address made absolute from PUBLIC_BASE_URL, when the API is reached at another origin. */
export function absolutePhotoUrl(imageUrl: string, publicBaseUrl: string | undefined): string {
  return publicBaseUrl && imageUrl.startsWith('/') ? `${publicBaseUrl}${imageUrl}` : imageUrl;
}

/**
 * The address the API gives a room's photo now (its `imageUrl`), for the web app to announce in the room's page, so
 * the `<img>` finds it downloaded; null when there is no such room or it has no photo.
 */
export async function currentRoomPhotoUrl({ db }: DatabaseHandle, id: number, publicBaseUrl: string | undefined): Promise<string | null> {
  const room = await findRoomById(db, id);
  const imageUrl = room && toRoomDto(room).imageUrl;
  return imageUrl ? absolutePhotoUrl(imageUrl, publicBaseUrl) : null;
}

export function toRoomDto(room: RoomSummary): Room {
  return {
    id: room.id,
    roomType: room.roomType,
    roomPrice: room.roomPriceCents / 100,
    maxAdults: room.maxAdults,
    maxChildren: room.maxChildren,
    imageUrl: room.photoEtag ? roomPhotoUrl(room.id, room.photoEtag) : null,
  };
}

// ---------------------------------------------------------------------------------------------
// The add/update form

/** The text parts of a room form as received, and the photo bytes when a file was sent. */
export type RawRoomForm = { roomType?: string; roomPrice?: string; maxAdults?: string; maxChildren?: string; photo?: Buffer };

export type RoomFields = { roomType?: string; roomPriceCents?: number; maxAdults?: number; maxChildren?: number; photo?: StoredPhoto };

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
  if (form.photo !== undefined) fields.photo = await processRoomPhoto(form.photo);
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
  return toRoomDto(await findRoomOnOffer(db, id));
}

/** Distinct room types, sorted alphabetically (case-insensitively, then by code point) on both databases. */
export async function getRoomTypes({ db }: DatabaseHandle): Promise<string[]> {
  const types = await listRoomTypes(db);
  return types.sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base' }) || (a < b ? -1 : a > b ? 1 : 0));
}

/** What the audit log keeps of a room: its fields, and its photo by version. */
function roomSnapshot(room: RoomSummary): Snapshot {
  return {
    roomType: room.roomType,
    roomPrice: room.roomPriceCents / 100,
    maxAdults: room.maxAdults,
    maxChildren: room.maxChildren,
    photo: room.photoEtag,
  };
}

export async function addRoom(database: DatabaseHandle, form: RawRoomForm, now: Date, actor: Actor): Promise<Room> {
  const fields = await parseRoomForm(form, 'create');
  const room = await withWriteTransaction(database, async (trx) => {
    const inserted = await insertRoom(trx, {
      roomType: fields.roomType!,
      roomPriceCents: fields.roomPriceCents!,
      ...(fields.maxAdults === undefined ? {} : { maxAdults: fields.maxAdults }),
      ...(fields.maxChildren === undefined ? {} : { maxChildren: fields.maxChildren }),
      ...fields.photo!,
      createdAt: now.toISOString(),
    });
    await recordAudit(trx, { actor, kind: 'room.created', recordId: inserted.id, after: roomSnapshot(inserted), at: now });
    return inserted;
  });
  return toRoomDto(room);
}

/** Changes only the parts sent; 404 for a missing room. */
export async function editRoom(database: DatabaseHandle, id: number, form: RawRoomForm, now: Date, actor: Actor): Promise<Room> {
  // A missing room answers 404 before any image work.
  if (!(await findRoomById(database.db, id))) throw new ApiErrors.ROOM_NOT_FOUND();
  const { roomType, roomPriceCents, maxAdults, maxChildren, photo } = await parseRoomForm(form, 'update');
  const changes: RoomUpdate = {};
  if (roomType !== undefined) changes.roomType = roomType;
  if (roomPriceCents !== undefined) changes.roomPriceCents = roomPriceCents;
  if (maxAdults !== undefined) changes.maxAdults = maxAdults;
  if (maxChildren !== undefined) changes.maxChildren = maxChildren;
  if (photo !== undefined) Object.assign(changes, photo);
  const room = await withWriteTransaction(database, async (trx, locks) => {
    const before = await lockRoom(trx, locks, id);
    const updated = before && (await updateRoom(trx, id, changes));
    if (!before || !updated) throw new ApiErrors.ROOM_NOT_FOUND();
    await recordAudit(trx, { actor, kind: 'room.updated', recordId: id, ...changedFields(roomSnapshot(before), roomSnapshot(updated)), at: now });
    return updated;
  });
  return toRoomDto(room);
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
