import fp from 'fastify-plugin';
import { SignJWT, jwtVerify } from 'jose';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ApiErrors } from '../errors/catalog.js';
import type { Clock } from '../lib/clock.js';
import { findAccountWithRoleNames } from '../modules/users/users.repository.js';

export const ADMIN_ROLE = 'ROLE_ADMIN';
export const USER_ROLE = 'ROLE_USER';
const ISSUER = 'hotel-api';
const AUDIENCE = 'hotel-app';
const TOKEN_LIFETIME_SECONDS = 60 * 60;

/** The caller, as loaded from the database on every request (so closed accounts and role changes take effect at once). */
export type AuthUser = { id: number; email: string; roles: string[] };

export type TokenService = {
  /** HS256 JWT: `sub` = email, `roles`, `uid` = user id, 1 h expiry. */
  issue(user: AuthUser): Promise<string>;
};

declare module 'fastify' {
  interface FastifyInstance {
    tokens: TokenService;
    /** preHandler: 401 unless a valid token of an existing account was sent. */
    requireUser: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
    /** preHandler: 401 when anonymous, 403 unless the caller has ROLE_ADMIN. */
    requireAdmin: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
  }
  interface FastifyRequest {
    /** The authenticated caller, or null for anonymous requests and invalid tokens. */
    user: AuthUser | null;
  }
}

export function isAdmin(user: AuthUser | null): boolean {
  return user?.roles.includes(ADMIN_ROLE) ?? false;
}

/** Object-level check: the caller is that user, or an admin. Throws 401/403. */
export function assertSelfOrAdmin(user: AuthUser | null, targetUserId: number): AuthUser {
  if (!user) throw new ApiErrors.UNAUTHENTICATED();
  if (user.id !== targetUserId && !isAdmin(user)) throw new ApiErrors.FORBIDDEN();
  return user;
}

export default fp(
  async (fastify, options: { jwtSecret: string; clock: Clock }) => {
    const key = new TextEncoder().encode(options.jwtSecret);
    const nowSeconds = () => Math.floor(options.clock.now().getTime() / 1000);

    fastify.decorate<TokenService>('tokens', {
      async issue(user) {
        return new SignJWT({ roles: user.roles, uid: user.id })
          .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
          .setSubject(user.email)
          .setIssuer(ISSUER)
          .setAudience(AUDIENCE)
          .setIssuedAt(nowSeconds())
          .setExpirationTime(nowSeconds() + TOKEN_LIFETIME_SECONDS)
          .sign(key);
      },
    });

    async function authenticate(request: FastifyRequest): Promise<AuthUser | null> {
      const header = request.headers.authorization;
      const match = header ? /^Bearer ([A-Za-z0-9_.-]+)$/.exec(header) : null;
      if (!match?.[1]) return null;
      try {
        const { payload } = await jwtVerify(match[1], key, {
          algorithms: ['HS256'],
          issuer: ISSUER,
          audience: AUDIENCE,
          currentDate: options.clock.now(),
          clockTolerance: 30,
          requiredClaims: ['sub', 'exp', 'iat'],
        });
        if (typeof payload.uid !== 'number' || typeof payload.sub !== 'string') return null;
        const account = await findAccountWithRoleNames(fastify.db, payload.uid);
        // A token outlives neither its account nor a re-registration of the same email.
        if (!account || account.email !== payload.sub) return null;
        return account;
      } catch {
        return null;
      }
    }

    fastify.decorateRequest('user', null);
    fastify.addHook('onRequest', async (request) => {
      request.user = await authenticate(request);
      if (request.headers.authorization && !request.user) {
        request.log.info({ event: 'auth.token_rejected' }, 'rejected bearer token');
      }
    });

    fastify.decorate('requireUser', async (request: FastifyRequest) => {
      if (!request.user) throw new ApiErrors.UNAUTHENTICATED();
    });
    fastify.decorate('requireAdmin', async (request: FastifyRequest) => {
      if (!request.user) throw new ApiErrors.UNAUTHENTICATED();
      if (!isAdmin(request.user)) {
        request.log.warn({ event: 'authz.denied', userId: request.user.id, url: request.url }, 'admin route denied');
        throw new ApiErrors.FORBIDDEN();
      }
    });
  },
  { name: 'auth', dependencies: ['db'] },
);
