import type { FastifyReply, FastifyRequest } from 'fastify';

/** onSend hook for answers with personal data (accounts, bookings): browsers and proxies must not keep them. */
export async function sendNoStore(_request: FastifyRequest, reply: FastifyReply): Promise<void> {
  reply.header('cache-control', 'no-store');
}
