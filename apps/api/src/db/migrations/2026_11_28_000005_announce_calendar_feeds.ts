import { sql, type Kysely, type Migration } from 'kysely';
import type { SqlDialect } from '../connect.js';

/** What a room's calendar feed is made of: each table and the column naming the room. */
const FEED_SOURCES = [
  { table: 'bookings', roomColumn: 'room_id' },
  { table: 'room_rates', roomColumn: 'room_id' },
  { table: 'rooms', roomColumn: 'id' },
  { table: 'calendar_exports', roomColumn: 'room_id' },
] as const;

const TRANSITIONS = {
  insert: 'referencing new table as new_rows',
  update: 'referencing old table as old_rows new table as new_rows',
  delete: 'referencing old table as old_rows',
} as const;

/**
 * PostgreSQL only: every write to what a room's calendar feed is made of (its stays, rates, room and export token)
 * announces the rooms it touched on the channel `calendar_feeds`, as `{"schema": …, "roomId": …}` (a truncate as
 * `{"schema": …}`: every room). Servers keep each room's written feed in memory and drop it on its announcement
 * (modules/calendars/calendar-feed-cache.ts), so several instances on one database never serve a stale feed.
 * Statement triggers with the statement's rows: a bulk write announces each room once. SQLite has no notifications;
 * its servers compare the file's `data_version` instead.
 */
export function announceCalendarFeeds(dialect: SqlDialect): Migration {
  const isPostgres = dialect === 'postgres';
  return {
    async up(db: Kysely<unknown>) {
      if (!isPostgres) return;
      await sql`
        create function announce_calendar_feeds() returns trigger language plpgsql as $$
        begin
          if tg_op = 'TRUNCATE' then
            perform pg_notify('calendar_feeds', json_build_object('schema', tg_table_schema)::text);
            return null;
          end if;
          if tg_op in ('UPDATE', 'DELETE') then
            perform pg_notify('calendar_feeds', json_build_object('schema', tg_table_schema, 'roomId', room_id)::text)
            from (select distinct (to_jsonb(written) ->> tg_argv[0])::bigint as room_id from old_rows as written) as rooms;
          end if;
          if tg_op in ('INSERT', 'UPDATE') then
            perform pg_notify('calendar_feeds', json_build_object('schema', tg_table_schema, 'roomId', room_id)::text)
            from (select distinct (to_jsonb(written) ->> tg_argv[0])::bigint as room_id from new_rows as written) as rooms;
          end if;
          return null;
        end $$
      `.execute(db);
      for (const { table, roomColumn } of FEED_SOURCES) {
        for (const [event, transition] of Object.entries(TRANSITIONS)) {
          await sql`
            create trigger ${sql.raw(`calendar_feeds_after_${event}`)} after ${sql.raw(event)} on ${sql.table(table)}
            ${sql.raw(transition)} for each statement execute function announce_calendar_feeds(${sql.lit(roomColumn)})
          `.execute(db);
        }
        await sql`
          create trigger calendar_feeds_after_truncate after truncate on ${sql.table(table)}
          for each statement execute function announce_calendar_feeds(${sql.lit(roomColumn)})
        `.execute(db);
      }
    },

    async down(db: Kysely<unknown>) {
      if (!isPostgres) return;
      for (const { table } of FEED_SOURCES) {
        for (const event of [...Object.keys(TRANSITIONS), 'truncate']) {
          await sql`drop trigger ${sql.raw(`calendar_feeds_after_${event}`)} on ${sql.table(table)}`.execute(db);
        }
      }
      await sql`drop function announce_calendar_feeds()`.execute(db);
    },
  };
}
