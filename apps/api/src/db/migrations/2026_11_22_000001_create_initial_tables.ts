import { sql, type Kysely, type Migration } from 'kysely';
import type { SqlDialect } from '../connect.js';

export function createInitialTables(dialect: SqlDialect): Migration {
  const isPostgres = dialect === 'postgres';
  const idType = isPostgres ? 'serial' : 'integer';
  const timestampType = isPostgres ? 'timestamptz' : 'text';
  const dateType = isPostgres ? 'date' : 'text';
  const binaryType = isPostgres ? 'bytea' : 'blob';

  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('users')
        .addColumn('id', idType, (col) => (isPostgres ? col.primaryKey() : col.primaryKey().autoIncrement()))
        .addColumn('email', 'varchar(254)', (col) => col.notNull().unique())
        .addColumn('first_name', 'varchar(100)', (col) => col.notNull())
        .addColumn('last_name', 'varchar(100)', (col) => col.notNull())
        .addColumn('password_hash', 'varchar(255)', (col) => col.notNull())
        .addColumn('verified_at', timestampType)
        .addColumn('created_at', timestampType, (col) => col.notNull())
        .execute();

      await db.schema
        .createTable('roles')
        .addColumn('id', idType, (col) => (isPostgres ? col.primaryKey() : col.primaryKey().autoIncrement()))
        .addColumn('name', 'varchar(50)', (col) => col.notNull().unique())
        .execute();

      await db.schema
        .createTable('user_roles')
        .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
        .addColumn('role_id', 'integer', (col) => col.notNull().references('roles.id').onDelete('cascade'))
        .addPrimaryKeyConstraint('user_roles_pk', ['user_id', 'role_id'])
        .execute();

      await db.schema
        .createTable('rooms')
        .addColumn('id', idType, (col) => (isPostgres ? col.primaryKey() : col.primaryKey().autoIncrement()))
        .addColumn('room_type', 'varchar(50)', (col) => col.notNull())
        .addColumn('room_price_cents', 'integer', (col) => col.notNull().check(sql`room_price_cents > 0`))
        .addColumn('photo', binaryType)
        .addColumn('photo_content_type', 'varchar(50)')
        .addColumn('photo_etag', 'varchar(64)')
        .addColumn('created_at', timestampType, (col) => col.notNull())
        .execute();

      await db.schema
        .createTable('bookings')
        .addColumn('id', idType, (col) => (isPostgres ? col.primaryKey() : col.primaryKey().autoIncrement()))
        .addColumn('room_id', 'integer', (col) => col.notNull().references('rooms.id').onDelete('cascade'))
        .addColumn('user_id', 'integer', (col) => col.references('users.id').onDelete('set null'))
        .addColumn('confirmation_code', 'varchar(32)', (col) => col.notNull().unique())
        .addColumn('check_in_date', dateType, (col) => col.notNull())
        .addColumn('check_out_date', dateType, (col) => col.notNull())
        .addColumn('guest_name', 'varchar(200)', (col) => col.notNull())
        .addColumn('guest_email', 'varchar(254)', (col) => col.notNull())
        .addColumn('num_of_adults', 'integer', (col) => col.notNull().check(sql`num_of_adults >= 1`))
        .addColumn('num_of_children', 'integer', (col) => col.notNull().check(sql`num_of_children >= 0`))
        .addColumn('status', 'varchar(16)', (col) =>
          col.notNull().check(sql`status in ('CONFIRMED', 'CANCELLED')`),
        )
        .addColumn('created_at', timestampType, (col) => col.notNull())
        .addColumn('cancelled_at', timestampType)
        .addCheckConstraint('bookings_stay_at_least_one_night', sql`check_out_date > check_in_date`)
        .execute();

      await db.schema.createIndex('bookings_room_dates_idx').on('bookings').columns(['room_id', 'check_in_date']).execute();
      await db.schema.createIndex('bookings_guest_email_idx').on('bookings').column('guest_email').execute();
      await db.schema.createIndex('bookings_user_id_idx').on('bookings').column('user_id').execute();

      if (isPostgres) {
        // The database itself refuses two CONFIRMED stays of one room whose [check-in, check-out) ranges overlap.
        await sql`create extension if not exists btree_gist`.execute(db);
        await sql`
          alter table bookings add constraint bookings_no_overlapping_stays
          exclude using gist (room_id with =, daterange(check_in_date, check_out_date, '[)') with &&)
          where (status = 'CONFIRMED')
        `.execute(db);
      }

      await db.schema
        .createTable('otp_codes')
        .addColumn('id', idType, (col) => (isPostgres ? col.primaryKey() : col.primaryKey().autoIncrement()))
        .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
        .addColumn('code_hash', 'varchar(128)', (col) => col.notNull())
        .addColumn('expires_at', timestampType, (col) => col.notNull())
        .addColumn('failed_attempts', 'integer', (col) => col.notNull().defaultTo(0))
        .addColumn('created_at', timestampType, (col) => col.notNull())
        .execute();
      await db.schema.createIndex('otp_codes_user_id_idx').on('otp_codes').column('user_id').execute();

      await sql`insert into roles (name) values ('ROLE_USER'), ('ROLE_ADMIN')`.execute(db);
    },

    async down(db: Kysely<unknown>) {
      for (const table of ['otp_codes', 'bookings', 'rooms', 'user_roles', 'roles', 'users']) {
        await db.schema.dropTable(table).ifExists().execute();
      }
    },
  };
}
