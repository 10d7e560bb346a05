import type { Closure, Season, IsoWeekday } from '@hotel/booking-rules';
import type { Db } from '../../db/schema.js';

/** A room's rates as stored, prices in cents. */
export type StoredRates = { weekdayPrices: Partial<Record<IsoWeekday, number>>; seasons: Season[]; closures: Closure[] };

export const NO_RATES: StoredRates = { weekdayPrices: {}, seasons: [], closures: [] };

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

/** Replaces the room's rates (checked before). */
export async function saveRoomRates(db: Db, roomId: number, rates: StoredRates, updatedAt: string): Promise<void> {
  await db.deleteFrom('roomRates').where('roomRates.roomId', '=', roomId).execute();
  await db
    .insertInto('roomRates')
    .values({
      roomId,
      weekdayPrices: JSON.stringify(rates.weekdayPrices),
      seasons: JSON.stringify(rates.seasons),
      closures: JSON.stringify(rates.closures),
      updatedAt,
    })
    .execute();
}

/** Confirmation codes of the room's CONFIRMED bookings that hold a night of [startDate, endDate). */
export async function findBookingCodesDuring(db: Db, roomId: number, range: { startDate: string; endDate: string }): Promise<string[]> {
  const rows = await db
    .selectFrom('bookings')
    .select('bookings.confirmationCode')
    .where('bookings.roomId', '=', roomId)
    .where('bookings.status', '=', 'CONFIRMED')
    .where('bookings.checkInDate', '<', range.endDate)
    .where('bookings.checkOutDate', '>', range.startDate)
    .orderBy('bookings.checkInDate')
    .execute();
  return rows.map((row) => row.confirmationCode);
}

/** Stores the price of each night of a new booking. */
export async function insertBookingNights(db: Db, bookingId: number, nights: { date: string; price: number }[]): Promise<void> {
  if (nights.length === 0) return;
  await db
    .insertInto('bookingNights')
    .values(nights.map((night) => ({ bookingId, night: night.date, priceCents: night.price })))
    .execute();
}

/** The nights of a booking with their prices in cents, in order ([] for bookings made before nightly prices). */
export async function listBookingNights(db: Db, bookingId: number): Promise<{ date: string; price: number }[]> {
  const rows = await db
    .selectFrom('bookingNights')
    .select(['bookingNights.night', 'bookingNights.priceCents'])
    .where('bookingNights.bookingId', '=', bookingId)
    .orderBy('bookingNights.night')
    .execute();
  return rows.map((row) => ({ date: row.night, price: row.priceCents }));
}

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
