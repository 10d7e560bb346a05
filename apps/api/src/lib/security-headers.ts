import helmet, { type HelmetOptions } from 'helmet';
import type { IncomingMessage, ServerResponse } from 'node:http';

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
