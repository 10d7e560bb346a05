import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ApiErrors } from '../../errors/catalog.js';

/**
 * Rate limits of the auth routes, on top of @fastify/rate-limit's store (Redis when REDIS_URL is set,
 * so every server instance shares the counters).
 *
 * Route limits (`config.rateLimit`): per IP on register / verify / resend / forgot / reset, per IP + email on
 * login, per IP on change password.
 * Address limits (here): every mail-sending request (register, resend, forgot password) spends the address's mail
 * budget: 1 per minute, 5 per hour, 10 per day. They count any address, known or not, so a 429
 * reveals nothing about accounts.
 */
export const LOGIN_LIMIT = { max: 10, timeWindow: 15 * 60_000 };
export const LOGIN_IP_LIMIT = { max: 100, timeWindow: 15 * 60_000 };
export const OTP_ROUTE_IP_LIMIT = { max: 20, timeWindow: 15 * 60_000 };
export const REGISTER_IP_LIMIT = { max: 20, timeWindow: 15 * 60_000 };
/** Change password checks the current one: a stolen token must not become a way to guess it. */
export const CHANGE_PASSWORD_LIMIT = { max: 10, timeWindow: 15 * 60_000 };
export const MAIL_BUDGET = [
  { name: 'mail-1m', max: 1, timeWindow: 60_000 },
  { name: 'mail-1h', max: 5, timeWindow: 60 * 60_000 },
  { name: 'mail-1d', max: 10, timeWindow: 24 * 60 * 60_000 },
] as const;

/** Keys carry a digest of the email, not the address itself (they end up in Redis and in logs). */
export function emailKey(email: unknown): string {
  const normalized = typeof email === 'string' ? email.trim().toLowerCase() : '';
  return createHash('sha256').update(normalized).digest('base64url').slice(0, 22);
}

export function bodyEmail(request: FastifyRequest): unknown {
  return (request.body as { email?: unknown } | undefined)?.email;
}

function formatWait(seconds: number): string {
  if (seconds < 120) return `${seconds} seconds`;
  return `${Math.ceil(seconds / 60)} minutes`;
}

type Limiter = ReturnType<FastifyInstance['createRateLimit']>;

/** 429 with Retry-After, logged as an auth event. */
function limited(request: FastifyRequest, reply: FastifyReply, limit: string, retryAfterSeconds: number): never {
  const seconds = Math.max(1, retryAfterSeconds);
  request.log.warn({ event: 'auth.rate_limited', limit, url: request.url }, 'auth rate limit hit');
  reply.header('retry-after', String(seconds));
  throw new ApiErrors.RATE_LIMITED(formatWait(seconds));
}

/** Spends one request of a limiter; throws 429 when it is used up. */
async function spend(request: FastifyRequest, reply: FastifyReply, name: string, limiter: Limiter): Promise<void> {
  const result = await limiter(request);
  if (!result.isAllowed && result.isExceeded) limited(request, reply, name, result.ttlInSeconds);
}

export function createAuthLimits(fastify: FastifyInstance) {
  const mailBudget = MAIL_BUDGET.map((window) => ({
    name: window.name,
    max: window.max,
    limiter: fastify.createRateLimit({
      max: window.max,
      timeWindow: window.timeWindow,
      keyGenerator: (request) => `${window.name}:${emailKey(bodyEmail(request))}`,
    }),
  }));
  const loginPerIp = fastify.createRateLimit({
    ...LOGIN_IP_LIMIT,
    keyGenerator: (request) => `login-ip:${request.ip}`,
  });

  return {
    /** Route config: login per IP + email (the body is parsed by then: preHandler). */
    login: {
      ...LOGIN_LIMIT,
      hook: 'preHandler' as const,
      keyGenerator: (request: FastifyRequest) => `login:${request.ip}:${emailKey(bodyEmail(request))}`,
    },
    otpRoute: OTP_ROUTE_IP_LIMIT,
    register: REGISTER_IP_LIMIT,

    /** preHandler of login: a looser cap per IP across all emails (credential stuffing). */
    async loginPerIp(request: FastifyRequest, reply: FastifyReply): Promise<void> {
      await spend(request, reply, 'login-ip', loginPerIp);
    },

    /**
     * Spends one mail of the address's budget, or throws 429 with the longest wait among the windows
     * that are used up. Each window is spent by one atomic increment (in Redis or in memory), shortest
     * first, and the first one used up stops the request: of simultaneous requests for an address only
     * as many pass as the minute allows, and a refused request spends nothing of the longer windows.
     */
    async spendMailBudget(request: FastifyRequest, reply: FastifyReply): Promise<void> {
      for (const [index, window] of mailBudget.entries()) {
        const spent = await window.limiter(request);
        if (spent.isAllowed || !spent.isExceeded) continue;
        let wait = spent.ttlInSeconds;
        for (const longer of mailBudget.slice(index + 1)) {
          const state = await longer.limiter(request, { increment: false });
          if (!state.isAllowed && state.remaining === 0) wait = Math.max(wait, state.ttlInSeconds);
        }
        limited(request, reply, 'mail-budget', wait);
      }
    },
  };
}
