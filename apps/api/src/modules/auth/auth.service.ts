import { isValidEmail, normalizeEmail } from '@hotel/booking-rules';
import type { DatabaseHandle } from '../../db/connect.js';
import type { Db, OtpPurpose } from '../../db/schema.js';
import { withWriteTransaction, type Locks } from '../../db/transaction.js';
import { ApiErrors } from '../../errors/catalog.js';
import type { Clock } from '../../lib/clock.js';
import { isLanguage, type Language } from '../../lib/language.js';
import type { Outbox } from '../mail/mail.outbox.js';
import { USER_ROLE, type AuthUser } from './permissions.js';
import {
  addRolesToUser,
  findRolesOfUser,
  findUserByEmail,
  insertUserIfEmailFree,
  markUserVerified,
} from './accounts.repository.js';
import { alreadyRegisteredMail, otpMail, type AccountMailHotel, type AccountMailRecipient } from './auth.mails.js';
import { countFailedOtpAttempt, deleteOtpsOfUser, lockOtpOfUser, replaceOtpOfUser } from './auth.repository.js';
import type { LoginResponse, RegisterRequest } from './auth.schemas.js';
import { OTP_MAX_FAILED_ATTEMPTS, OTP_VALIDITY_MS, generateOtp, hashOtp, otpMatches } from './otp.js';
import { MIN_PASSWORD_LENGTH, hashPassword, verifyAgainstDummy, verifyPassword } from './passwords.js';

/** The part of a pino logger the services use (structured events; never passwords, codes or tokens). */
export type EventLog = {
  info(event: object, message?: string): void;
  warn(event: object, message?: string): void;
  error(event: object, message?: string): void;
};

export type AuthDeps = {
  database: DatabaseHandle;
  /** Account mails are queued in the transaction of the change they report, and sent after its commit. */
  outbox: Pick<Outbox, 'enqueue' | 'wake'>;
  /** The hotel the account mails speak for. */
  hotel: AccountMailHotel;
  clock: Clock;
  /** HMAC key of the one-time codes (`deriveOtpKey`). */
  otpKey: Buffer;
  log: EventLog;
  /** The request's language (its Accept-Language, else the hotel's default): an account without a choice is mailed in it. */
  language: Language;
};

/** Whom an account mail goes to, in the account's language (else the request's). */
export function mailRecipient(user: { email: string; firstName: string; preferredLanguage: string | null }, requestLanguage: Language): AccountMailRecipient {
  return { email: user.email, firstName: user.firstName, language: isLanguage(user.preferredLanguage) ? user.preferredLanguage : requestLanguage };
}

export const REGISTERED_MESSAGE = 'Registration successful! Please check your email for OTP.';
export const OTP_VERIFIED_MESSAGE = 'OTP verified successfully! You can now log in.';
export const OTP_RESENT_MESSAGE = 'A new OTP has been sent to your email.';

/** The one strength rule of a new password (registration, change, reset): 400 VALIDATION_FAILED with the spec's text. */
export function assertPasswordStrength(password: string): void {
  // Characters, not UTF-16 units: an emoji counts once.
  if ([...password].length < MIN_PASSWORD_LENGTH) {
    throw new ApiErrors.VALIDATION_FAILED(`Password must be at least ${MIN_PASSWORD_LENGTH} characters`);
  }
}

export type Registration = { firstName: string; lastName: string; email: string; password: string; preferredLanguage?: Language | undefined };

/**
 * The registration rules of the spec (point 5), in its order and with its texts; the schema has
 * already bounded the lengths. Names are trimmed, the email normalized, the password kept as typed.
 */
export function validateRegistration(body: RegisterRequest): Registration {
  const firstName = body.firstName.trim();
  const lastName = body.lastName.trim();
  const email = normalizeEmail(body.email);
  if (!firstName) throw new ApiErrors.VALIDATION_FAILED('First name is required');
  if (!lastName) throw new ApiErrors.VALIDATION_FAILED('Last name is required');
  if (!isValidEmail(email)) throw new ApiErrors.VALIDATION_FAILED('Valid email is required');
  assertPasswordStrength(body.password);
  return { firstName, lastName, email, password: body.password, preferredLanguage: body.preferredLanguage };
}

export function newOtpRow(deps: Pick<AuthDeps, 'clock' | 'otpKey'>, userId: number, purpose: OtpPurpose) {
  const code = generateOtp();
  const now = deps.clock.now();
  return {
    code,
    row: {
      userId,
      purpose,
      codeHash: hashOtp(deps.otpKey, userId, code),
      expiresAt: new Date(now.getTime() + OTP_VALIDITY_MS).toISOString(),
      createdAt: now.toISOString(),
    },
  };
}

/**
 * Creates the account (ROLE_USER, unverified) and mails a code. For an email that already has an
 * account the answer is the same and nothing changes; its owner gets a short notice instead.
 */
export async function registerUser(deps: AuthDeps, input: Registration): Promise<void> {
  // Hash first on both paths, so the response time does not tell whether the email was known.
  const passwordHash = await hashPassword(input.password);
  const now = deps.clock.now().toISOString();
  const outcome = await withWriteTransaction(deps.database, async (trx) => {
    const userId = await insertUserIfEmailFree(trx, {
      email: input.email,
      firstName: input.firstName,
      lastName: input.lastName,
      passwordHash,
      verifiedAt: null,
      createdAt: now,
      preferredLanguage: input.preferredLanguage ?? deps.language,
    });
    if (userId === undefined) {
      // The address has an account: its owner gets a short notice, and nothing changes.
      const existing = await findUserByEmail(trx, input.email);
      if (existing) await deps.outbox.enqueue(trx, 'already_registered', alreadyRegisteredMail(deps.hotel, mailRecipient(existing, deps.language)));
      return { registered: false as const, userId: existing?.id };
    }
    await addRolesToUser(trx, userId, [USER_ROLE]);
    const otp = newOtpRow(deps, userId, 'verify_email');
    await replaceOtpOfUser(trx, otp.row);
    await deps.outbox.enqueue(trx, 'otp', otpMail(deps.hotel, { email: input.email, firstName: input.firstName, language: input.preferredLanguage ?? deps.language }, otp.code));
    return { registered: true as const, userId };
  });
  deps.outbox.wake();
  if (outcome.registered) {
    deps.log.info({ event: 'auth.registered', userId: outcome.userId }, 'account registered');
  } else if (outcome.userId !== undefined) {
    deps.log.info({ event: 'auth.register_existing_email', userId: outcome.userId }, 'registration attempt for an existing account');
  }
}

/** What checking a presented code against the user's live code of a purpose found. */
export type OtpCheck = 'no_code' | 'attempts_exceeded' | 'expired' | 'wrong_code' | 'matched';

/**
 * Checks a code inside the caller's write transaction (the code's row locked): a wrong code counts a try;
 * the caller consumes a matching one. A code past its tries stays dead even for the right digits.
 */
export async function checkOtp(
  deps: Pick<AuthDeps, 'otpKey'>,
  trx: Db,
  locks: Locks,
  check: { userId: number; purpose: OtpPurpose; code: string; now: Date },
): Promise<OtpCheck> {
  const otp = await lockOtpOfUser(trx, locks, check.userId, check.purpose);
  if (!otp) return 'no_code';
  if (otp.failedAttempts >= OTP_MAX_FAILED_ATTEMPTS) return 'attempts_exceeded';
  if (check.now.getTime() > Date.parse(otp.expiresAt)) return 'expired';
  if (!otpMatches(deps.otpKey, check.userId, check.code, otp.codeHash)) {
    await countFailedOtpAttempt(trx, otp.id);
    return 'wrong_code';
  }
  return 'matched';
}

/** The answer to a code that did not match: OTP_ATTEMPTS_EXCEEDED for a dead code, INVALID_OTP for the rest. */
export function rejectOtp(deps: Pick<AuthDeps, 'log'>, outcome: Exclude<OtpCheck, 'matched'>, event: { userId: number; purpose: OtpPurpose }): never {
  if (outcome === 'attempts_exceeded') {
    deps.log.warn({ event: 'auth.otp_attempts_exceeded', ...event }, 'OTP dead after too many wrong tries');
    throw new ApiErrors.OTP_ATTEMPTS_EXCEEDED();
  }
  deps.log.info({ event: 'auth.otp_failed', reason: outcome, ...event }, 'OTP rejected');
  throw new ApiErrors.INVALID_OTP();
}

/**
 * Checks a code. Every failure that could tell whether an account exists answers INVALID_OTP; a code
 * that took too many wrong tries answers OTP_ATTEMPTS_EXCEEDED, even for the right code.
 */
export async function verifyOtp(deps: AuthDeps, body: { email: string; otp: string }): Promise<void> {
  const user = await findUserByEmail(deps.database.db, normalizeEmail(body.email));
  if (!user || user.verifiedAt !== null) {
    deps.log.info({ event: 'auth.otp_failed', reason: user ? 'already_verified' : 'unknown_email' }, 'OTP rejected');
    throw new ApiErrors.INVALID_OTP();
  }
  const now = deps.clock.now();
  const purpose = 'verify_email';
  const outcome = await withWriteTransaction(deps.database, async (trx, locks) => {
    const checked = await checkOtp(deps, trx, locks, { userId: user.id, purpose, code: body.otp, now });
    if (checked !== 'matched') return checked;
    // Single use: the code goes with the verification.
    await markUserVerified(trx, user.id, now.toISOString());
    await deleteOtpsOfUser(trx, user.id, purpose);
    return checked;
  });

  if (outcome !== 'matched') rejectOtp(deps, outcome, { userId: user.id, purpose });
  deps.log.info({ event: 'auth.otp_verified', userId: user.id }, 'email verified');
}

/**
 * Mails a new code (the old one dies) to an unverified account. Unknown and verified emails get
 * the same answer, and nothing is sent. Throttling per address is the caller's (route's) job.
 */
export async function resendOtp(deps: AuthDeps, body: { email: string }): Promise<void> {
  const user = await findUserByEmail(deps.database.db, normalizeEmail(body.email));
  if (!user || user.verifiedAt !== null) {
    deps.log.info(
      { event: 'auth.otp_resend_ignored', reason: user ? 'already_verified' : 'unknown_email' },
      'OTP resend for an address that needs none',
    );
    return;
  }
  const otp = newOtpRow(deps, user.id, 'verify_email');
  await withWriteTransaction(deps.database, async (trx) => {
    await replaceOtpOfUser(trx, otp.row);
    await deps.outbox.enqueue(trx, 'otp', otpMail(deps.hotel, mailRecipient(user, deps.language), otp.code));
  });
  deps.outbox.wake();
  deps.log.info({ event: 'auth.otp_resent', userId: user.id }, 'new OTP issued');
}

/**
 * Password login. Unknown email and wrong password are the same 401 (after the same argon2 work);
 * "not verified" is only told to someone who knows the password.
 */
export async function login(
  deps: Pick<AuthDeps, 'database' | 'log'> & { issueToken: (user: AuthUser) => Promise<string> },
  body: { email: string; password: string },
): Promise<LoginResponse> {
  const { db } = deps.database;
  const user = await findUserByEmail(db, normalizeEmail(body.email));
  if (!user) {
    await verifyAgainstDummy(body.password);
    deps.log.info({ event: 'auth.login_failed', reason: 'unknown_email' }, 'login failed');
    throw new ApiErrors.INVALID_CREDENTIALS();
  }
  if (!(await verifyPassword(user.passwordHash, body.password))) {
    deps.log.info({ event: 'auth.login_failed', reason: 'wrong_password', userId: user.id }, 'login failed');
    throw new ApiErrors.INVALID_CREDENTIALS();
  }
  if (user.verifiedAt === null) {
    deps.log.info({ event: 'auth.login_failed', reason: 'not_verified', userId: user.id }, 'login of an unverified account');
    throw new ApiErrors.EMAIL_NOT_VERIFIED();
  }
  const roles = (await findRolesOfUser(db, user.id)).map((role) => role.name);
  const token = await deps.issueToken({ id: user.id, email: user.email, roles, tokenVersion: user.tokenVersion });
  deps.log.info({ event: 'auth.login_succeeded', userId: user.id }, 'login succeeded');
  return { id: user.id, email: user.email, token, type: 'Bearer', roles };
}
