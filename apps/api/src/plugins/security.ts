import fp from 'fastify-plugin';
import cors from '@fastify/cors';
import helmet, { type HelmetOptions } from 'helmet';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { ApiErrors } from '../errors/catalog.js';

/**
 * Security headers of every answer. The CSP is strict enough for the built app: scripts only from our
 * origin; styles also inline because styled-components injects <style> elements at run time;
 * images may be `blob:` for the room-photo preview.
 */
const securityHeaders = {
  contentSecurityPolicy: {
    useDefaults: false,
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'blob:'],
      fontSrc: ["'self'"],
      connectSrc: ["'self'"],
      objectSrc: ["'none'"],
      baseUri: ["'none'"],
      frameAncestors: ["'none'"],
      formAction: ["'self'"],
    },
  },
  referrerPolicy: { policy: 'no-referrer' },
} satisfies HelmetOptions;

/**
 * The headers helmet writes, computed once: they do not depend on the request, and building them per
 * request (as @fastify/helmet does, helmet's whole middleware chain and CSP parsing each time) was a
 * measurable share of every answer.
 */
function computeSecurityHeaders(): Readonly<Record<string, string>> {
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader: (name: string, value: string | number) => void (headers[name.toLowerCase()] = String(value)),
    removeHeader: () => undefined,
  };
  helmet(securityHeaders)({} as IncomingMessage, recorder as unknown as ServerResponse, () => undefined);
  return Object.freeze(headers);
}

export const SECURITY_HEADERS = computeSecurityHeaders();

/** The same headers on an answer written outside the request lifecycle (Fastify's URL errors). */
export function applySecurityHeaders(response: ServerResponse): void {
  for (const [name, value] of Object.entries(SECURITY_HEADERS)) response.setHeader(name, value);
}

/** Security headers and CORS. */
export default fp(
  async (fastify, options: { corsOrigins: string[] }) => {
    fastify.addHook('onRequest', (_request, reply, done) => {
      reply.headers(SECURITY_HEADERS);
      done();
    });
    if (options.corsOrigins.length > 0) {
      // A preflight names its origin and method; otherwise it is a 400 in the API's own error shape.
      fastify.addHook('onRequest', async (request) => {
        if (request.method === 'OPTIONS' && (!request.headers.origin || !request.headers['access-control-request-method'])) {
          throw new ApiErrors.VALIDATION_FAILED('A CORS preflight request needs the Origin and Access-Control-Request-Method headers.');
        }
      });
    }
    // Same-origin by default; a cross-origin front end must be listed in CORS_ORIGINS.
    await fastify.register(cors, {
      origin: options.corsOrigins.length > 0 ? options.corsOrigins : false,
      methods: ['GET', 'POST', 'PUT', 'DELETE'],
      allowedHeaders: ['Authorization', 'Content-Type', 'Idempotency-Key'],
      maxAge: 600,
      strictPreflight: false,
    });
  },
  { name: 'security' },
);
