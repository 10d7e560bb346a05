import { sql, type Kysely, type Migration } from 'kysely';
import type { SqlDialect } from '../connect.js';

/**
 * No history is ever lost, and search cost does not grow with it:
 * - rooms get `archived_at`: a room with bookings is archived instead of deleted;
 * - bookings keep their room: the foreign key becomes `on delete restrict` (was `cascade`);
 * - bookings indexed by check-out, so availability reads only the stays that end after the requested
 *   check-in, never the finished ones: over every room (CONFIRMED stays only) and per room (which also
 *   serves the foreign key, replacing the index by room and check-in);
 * - `idempotency_keys`: the first answer to a booking POST per (user, Idempotency-Key), for 24 h.
 * SQLite cannot alter a foreign key, so there `bookings` is rebuilt and its rows copied, in one transaction.
 * There is no `down`: going back would restore the cascade that loses history.
 */
export function keepHistory(dialect: SqlDialect): Migration {
  const isPostgres = dialect === 'postgres';
  const idType = isPostgres ? 'serial' : 'integer';
  const timestampType = isPostgres ? 'timestamptz' : 'text';
  const dateType = isPostgres ? 'date' : 'text';

  async function rebuildSqliteBookings(db: Kysely<unknown>): Promise<void> {
    await db.schema
      .createTable('bookings_rebuilt')
      .addColumn('id', idType, (col) => col.primaryKey().autoIncrement())
      .addColumn('room_id', 'integer', (col) => col.notNull().references('rooms.id').onDelete('restrict'))
      .addColumn('user_id', 'integer', (col) => col.references('users.id').onDelete('set null'))
      .addColumn('confirmation_code', 'varchar(32)', (col) => col.notNull().unique())
      .addColumn('check_in_date', dateType, (col) => col.notNull())
      .addColumn('check_out_date', dateType, (col) => col.notNull())
      .addColumn('guest_name', 'varchar(200)', (col) => col.notNull())
      .addColumn('guest_email', 'varchar(254)', (col) => col.notNull())
      .addColumn('num_of_adults', 'integer', (col) => col.notNull().check(sql`num_of_adults >= 1`))
      .addColumn('num_of_children', 'integer', (col) => col.notNull().check(sql`num_of_children >= 0`))
      .addColumn('status', 'varchar(16)', (col) => col.notNull().check(sql`status in ('CONFIRMED', 'CANCELLED')`))
      .addColumn('created_at', timestampType, (col) => col.notNull())
      .addColumn('cancelled_at', timestampType)
      .addCheckConstraint('bookings_stay_at_least_one_night', sql`check_out_date > check_in_date`)
      .execute();
    const columns = sql.raw(
      'id, room_id, user_id, confirmation_code, check_in_date, check_out_date, guest_name, guest_email, ' +
        'num_of_adults, num_of_children, status, created_at, cancelled_at',
    );
    await sql`insert into bookings_rebuilt (${columns}) select ${columns} from bookings`.execute(db);
    await db.schema.dropTable('bookings').execute();
    await db.schema.alterTable('bookings_rebuilt').renameTo('bookings').execute();
    await db.schema.createIndex('bookings_guest_email_idx').on('bookings').column('guest_email').execute();
    await db.schema.createIndex('bookings_user_id_idx').on('bookings').column('user_id').execute();
  }

  async function migrate(db: Kysely<unknown>): Promise<void> {
    await db.schema.alterTable('rooms').addColumn('archived_at', timestampType).execute();

    if (isPostgres) {
      await sql`
        alter table bookings
          drop constraint bookings_room_id_fkey,
          add constraint bookings_room_id_fkey foreign key (room_id) references rooms (id) on delete restrict
      `.execute(db);
      await db.schema.dropIndex('bookings_room_dates_idx').execute();
    } else {
      await rebuildSqliteBookings(db);
    }

    // Search: stays of every room that end after the requested check-in (a range on check_out_date).
    await db.schema
      .createIndex('bookings_current_stays_idx')
      .on('bookings')
      .columns(['check_out_date', 'check_in_date', 'room_id'])
      .where(sql.ref('status'), '=', sql.lit('CONFIRMED'))
      .execute();
    // Booking and room removal: the stays of one room that end after a date; and the foreign key's lookups.
    await db.schema.createIndex('bookings_room_stays_idx').on('bookings').columns(['room_id', 'check_out_date', 'check_in_date']).execute();

    await db.schema
      .createTable('idempotency_keys')
      .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
      .addColumn('key', 'varchar(255)', (col) => col.notNull())
      .addColumn('request_hash', 'varchar(64)', (col) => col.notNull())
      .addColumn('response_status', 'integer', (col) => col.notNull())
      .addColumn('response_body', 'text', (col) => col.notNull())
      .addColumn('created_at', timestampType, (col) => col.notNull())
      .addPrimaryKeyConstraint('idempotency_keys_pk', ['user_id', 'key'])
      .execute();
    await db.schema.createIndex('idempotency_keys_created_at_idx').on('idempotency_keys').column('created_at').execute();
  }

  return {
    // PostgreSQL runs each migration in a transaction already; SQLite (no transactional DDL in Kysely's
    // migrator) gets one here, so a failed rebuild leaves the old table and every row in place.
    async up(db: Kysely<unknown>) {
      if (isPostgres) await migrate(db);
      else await db.transaction().execute((trx) => migrate(trx));
    },
  };
}
