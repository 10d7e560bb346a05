import { sql, type Kysely, type Migration } from 'kysely';
import type { SqlDialect } from '../connect.js';

/**
 * Search reads bookings by check-in over a bounded range: a stay overlapping [checkIn, checkOut) began at most
 * the longest stay's length before checkIn, so the blocked-room query adds `check_in_date >= checkIn − longest`
 * and walks the check-in index from there (modules/availability) instead of every stay that ends after checkIn.
 * - `longest_stay`: one row, the most nights of any stay ever written to `bookings` (whatever its status),
 *   kept by triggers on insert and on a change of dates, so it holds whoever writes. It only grows: a value that
 *   is too large just reads a few more entries, so cancellations and deletes need not lower it.
 * - `bookings_stays_by_check_in_idx` (CONFIRMED stays by check-in, with check-out and room) replaces
 *   `bookings_current_stays_idx` (by check-out), which only search used.
 */
/** A partial index of the CONFIRMED stays (the literal matches search's `status = 'CONFIRMED'`, see availability). */
function createConfirmedStaysIndex(db: Kysely<unknown>, name: string, columns: string[]) {
  return db.schema.createIndex(name).on('bookings').columns(columns).where(sql.ref('status'), '=', sql.lit('CONFIRMED')).execute();
}

export function keepLongestStay(dialect: SqlDialect): Migration {
  const isPostgres = dialect === 'postgres';
  const nights = (row: string) =>
    isPostgres
      ? sql.raw(`(${row}.check_out_date - ${row}.check_in_date)`)
      : sql.raw(`cast(julianday(${row}.check_out_date) - julianday(${row}.check_in_date) as integer)`);

  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('longest_stay')
        .addColumn('id', 'integer', (col) => col.primaryKey().check(sql`id = 1`))
        .addColumn('nights', 'integer', (col) => col.notNull())
        .execute();
      await sql`insert into longest_stay (id, nights) select 1, coalesce(max(${nights('bookings')}), 0) from bookings`.execute(db);
      if (isPostgres) {
        // Statement triggers with the statement's rows, so a bulk insert updates the row once, not per row.
        // An update that does not lengthen the longest stay (a cancellation) matches no row and locks nothing.
        await sql`
          create function keep_longest_stay() returns trigger language plpgsql as $$
          begin
            update longest_stay set nights = written.nights
            from (select max(check_out_date - check_in_date) as nights from written_stays) as written
            where longest_stay.nights < written.nights;
            return null;
          end $$
        `.execute(db);
        for (const event of ['insert', 'update']) {
          await sql`
            create trigger ${sql.raw(`longest_stay_after_${event}`)} after ${sql.raw(event)} on bookings
            referencing new table as written_stays for each statement execute function keep_longest_stay()
          `.execute(db);
        }
      } else {
        for (const event of ['insert', 'update of check_in_date, check_out_date']) {
          await sql`
            create trigger ${sql.raw(`longest_stay_after_${event.split(' ')[0]}`)} after ${sql.raw(event)} on bookings
            begin update longest_stay set nights = ${nights('new')} where nights < ${nights('new')}; end
          `.execute(db);
        }
      }
      await createConfirmedStaysIndex(db, 'bookings_stays_by_check_in_idx', ['check_in_date', 'check_out_date', 'room_id']);
      await db.schema.dropIndex('bookings_current_stays_idx').execute();
    },

    async down(db: Kysely<unknown>) {
      await createConfirmedStaysIndex(db, 'bookings_current_stays_idx', ['check_out_date', 'check_in_date', 'room_id']);
      await db.schema.dropIndex('bookings_stays_by_check_in_idx').execute();
      for (const event of ['insert', 'update']) {
        await sql`drop trigger ${sql.raw(`longest_stay_after_${event}`)}${sql.raw(isPostgres ? ' on bookings' : '')}`.execute(db);
      }
      if (isPostgres) await sql`drop function keep_longest_stay()`.execute(db);
      await db.schema.dropTable('longest_stay').execute();
    },
  };
}
