import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { ApiErrors } from '../../errors/catalog.js';
import { Count, errorResponses } from '../../schemas/common.js';
import { oldestUnsentMailAgeSeconds } from '../mail/mail.outbox.js';
import { checkReadiness } from './system.service.js';

/** Probes for load balancers and orchestrators; never rate-limited, so a probe cannot be refused by its own count. */
const systemRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  fastify.get(
    '/ready',
    {
      config: { rateLimit: false },
      schema: {
        tags: ['system'],
        operationId: 'getReadiness',
        summary: 'Readiness: whether this instance can serve requests now',
        description:
          'Answers 200 while the database (and Redis, when rate limits count there) can be reached, and 503 ' +
          '`DATABASE_UNAVAILABLE` or `REDIS_UNAVAILABLE` with `Retry-After` while not. `GET /api/health` is the liveness check. ' +
          'The answer carries how long the oldest mail still to be sent has waited: a number that keeps growing means mail is not going out.',
        response: {
          200: Type.Object(
            {
              status: Type.Literal('ready'),
              oldestUnsentMailSeconds: Type.Integer({
                ...Count,
                description: 'Seconds since the oldest mail of the outbox not yet sent (nor given up) was queued; 0 when none is waiting.',
              }),
            },
            { additionalProperties: false },
          ),
          ...errorResponses(503),
        },
      },
    },
    async () => {
      const readiness = await checkReadiness(fastify.database, fastify.rateLimitRedis);
      if (!readiness.ready) throw readiness.unreachable === 'database' ? new ApiErrors.DATABASE_UNAVAILABLE() : new ApiErrors.REDIS_UNAVAILABLE();
      return { status: 'ready' as const, oldestUnsentMailSeconds: await oldestUnsentMailAgeSeconds(fastify.database) };
    },
  );
};

export default systemRoutes;
