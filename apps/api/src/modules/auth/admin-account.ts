import type { FastifyInstance } from 'fastify';

/**
 * Makes sure an admin account exists on start: from ADMIN_EMAIL / ADMIN_PASSWORD (created if
 * missing, verified, ROLE_ADMIN), or else a demo admin whose credentials are printed once.
 */
export async function ensureAdminAccount(_app: FastifyInstance): Promise<void> {
  throw new Error('ensureAdminAccount is not implemented yet');
}
