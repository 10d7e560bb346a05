import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshIp, post, uniqueEmail } from './auth-helpers.js';
import { buildTestApp, type TestApp } from './helper.js';
import { waitUntil } from './support/free-port.js';
import { startPrivateRedis, type PrivateRedis } from './support/private-redis.js';

/**
 * Fault test 5: the rate limits' own Redis is stopped and started again during logins. No answer is a 5xx;
 * while Redis is away each instance counts by itself (the login limit still holds per process), says so
 * in its log, and counts in Redis again once it is back.
 */
const LOGIN_MAX = 10;

describe('Redis stopped and started during logins', () => {
  let redis: PrivateRedis;
  let first: TestApp;
  let second: TestApp;
  const logLines: string[] = [];

  beforeAll(async () => {
    redis = await startPrivateRedis();
    const logger = { level: 'info', stream: { write: (line: string) => void logLines.push(line) } };
    first = await buildTestApp('sqlite', { config: { redisUrl: redis.url }, logger });
    second = await buildTestApp('sqlite', { config: { redisUrl: redis.url } });
    await waitUntil('both instances connected to Redis', async () => first.app.rateLimitRedis?.status === 'ready' && second.app.rateLimitRedis?.status === 'ready');
  }, 60_000);
  afterAll(async () => {
    await Promise.all([first?.close(), second?.close()]);
    await redis?.destroy();
  });

  /** Failed logins for one email from one IP, spread over the instances in turn; their statuses. */
  async function failedLogins(instances: TestApp[], email: string, ip: string, count: number): Promise<number[]> {
    const statuses: number[] = [];
    for (let attempt = 0; attempt < count; attempt += 1) {
      statuses.push((await post(instances[attempt % instances.length]!, '/api/auth/login', { email, password: 'wrong-password' }, ip)).statusCode);
    }
    return statuses;
  }
  const logged = (event: string) => logLines.some((line) => line.includes(`"event":"${event}"`));

  it('shares the limit through Redis, limits per process while it is down, and shares it again once it is back', async () => {
    // Redis up: the attempts on both instances count together.
    const shared = { email: uniqueEmail('redis-up'), ip: freshIp() };
    expect(await failedLogins([first, second], shared.email, shared.ip, LOGIN_MAX + 1)).toEqual([...Array(LOGIN_MAX).fill(401), 429]);

    await redis.stop();
    // Redis down: nothing fails, and each instance holds the limit with its own counters.
    const alone = { email: uniqueEmail('redis-down'), ip: freshIp() };
    expect(await failedLogins([first], alone.email, alone.ip, LOGIN_MAX + 1)).toEqual([...Array(LOGIN_MAX).fill(401), 429]);
    const spread = { email: uniqueEmail('redis-down-spread'), ip: freshIp() };
    expect(await failedLogins([first, second], spread.email, spread.ip, LOGIN_MAX + 1)).toEqual(Array(LOGIN_MAX + 1).fill(401));
    expect(logged('rate_limit.redis_unavailable')).toBe(true);
    expect((await first.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    const notReady = await first.app.inject({ method: 'GET', url: '/api/ready' });
    expect(notReady.statusCode).toBe(503);
    expect(notReady.json()).toEqual({ code: 'REDIS_UNAVAILABLE', message: expect.any(String) });
    expect(notReady.headers['retry-after']).toBeDefined();

    await redis.start();
    await waitUntil('both instances reconnected to Redis', async () => first.app.rateLimitRedis?.status === 'ready' && second.app.rateLimitRedis?.status === 'ready');
    const again = { email: uniqueEmail('redis-back'), ip: freshIp() };
    expect(await failedLogins([first, second], again.email, again.ip, LOGIN_MAX + 1)).toEqual([...Array(LOGIN_MAX).fill(401), 429]);
    expect(logged('rate_limit.redis_back')).toBe(true);
    expect((await first.app.inject({ method: 'GET', url: '/api/ready' })).statusCode).toBe(200);
  }, 120_000);

  it('starts while Redis is down, serves with per-process limits, and counts in Redis once it is up', async () => {
    await redis.stop();
    const late = await buildTestApp('sqlite', { config: { redisUrl: redis.url } });
    try {
      const alone = { email: uniqueEmail('redis-down-at-start'), ip: freshIp() };
      expect(await failedLogins([late], alone.email, alone.ip, LOGIN_MAX + 1)).toEqual([...Array(LOGIN_MAX).fill(401), 429]);
      expect((await late.app.inject({ method: 'GET', url: '/api/ready' })).statusCode).toBe(503);
      await redis.start();
      await waitUntil('the late instance connected to Redis', async () => late.app.rateLimitRedis?.status === 'ready');
      await waitUntil('the others reconnected', async () => first.app.rateLimitRedis?.status === 'ready');
      const shared = { email: uniqueEmail('redis-up-after-start'), ip: freshIp() };
      expect(await failedLogins([late, first], shared.email, shared.ip, LOGIN_MAX + 1)).toEqual([...Array(LOGIN_MAX).fill(401), 429]);
      expect((await late.app.inject({ method: 'GET', url: '/api/ready' })).statusCode).toBe(200);
    } finally {
      await late.close();
    }
  }, 120_000);
});
