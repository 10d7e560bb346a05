import { sql, type Kysely, type Migration } from 'kysely';
import type { SqlDialect } from '../connect.js';

/**
 * The price of the stay, in cents, fixed when the booking is made: a later change of the room's price
 * does not alter what the guest booked. 64-bit, because 365 nights at the highest price exceed 2³¹ cents.
 * Bookings made before this version get nights × the room's price at the time of the upgrade.
 */
export function addBookingTotalPrice(dialect: SqlDialect): Migration {
  const isPostgres = dialect === 'postgres';
  const nights = isPostgres
    ? sql`(bookings.check_out_date - bookings.check_in_date)`
    : sql`cast(julianday(bookings.check_out_date) - julianday(bookings.check_in_date) as integer)`;

  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .alterTable('bookings')
        .addColumn('total_price_cents', isPostgres ? 'bigint' : 'integer', (col) => col.notNull().defaultTo(0))
        .execute();
      await sql`
        update bookings set total_price_cents = ${nights} * (select rooms.room_price_cents from rooms where rooms.id = bookings.room_id)
      `.execute(db);
    },

    async down(db: Kysely<unknown>) {
      await db.schema.alterTable('bookings').dropColumn('total_price_cents').execute();
    },
  };
}
