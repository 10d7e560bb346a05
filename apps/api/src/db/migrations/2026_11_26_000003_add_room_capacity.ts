import type { Kysely, Migration } from 'kysely';

/**
 * How many guests a room sleeps (`max_adults`, `max_children`), set by the admin. Existing rooms get the limits
 * of one booking (20 and 20), so every booking that was accepted before still is; the admin then sets the real
 * capacity per room.
 */
const EXISTING_ROOMS_MAX_ADULTS = 20;
const EXISTING_ROOMS_MAX_CHILDREN = 20;

export function addRoomCapacity(): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema.alterTable('rooms').addColumn('max_adults', 'integer', (col) => col.notNull().defaultTo(EXISTING_ROOMS_MAX_ADULTS)).execute();
      await db.schema.alterTable('rooms').addColumn('max_children', 'integer', (col) => col.notNull().defaultTo(EXISTING_ROOMS_MAX_CHILDREN)).execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.alterTable('rooms').dropColumn('max_children').execute();
      await db.schema.alterTable('rooms').dropColumn('max_adults').execute();
    },
  };
}
