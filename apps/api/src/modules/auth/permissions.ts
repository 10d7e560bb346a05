import type { FastifyRequest } from 'fastify';
import { ApiErrors } from '../../errors/catalog.js';

/**
 * Roles and permission checks: the one place that says who may do what. Routes use `requireUser` /
 * `requireAdmin` as preHandlers and `assertSelfOrAdmin` for object-level checks; who the caller is comes
 * from `identifyCaller` (caller.ts), once per request.
 */
export const ADMIN_ROLE = 'ROLE_ADMIN';
export const USER_ROLE = 'ROLE_USER';

/** The caller, as loaded from the database on every request (so closed accounts and role changes take effect at once). */
export type AuthUser = {
  id: number;
  email: string;
  roles: string[];
  /** The account's token version: a token carrying another one is refused (caller.ts). */
  tokenVersion: number;
};

/** Who may call a route, declared as its `config: { access }`: an account's token, or an admin's. */
export type Access = 'user' | 'admin';

declare module 'fastify' {
  interface FastifyRequest {
    /** The authenticated caller, or null for anonymous requests and invalid tokens. */
    user: AuthUser | null;
  }
  interface FastifyContextConfig {
    /**
     * The token the route needs. plugins/common-answers.ts checks it before the request is validated (a caller
     * without a token gets 401, not a validation error) and declares the bearer security, 401 and 403.
     */
    access?: Access;
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

/** Route guard: 401 unless a valid token of an existing account was sent. */
export async function requireUser(request: FastifyRequest): Promise<void> {
  if (!request.user) throw new ApiErrors.UNAUTHENTICATED();
}

/** Route guard: 401 when anonymous, 403 unless the caller has ROLE_ADMIN. */
export async function requireAdmin(request: FastifyRequest): Promise<void> {
  if (!request.user) throw new ApiErrors.UNAUTHENTICATED();
  if (!isAdmin(request.user)) {
    request.log.warn({ event: 'authz.denied', userId: request.user.id, url: request.url }, 'admin route denied');
    throw new ApiErrors.FORBIDDEN();
  }
}

/** The guard of each access level (plugins/common-answers.ts runs it before validation). */
export const accessGuards: Record<Access, (request: FastifyRequest) => Promise<void>> = { user: requireUser, admin: requireAdmin };
