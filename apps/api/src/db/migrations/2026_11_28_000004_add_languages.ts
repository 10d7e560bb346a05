import type { Kysely, Migration } from 'kysely';

/**
 * The guest's language: `users.preferred_language` (the account's choice) and `bookings.language` (the language a
 * booking was made in, which its confirmation and cancellation mails speak). Both null where none was given: an
 * account then gets the hotel's default language, and a booking from before English, as it always had.
 */
export function addLanguages(): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema.alterTable('users').addColumn('preferred_language', 'text').execute();
      await db.schema.alterTable('bookings').addColumn('language', 'text').execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.alterTable('bookings').dropColumn('language').execute();
      await db.schema.alterTable('users').dropColumn('preferred_language').execute();
    },
  };
}
