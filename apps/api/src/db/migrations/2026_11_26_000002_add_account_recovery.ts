import type { Kysely, Migration } from 'kysely';
import type { SqlDialect } from '../connect.js';

/**
 * Accounts that can be recovered and sessions that can be ended:
 * - `users.token_version`: carried in every token (`tv`) and compared on every authenticated request; raising it
 *   (password change or reset, "log out of all devices") refuses every token issued before.
 * - `otp_codes.purpose`: a sign-up verification code and a password-reset code live side by side, each replaced
 *   only by a new code of its own purpose. Codes already stored are sign-up codes.
 */
export function addAccountRecovery(_dialect: SqlDialect): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema.alterTable('users').addColumn('token_version', 'integer', (col) => col.notNull().defaultTo(0)).execute();
      await db.schema
        .alterTable('otp_codes')
        .addColumn('purpose', 'varchar(32)', (col) => col.notNull().defaultTo('verify_email'))
        .execute();
    },

    async down(db: Kysely<unknown>) {
      await db.schema.alterTable('otp_codes').dropColumn('purpose').execute();
      await db.schema.alterTable('users').dropColumn('token_version').execute();
    },
  };
}
