import type { Kysely, Transaction } from 'kysely';
import type { Database, UserRow } from '../../db/schema.js';

type Db = Kysely<Database> | Transaction<Database>;

export type RoleRow = { id: number; name: string };
export type UserWithRoles = UserRow & { roles: RoleRow[] };

export async function findUserById(db: Db, id: number): Promise<UserRow | undefined> {
  return db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function findUserByEmail(db: Db, email: string): Promise<UserRow | undefined> {
  return db.selectFrom('users').selectAll().where('email', '=', email.toLowerCase()).executeTakeFirst();
}

/**
 * Paths name a user the way the client's session does: by email (the token's `sub`), or by numeric id.
 */
export async function findUserByIdOrEmail(db: Db, ref: string): Promise<UserRow | undefined> {
  return /^\d+$/.test(ref) ? findUserById(db, Number(ref)) : findUserByEmail(db, ref);
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
