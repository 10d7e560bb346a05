import { sql, type Kysely, type Migration } from 'kysely';
import type { SqlDialect } from '../connect.js';

/**
 * Calendar imports (modules/calendars): the booking sites' feeds of each room and the nights they take.
 * - `calendar_imports`: a room's feed (name, secret address), the validators of its last fetch (conditional GET)
 *   and its status (last attempt, last success, events, error; `empty_since` while a feed that had events comes back
 *   empty, whose events are kept for a grace period).
 * - `imported_stays`: the nights each feed's events take, written whole by each sync. An event longer than
 *   MAX_IMPORTED_PIECE_NIGHTS is stored as consecutive pieces (each with the whole event's dates), so search reads
 *   them by check-in from a fixed distance before the requested check-in (modules/availability), like bookings.
 * - `calendar_sync_lease`: one row; the instance holding it runs the sync, so several instances fetch each feed once.
 */
export function addCalendarImports(dialect: SqlDialect): Migration {
  const isPostgres = dialect === 'postgres';
  const dateType = isPostgres ? 'date' : 'text';
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('calendar_imports')
        .addColumn('id', isPostgres ? 'serial' : 'integer', (col) => (isPostgres ? col.primaryKey() : col.primaryKey().autoIncrement()))
        .addColumn('room_id', 'integer', (col) => col.notNull().references('rooms.id').onDelete('cascade'))
        .addColumn('name', 'varchar(100)', (col) => col.notNull())
        .addColumn('url', 'varchar(2048)', (col) => col.notNull())
        .addColumn('etag', 'varchar(200)')
        .addColumn('last_modified', 'varchar(100)')
        .addColumn('last_attempt_at', 'text')
        .addColumn('last_success_at', 'text')
        .addColumn('last_error', 'varchar(500)')
        .addColumn('event_count', 'integer', (col) => col.notNull().defaultTo(0))
        .addColumn('empty_since', 'text')
        .addColumn('created_at', 'text', (col) => col.notNull())
        .execute();
      await db.schema.createIndex('calendar_imports_room_idx').on('calendar_imports').column('room_id').execute();

      await db.schema
        .createTable('imported_stays')
        .addColumn('import_id', 'integer', (col) => col.notNull().references('calendar_imports.id').onDelete('cascade'))
        .addColumn('room_id', 'integer', (col) => col.notNull())
        .addColumn('event_key', 'varchar(300)', (col) => col.notNull())
        .addColumn('event_start', dateType, (col) => col.notNull())
        .addColumn('event_end', dateType, (col) => col.notNull())
        .addColumn('check_in_date', dateType, (col) => col.notNull())
        .addColumn('check_out_date', dateType, (col) => col.notNull())
        .addCheckConstraint('imported_stays_at_least_one_night', sql`check_out_date > check_in_date`)
        .execute();
      // Search and occupancy over every room: by check-in (bounded below by the longest piece); one room's checks: by room and check-out.
      await db.schema.createIndex('imported_stays_by_check_in_idx').on('imported_stays').columns(['check_in_date', 'check_out_date', 'room_id']).execute();
      await db.schema.createIndex('imported_stays_room_idx').on('imported_stays').columns(['room_id', 'check_out_date', 'check_in_date']).execute();
      await db.schema.createIndex('imported_stays_import_idx').on('imported_stays').column('import_id').execute();

      await db.schema
        .createTable('calendar_sync_lease')
        .addColumn('id', 'integer', (col) => col.primaryKey().check(sql`id = 1`))
        .addColumn('holder', 'varchar(100)')
        .addColumn('expires_at', 'text')
        .execute();
      await sql`insert into calendar_sync_lease (id, holder, expires_at) values (1, null, null)`.execute(db);
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('calendar_sync_lease').execute();
      await db.schema.dropTable('imported_stays').execute();
      await db.schema.dropTable('calendar_imports').execute();
    },
  };
}
