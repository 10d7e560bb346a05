import { sql, type Kysely, type Migration } from 'kysely';
import type { SqlDialect } from '../connect.js';

/**
 * `rooms_version`: one row whose `version` goes up with every write to `rooms` (insert, update, delete), by
 * triggers, so it holds whoever writes: this instance, another instance on the same database, or a script.
 * Servers keep the all-rooms answer in memory and check this one row per request to know it is still current.
 */
export function addRoomsVersion(dialect: SqlDialect): Migration {
  const isPostgres = dialect === 'postgres';
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('rooms_version')
        .addColumn('id', 'integer', (col) => col.primaryKey().check(sql`id = 1`))
        .addColumn('version', isPostgres ? 'bigint' : 'integer', (col) => col.notNull())
        .execute();
      await sql`insert into rooms_version (id, version) values (1, 0)`.execute(db);
      if (isPostgres) {
        await sql`
          create function bump_rooms_version() returns trigger language plpgsql as $$
          begin
            update rooms_version set version = version + 1;
            return null;
          end $$
        `.execute(db);
        await sql`
          create trigger rooms_version_bump after insert or update or delete or truncate on rooms
          for each statement execute function bump_rooms_version()
        `.execute(db);
      } else {
        for (const event of ['insert', 'update', 'delete']) {
          await sql`
            create trigger ${sql.raw(`rooms_version_after_${event}`)} after ${sql.raw(event)} on rooms
            begin update rooms_version set version = version + 1; end
          `.execute(db);
        }
      }
    },

    async down(db: Kysely<unknown>) {
      if (isPostgres) {
        await sql`drop trigger rooms_version_bump on rooms`.execute(db);
        await sql`drop function bump_rooms_version()`.execute(db);
      } else {
        for (const event of ['insert', 'update', 'delete']) await sql`drop trigger ${sql.raw(`rooms_version_after_${event}`)}`.execute(db);
      }
      await db.schema.dropTable('rooms_version').execute();
    },
  };
}
