import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, testDialects, type TestApp } from './helper.js';

/** Readiness beside liveness; the outages that turn it to 503 are in the fault-*.test.ts files. */
describe.each(testDialects)('GET /api/ready (%s)', (dialect) => {
  let t: TestApp;
  beforeAll(async () => void (t = await buildTestApp(dialect, { globalRateLimitPerMinute: 2 })));
  afterAll(() => t?.close());

  it('answers 200 ready while the database answers', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/ready' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ready' });
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
