import type { DatabaseHandle } from '../../db/connect.js';
import { withWriteTransaction } from '../../db/transaction.js';
import { ApiErrors } from '../../errors/catalog.js';
import { ADMIN_ROLE, assertSelfOrAdmin, isAdmin, type AuthUser } from '../auth/permissions.js';
import type { EventLog } from '../auth/auth.service.js';
import { deleteUserById, findUserIdsWithRole, findUserWithRoles, type UserWithRoles } from './users.repository.js';
import type { User } from './users.schemas.js';

export const USER_DELETED_MESSAGE = 'User deleted successfully';

export function toUserView(user: UserWithRoles): User {
  return {
    id: user.id,
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    roles: user.roles.map((role) => ({ id: role.id, name: role.name })),
  };
}

/**
 * The caller's own account, or any account for an admin. A non-admin asking for someone else gets
 * 403 whether or not that account exists; an admin gets 404 for a missing one.
 */
async function loadTarget(db: DatabaseHandle['db'], caller: AuthUser | null, ref: string, log: EventLog): Promise<UserWithRoles> {
  const target = await findUserWithRoles(db, ref);
  if (caller && !isAdmin(caller) && target?.id !== caller.id) {
    log.warn({ event: 'authz.denied', userId: caller.id, resource: 'user' }, 'access to another account denied');
  }
  assertSelfOrAdmin(caller, target?.id ?? 0);
  if (!target) throw new ApiErrors.USER_NOT_FOUND();
  return target;
}

export async function getUser(database: DatabaseHandle, caller: AuthUser | null, ref: string, log: EventLog): Promise<User> {
  return toUserView(await loadTarget(database.db, caller, ref, log));
}

/**
 * Closes an account: its roles and codes go with it, its bookings stay (no longer linked to it).
 * The last admin account cannot be closed, so the hotel always keeps someone who can manage it.
 */
export async function deleteUser(database: DatabaseHandle, caller: AuthUser | null, ref: string, log: EventLog): Promise<void> {
  const target = await loadTarget(database.db, caller, ref, log);
  await withWriteTransaction(database, async (trx, locks) => {
    // Read and lock the admins inside the transaction: two admins closing each other's accounts at
    // once cannot leave none.
    const admins = await findUserIdsWithRole(trx, ADMIN_ROLE, locks);
    if (admins.includes(target.id) && admins.length <= 1) {
      log.warn({ event: 'users.last_admin_delete_refused', userId: target.id, by: caller?.id }, 'refused to delete the last admin');
      throw new ApiErrors.LAST_ADMIN();
    }
    await deleteUserById(trx, target.id);
  });
  log.info({ event: 'users.deleted', userId: target.id, by: caller?.id, self: caller?.id === target.id }, 'account deleted');
}
