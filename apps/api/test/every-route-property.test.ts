import fc from 'fast-check';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiErrorCodes } from '../src/errors/catalog.js';
import { addDays } from '@hotel/booking-rules';
import { API_PREFIX } from '../src/plugins/swagger.js';
import { authHeader, createAdmin, createRoom, createUser, type TestUser } from './fixtures.js';
import { freshIp } from './auth-helpers.js';
import { buildTestApp, testDialects, withSchemaCatalogueLock, type TestApp } from './helper.js';

/**
 * Every route of the OpenAPI document, driven with generated requests: mostly well-formed values, and
 * wrong types, non-canonical ids, control characters, huge values and unknown fields. Every answer is a
 * documented 2xx or a 4xx `{ code, message }`, never a 5xx; a request that breaks its schema is a 4xx
 * and changes nothing in the database.
 */

const TODAY = '2030-06-15';
const NOW = new Date(`${TODAY}T12:00:00Z`);
/** Kept small: the CI machine has 2 cores, and each run covers every route. */
const RUNS = 200;

type Schema = {
  $ref?: string;
  type?: string;
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  properties?: Record<string, Schema>;
  required?: string[];
  additionalProperties?: boolean;
  anyOf?: Schema[];
};
type Parameter = { in: 'path' | 'query'; name: string; required?: boolean; schema: Schema };
type OpenApiOperation = {
  parameters?: Parameter[];
  requestBody?: { content: Record<string, { schema: Schema }> };
  responses: Record<string, unknown>;
};
type OpenApiDocument = { paths: Record<string, Record<string, OpenApiOperation>>; components: { schemas: Record<string, Schema> } };

/** A generated value, and whether it breaks its schema (the server must then refuse it). */
type Generated<T = unknown> = { value: T; broken: boolean };
const fine = <T>(value: T): Generated<T> => ({ value, broken: false });
const broken = <T>(value: T): Generated<T> => ({ value, broken: true });

type GeneratedRequest = {
  method: string;
  url: string;
  route: string;
  payload?: string | Buffer;
  contentType?: string;
  as: 'admin' | 'guest' | 'anonymous';
  broken: boolean;
};

const CONTROL_CHARACTERS = ['\u0000', '\u0001', '\t', '\n', '\r', '\u001b', '\u007f', '\u0085'];
/** Texts that loose number parsing reads as a (often existing) id, and ids beyond 32 bits. */
const NON_CANONICAL_IDS = ['0x1', '+1', ' 1', '1 ', '01', '1.0', '15.0', '15e0', '1e0', 'Infinity', 'NaN', '-1', '0', '2147483648', '9'.repeat(30), '１'];
const PLAIN_CHARACTERS = [...'abcdefXYZ0123456789 .-_@+éßø€'];

const plainText = (minLength = 0, maxLength = 40) =>
  fc.string({ unit: fc.constantFrom(...PLAIN_CHARACTERS), minLength, maxLength: Math.max(minLength, maxLength) });

/** `text` with one control character inserted somewhere. */
const withControlCharacter = (text: fc.Arbitrary<string>) =>
  fc.tuple(text, fc.constantFrom(...CONTROL_CHARACTERS), fc.nat()).map(([value, control, at]) => {
    const index = value.length === 0 ? 0 : at % (value.length + 1);
    return value.slice(0, index) + control + value.slice(index);
  });

/** Usually nothing, sometimes `value`. */
const sometimes = <T>(value: fc.Arbitrary<T>) => fc.oneof({ weight: 6, arbitrary: fc.constant(null) }, { weight: 1, arbitrary: value });

/** Mostly near today, so that a check-in and a check-out often make a stay. */
const dates = fc.oneof(
  { weight: 4, arbitrary: fc.integer({ min: -1, max: 12 }) },
  { weight: 1, arbitrary: fc.integer({ min: -400, max: 800 }) },
).map((offset) => addDays(TODAY, offset));

describe.each(testDialects)('every route with generated input (%s)', (dialect) => {
  let t: TestApp;
  let document: OpenApiDocument;
  let tables: string[];
  let users: Record<GeneratedRequest['as'], TestUser | null>;
  const known: { ids: number[]; codes: string[]; userRefs: string[] } = { ids: [], codes: [], userRefs: [] };

  beforeAll(async () => {
    t = await buildTestApp(dialect);
    t.clock.set(NOW);
    const admin = await createAdmin(t.database);
    const guest = await createUser(t.database);
    const unverified = await createUser(t.database, { verified: false });
    users = { admin, guest, anonymous: null };
    const rooms = [];
    for (const roomType of ['Double', 'Suite', 'Double', 'Single']) rooms.push(await createRoom(t.database, { roomType }));
    const booked = await t.app.inject({
      method: 'POST',
      url: `${API_PREFIX}/bookings/room/${rooms[0]!.id}/booking`,
      headers: await authHeader(t.app, guest),
      payload: { guestFullName: 'Ada', checkInDate: addDays(TODAY, 5), checkOutDate: addDays(TODAY, 7), numOfAdults: 1, numOfChildren: 0 },
    });
    expect(booked.statusCode).toBe(201);
    known.codes.push(booked.json<{ bookingConfirmationCode: string }>().bookingConfirmationCode);
    known.ids.push(...rooms.map((room) => room.id), admin.id, guest.id, 999);
    known.userRefs.push(admin.email, guest.email, unverified.email, String(guest.id), 'nobody@example.com');
    document = t.app.swagger() as unknown as OpenApiDocument;
    tables = await ownTables();
    expect(tables.length).toBeGreaterThan(3);
  });
  afterAll(async () => t.close());

  const resolve = (schema: Schema): Schema =>
    schema.$ref ? resolve(document.components.schemas[schema.$ref.replace('#/components/schemas/', '')]!) : schema;

  /**
   * The tables of this test's own database. On PostgreSQL the introspection lists every schema of the shared test
   * database, other test files' included (and those may be dropped meanwhile): only this schema's count.
   */
  async function ownTables(): Promise<string[]> {
    const introspect = () => t.database.db.introspection.getTables();
    if (dialect === 'sqlite') return (await introspect()).map((table) => table.name).filter((name) => !name.startsWith('kysely_'));
    const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(t.database.db);
    const schema = rows[0]!.schema;
    const all = await withSchemaCatalogueLock('shared', introspect);
    return all.filter((table) => table.schema === schema && !table.name.startsWith('kysely_')).map((table) => table.name);
  }

  /** Every row of every table, in a stable order. */
  async function snapshot(): Promise<string[]> {
    const contents = await Promise.all(
      tables.map(async (table) => {
        const { rows } = await sql<Record<string, unknown>>`select * from ${sql.table(table)}`.execute(t.database.db);
        return `${table}: ${rows.map((row) => JSON.stringify(row)).sort().join('\n')}`;
      }),
    );
    return contents;
  }

  // ---- values that match a schema ---------------------------------------------------------------

  function validValue(schema: Schema, name: string): fc.Arbitrary<unknown> {
    if (schema.anyOf) return fc.oneof(...schema.anyOf.map((branch) => validValue(resolve(branch), name)));
    switch (schema.type) {
      case 'integer':
        return /id$/i.test(name)
          ? fc.constantFrom(...known.ids)
          : fc.integer({ min: schema.minimum ?? 0, max: Math.min(schema.maximum ?? 5, 5) });
      case 'number':
        return fc.integer({ min: 1, max: 99_999 }).map((cents) => cents / 100);
      case 'string':
        return validString(schema, name);
      case 'object':
        return objectValue(schema).filter((generated) => !generated.broken).map((generated) => generated.value);
      default:
        return fc.constant(null);
    }
  }

  function validString(schema: Schema, name: string): fc.Arbitrary<string> {
    if (schema.format === 'date' || /date$/i.test(name) || name === 'from' || name === 'to') return dates;
    if (schema.pattern) return fc.stringMatching(new RegExp(schema.pattern));
    if (/email/i.test(name)) return fc.oneof(fc.constantFrom(...known.userRefs.filter((ref) => ref.includes('@'))), fc.emailAddress());
    if (/code/i.test(name)) return fc.oneof(fc.constantFrom(...known.codes), plainText(1, 20));
    if (name === 'id') return fc.constantFrom(...known.userRefs);
    if (name === 'roomType') return fc.constantFrom('Double', 'Suite', 'double', '');
    if (name === 'password') return plainText(6, 20);
    return plainText(schema.minLength ?? 0, Math.min(schema.maxLength ?? 40, 40));
  }

  // ---- values that break a schema ---------------------------------------------------------------

  function brokenValue(schema: Schema, name: string): fc.Arbitrary<unknown> {
    // Of a union (a count as a number or as its text), values that fit no branch.
    if (schema.anyOf) {
      return fc.oneof(
        fc.constantFrom(null, true, [1], {}, 1.5, 1e20, -1),
        fc.constantFrom(...NON_CANONICAL_IDS.filter((text) => text !== '0')),
        withControlCharacter(fc.constantFrom('1', '2')),
      );
    }
    const wrongTypes: fc.Arbitrary<unknown>[] = [
      fc.constant(null),
      fc.boolean(),
      fc.array(validValue(schema, name), { minLength: 1, maxLength: 2 }),
      fc.dictionary(plainText(1, 5), fc.integer(), { maxKeys: 2 }),
    ];
    switch (schema.type) {
      case 'integer':
      case 'number':
        return fc.oneof(
          ...wrongTypes,
          validValue(schema, name).map(String),
          fc.constantFrom(1e20, -1e20, (schema.maximum ?? 1e9) + 1, (schema.minimum ?? -1e9) - 1),
          ...(schema.type === 'integer' ? [fc.constantFrom(1.5, 2.000_1)] : []),
        );
      case 'string':
        return fc.oneof(
          ...wrongTypes,
          fc.integer(),
          withControlCharacter(validString(schema, name)),
          fc.integer({ min: 1, max: 20_000 }).map((extra) => 'x'.repeat((schema.maxLength ?? 300) + extra)),
        );
      default:
        return fc.oneof(fc.constant(null), fc.integer(), plainText(), fc.array(fc.integer(), { maxLength: 2 }));
    }
  }

  /** Text of a path or query value that breaks its schema. */
  function brokenText(schema: Schema, name: string): fc.Arbitrary<string> {
    if (schema.type === 'integer') return fc.oneof(fc.constantFrom(...NON_CANONICAL_IDS), withControlCharacter(fc.constantFrom('1', '2')));
    return fc.oneof(
      withControlCharacter(validString(schema, name)),
      fc.integer({ min: 1, max: 400 }).map((extra) => 'x'.repeat((schema.maxLength ?? 300) + extra)),
    );
  }

  /** An object of the schema: every property well-formed, or some of them broken, missing or extra. */
  function objectValue(schema: Schema): fc.Arbitrary<Generated<Record<string, unknown>>> {
    const properties = Object.entries(schema.properties ?? {}).filter(([, property]) => property.format !== 'binary');
    const required = new Set(schema.required ?? []);
    const wellFormed = (name: string, property: Schema) =>
      validValue(resolve(property), name).map((value) => [name, fine(value)] as const);
    const anyForm = (name: string, property: Schema) =>
      fc
        .oneof(
          { weight: 4, arbitrary: validValue(resolve(property), name).map((value) => fine(value)) },
          { weight: 1, arbitrary: brokenValue(resolve(property), name).map((value) => broken(value)) },
          { weight: 1, arbitrary: fc.constant(required.has(name) ? broken(undefined) : fine(undefined)) },
        )
        .map((generated) => [name, generated] as const);
    const unknownField = sometimes(fc.tuple(fc.constantFrom('extra', 'roles', 'isAdmin', 'status', 'id'), fc.jsonValue()));
    return fc
      .oneof(
        fc.tuple(fc.tuple(...properties.map(([name, property]) => wellFormed(name, property))), fc.constant(null)),
        fc.tuple(fc.tuple(...properties.map(([name, property]) => anyForm(name, property))), unknownField),
      )
      .map(([entries, extra]) => {
        const value: Record<string, unknown> = {};
        let isBroken = false;
        for (const [name, generated] of entries) {
          if (generated.value !== undefined) value[name] = generated.value;
          isBroken ||= generated.broken;
        }
        if (extra) value[extra[0]] = extra[1];
        return { value, broken: isBroken || extra !== null };
      });
  }

  // ---- whole requests ---------------------------------------------------------------------------

  function parameterText(parameter: Parameter): fc.Arbitrary<Generated<string | undefined>> {
    const { schema, name } = parameter;
    const absent = fc.constant(parameter.required ? broken(undefined) : fine(undefined));
    return fc.oneof(
      { weight: 5, arbitrary: validValue(schema, name).map((value) => fine(String(value))) },
      { weight: 2, arbitrary: brokenText(schema, name).map((value) => broken(value)) },
      ...(parameter.in === 'query' ? [{ weight: 1, arbitrary: absent }] : []),
    );
  }

  function multipartBody(schema: Schema): fc.Arbitrary<Generated<{ payload: Buffer; contentType: string }>> {
    const field = (name: string) =>
      fc.oneof(
        { weight: 3, arbitrary: validValue(resolve(schema.properties![name]!), name).map((value) => fine(value === undefined ? undefined : String(value))) },
        { weight: 1, arbitrary: withControlCharacter(plainText(1, 10)).map((value) => broken(value)) },
        { weight: 1, arbitrary: fc.constant(fine(undefined)) },
      );
    // The form's text parts (the file parts are left out: the photo pipeline has tests of its own).
    const names = Object.keys(schema.properties!).filter((name) => resolve(schema.properties![name]!).format !== 'binary');
    return fc.tuple(...names.map(field)).map((values) => {
      const boundary = 'property-test-boundary';
      const parts = names
        .map((name, index) => [name, values[index]!.value] as const)
        .filter((part): part is readonly [string, string] => part[1] !== undefined)
        .map(([name, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`);
      return {
        value: { payload: Buffer.from(`${parts.join('')}--${boundary}--\r\n`), contentType: `multipart/form-data; boundary=${boundary}` },
        broken: values.some((value) => value.broken),
      };
    });
  }

  function bodyOf(operation: OpenApiOperation): fc.Arbitrary<Generated<{ payload?: string | Buffer; contentType?: string }>> {
    const content = operation.requestBody?.content ?? {};
    if (content['multipart/form-data']) {
      return fc.oneof(
        { weight: 4, arbitrary: multipartBody(content['multipart/form-data'].schema) },
        // JSON where a form is expected.
        { weight: 1, arbitrary: fc.jsonValue().map((json) => broken({ payload: JSON.stringify(json), contentType: 'application/json' })) },
      );
    }
    const json = content['application/json'];
    if (!json) return fc.constant(fine({}));
    const asJson = (generated: Generated) => ({ value: { payload: JSON.stringify(generated.value), contentType: 'application/json' }, broken: generated.broken });
    return fc.oneof(
      { weight: 8, arbitrary: objectValue(resolve(json.schema)).map(asJson) },
      { weight: 1, arbitrary: brokenValue({ type: 'object' }, 'body').map((value) => asJson(broken(value))) },
    );
  }

  function requestsFor(route: string, method: string, operation: OpenApiOperation): fc.Arbitrary<GeneratedRequest> {
    const parameters = operation.parameters ?? [];
    const pathParameters = parameters.filter((parameter) => parameter.in === 'path');
    const queryParameters = parameters.filter((parameter) => parameter.in === 'query');
    const unknownQuery = queryParameters.length > 0 ? sometimes(plainText(1, 6).map((name) => `zz${name}`)) : fc.constant(null);
    return fc
      .record({
        path: fc.tuple(...pathParameters.map(parameterText)),
        query: fc.tuple(...queryParameters.map(parameterText)),
        unknownQuery,
        body: bodyOf(operation),
        as: fc.constantFrom('admin', 'admin', 'guest', 'anonymous') as fc.Arbitrary<GeneratedRequest['as']>,
      })
      .map(({ path, query, unknownQuery: extraQuery, body, as }) => {
        let url = `${API_PREFIX}${route}`;
        pathParameters.forEach((parameter, index) => {
          url = url.replace(`{${parameter.name}}`, encodeURIComponent(path[index]!.value ?? ''));
        });
        const search = new URLSearchParams();
        queryParameters.forEach((parameter, index) => {
          const { value } = query[index]!;
          if (value !== undefined) search.set(parameter.name, value);
        });
        if (extraQuery !== null) search.set(extraQuery, '1');
        if (search.size > 0) url += `?${search.toString()}`;
        const isBroken = [...path, ...query].some((part) => part.broken) || extraQuery !== null || body.broken;
        return { method: method.toUpperCase(), url, route, ...body.value, as, broken: isBroken };
      });
  }

  it('answers every generated request with a documented 2xx or a 4xx {code, message}; refused requests change nothing', async () => {
    const operations = Object.entries(document.paths).flatMap(([route, methods]) =>
      Object.entries(methods).map(([method, operation]) => requestsFor(route, method, operation)),
    );
    expect(operations.length).toBeGreaterThanOrEqual(15);
    const byRoute = new Map<string, Set<number>>();

    // Each route gets its share of the runs, so every route is exercised by construction, not by the luck of a draw.
    for (const requests of operations) {
      await fc.assert(
        fc.asyncProperty(requests, async (request) => {
          t.clock.set(NOW);
          // Mail queued by earlier accepted requests is sent first, so the worker's own writes do not count as the request's.
          if (request.broken) await t.app.outbox.settle();
          const before = request.broken ? await snapshot() : undefined;
          const user = users[request.as];
          const response = await t.app.inject({
            method: request.method as 'GET',
            url: request.url,
            payload: request.payload,
            remoteAddress: freshIp(),
            headers: { ...(user ? await authHeader(t.app, user) : {}), ...(request.contentType ? { 'content-type': request.contentType } : {}) },
          });
          const statuses = byRoute.get(`${request.method} ${request.route}`) ?? new Set();
          byRoute.set(`${request.method} ${request.route}`, statuses.add(response.statusCode));
  
          expect(response.statusCode, response.body).toBeLessThan(500);
          if (response.statusCode >= 400) {
            const body = response.json<{ code: string; message: string }>();
            expect(Object.keys(body).sort()).toEqual(['code', 'message']);
            expect(apiErrorCodes).toContain(body.code);
            expect(typeof body.message).toBe('string');
          } else {
            expect(request.broken, `accepted a request that breaks its schema: ${request.method} ${request.url} ${String(request.payload)}`).toBe(false);
            const documented = document.paths[request.route]![request.method.toLowerCase()]!.responses;
            expect(Object.keys(documented)).toContain(String(response.statusCode));
          }
          if (before) expect(await snapshot()).toEqual(before);
        }),
        { numRuns: Math.ceil(RUNS / operations.length) },
      );
    }
    // Every route was reached.
    expect(byRoute.size).toBe(operations.length);
  });
});
