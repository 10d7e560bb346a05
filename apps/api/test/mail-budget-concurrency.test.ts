import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from './fixtures.js';
import { freshIp, PASSWORD, post, uniqueEmail } from './auth-helpers.js';
import { buildTestApp, testDialects, type TestApp } from './helper.js';

/**
 * "One mail a minute per address" holds under simultaneous requests: the budget is spent by one atomic
 * step, with the in-memory counters and with Redis (CI sets TEST_REDIS_URL), on one instance and across two.
 */
const redisUrl = process.env.TEST_REDIS_URL;
const stores = redisUrl ? (['memory', 'redis'] as const) : (['memory'] as const);
const SIMULTANEOUS = 10;

const cases = testDialects.flatMap((dialect) => stores.map((store) => [dialect, store] as const));

describe.each(cases)('mail budget under simultaneous requests (%s, %s counters)', (dialect, store) => {
  let instances: TestApp[];
  beforeAll(async () => {
    const config = store === 'redis' ? { redisUrl } : {};
    // Two instances share counters only through Redis; with in-memory counters one instance is tested.
    instances = await Promise.all(Array.from({ length: store === 'redis' ? 2 : 1 }, () => buildTestApp(dialect, { config })));
  });
  afterAll(async () => {
    await Promise.all(instances.map((instance) => instance.close()));
  });

  /** The mails sent to `email` by every instance, once each has sent what was queued. */
  async function mailsTo(email: string) {
    await Promise.all(instances.map((instance) => instance.app.outbox.settle()));
    return instances.flatMap((instance) => instance.mailer.sent.filter((mail) => mail.to === email));
  }

  /** `SIMULTANEOUS` requests at once, spread over the instances, each from its own client address. */
  async function simultaneously(url: string, payload: object): Promise<number[]> {
    const requests = Array.from({ length: SIMULTANEOUS }, (_, index) => post(instances[index % instances.length]!, url, payload, freshIp()));
    return (await Promise.all(requests)).map((response) => response.statusCode).sort();
  }

  it(`${SIMULTANEOUS} simultaneous resend-otp for one address send exactly one mail`, async () => {
    const email = uniqueEmail('resend-race');
    for (const instance of instances) await createUser(instance.database, { email, verified: false });
    const statuses = await simultaneously('/api/auth/resend-otp', { email });
    expect(statuses).toEqual([200, ...Array<number>(SIMULTANEOUS - 1).fill(429)]);
    expect(await mailsTo(email)).toHaveLength(1);
  });

  it(`${SIMULTANEOUS} simultaneous registrations of one new address send exactly one mail`, async () => {
    const email = uniqueEmail('register-race');
    const statuses = await simultaneously('/api/auth/register-user', { firstName: 'Ann', lastName: 'Lee', email, password: PASSWORD });
    expect(statuses).toEqual([201, ...Array<number>(SIMULTANEOUS - 1).fill(429)]);
    expect(await mailsTo(email)).toHaveLength(1);
  });
});
