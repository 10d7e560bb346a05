import { sql, type Kysely, type Migration } from 'kysely';

/**
 * The hotel's profile (modules/hotel): one row, written at the first start from `HOTEL_TZ` and the demo name,
 * then edited by the admin. `installation_id` is drawn once with that row and never changes: it keeps calendar
 * event UIDs of two installations apart.
 */
export function addHotelProfile(): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('hotel_profile')
        .addColumn('id', 'integer', (col) => col.primaryKey().check(sql`id = 1`))
        .addColumn('installation_id', 'varchar(64)', (col) => col.notNull())
        .addColumn('name', 'varchar(100)', (col) => col.notNull())
        .addColumn('address', 'varchar(300)', (col) => col.notNull())
        .addColumn('phone', 'varchar(40)', (col) => col.notNull())
        .addColumn('contact_email', 'varchar(254)', (col) => col.notNull())
        .addColumn('currency', 'varchar(3)', (col) => col.notNull())
        .addColumn('time_zone', 'varchar(64)', (col) => col.notNull())
        .addColumn('check_in_time', 'varchar(5)', (col) => col.notNull())
        .addColumn('check_out_time', 'varchar(5)', (col) => col.notNull())
        .addColumn('default_language', 'varchar(8)', (col) => col.notNull())
        .addColumn('cancellation_policy', 'varchar(1000)', (col) => col.notNull())
        .addColumn('updated_at', 'text', (col) => col.notNull())
        .execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('hotel_profile').execute();
    },
  };
}
