import type { DatabaseHandle } from '../../db/connect.js';
import type { Db, UserRow } from '../../db/schema.js';
import { withWriteTransaction } from '../../db/transaction.js';
import { ApiErrors } from '../../errors/catalog.js';
import { recordAudit, type Actor } from '../audit/audit.service.js';
import { deleteUserById, findUserById, findUserByIdOrEmail, findUserIdsWithRole, findUserWithRoles, type UserWithRoles } from './accounts.repository.js';
import type { EventLog } from './auth.service.js';
import { ADMIN_ROLE } from './permissions.js';

/** An account's language as other modules read and set it (bookings mail in it; users change it). */
export { findPreferredLanguage, setPreferredLanguage } from './accounts.repository.js';

/** Accounts as other modules see them (the account store itself is this module's). */
export type { UserWithRoles };

/** The account a path names the way the client's session does: by email or by numeric id. */
export async function findAccount(db: Db, ref: string): Promise<UserRow | undefined> {
  return findUserByIdOrEmail(db, ref);
}

/** The account a path names (email or numeric id), with its roles. */
export async function findAccountWithRoles(db: Db, ref: string): Promise<UserWithRoles | undefined> {
  return findUserWithRoles(db, ref);
}

/**
 * Closes an account: its roles and codes go with it, its bookings stay (no longer linked to it).
 * The last admin account cannot be closed, so the hotel always keeps someone who can manage it.
 */
/**
 * `audited`: an admin closing an account (theirs or another's) is an admin write, recorded in the same transaction.
 */
export async function closeAccount(
  database: DatabaseHandle,
  accountId: number,
  log: EventLog,
  by: number | undefined,
  audited?: { actor: Actor; at: Date },
): Promise<void> {
  await withWriteTransaction(database, async (trx, locks) => {
    // Read and lock the admins inside the transaction: two admins closing each other's accounts at
    // once cannot leave none.
    const admins = await findUserIdsWithRole(trx, ADMIN_ROLE, locks);
    if (admins.includes(accountId) && admins.length <= 1) {
      log.warn({ event: 'users.last_admin_delete_refused', userId: accountId, by }, 'refused to delete the last admin');
      throw new ApiErrors.LAST_ADMIN();
    }
    const account = audited && (await findUserById(trx, accountId));
    await deleteUserById(trx, accountId);
    if (audited) await recordAudit(trx, { ...audited, kind: 'user.deleted', recordId: accountId, before: { email: account?.email ?? null }, after: null });
  });
}
