import { SignJWT, jwtVerify } from 'jose';
import type { Clock } from '../../lib/clock.js';
import type { AuthUser } from './permissions.js';

const ISSUER = 'hotel-api';
const AUDIENCE = 'hotel-app';
const TOKEN_LIFETIME_SECONDS = 60 * 60;

/** What a valid token claims: the account id, the email it was issued to and the account's token version then. */
export type TokenClaims = { userId: number; email: string; tokenVersion: number };

export type TokenService = {
  /** HS256 JWT: `sub` = email, `roles`, `uid` = user id, `tv` = token version, 1 h expiry. */
  issue(user: AuthUser): Promise<string>;
  /** The claims of a valid, unexpired token of ours, or null. */
  verify(token: string): Promise<TokenClaims | null>;
};

export function createTokenService(jwtSecret: string, clock: Clock): TokenService {
  const key = new TextEncoder().encode(jwtSecret);
  const nowSeconds = () => Math.floor(clock.now().getTime() / 1000);
  return {
    async issue(user) {
      return new SignJWT({ roles: user.roles, uid: user.id, tv: user.tokenVersion })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(user.email)
        .setIssuer(ISSUER)
        .setAudience(AUDIENCE)
        .setIssuedAt(nowSeconds())
        .setExpirationTime(nowSeconds() + TOKEN_LIFETIME_SECONDS)
        .sign(key);
    },
    async verify(token) {
      try {
        const { payload } = await jwtVerify(token, key, {
          algorithms: ['HS256'],
          issuer: ISSUER,
          audience: AUDIENCE,
          currentDate: clock.now(),
          clockTolerance: 30,
          requiredClaims: ['sub', 'exp', 'iat'],
        });
        if (typeof payload.uid !== 'number' || typeof payload.sub !== 'string' || typeof payload.tv !== 'number') return null;
        return { userId: payload.uid, email: payload.sub, tokenVersion: payload.tv };
      } catch {
        return null;
      }
    },
  };
}
