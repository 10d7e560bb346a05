import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database, OtpCodeRow } from '../../db/schema.js';
import type { Locks } from '../../db/transaction.js';

type Db = Kysely<Database> | Transaction<Database>;

/**
 * One-time codes. A user has at most one live code: issuing a new one deletes the old ones.
 */
export async function replaceOtpOfUser(
  db: Db,
  row: { userId: number; codeHash: string; expiresAt: string; createdAt: string },
): Promise<void> {
  await db.deleteFrom('otpCodes').where('userId', '=', row.userId).execute();
  await db.insertInto('otpCodes').values({ ...row, failedAttempts: 0 }).execute();
}

/** The user's current code, its row locked until the caller's write transaction ends. */
export async function lockOtpOfUser(db: Db, locks: Locks, userId: number): Promise<OtpCodeRow | undefined> {
  return locks.rows(db.selectFrom('otpCodes').selectAll().where('userId', '=', userId).orderBy('id', 'desc').limit(1)).executeTakeFirst();
}

export async function countFailedOtpAttempt(db: Db, otpId: number): Promise<void> {
  await db
    .updateTable('otpCodes')
    .set({ failedAttempts: sql<number>`failed_attempts + 1` })
    .where('id', '=', otpId)
    .execute();
}

export async function deleteOtpsOfUser(db: Db, userId: number): Promise<void> {
  await db.deleteFrom('otpCodes').where('userId', '=', userId).execute();
}

/**
 * The account and its role names read in one statement, so a concurrent account closure is seen either
 * wholly or not at all (two separate reads could find the account but no longer its roles).
 */
export async function findAccountWithRoleNames(db: Db, id: number): Promise<{ id: number; email: string; roles: string[] } | undefined> {
  const rows = await db
    .selectFrom('users')
    .leftJoin('userRoles', 'userRoles.userId', 'users.id')
    .leftJoin('roles', 'roles.id', 'userRoles.roleId')
    .select(['users.id', 'users.email', 'roles.name as roleName'])
    .where('users.id', '=', id)
    .orderBy('roles.id')
    .execute();
  const [first] = rows;
  if (!first) return undefined;
  const roles = rows.flatMap((row) => (row.roleName === null ? [] : [row.roleName]));
  return { id: first.id, email: first.email, roles };
}
