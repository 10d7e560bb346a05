import type { Kysely, Migration } from 'kysely';

/**
 * Prices per night beyond the room's own price, and each booked night's price.
 * - `room_rates`: one row per room with rates: weekday prices, seasons and closures as JSON text (read and written
 *   whole, checked by @hotel/booking-rules before they are stored). A room without a row is priced at its
 *   `room_price_cents` every night, as before.
 * - `booking_nights`: the price of each night of a booking, fixed when booked. Bookings from before have none;
 *   their `total_price_cents` stays what it was.
 */
export function addRoomRates(): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('room_rates')
        .addColumn('room_id', 'integer', (col) => col.primaryKey().references('rooms.id').onDelete('cascade'))
        .addColumn('weekday_prices', 'text', (col) => col.notNull())
        .addColumn('seasons', 'text', (col) => col.notNull())
        .addColumn('closures', 'text', (col) => col.notNull())
        .addColumn('updated_at', 'text', (col) => col.notNull())
        .execute();
      await db.schema
        .createTable('booking_nights')
        .addColumn('booking_id', 'integer', (col) => col.notNull().references('bookings.id').onDelete('cascade'))
        .addColumn('night', 'text', (col) => col.notNull())
        .addColumn('price_cents', 'integer', (col) => col.notNull())
        .addPrimaryKeyConstraint('booking_nights_pk', ['booking_id', 'night'])
        .execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('booking_nights').execute();
      await db.schema.dropTable('room_rates').execute();
    },
  };
}
