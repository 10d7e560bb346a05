import type { Kysely, Migration } from 'kysely';

/**
 * `calendar_exports`: the secret token of each room's iCalendar feed (`GET /api/rooms/{roomId}/calendar.ics?token=…`),
 * made when the admin first reads the room's calendar sync and replaced when they rotate it. Kept in clear: the admin
 * reads the feed's address again later, as on the booking sites.
 */
export function addCalendarExports(): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('calendar_exports')
        .addColumn('room_id', 'integer', (col) => col.primaryKey().references('rooms.id').onDelete('cascade'))
        .addColumn('token', 'text', (col) => col.notNull())
        .addColumn('created_at', 'text', (col) => col.notNull())
        .execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('calendar_exports').execute();
    },
  };
}
