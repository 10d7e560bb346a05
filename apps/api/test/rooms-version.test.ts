import SqliteDatabase from 'better-sqlite3';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { authHeader, createAdmin, createRoom } from './fixtures.js';
import { buildTestApp, type TestApp } from './helper.js';
import { multipartForm } from './rooms-helpers.js';
import { startPostgresInstance, startSqliteInstance, type Instance } from './support/instances.js';

const waitLong = { timeout: 20_000, interval: 25 };

/** Two nights, Monday and Tuesday, a week or more from now (the apps' clocks are real here: tokens must stay valid). */
const STAY = (() => {
  const day = new Date();
  day.setUTCDate(day.getUTCDate() + 7);
  while (day.getUTCDay() !== 1) day.setUTCDate(day.getUTCDate() + 1);
  const iso = (offset: number) => new Date(day.getTime() + offset * 86_400_000).toISOString().slice(0, 10);
  return { checkInDate: iso(0), checkOutDate: iso(2), tuesday: iso(1) };
})();
const WEEKDAY_RATES = { weekdayPrices: { '1': 150, '2': 150 }, seasons: [], closures: [] };
const CLOSURE_JSON = JSON.stringify([{ startDate: STAY.tuesday, endDate: STAY.checkOutDate, reason: 'Painting' }]);

/** The stay's total for the room in `app`'s search, or undefined when the search leaves the room out. */
async function searchedTotal(app: FastifyInstance, roomId: number): Promise<number | undefined> {
  const response = await app.inject({ method: 'GET', url: `/api/rooms/available-rooms?checkInDate=${STAY.checkInDate}&checkOutDate=${STAY.checkOutDate}` });
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as Array<{ id: number; totalPrice: number }>).find((room) => room.id === roomId)?.totalPrice;
}


describe.runIf(process.env.TEST_DATABASE_URL)('room catalogue kept current by PostgreSQL notifications (postgres)', () => {
  let t: TestApp;
  let schema: string;
  let admin: { authorization: string };
  let script: pg.Client;

  const startInstance = (listenGate: 'open' | 'closed') => startPostgresInstance(schema, t.clock, listenGate);

  const allRooms = async (app: FastifyInstance) => {
    const response = await app.inject({ method: 'GET', url: '/api/rooms/all-rooms' });
    expect(response.statusCode).toBe(200);
    return response.json() as Array<{ id: number; roomType: string; roomPrice: number }>;
  };

  /** The number of queries one all-rooms request of `instance` sent. */
  const queriesOfAllRooms = async (instance: Instance) => {
    const before = instance.counter.queries;
    await allRooms(instance.app);
    return instance.counter.queries - before;
  };

  const waitUntilListening = (instance: Instance) => vi.waitFor(async () => expect(await queriesOfAllRooms(instance)).toBe(0), waitLong);

  beforeAll(async () => {
    t = await buildTestApp('postgres');
    schema = (await sql<{ schema: string }>`select current_schema() as schema`.execute(t.database.db)).rows[0]!.schema;
    admin = await authHeader(t.app, await createAdmin(t.database));
    script = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL, options: `-c search_path=${schema},public` });
    await script.connect();
  });
  afterAll(async () => {
    await script?.end();
    await t?.close();
  });

  it('answers all-rooms without touching the database once listening, and sees writes through another instance', async () => {
    const second = await startInstance('open');
    try {
      const room = await createRoom(t.database, { roomType: 'Twin' });
      await waitUntilListening(second);
      expect(await allRooms(second.app)).toContainEqual(expect.objectContaining({ id: room.id, roomType: 'Twin' }));
      for (let request = 0; request < 5; request += 1) expect(await queriesOfAllRooms(second)).toBe(0);

      const form = multipartForm([['roomType', 'Twin Deluxe']]);
      const update = await t.app.inject({ method: 'PUT', url: `/api/rooms/update/${room.id}`, headers: { ...admin, ...form.headers }, payload: form.payload });
      expect(update.statusCode, update.body).toBe(200);
      // The writing instance sees its own write on its very next answer; the other one when the announcement arrives.
      expect(await allRooms(t.app)).toContainEqual(expect.objectContaining({ id: room.id, roomType: 'Twin Deluxe' }));
      await vi.waitFor(async () => expect(await allRooms(second.app)).toContainEqual(expect.objectContaining({ id: room.id, roomType: 'Twin Deluxe' })), waitLong);
      expect(await queriesOfAllRooms(second)).toBe(0);

      // A write by a script (no server involved) is announced by the database's trigger too.
      await script.query('update rooms set room_price_cents = 45600 where id = $1', [room.id]);
      await vi.waitFor(async () => expect(await allRooms(second.app)).toContainEqual(expect.objectContaining({ id: room.id, roomPrice: 456 })), waitLong);

      // The rates are kept with the rooms, and their writes are announced the same way.
      await vi.waitFor(async () => expect(await searchedTotal(second.app, room.id)).toBe(912), waitLong);
      const put = await t.app.inject({ method: 'PUT', url: `/api/rooms/${room.id}/rates`, headers: admin, payload: WEEKDAY_RATES });
      expect(put.statusCode, put.body).toBe(200);
      expect(await searchedTotal(t.app, room.id)).toBe(300);
      await vi.waitFor(async () => expect(await searchedTotal(second.app, room.id)).toBe(300), waitLong);
      await script.query('update room_rates set closures = $1 where room_id = $2', [CLOSURE_JSON, room.id]);
      await vi.waitFor(async () => expect(await searchedTotal(second.app, room.id)).toBeUndefined(), waitLong);
    } finally {
      await second.close();
    }
  });

  it('reads the version per request while not listening (not yet, or after losing the connection), and listens again', async () => {
    const third = await startInstance('closed');
    try {
      const room = await createRoom(t.database, { roomType: 'Single' });
      // Not yet listening: every answer reads the version, so a script's write shows on the very next one.
      expect(await queriesOfAllRooms(third)).toBeGreaterThan(0);
      await script.query('update rooms set room_price_cents = 11100 where id = $1', [room.id]);
      expect(await allRooms(third.app)).toContainEqual(expect.objectContaining({ id: room.id, roomPrice: 111 }));

      third.gate.open();
      await waitUntilListening(third);
      await script.query('update rooms set room_price_cents = 22200 where id = $1', [room.id]);
      await vi.waitFor(async () => expect(await allRooms(third.app)).toContainEqual(expect.objectContaining({ id: room.id, roomPrice: 222 })), waitLong);

      // The listening connection is cut (a database restart, a network fault) and cannot listen again yet.
      third.gate.close();
      const cut = await script.query('select pg_terminate_backend(pid) from pg_stat_activity where application_name = $1', [`${third.applicationName} (listening)`]);
      expect(cut.rowCount).toBeGreaterThan(0);
      await vi.waitFor(async () => expect(await queriesOfAllRooms(third)).toBeGreaterThan(0), waitLong);
      await script.query('update rooms set room_price_cents = 33300 where id = $1', [room.id]);
      expect(await allRooms(third.app)).toContainEqual(expect.objectContaining({ id: room.id, roomPrice: 333 }));

      // Listening again: nothing is read per request, and writes keep arriving.
      third.gate.open();
      await waitUntilListening(third);
      expect(await allRooms(third.app)).toContainEqual(expect.objectContaining({ id: room.id, roomPrice: 333 }));
      await script.query('update rooms set room_price_cents = 44400 where id = $1', [room.id]);
      await vi.waitFor(async () => expect(await allRooms(third.app)).toContainEqual(expect.objectContaining({ id: room.id, roomPrice: 444 })), waitLong);
    } finally {
      await third.close();
    }
  });
});

describe('room catalogue kept current by the file\u2019s data_version (sqlite)', () => {
  let t: TestApp;
  let file: string;
  let admin: { authorization: string };

  beforeAll(async () => {
    t = await buildTestApp('sqlite');
    file = (await sql<{ file: string }>`select file from pragma_database_list where name = 'main'`.execute(t.database.db)).rows[0]!.file;
    admin = await authHeader(t.app, await createAdmin(t.database));
  });
  afterAll(async () => t?.close());

  it('answers all-rooms without a query, and sees at once what another connection (instance, script) or this one wrote', async () => {
    // Another instance: its own connection to the same file.
    const instance = await startSqliteInstance(file, t.clock);
    const { app: second, handle, counter } = instance;
    const script = new SqliteDatabase(file);
    try {
      const allRooms = async (app: FastifyInstance) => (await app.inject({ method: 'GET', url: '/api/rooms/all-rooms' })).json() as unknown[];
      const room = await createRoom(t.database, { roomType: 'Twin' });
      expect(await allRooms(second)).toContainEqual(expect.objectContaining({ id: room.id, roomType: 'Twin' }));
      const before = counter.queries;
      for (let request = 0; request < 5; request += 1) await allRooms(second);
      expect(counter.queries).toBe(before);

      const form = multipartForm([['roomType', 'Twin Deluxe']]);
      const update = await t.app.inject({ method: 'PUT', url: `/api/rooms/update/${room.id}`, headers: { ...admin, ...form.headers }, payload: form.payload });
      expect(update.statusCode, update.body).toBe(200);
      expect(await allRooms(t.app)).toContainEqual(expect.objectContaining({ id: room.id, roomType: 'Twin Deluxe' }));
      expect(await allRooms(second)).toContainEqual(expect.objectContaining({ id: room.id, roomType: 'Twin Deluxe' }));

      script.prepare('update rooms set room_price_cents = 45600 where id = ?').run(room.id);
      expect(await allRooms(t.app)).toContainEqual(expect.objectContaining({ id: room.id, roomPrice: 456 }));
      expect(await allRooms(second)).toContainEqual(expect.objectContaining({ id: room.id, roomPrice: 456 }));

      // A write through the second instance's own connection does not change its data_version: it is counted.
      await handle.db.updateTable('rooms').set({ roomPriceCents: 12_300 }).where('id', '=', room.id).execute();
      expect(await allRooms(second)).toContainEqual(expect.objectContaining({ id: room.id, roomPrice: 123 }));

      // The rates are kept with the rooms: a change of them through the API, a script or the instance's own
      // connection prices the next search.
      expect(await searchedTotal(second, room.id)).toBe(246);
      const put = await t.app.inject({ method: 'PUT', url: `/api/rooms/${room.id}/rates`, headers: admin, payload: WEEKDAY_RATES });
      expect(put.statusCode, put.body).toBe(200);
      expect(await searchedTotal(t.app, room.id)).toBe(300);
      expect(await searchedTotal(second, room.id)).toBe(300);
      script.prepare('update room_rates set closures = ? where room_id = ?').run(CLOSURE_JSON, room.id);
      expect(await searchedTotal(t.app, room.id)).toBeUndefined();
      expect(await searchedTotal(second, room.id)).toBeUndefined();
      await handle.db.updateTable('roomRates').set({ closures: '[]' }).where('roomId', '=', room.id).execute();
      expect(await searchedTotal(second, room.id)).toBe(300);
    } finally {
      script.close();
      await instance.close();
    }
  });
});
