import fp from 'fastify-plugin';
import rateLimit from '@fastify/rate-limit';
import { Redis } from 'ioredis';
import { ApiErrors } from '../errors/catalog.js';
import { redisWithLocalFallback } from './rate-limit-store.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** The rate-limit counters' Redis connection, when REDIS_URL is set (readiness pings it). */
    rateLimitRedis: Redis | undefined;
  }
}

/**
 * How long a rate-limit check waits on Redis. Past it (or at once, while disconnected) the request is
 * counted in this process instead, so a Redis outage never holds up or fails a request.
 */
export const REDIS_TIMEOUT_MS = 500;
/** The longest pause between attempts to reconnect to Redis. */
const REDIS_RECONNECT_MAX_MS = 1_000;

/**
 * Rate limits. A generous global limit per IP; routes such as login and OTP set stricter ones in
 * `config.rateLimit`. With REDIS_URL the counters live in Redis, shared by every server instance, and in
 * the process's memory while Redis cannot be reached (see rate-limit-store.ts).
 */
export default fp(
  async (fastify, options: { redisUrl: string | undefined; globalPerMinute: number }) => {
    const redis = options.redisUrl
      ? new Redis(options.redisUrl, {
          connectTimeout: REDIS_TIMEOUT_MS,
          commandTimeout: REDIS_TIMEOUT_MS,
          enableOfflineQueue: false,
          maxRetriesPerRequest: 0,
          retryStrategy: (attempt) => Math.min(attempt * 100, REDIS_RECONNECT_MAX_MS),
          lazyConnect: true,
        })
      : undefined;
    fastify.decorate('rateLimitRedis', redis);
    if (redis) {
      // The store logs the switch to per-process counters; without a listener ioredis prints every failed reconnect.
      redis.on('error', () => undefined);
      // The first requests count in Redis, not by themselves while it is still connecting. If it cannot be reached
      // now, the server starts anyway, counts per process, and keeps reconnecting.
      await redis.connect().catch((error: unknown) =>
        fastify.log.warn({ event: 'rate_limit.redis_unavailable', err: error }, 'Redis unreachable at start: rate limits count per process until it is reachable'),
      );
      fastify.addHook('onClose', async () => {
        await redis.quit().catch(() => redis.disconnect());
      });
    }
    await fastify.register(rateLimit, {
      global: true,
      max: options.globalPerMinute,
      timeWindow: '1 minute',
      ...(redis ? { store: redisWithLocalFallback(redis, 'hotel-rl:', fastify.log) } : {}),
      onExceeded: (request, key) => request.log.warn({ event: 'rate_limit.exceeded', url: request.url, key }, 'rate limit hit'),
      errorResponseBuilder: (_request, context) => {
        const error = new ApiErrors.RATE_LIMITED(context.after);
        return Object.assign(error, { statusCode: context.statusCode });
      },
    });
  },
  { name: 'rate-limit' },
);
