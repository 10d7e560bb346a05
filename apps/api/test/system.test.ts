import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, testDialects, type TestApp } from './helper.js';

describe.each(testDialects)('system routes (%s)', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(dialect);
  });
  afterAll(async () => t.close());

  it('GET /api/health answers ok', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok', today: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/) });
  });

  it("GET /api/health tells the app the hotel's date in HOTEL_TZ, the earliest check-in the server accepts", async () => {
    // 23:30 UTC on Jan 31 is already Feb 1 in Auckland.
    const hotel = await buildTestApp(dialect, { config: { hotelTimeZone: 'Pacific/Auckland' } });
    try {
      hotel.clock.set(new Date('2027-01-31T23:30:00Z'));
      const response = await hotel.app.inject({ method: 'GET', url: '/api/health' });
      expect(response.json()).toEqual({ status: 'ok', today: '2027-02-01' });
    } finally {
      await hotel.close();
    }
    t.clock.set(new Date('2027-01-31T23:30:00Z'));
    const utc = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(utc.json()).toEqual({ status: 'ok', today: '2027-01-31' });
  });

  it('unknown API routes answer 404 with the error shape', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/nope' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: 'NOT_FOUND', message: expect.any(String) });
  });

  it('sends security headers', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.headers['content-security-policy']).toContain("object-src 'none'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['strict-transport-security']).toMatch(/max-age=\d{8}/);
    expect(response.headers['x-powered-by']).toBeUndefined();
  });

  it('serves the OpenAPI document', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(response.statusCode).toBe(200);
    expect(response.json().openapi).toBe('3.0.3');
  });

  it('gives no CORS grant to a foreign origin', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health', headers: { origin: 'https://evil.example' } });
    expect(response.headers['access-control-allow-origin']).toBeUndefined();
  });
});
