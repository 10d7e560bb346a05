import type { Db } from '../../db/schema.js';

/** Replaces the room's rates (checked before). */
export async function saveRoomRates(db: Db, roomId: number, rates: { weekdayPrices: object; seasons: object[]; closures: object[] }, updatedAt: string): Promise<void> {
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

