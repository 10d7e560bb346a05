import { normalizeEmail } from '@hotel/booking-rules';
import { withWriteTransaction } from '../../db/transaction.js';
import { ApiErrors } from '../../errors/catalog.js';
import { findRolesOfUser, findUserByEmail, findUserById, markUserVerified } from './accounts.repository.js';
import { passwordResetMail } from './auth.mails.js';
import { deleteOtpsOfUser, raiseTokenVersion, replaceOtpOfEmail, updatePasswordHash } from './auth.repository.js';
import type { LoginResponse } from './auth.schemas.js';
import { assertPasswordStrength, checkOtp, mailRecipient, newOtpRow, rejectOtp, type AuthDeps } from './auth.service.js';
import { hashPassword, verifyPassword } from './passwords.js';
import type { AuthUser } from './permissions.js';

/**
 * Password reset, password change and "log out of all devices". Each of them raises the account's token
 * version, so every token issued before is refused on its next request (caller.ts).
 */

export const PASSWORD_RESET_REQUESTED_MESSAGE = 'If an account exists for this email, we have sent a code to reset its password.';
export const PASSWORD_RESET_MESSAGE = 'Your password has been reset. Please log in with your new password.';
export const LOGGED_OUT_EVERYWHERE_MESSAGE = 'You have been logged out of all devices.';

const PURPOSE = 'reset_password';

/**
 * Issues a reset code for the address and queues its mail in the same transaction (the outbox sends it after
 * the commit), or, for an address without an account, queues nothing. Both cases read the same rows, compute the
 * same code and HMAC and run the same statements but the mail's insert (which change nothing for an unknown
 * address), so neither the answer nor its time tells them apart. Only the known address's commit writes rows, and
 * a commit that waits for the disk takes milliseconds longer: so this one does not wait (a code lost to a crash in
 * that instant is simply asked for again). Throttling is the route's job.
 */
export async function requestPasswordReset(deps: AuthDeps, body: { email: string }): Promise<void> {
  const email = normalizeEmail(body.email);
  const user = await findUserByEmail(deps.database.db, email);
  const { code, row } = newOtpRow(deps, user?.id ?? 0, PURPOSE);
  await withWriteTransaction(deps.database, async (trx) => {
    await replaceOtpOfEmail(trx, email, row);
    if (user) await deps.outbox.enqueue(trx, 'password_reset', passwordResetMail(deps.hotel, mailRecipient(user, deps.language), code));
  }, { waitForDiskFlush: false });
  if (!user) {
    deps.log.info({ event: 'auth.password_reset_ignored', reason: 'unknown_email' }, 'password reset for an address without an account');
    return;
  }
  deps.outbox.wake();
  deps.log.info({ event: 'auth.password_reset_requested', userId: user.id }, 'password reset code issued');
}

/**
 * Sets a new password with a mailed reset code. The code is single use; wrong, expired, used or unknown
 * codes (and unknown addresses) answer INVALID_OTP, a code past its tries OTP_ATTEMPTS_EXCEEDED. The new
 * password is hashed before anything is looked up, so every answer costs the same. A reset proves the
 * mailbox, so it also verifies an account that was not yet verified.
 */
export async function resetPassword(deps: AuthDeps, body: { email: string; code: string; newPassword: string }): Promise<void> {
  assertPasswordStrength(body.newPassword);
  const passwordHash = await hashPassword(body.newPassword);
  const user = await findUserByEmail(deps.database.db, normalizeEmail(body.email));
  if (!user) rejectOtp(deps, 'no_code', { userId: 0, purpose: PURPOSE });
  const now = deps.clock.now();
  const outcome = await withWriteTransaction(deps.database, async (trx, locks) => {
    const checked = await checkOtp(deps, trx, locks, { userId: user.id, purpose: PURPOSE, code: body.code, now });
    if (checked !== 'matched') return checked;
    await updatePasswordHash(trx, user.id, passwordHash);
    await raiseTokenVersion(trx, user.id);
    if (user.verifiedAt === null) {
      await markUserVerified(trx, user.id, now.toISOString());
      await deleteOtpsOfUser(trx, user.id);
    } else {
      await deleteOtpsOfUser(trx, user.id, PURPOSE);
    }
    return checked;
  });
  if (outcome !== 'matched') rejectOtp(deps, outcome, { userId: user.id, purpose: PURPOSE });
  deps.log.info({ event: 'auth.password_reset', userId: user.id }, 'password reset; earlier sessions ended');
}

/**
 * Changes the caller's password (the current one is required: 400 CURRENT_PASSWORD_INCORRECT otherwise).
 * Every earlier token stops working; the answer carries a fresh token, so this device stays logged in.
 */
export async function changePassword(
  deps: Pick<AuthDeps, 'database' | 'log'> & { issueToken: (user: AuthUser) => Promise<string> },
  caller: AuthUser,
  body: { currentPassword: string; newPassword: string },
): Promise<LoginResponse> {
  assertPasswordStrength(body.newPassword);
  const { db } = deps.database;
  const account = await findUserById(db, caller.id);
  if (!account) throw new ApiErrors.UNAUTHENTICATED();
  if (!(await verifyPassword(account.passwordHash, body.currentPassword))) {
    deps.log.info({ event: 'auth.password_change_failed', reason: 'wrong_current_password', userId: caller.id }, 'password change refused');
    throw new ApiErrors.CURRENT_PASSWORD_INCORRECT();
  }
  const passwordHash = await hashPassword(body.newPassword);
  const tokenVersion = await withWriteTransaction(deps.database, async (trx) => {
    await updatePasswordHash(trx, caller.id, passwordHash);
    return raiseTokenVersion(trx, caller.id);
  });
  const roles = (await findRolesOfUser(db, caller.id)).map((role) => role.name);
  const token = await deps.issueToken({ id: caller.id, email: account.email, roles, tokenVersion });
  deps.log.info({ event: 'auth.password_changed', userId: caller.id }, 'password changed; earlier sessions ended');
  return { id: caller.id, email: account.email, token, type: 'Bearer', roles };
}

/** Ends every session of the caller, this one included: all its tokens are refused from the next request on. */
export async function logOutEverywhere(deps: Pick<AuthDeps, 'database' | 'log'>, caller: AuthUser): Promise<void> {
  await withWriteTransaction(deps.database, (trx) => raiseTokenVersion(trx, caller.id));
  deps.log.info({ event: 'auth.logged_out_everywhere', userId: caller.id }, 'every session ended');
}
