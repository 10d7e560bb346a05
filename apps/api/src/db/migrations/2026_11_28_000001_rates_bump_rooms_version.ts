import { sql, type Kysely, type Migration } from 'kysely';
import type { SqlDialect } from '../connect.js';

/**
 * Writes to `room_rates` bump `rooms_version` too (and, on PostgreSQL, announce it through the same function), so
 * the servers' in-memory room catalogue can keep each room's rates beside the room: search then prices a stay in
 * every room without reading and parsing the rates of every room per request.
 */
export function ratesBumpRoomsVersion(dialect: SqlDialect): Migration {
  const isPostgres = dialect === 'postgres';
  return {
    async up(db: Kysely<unknown>) {
      if (isPostgres) {
        await sql`
          create trigger room_rates_version_bump after insert or update or delete or truncate on room_rates
          for each statement execute function bump_rooms_version()
        `.execute(db);
        return;
      }
      for (const event of ['insert', 'update', 'delete']) {
        await sql`
          create trigger ${sql.raw(`room_rates_version_after_${event}`)} after ${sql.raw(event)} on room_rates
          begin update rooms_version set version = version + 1; end
        `.execute(db);
      }
    },

    async down(db: Kysely<unknown>) {
      if (isPostgres) {
        await sql`drop trigger room_rates_version_bump on room_rates`.execute(db);
        return;
      }
      for (const event of ['insert', 'update', 'delete']) await sql`drop trigger ${sql.raw(`room_rates_version_after_${event}`)}`.execute(db);
    },
  };
}
