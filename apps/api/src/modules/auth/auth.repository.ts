import { sql } from 'kysely';
import type { Db, OtpCodeRow, OtpPurpose } from '../../db/schema.js';
import type { Locks } from '../../db/transaction.js';

export type NewOtpRow = { userId: number; purpose: OtpPurpose; codeHash: string; expiresAt: string; createdAt: string };

/**
 * One-time codes. A user has at most one live code per purpose: issuing a new one deletes the old ones of
 * that purpose (a password reset leaves a pending sign-up code alone, and the other way round).
 */
export async function replaceOtpOfUser(db: Db, row: NewOtpRow): Promise<void> {
  await deleteOtpsOfUser(db, row.userId, row.purpose);
  await db.insertInto('otpCodes').values({ ...row, failedAttempts: 0 }).execute();
}

/**
 * The same as `replaceOtpOfUser` for the account with this email, in statements that are the same whether or
 * not it exists (they then change nothing): a password-reset request does the same work for every address.
 */
export async function replaceOtpOfEmail(db: Db, email: string, row: Omit<NewOtpRow, 'userId'>): Promise<void> {
  const account = db.selectFrom('users').select('id').where('email', '=', email);
  await db.deleteFrom('otpCodes').where('purpose', '=', row.purpose).where('userId', 'in', account).execute();
  await db
    .insertInto('otpCodes')
    .columns(['userId', 'purpose', 'codeHash', 'expiresAt', 'createdAt', 'failedAttempts'])
    .expression(
      db
        .selectFrom('users')
        .select((eb) => [
          'id',
          eb.val(row.purpose).as('purpose'),
          eb.val(row.codeHash).as('codeHash'),
          eb.val(row.expiresAt).as('expiresAt'),
          eb.val(row.createdAt).as('createdAt'),
          eb.lit(0).as('failedAttempts'),
        ])
        .where('email', '=', email),
    )
    .execute();
}

/** The user's current code of this purpose, its row locked until the caller's write transaction ends. */
export async function lockOtpOfUser(db: Db, locks: Locks, userId: number, purpose: OtpPurpose): Promise<OtpCodeRow | undefined> {
  return locks
    .rows(db.selectFrom('otpCodes').selectAll().where('userId', '=', userId).where('purpose', '=', purpose).orderBy('id', 'desc').limit(1))
    .executeTakeFirst();
}

export async function countFailedOtpAttempt(db: Db, otpId: number): Promise<void> {
  await db
    .updateTable('otpCodes')
    .set({ failedAttempts: sql<number>`failed_attempts + 1` })
    .where('id', '=', otpId)
    .execute();
}

/** Deletes the user's codes of one purpose, or all of them. */
export async function deleteOtpsOfUser(db: Db, userId: number, purpose?: OtpPurpose): Promise<void> {
  let query = db.deleteFrom('otpCodes').where('userId', '=', userId);
  if (purpose) query = query.where('purpose', '=', purpose);
  await query.execute();
}

/** Raises the user's token version (every token issued before is refused from now on); the new version. */
export async function raiseTokenVersion(db: Db, userId: number): Promise<number> {
  const row = await db
    .updateTable('users')
    .set({ tokenVersion: sql<number>`token_version + 1` })
    .where('id', '=', userId)
    .returning('tokenVersion')
    .executeTakeFirstOrThrow();
  return row.tokenVersion;
}

export async function updatePasswordHash(db: Db, userId: number, passwordHash: string): Promise<void> {
  await db.updateTable('users').set({ passwordHash }).where('id', '=', userId).execute();
}

/**
 * The account and its role names read in one statement, so a concurrent account closure is seen either
 * wholly or not at all (two separate reads could find the account but no longer its roles).
 */
export async function findAccountWithRoleNames(
  db: Db,
  id: number,
): Promise<{ id: number; email: string; tokenVersion: number; roles: string[] } | undefined> {
  const rows = await db
    .selectFrom('users')
    .leftJoin('userRoles', 'userRoles.userId', 'users.id')
    .leftJoin('roles', 'roles.id', 'userRoles.roleId')
    .select(['users.id', 'users.email', 'users.tokenVersion', 'roles.name as roleName'])
    .where('users.id', '=', id)
    .orderBy('roles.id')
    .execute();
  const [first] = rows;
  if (!first) return undefined;
  const roles = rows.flatMap((row) => (row.roleName === null ? [] : [row.roleName]));
  return { id: first.id, email: first.email, tokenVersion: first.tokenVersion, roles };
}
