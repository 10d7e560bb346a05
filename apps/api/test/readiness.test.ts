import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, testDialects, type TestApp } from './helper.js';

/** Readiness beside liveness; the outages that turn it to 503 are in the fault-*.test.ts files. */
describe.each(testDialects)('GET /api/ready (%s)', (dialect) => {
  let t: TestApp;
  beforeAll(async () => void (t = await buildTestApp(dialect, { globalRateLimitPerMinute: 2 })));
  afterAll(() => t?.close());

  it('answers 200 ready while the database answers, with the age of the oldest unsent mail', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/ready' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ready', oldestUnsentMailSeconds: 0 });

    // A mail queued two minutes ago and not sent (due later): its age shows.
    const queuedAt = new Date(Date.now() - 120_000).toISOString();
    await t.database.db
      .insertInto('mailOutbox')
      .values({ messageId: '<ready@hotel.test>', kind: 'otp', recipient: 'a@example.test', subject: 'S', message: '{}', status: 'pending', nextAttemptAt: '2999-01-01T00:00:00.000Z', createdAt: queuedAt })
      .execute();
    const waiting = (await t.app.inject({ method: 'GET', url: '/api/ready' })).json();
    expect(waiting.oldestUnsentMailSeconds).toBeGreaterThanOrEqual(120);
    expect(waiting.oldestUnsentMailSeconds).toBeLessThan(24 * 60 * 60);
    await t.database.db.deleteFrom('mailOutbox').execute();
  });

  it('probes are never refused by the global rate limit, unlike other routes', async () => {
    for (let probe = 0; probe < 5; probe += 1) {
      expect((await t.app.inject({ method: 'GET', url: '/api/ready' })).statusCode).toBe(200);
      expect((await t.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    }
    const statuses = [];
    for (let request = 0; request < 3; request += 1) statuses.push((await t.app.inject({ method: 'GET', url: '/api/rooms/room/types' })).statusCode);
    expect(statuses).toContain(429);
  });
});
