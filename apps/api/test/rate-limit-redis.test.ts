import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshIp, post, uniqueEmail } from './auth-helpers.js';
import { buildTestApp, type TestApp } from './helper.js';

/** Redis for shared rate-limit counters; CI sets it (see .ci/run), like TEST_DATABASE_URL. */
const redisUrl = process.env.TEST_REDIS_URL;

async function failedLogins(instances: TestApp[], email: string, ip: string, count: number): Promise<number[]> {
  const statuses: number[] = [];
  for (let attempt = 0; attempt < count; attempt += 1) {
    const instance = instances[attempt % instances.length]!;
    statuses.push((await post(instance, '/api/auth/login', { email, password: 'wrong-password' }, ip)).statusCode);
  }
  return statuses;
}

describe.runIf(redisUrl)('rate limits shared by server instances through Redis', () => {
  let first: TestApp;
  let second: TestApp;
  let alone: TestApp;
  beforeAll(async () => {
    first = await buildTestApp('sqlite', { config: { redisUrl } });
    second = await buildTestApp('sqlite', { config: { redisUrl } });
    alone = await buildTestApp('sqlite');
  });
  afterAll(async () => {
    await Promise.all([first?.close(), second?.close(), alone?.close()]);
  });

  it('counts the login attempts of one IP and email across instances: the 11th gets 429 on either', async () => {
    const email = uniqueEmail('redis');
    const ip = freshIp();
    expect(await failedLogins([first, second], email, ip, 10)).toEqual(Array(10).fill(401));
    const limited = await post(second, '/api/auth/login', { email, password: 'wrong-password' }, ip);
    expect(limited.statusCode).toBe(429);
    expect(limited.json().code).toBe('RATE_LIMITED');
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('control: an instance with its own in-memory counters does not see the others’ attempts', async () => {
    const email = uniqueEmail('redis-control');
    const ip = freshIp();
    expect(await failedLogins([first, second], email, ip, 10)).toEqual(Array(10).fill(401));
    expect((await post(alone, '/api/auth/login', { email, password: 'wrong-password' }, ip)).statusCode).toBe(401);
  });
});
