import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiErrorCodes } from '../src/errors/catalog.js';
import { buildTestApp, testDialects, type TestApp } from './helper.js';

const FRONT_END = 'https://hotel.example';
/** Part of every URL below: an answer must never echo it. */
const MARKER = 'zq7marker';
const SECURITY_HEADERS = ['content-security-policy', 'x-content-type-options', 'referrer-policy', 'x-frame-options', 'strict-transport-security'];

describe.each(testDialects)("every error answer, Fastify's own included (%s)", (dialect) => {
  let t: TestApp;
  let normalHeaders: LightMyRequestResponse['headers'];

  beforeAll(async () => {
    t = await buildTestApp(dialect, { config: { corsOrigins: [FRONT_END] } });
    normalHeaders = (await t.app.inject({ method: 'GET', url: '/api/health' })).headers;
    for (const name of SECURITY_HEADERS) expect(normalHeaders[name]).toBeTruthy();
  });
  afterAll(async () => t.close());

  async function expectErrorAnswer(request: InjectOptions, status: number, code: string) {
    const response = await t.app.inject(request);
    expect(response.statusCode).toBe(status);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    const body = response.json<{ code: string; message: string }>();
    expect(body).toEqual({ code, message: expect.any(String) });
    expect(apiErrorCodes).toContain(body.code);
    expect(response.body).not.toContain(MARKER);
    for (const name of SECURITY_HEADERS) expect(response.headers[name], name).toBe(normalHeaders[name]);
    return response;
  }

  it('a URL that cannot be decoded (FST_ERR_BAD_URL)', async () => {
    await expectErrorAnswer({ method: 'GET', url: `/api/rooms/room/${MARKER}%E0%A4%A` }, 400, 'VALIDATION_FAILED');
  });

  it('a path segment beyond the longest parameter (FST_ERR_MAX_PARAM_LENGTH)', async () => {
    await expectErrorAnswer({ method: 'GET', url: `/api/users/${MARKER}${'a'.repeat(400)}` }, 400, 'VALIDATION_FAILED');
  });

  it('a CORS preflight without Origin or without a method', async () => {
    const url = `/api/rooms/all-rooms?${MARKER}`;
    await expectErrorAnswer({ method: 'OPTIONS', url, headers: { 'access-control-request-method': 'GET' } }, 400, 'VALIDATION_FAILED');
    await expectErrorAnswer({ method: 'OPTIONS', url, headers: { origin: FRONT_END } }, 400, 'VALIDATION_FAILED');
    // A proper preflight still passes.
    const preflight = await t.app.inject({ method: 'OPTIONS', url, headers: { origin: FRONT_END, 'access-control-request-method': 'GET' } });
    expect(preflight.statusCode).toBe(204);
    expect(preflight.headers['access-control-allow-origin']).toBe(FRONT_END);
  });

  it('an unsupported media type, without echoing it', async () => {
    await expectErrorAnswer(
      { method: 'POST', url: '/api/auth/login', headers: { 'content-type': `application/${MARKER}` }, payload: '<login/>' },
      415,
      'UNSUPPORTED_MEDIA_TYPE',
    );
  });

  it('a body too large', async () => {
    const payload = JSON.stringify({ email: 'a@example.com', password: MARKER.repeat(20_000) });
    await expectErrorAnswer({ method: 'POST', url: '/api/auth/login', headers: { 'content-type': 'application/json' }, payload }, 413, 'PAYLOAD_TOO_LARGE');
  });

  it('a body that is not JSON', async () => {
    await expectErrorAnswer(
      { method: 'POST', url: '/api/auth/login', headers: { 'content-type': 'application/json' }, payload: `{${MARKER}` },
      400,
      'VALIDATION_FAILED',
    );
  });

  it.each([
    ['GET', `/api/${MARKER}/<script>`],
    ['GET', `/${MARKER}`],
    ['PATCH', '/api/rooms/all-rooms'],
    ['DELETE', `/api/rooms/room/1?${MARKER}`],
  ] as const)('no route for %s %s, without echoing the URL', async (method, url) => {
    const response = await expectErrorAnswer({ method, url }, 404, 'NOT_FOUND');
    expect(response.body).not.toContain('/api/');
  });
});
