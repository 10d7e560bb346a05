import type { FastifyRequest } from 'fastify';

/** An address with the value of every `token` query parameter hidden: a calendar feed's token is its only key. */
export function withoutTokens(url: string): string {
  return url.replace(/([?&]token=)[^&#]*/gi, '$1[redacted]');
}

/** How a request appears in the log (Fastify's own fields), its address without tokens. */
export function requestLogFields(request: FastifyRequest) {
  return { method: request.method, url: withoutTokens(request.url), host: request.host, remoteAddress: request.ip, remotePort: request.socket?.remotePort };
}
