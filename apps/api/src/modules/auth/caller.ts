import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { findAccountWithRoleNames } from './auth.repository.js';
import type { AuthUser } from './permissions.js';
import type { TokenService } from './tokens.js';

const BEARER = /^Bearer ([A-Za-z0-9_.-]+)$/;

/**
 * Who sent the request: the account a valid bearer token names, with its roles as they are now, or null
 * (no header, a malformed or invalid token, an account closed or re-registered since the token was issued, or
 * a token older than the account's last password change, password reset or "log out of all devices").
 */
export async function identifyCaller(db: Kysely<Database>, tokens: TokenService, authorization: string): Promise<AuthUser | null> {
  const token = BEARER.exec(authorization)?.[1];
  if (!token) return null;
  const claims = await tokens.verify(token);
  if (!claims) return null;
  const account = await findAccountWithRoleNames(db, claims.userId);
  // A token outlives neither its account nor a re-registration of the same email.
  if (!account || account.email !== claims.email || account.tokenVersion !== claims.tokenVersion) return null;
  return account;
}
