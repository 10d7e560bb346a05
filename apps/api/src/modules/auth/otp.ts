import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';

/** One-time email verification codes: 6 digits from a CSPRNG, stored only as an HMAC bound to the user. */
export const OTP_LENGTH = 6;
export const OTP_VALIDITY_MS = 10 * 60 * 1000;
export const OTP_VALIDITY_MINUTES = OTP_VALIDITY_MS / 60_000;
/** Wrong codes a code survives; after that it is dead and a new one must be requested. */
export const OTP_MAX_FAILED_ATTEMPTS = 5;

export function generateOtp(): string {
  return randomInt(0, 10 ** OTP_LENGTH)
    .toString()
    .padStart(OTP_LENGTH, '0');
}

/** The HMAC key for codes, derived from the server secret (a separate key per purpose). */
export function deriveOtpKey(serverSecret: string): Buffer {
  return createHmac('sha256', serverSecret).update('hotel-api/otp-code/v1').digest();
}

/** HMAC-SHA256 of the code bound to the user id, hex: a code for one account never matches another. */
export function hashOtp(key: Buffer, userId: number, code: string): string {
  return createHmac('sha256', key).update(`${userId}:${code}`).digest('hex');
}

export function otpMatches(key: Buffer, userId: number, code: string, storedHash: string): boolean {
  const expected = Buffer.from(hashOtp(key, userId, code), 'hex');
  const stored = Buffer.from(storedHash, 'hex');
  return stored.length === expected.length && timingSafeEqual(stored, expected);
}
