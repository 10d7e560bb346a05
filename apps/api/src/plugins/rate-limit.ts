import fp from 'fastify-plugin';
import rateLimit from '@fastify/rate-limit';
import { Redis } from 'ioredis';
import { ApiErrors } from '../errors/catalog.js';

/**
 * Rate limits. A generous global limit per IP; routes such as login and OTP set stricter ones in
 * `config.rateLimit`. With REDIS_URL the counters live in Redis, shared by every server instance.
 */
export default fp(
  async (fastify, options: { redisUrl: string | undefined; globalPerMinute: number }) => {
    const redis = options.redisUrl
      ? new Redis(options.redisUrl, { connectTimeout: 2_000, maxRetriesPerRequest: 1, lazyConnect: false })
      : undefined;
    if (redis) fastify.addHook('onClose', async () => void (await redis.quit()));
    await fastify.register(rateLimit, {
      global: true,
      max: options.globalPerMinute,
      timeWindow: '1 minute',
      ...(redis ? { redis, nameSpace: 'hotel-rl:' } : {}),
      onExceeded: (request, key) => request.log.warn({ event: 'rate_limit.exceeded', url: request.url, key }, 'rate limit hit'),
      errorResponseBuilder: (_request, context) => {
        const error = new ApiErrors.RATE_LIMITED(context.after);
        return Object.assign(error, { statusCode: context.statusCode });
      },
    });
  },
  { name: 'rate-limit' },
);
