import { randomBytes, timingSafeEqual } from 'node:crypto';

/** Crockford base32: digits and upper-case letters without I, L, O and U (nothing to misread). */
export const CONFIRMATION_CODE_ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
export const CONFIRMATION_CODE_LENGTH = 16;
const CODE_BYTES = (CONFIRMATION_CODE_LENGTH * 5) / 8; // 10 bytes = 80 bits, 5 bits per character

/** A new confirmation code: 80 bits from the CSPRNG as 16 Crockford base32 characters. */
export function generateConfirmationCode(): string {
  const bytes = randomBytes(CODE_BYTES);
  let bits = 0;
  let bitCount = 0;
  let code = '';
  for (const byte of bytes) {
    bits = (bits << 8) | byte;
    bitCount += 8;
    while (bitCount >= 5) {
      bitCount -= 5;
      code += CONFIRMATION_CODE_ALPHABET[(bits >> bitCount) & 31];
    }
    bits &= (1 << bitCount) - 1;
  }
  return code;
}

/** A typed code in canonical form: upper case, with Crockford's look-alikes O→0 and I/L→1. */
export function normaliseConfirmationCode(input: string): string {
  return input.toUpperCase().replace(/O/g, '0').replace(/[IL]/g, '1');
}

/** Constant-time comparison of two codes (the stored one and the presented one). */
export function confirmationCodesMatch(stored: string, presented: string): boolean {
  const a = Buffer.from(stored);
  const b = Buffer.from(presented);
  return a.length === b.length && timingSafeEqual(a, b);
}
