import { sql, type Kysely, type Migration } from 'kysely';
import type { SqlDialect } from '../connect.js';

const EVENTS = {
  insert: 'referencing new table as new_rows',
  update: 'referencing old table as old_rows new table as new_rows',
  delete: 'referencing old table as old_rows',
  truncate: '',
} as const;

/**
 * PostgreSQL only: writes to `imported_stays` (the nights a booking site's events take) announce their rooms on the
 * channel `calendar_feeds` too, through the same statement triggers as the feed's own tables (migration
 * 2026_11_28_000005). That channel now says when anything a room offers changed (its stays, imported or booked, its
 * rates, the room): servers keep search and quote answers by it besides the feeds (modules/rooms/room-changes.ts).
 */
export function announceImportedStays(dialect: SqlDialect): Migration {
  const isPostgres = dialect === 'postgres';
  return {
    async up(db: Kysely<unknown>) {
      if (!isPostgres) return;
      for (const [event, transition] of Object.entries(EVENTS)) {
        await sql`
          create trigger ${sql.raw(`calendar_feeds_after_${event}`)} after ${sql.raw(event)} on imported_stays
          ${sql.raw(transition)} for each statement execute function announce_calendar_feeds('room_id')
        `.execute(db);
      }
    },

    async down(db: Kysely<unknown>) {
      if (!isPostgres) return;
      for (const event of Object.keys(EVENTS)) {
        await sql`drop trigger ${sql.raw(`calendar_feeds_after_${event}`)} on imported_stays`.execute(db);
      }
    },
  };
}
