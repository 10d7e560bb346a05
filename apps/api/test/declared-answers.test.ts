import { Ajv } from 'ajv';
import addFormats from 'ajv-formats';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { addDays } from '@hotel/booking-rules';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_PREFIX } from '../src/plugins/swagger.js';
import { freshIp } from './auth-helpers.js';
import { authHeader, createAdmin, createRoom, createUser, type TestUser } from './fixtures.js';
import { buildTestApp, testDialects, type TestApp } from './helper.js';

/**
 * The answers the OpenAPI document declares are the ones the server gives: every operation that needs a token
 * answers 401 without one (before it looks at the request), every admin operation 403 to a guest, a route past
 * its rate limit 429 with the declared headers, and sample answers of every kind match their declared schema and
 * headers. The headers the server sends (rate limits, Retry-After, CORS) are all declared on that answer.
 */

type Reference = { $ref: string };
type Header = { schema: object };
type Answer = { headers?: Record<string, Header | Reference>; content?: Record<string, { schema: object }> };
type Operation = { security?: Record<string, string[]>[]; requestBody?: { content: Record<string, unknown> }; responses: Record<string, Answer | Reference> };
type OpenApiDocument = {
  paths: Record<string, Record<string, Operation>>;
  components: { headers: Record<string, Header>; responses: Record<string, Answer> };
};

const FRONT_END = 'https://hotel.example';
const TODAY = '2030-06-15';
/** Headers the server sets on answers besides the routes' own: each must be declared where it is sent. */
const COMMON_HEADERS = ['x-ratelimit-limit', 'x-ratelimit-remaining', 'x-ratelimit-reset', 'retry-after', 'access-control-allow-origin'];

const pointer = (...segments: string[]) => `#/${segments.map((segment) => segment.replaceAll('~', '~0').replaceAll('/', '~1')).join('/')}`;
const isReference = (value: object): value is Reference => '$ref' in value;

describe.each(testDialects)('the answers the OpenAPI document declares are the ones given (%s)', (dialect) => {
  let t: TestApp;
  let document: OpenApiDocument;
  let ajv: Ajv;
  let admin: TestUser;
  let guest: TestUser;
  let roomId: number;
  let confirmationCode: string;

  beforeAll(async () => {
    t = await buildTestApp(dialect, { config: { corsOrigins: [FRONT_END] } });
    t.clock.set(new Date(`${TODAY}T12:00:00Z`));
    document = t.app.swagger() as unknown as OpenApiDocument;
    ajv = new Ajv({ strict: false, allErrors: true, validateSchema: false });
    addFormats(ajv);
    ajv.addSchema(document, 'openapi.json');
    admin = await createAdmin(t.database);
    guest = await createUser(t.database);
    roomId = (await createRoom(t.database, { roomType: 'Suite' })).id;
  });
  afterAll(async () => t.close());

  /** Where the declared answer lives in the document (a shared one under components.responses). */
  function declaredAnswer(route: string, method: string, status: number): { answer: Answer; at: string[] } | undefined {
    const declared = document.paths[route]?.[method]?.responses[String(status)];
    if (!declared) return undefined;
    if (!isReference(declared)) return { answer: declared, at: ['paths', route, method, 'responses', String(status)] };
    const name = declared.$ref.replace('#/components/responses/', '');
    return { answer: document.components.responses[name]!, at: ['components', 'responses', name] };
  }

  /** The answer is declared for its status, its body matches the declared schema, and so does every common header it carries. */
  function expectDeclared(route: string, method: string, response: LightMyRequestResponse): void {
    const where = `${method.toUpperCase()} ${route} → ${response.statusCode}`;
    const declared = declaredAnswer(route, method, response.statusCode);
    expect(declared, `${where} is not declared`).toBeDefined();
    const { answer, at } = declared!;
    if (answer.content?.['application/json']) {
      const valid = ajv.validate({ $ref: `openapi.json${pointer(...at, 'content', 'application/json', 'schema')}` }, response.json());
      expect(valid, `${where}: ${ajv.errorsText()} in ${response.body.slice(0, 300)}`).toBe(true);
    }
    const declaredHeaders = Object.fromEntries(Object.entries(answer.headers ?? {}).map(([name, header]) => [name.toLowerCase(), header]));
    for (const name of COMMON_HEADERS) {
      const value = response.headers[name];
      if (value === undefined) continue;
      const header = declaredHeaders[name];
      expect(header, `${where} sends ${name}, which it does not declare`).toBeDefined();
      const { schema } = isReference(header!) ? document.components.headers[header.$ref.replace('#/components/headers/', '')]! : header!;
      const typed = (schema as { type?: string }).type === 'integer' && /^\d+$/.test(String(value)) ? Number(value) : value;
      expect(ajv.validate(schema, typed), `${where}: ${name} ${String(value)} ${ajv.errorsText()}`).toBe(true);
    }
  }

  async function call(route: string, method: string, options: Omit<InjectOptions, 'url' | 'method'> & { url?: string } = {}) {
    const url = options.url ?? `${API_PREFIX}${route.replaceAll(/\{[^}]+\}/g, '1')}`;
    const response = await t.app.inject({
      remoteAddress: freshIp(),
      ...options,
      method: method.toUpperCase() as 'GET',
      url,
      headers: { origin: FRONT_END, ...options.headers },
    });
    expectDeclared(route, method, response);
    return response;
  }

  const operations = () =>
    Object.entries(document.paths).flatMap(([route, methods]) => Object.entries(methods).map(([method, operation]) => ({ route, method, operation })));
  const needsToken = (operation: Operation) =>
    (operation.security ?? []).length > 0 && operation.security!.every((requirement) => Object.keys(requirement).length > 0);
  /** A body that breaks any operation's schema: the token is checked first, so it never gets as far. */
  const invalidBody = (operation: Operation) =>
    operation.requestBody?.content['application/json'] ? { payload: { unexpected: ['field'] } } : {};

  it('answers 401 without a token on every operation that needs one, whatever the request', async () => {
    const secured = operations().filter(({ operation }) => needsToken(operation));
    expect(secured.length).toBeGreaterThanOrEqual(12);
    for (const { route, method, operation } of secured) {
      const response = await call(route, method, invalidBody(operation));
      expect(response.statusCode, `${method} ${route}`).toBe(401);
      expect(response.json()).toMatchObject({ code: 'UNAUTHENTICATED' });
    }
  });

  it('answers 403 to a guest on every admin operation, whatever the request', async () => {
    const adminOnly = operations().filter(({ operation }) => (operation.responses['403'] as Reference | undefined)?.$ref === '#/components/responses/Forbidden');
    expect(adminOnly.length).toBeGreaterThanOrEqual(6);
    const headers = await authHeader(t.app, guest);
    for (const { route, method, operation } of adminOnly) {
      const response = await call(route, method, { ...invalidBody(operation), headers });
      expect(response.statusCode, `${method} ${route}`).toBe(403);
    }
  });

  it('gives answers that match their declared schemas and headers', async () => {
    const asAdmin = await authHeader(t.app, admin);
    const asGuest = await authHeader(t.app, guest);
    const stay = { checkInDate: addDays(TODAY, 5), checkOutDate: addDays(TODAY, 8) };

    const booked = await call('/bookings/room/{roomId}/booking', 'post', {
      url: `${API_PREFIX}/bookings/room/${roomId}/booking`,
      headers: asGuest,
      payload: { guestFullName: 'Ada Lovelace', ...stay, numOfAdults: 2, numOfChildren: 0 },
    });
    expect(booked.statusCode).toBe(201);
    confirmationCode = booked.json<{ bookingConfirmationCode: string }>().bookingConfirmationCode;

    const answers = await Promise.all([
      call('/health', 'get'),
      call('/ready', 'get'),
      call('/rooms/room/types', 'get'),
      call('/rooms/all-rooms', 'get'),
      call('/rooms/room/{id}', 'get', { url: `${API_PREFIX}/rooms/room/${roomId}` }),
      call('/rooms/room/{id}', 'get', { url: `${API_PREFIX}/rooms/room/999999` }),
      call('/rooms/available-rooms', 'get', { url: `${API_PREFIX}/rooms/available-rooms?${new URLSearchParams(stay)}` }),
      call('/rooms/available-rooms', 'get', { url: `${API_PREFIX}/rooms/available-rooms?checkInDate=soon` }),
      call('/rooms/room/{id}/booked-nights', 'get', { url: `${API_PREFIX}/rooms/room/${roomId}/booked-nights` }),
      call('/rooms/{roomId}/rates', 'get', { url: `${API_PREFIX}/rooms/${roomId}/rates` }),
      call('/rooms/{roomId}/quote', 'get', { url: `${API_PREFIX}/rooms/${roomId}/quote?${new URLSearchParams(stay)}` }),
      call('/bookings/confirmation/{code}', 'get', { url: `${API_PREFIX}/bookings/confirmation/${confirmationCode}` }),
      call('/bookings/all-bookings', 'get', { headers: asAdmin }),
      call('/bookings/user/{id}/bookings', 'get', { url: `${API_PREFIX}/bookings/user/${guest.id}/bookings`, headers: asGuest }),
      call('/users/{id}', 'get', { url: `${API_PREFIX}/users/${guest.id}`, headers: asGuest }),
      call('/users/{id}', 'get', { url: `${API_PREFIX}/users/${admin.id}`, headers: asGuest }),
      call('/admin/mail/', 'get', { url: `${API_PREFIX}/admin/mail/?status=failed`, headers: asAdmin }),
    ]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200, 200, 200, 404, 200, 400, 200, 200, 200, 200, 200, 200, 200, 403, 200]);
    // The rate limiter's headers and CORS are on the answers of counted routes; the probes are not counted.
    expect(answers[3]!.headers['x-ratelimit-limit']).toBeDefined();
    expect(answers[3]!.headers['access-control-allow-origin']).toBe(FRONT_END);
    expect(answers[0]!.headers['x-ratelimit-limit']).toBeUndefined();
  });

  it('answers 429 past a route limit, with Retry-After and the rate-limit headers it declares', async () => {
    const route = '/bookings/confirmation/{code}';
    const options = { url: `${API_PREFIX}/bookings/confirmation/NOSUCHCODE`, remoteAddress: freshIp() };
    let response = await call(route, 'get', options);
    const limit = Number(response.headers['x-ratelimit-limit']);
    expect(limit).toBeGreaterThan(0);
    for (let sent = 1; sent <= limit; sent += 1) response = await call(route, 'get', options);
    expect(response.statusCode).toBe(429);
    expect(response.json()).toMatchObject({ code: 'RATE_LIMITED' });
    expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
    expect(response.headers['x-ratelimit-remaining']).toBe('0');
  });
});
