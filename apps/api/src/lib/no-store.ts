import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * onSend hook for answers with personal data (accounts, bookings): browsers and proxies must not keep them.
 * A callback hook, not an async one: it runs on every answer of those routes and needs no promise.
 */
export function sendNoStore(_request: FastifyRequest, reply: FastifyReply, payload: unknown, done: (error: Error | null, payload: unknown) => void): void {
  reply.header('cache-control', 'no-store');
  done(null, payload);
}
