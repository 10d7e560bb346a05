import { randomBytes } from 'node:crypto';
import { hash, verify, type Algorithm, type Options } from '@node-rs/argon2';

/**
 * Password hashing: argon2id with the OWASP minimum (m = 19 MiB, t = 2, p = 1). The PHC string
 * (`$argon2id$v=19$m=19456,t=2,p=1$…`) carries its own salt and parameters.
 */
export const ARGON2_OPTIONS: Options = {
  // `Algorithm` is a const enum in the package's types; 2 is Argon2id.
  algorithm: 2 as Algorithm,
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
};

export const MIN_PASSWORD_LENGTH = 6;
export const MAX_PASSWORD_LENGTH = 128;

export async function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2_OPTIONS);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    // A malformed stored hash never authenticates.
    return false;
  }
}

let dummyHash: Promise<string> | undefined;

/**
 * Spends the same work as a real verification, for logins of unknown emails, so response time does
 * not tell which accounts exist.
 */
export async function verifyAgainstDummy(password: string): Promise<false> {
  dummyHash ??= hash(randomBytes(16).toString('hex'), ARGON2_OPTIONS);
  await verifyPassword(await dummyHash, password);
  return false;
}
