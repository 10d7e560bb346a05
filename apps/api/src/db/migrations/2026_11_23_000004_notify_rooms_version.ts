import { sql, type Kysely, type Migration } from 'kysely';
import type { SqlDialect } from '../connect.js';

/**
 * PostgreSQL only: the trigger that bumps `rooms_version` also announces the new version on the channel
 * `rooms_version` (modules/rooms/rooms.version.ts listens there) as `{"schema": …, "version": …}`, since one
 * database may hold several schemas, each with its own rooms. A server listening there keeps its room
 * catalogue current without reading the version per request. SQLite has no notifications; its servers keep
 * reading the version.
 */
export function notifyRoomsVersion(dialect: SqlDialect): Migration {
  const isPostgres = dialect === 'postgres';
  return {
    async up(db: Kysely<unknown>) {
      if (!isPostgres) return;
      await sql`
        create or replace function bump_rooms_version() returns trigger language plpgsql as $$
        declare
          new_version bigint;
        begin
          update rooms_version set version = version + 1 returning version into new_version;
          perform pg_notify('rooms_version', json_build_object('schema', tg_table_schema, 'version', new_version)::text);
          return null;
        end $$
      `.execute(db);
    },

    async down(db: Kysely<unknown>) {
      if (!isPostgres) return;
      await sql`
        create or replace function bump_rooms_version() returns trigger language plpgsql as $$
        begin
          update rooms_version set version = version + 1;
          return null;
        end $$
      `.execute(db);
    },
  };
}
