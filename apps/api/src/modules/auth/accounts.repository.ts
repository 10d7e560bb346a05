import { isLanguage, type Language } from '../../lib/language.js';
/**
 * The account store (users and their roles): registration, verification and login write and read it here;
 * other modules reach accounts through `accounts.ts`.
 */
import type { Db, NewUserRow, UserRow } from '../../db/schema.js';
import type { Locks } from '../../db/transaction.js';
import { parseId } from '../../schemas/common.js';

export type RoleRow = { id: number; name: string };
export type UserWithRoles = UserRow & { roles: RoleRow[] };

export async function findUserById(db: Db, id: number): Promise<UserRow | undefined> {
  return db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function findUserByEmail(db: Db, email: string): Promise<UserRow | undefined> {
  return db.selectFrom('users').selectAll().where('email', '=', email.toLowerCase()).executeTakeFirst();
}

/** The account's chosen language, or undefined where it has none (or no longer exists). */
export async function findPreferredLanguage(db: Db, userId: number): Promise<Language | undefined> {
  const row = await db.selectFrom('users').select('preferredLanguage').where('id', '=', userId).executeTakeFirst();
  return isLanguage(row?.preferredLanguage) ? row.preferredLanguage : undefined;
}

export async function setPreferredLanguage(db: Db, userId: number, language: Language): Promise<void> {
  await db.updateTable('users').set({ preferredLanguage: language }).where('id', '=', userId).execute();
}

/**
 * Paths name a user the way the client's session does: by email (the token's `sub`), or by numeric id.
 * Digits that are not a valid id (`0123`, `2147483648`) find nobody.
 */
export async function findUserByIdOrEmail(db: Db, ref: string): Promise<UserRow | undefined> {
  if (!/^\d+$/.test(ref)) return findUserByEmail(db, ref);
  const id = parseId(ref);
  return id === undefined ? undefined : findUserById(db, id);
}

export async function findRolesOfUser(db: Db, userId: number): Promise<RoleRow[]> {
  return db
    .selectFrom('userRoles')
    .innerJoin('roles', 'roles.id', 'userRoles.roleId')
    .select(['roles.id', 'roles.name'])
    .where('userRoles.userId', '=', userId)
    .orderBy('roles.id')
    .execute();
}

export async function findUserWithRoles(db: Db, ref: string): Promise<UserWithRoles | undefined> {
  const user = await findUserByIdOrEmail(db, ref);
  if (!user) return undefined;
  return { ...user, roles: await findRolesOfUser(db, user.id) };
}

/**
 * Inserts the account unless the email is taken (then returns undefined and changes nothing), so two
 * concurrent registrations of one address cannot both succeed or fail with a constraint error.
 */
export async function insertUserIfEmailFree(db: Db, user: NewUserRow): Promise<number | undefined> {
  const inserted = await db
    .insertInto('users')
    .values({ ...user, email: user.email.toLowerCase() })
    .onConflict((conflict) => conflict.column('email').doNothing())
    .returning('id')
    .executeTakeFirst();
  return inserted?.id;
}

/** Gives the user these roles (by name), keeping the ones it already has. */
export async function addRolesToUser(db: Db, userId: number, roleNames: string[]): Promise<void> {
  if (roleNames.length === 0) return;
  const roles = await db.selectFrom('roles').select('id').where('name', 'in', roleNames).execute();
  if (roles.length !== new Set(roleNames).size) throw new Error(`Unknown role among ${roleNames.join(', ')}`);
  await db
    .insertInto('userRoles')
    .values(roles.map((role) => ({ userId, roleId: role.id })))
    .onConflict((conflict) => conflict.columns(['userId', 'roleId']).doNothing())
    .execute();
}

/** Marks the email as verified (keeps the first verification time). */
export async function markUserVerified(db: Db, userId: number, at: string): Promise<void> {
  await db.updateTable('users').set({ verifiedAt: at }).where('id', '=', userId).where('verifiedAt', 'is', null).execute();
}

/**
 * Ids of the accounts holding the role. With `locks` (in a write transaction) those accounts' rows stay
 * locked until the transaction ends, so two transactions cannot each remove "another" holder of the role.
 */
export async function findUserIdsWithRole(db: Db, roleName: string, locks?: Locks): Promise<number[]> {
  const query = db
    .selectFrom('users')
    .innerJoin('userRoles', 'userRoles.userId', 'users.id')
    .innerJoin('roles', 'roles.id', 'userRoles.roleId')
    .select('users.id')
    .where('roles.name', '=', roleName)
    .orderBy('users.id');
  const rows = await (locks ? locks.rows(query, 'users') : query).execute();
  return rows.map((row) => row.id);
}

/** Deletes the account; its roles and codes go with it, its bookings stay with `user_id` null (foreign keys). */
export async function deleteUserById(db: Db, userId: number): Promise<boolean> {
  const result = await db.deleteFrom('users').where('id', '=', userId).executeTakeFirst();
  return result.numDeletedRows > 0n;
}
