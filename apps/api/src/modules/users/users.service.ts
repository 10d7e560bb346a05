import type { DatabaseHandle } from '../../db/connect.js';
import { ApiErrors } from '../../errors/catalog.js';
import { isLanguage } from '../../lib/language.js';
import { closeAccount, findAccountWithRoles, setPreferredLanguage, type UserWithRoles } from '../auth/accounts.js';
import { assertSelfOrAdmin, isAdmin, type AuthUser } from '../auth/permissions.js';
import type { EventLog } from '../auth/auth.service.js';
import type { User, UserUpdate } from './users.schemas.js';

export const USER_DELETED_MESSAGE = 'User deleted successfully';

export function toUserView(user: UserWithRoles): User {
  return {
    id: user.id,
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    roles: user.roles.map((role) => ({ id: role.id, name: role.name })),
    preferredLanguage: isLanguage(user.preferredLanguage) ? user.preferredLanguage : null,
  };
}

/**
 * The caller's own account, or any account for an admin. A non-admin asking for someone else gets
 * 403 whether or not that account exists; an admin gets 404 for a missing one.
 */
async function loadTarget(db: DatabaseHandle['db'], caller: AuthUser | null, ref: string, log: EventLog): Promise<UserWithRoles> {
  const target = await findAccountWithRoles(db, ref);
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

/** Changes the account's language (the caller's own, or anyone's for an admin); answers the account as it is now. */
export async function updateUser(database: DatabaseHandle, caller: AuthUser | null, ref: string, update: UserUpdate, log: EventLog): Promise<User> {
  const target = await loadTarget(database.db, caller, ref, log);
  await setPreferredLanguage(database.db, target.id, update.preferredLanguage);
  return toUserView({ ...target, preferredLanguage: update.preferredLanguage });
}

/** Closes an account (`closeAccount`: never the last admin's), the caller's own or, for an admin, anyone's. */
export async function deleteUser(database: DatabaseHandle, caller: AuthUser | null, ref: string, log: EventLog, now: Date): Promise<void> {
  const target = await loadTarget(database.db, caller, ref, log);
  await closeAccount(database, target.id, log, caller?.id, isAdmin(caller) ? { actor: caller, at: now } : undefined);
  log.info({ event: 'users.deleted', userId: target.id, by: caller?.id, self: caller?.id === target.id }, 'account deleted');
}
