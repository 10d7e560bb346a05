import SqliteDatabase from 'better-sqlite3';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { readCalendar } from './calendar-reader.js';
import { authHeader, createAdmin, createRoom, createUser, type TestUser } from './fixtures.js';
import { buildTestApp, testDialects, type TestApp } from './helper.js';
import { PROFILE_REFRESH_MS } from '../src/modules/hotel/hotel.service.js';
import { insertBooking } from './rooms-helpers.js';
import { startPostgresInstance, startSqliteInstance, type QueryCounter } from './support/instances.js';

/**
 * Servers keep each room's written feed (calendar-feed-cache.ts): these check that a kept feed is never served once
 * what it is made of changed, whoever wrote it (this instance, another one, a script).
 */

const waitLong = { timeout: 20_000, interval: 25 };
const CLOSURE_JSON = JSON.stringify([{ startDate: '2027-05-01', endDate: '2027-05-04', reason: 'Painting' }]);

/** The feed as `app` answers it for `token`: its status and, when 200, its events' summaries and calendar name. */
async function feedOf(app: FastifyInstance, roomId: number, token: string) {
  const response = await app.inject({ method: 'GET', url: `/api/rooms/${roomId}/calendar.ics?token=${token}` });
  if (response.statusCode !== 200) return { status: response.statusCode, summaries: [], name: '', prodId: '' };
  const calendar = readCalendar(response.body);
  return {
    status: 200,
    summaries: calendar.events.map((event) => `${event.summary!.value} ${event.dtstart!.value}`),
    name: /X-WR-CALNAME:(.*)\r\n/.exec(response.body)?.[1] ?? '',
    prodId: calendar.prodId,
  };
}

/** The queries one feed request of `app` sent. */
async function queriesOfFeed(app: FastifyInstance, counter: QueryCounter, roomId: number, token: string) {
  const before = counter.queries;
  expect((await feedOf(app, roomId, token)).status).toBe(200);
  return counter.queries - before;
}

describe.each(testDialects)('a kept calendar feed within one instance (%s)', (dialect) => {
  let t: TestApp;
  let admin: TestUser;
  let roomId: number;
  const token = 'T'.repeat(43);

  beforeAll(async () => {
    t = await buildTestApp(dialect);
    admin = await createAdmin(t.database);
  });
  afterAll(async () => t.close());
  beforeEach(async () => {
    t.clock.set(new Date('2027-03-10T12:00:00Z'));
    roomId = (await createRoom(t.database, { roomType: 'Suite' })).id;
    await t.database.db.insertInto('calendarExports').values({ roomId, token, createdAt: '2027-03-01T00:00:00.000Z' }).execute();
  });

  it('follows the hotel date: a stay leaves the feed a year after it ended', async () => {
    await insertBooking(t.database, { roomId, checkInDate: '2026-03-20', checkOutDate: '2026-03-22' });
    expect((await feedOf(t.app, roomId, token)).summaries).toEqual(['Reserved 2026-03-20']);
    t.clock.set(new Date('2027-03-23T12:00:00Z'));
    expect((await feedOf(t.app, roomId, token)).summaries).toEqual([]);
  });

  it("follows the hotel's name", async () => {
    const before = await feedOf(t.app, roomId, token);
    const profile = (await t.app.inject({ method: 'GET', url: '/api/hotel' })).json<Record<string, unknown>>();
    const renamed = await t.app.inject({ method: 'PUT', url: '/api/hotel', headers: await authHeader(t.app, admin), payload: { ...profile, name: 'Hotel Zum Kachelofen' } });
    expect(renamed.statusCode, renamed.body).toBe(200);
    const after = await feedOf(t.app, roomId, token);
    expect(after.prodId).not.toBe(before.prodId);
    expect(after.prodId).toContain('Zum Kachelofen');
  });

  it('refuses a wrong token whether or not the feed is kept', async () => {
    expect((await feedOf(t.app, roomId, 'W'.repeat(43))).status).toBe(404);
    expect((await feedOf(t.app, roomId, token)).status).toBe(200);
    expect((await feedOf(t.app, roomId, 'W'.repeat(43))).status).toBe(404);
  });
});

describe.each(testDialects)('a kept calendar feed across two instances, written through the API (%s)', (dialect) => {
  let t: TestApp;
  let admin: { authorization: string };

  beforeAll(async () => {
    t = await buildTestApp(dialect);
    t.clock.set(new Date('2027-03-10T12:00:00Z'));
    admin = await authHeader(t.app, await createAdmin(t.database));
  });
  afterAll(async () => t?.close());

  /** Another instance on the same database, counting its queries. */
  async function startSecond() {
    if (dialect === 'sqlite') {
      const file = (await sql<{ file: string }>`select file from pragma_database_list where name = 'main'`.execute(t.database.db)).rows[0]!.file;
      return startSqliteInstance(file, t.clock);
    }
    const schema = (await sql<{ schema: string }>`select current_schema() as schema`.execute(t.database.db)).rows[0]!.schema;
    return startPostgresInstance(schema, t.clock, 'open');
  }

  it("follows bookings, cancellations, closures, the hotel's name and token rotations made on the first", async () => {
    const second = await startSecond();
    try {
      const roomId = (await createRoom(t.database, { roomType: 'Suite' })).id;
      const sync = await t.app.inject({ method: 'GET', url: `/api/admin/rooms/${roomId}/calendar-sync`, headers: admin });
      const token = new URL(sync.json<{ exportUrl: string }>().exportUrl).searchParams.get('token')!;
      await vi.waitFor(async () => expect(await queriesOfFeed(second.app, second.counter, roomId, token)).toBe(0), waitLong);
      const first = await feedOf(second.app, roomId, token);
      expect(first).toMatchObject({ status: 200, summaries: [] });
      /** Waits until the second instance shows `expected` (at once on SQLite; on PostgreSQL once the announcement came), then checks it answers from memory. */
      const secondShows = async (expected: Partial<Awaited<ReturnType<typeof feedOf>>>, feedToken = token, timeout = waitLong.timeout) => {
        await vi.waitFor(async () => expect(await feedOf(second.app, roomId, feedToken)).toMatchObject(expected), { ...waitLong, timeout });
        if (expected.status !== 404) expect(await queriesOfFeed(second.app, second.counter, roomId, feedToken)).toBe(0);
      };

      const guest = await authHeader(t.app, await createUser(t.database));
      const booked = await t.app.inject({
        method: 'POST',
        url: `/api/bookings/room/${roomId}/booking`,
        headers: guest,
        payload: { guestFullName: 'Feed Guest', checkInDate: '2027-04-01', checkOutDate: '2027-04-03', numOfAdults: 1, numOfChildren: 0 },
      });
      expect(booked.statusCode, booked.body).toBe(201);
      await secondShows({ summaries: ['Reserved 2027-04-01'] });

      const code = booked.json<{ bookingConfirmationCode: string }>().bookingConfirmationCode;
      const { id: bookingId } = await t.database.db.selectFrom('bookings').select('id').where('confirmationCode', '=', code).executeTakeFirstOrThrow();
      const cancelled = await t.app.inject({ method: 'DELETE', url: `/api/bookings/booking/${bookingId}/delete`, headers: guest });
      expect(cancelled.statusCode, cancelled.body).toBe(200);
      await secondShows({ summaries: [] });

      const closed = await t.app.inject({
        method: 'PUT',
        url: `/api/rooms/${roomId}/rates`,
        headers: admin,
        payload: { seasons: [], closures: [{ startDate: '2027-05-01', endDate: '2027-05-04', reason: 'Painting' }] },
      });
      expect(closed.statusCode, closed.body).toBe(200);
      await secondShows({ summaries: ['Not available 2027-05-01'] });
      const reopened = await t.app.inject({ method: 'PUT', url: `/api/rooms/${roomId}/rates`, headers: admin, payload: { seasons: [], closures: [] } });
      expect(reopened.statusCode, reopened.body).toBe(200);
      await secondShows({ summaries: [] });

      // The profile: each instance re-reads it within PROFILE_REFRESH_MS (hotel.service.ts), and its feeds follow.
      const profile = (await t.app.inject({ method: 'GET', url: '/api/hotel' })).json<Record<string, unknown>>();
      const renamed = await t.app.inject({ method: 'PUT', url: '/api/hotel', headers: admin, payload: { ...profile, name: 'Hotel Zum Kachelofen' } });
      expect(renamed.statusCode, renamed.body).toBe(200);
      expect((await feedOf(t.app, roomId, token)).prodId).toContain('Zum Kachelofen');
      await vi.waitFor(async () => expect((await feedOf(second.app, roomId, token)).prodId).toContain('Zum Kachelofen'), { ...waitLong, timeout: PROFILE_REFRESH_MS + waitLong.timeout });
      expect((await feedOf(second.app, roomId, token)).prodId).not.toBe(first.prodId);
      expect(await queriesOfFeed(second.app, second.counter, roomId, token)).toBe(0);

      const rotated = await t.app.inject({ method: 'POST', url: `/api/admin/rooms/${roomId}/calendar-sync/rotate-token`, headers: admin });
      expect(rotated.statusCode, rotated.body).toBe(200);
      const newToken = new URL(rotated.json<{ exportUrl: string }>().exportUrl).searchParams.get('token')!;
      expect((await feedOf(t.app, roomId, token)).status).toBe(404);
      await secondShows({ status: 404 });
      await secondShows({ status: 200, summaries: [] }, newToken);
    } finally {
      await second.close();
    }
    // It starts an instance (migrating) and waits out the second instance's profile refresh.
  }, 90_000);
});

describe.runIf(process.env.TEST_DATABASE_URL)('calendar feeds kept current by PostgreSQL notifications (postgres)', () => {
  let t: TestApp;
  let schema: string;
  let admin: { authorization: string };
  let script: pg.Client;
  let roomId: number;
  let token: string;

  beforeAll(async () => {
    t = await buildTestApp('postgres');
    t.clock.set(new Date('2027-03-10T12:00:00Z'));
    schema = (await sql<{ schema: string }>`select current_schema() as schema`.execute(t.database.db)).rows[0]!.schema;
    admin = await authHeader(t.app, await createAdmin(t.database));
    script = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL, options: `-c search_path=${schema},public` });
    await script.connect();
  });
  afterAll(async () => {
    await script?.end();
    await t?.close();
  });
  beforeEach(async () => {
    roomId = (await createRoom(t.database, { roomType: 'Suite' })).id;
    const sync = await t.app.inject({ method: 'GET', url: `/api/admin/rooms/${roomId}/calendar-sync`, headers: admin });
    token = new URL(sync.json<{ exportUrl: string }>().exportUrl).searchParams.get('token')!;
  });

  it("answers a feed without a query once listening, and drops it on every change of the room's stays, rates, room or token", async () => {
    const second = await startPostgresInstance(schema, t.clock, 'open');
    try {
      await vi.waitFor(async () => expect(await queriesOfFeed(second.app, second.counter, roomId, token)).toBe(0), waitLong);
      /** Waits until the second instance shows `expected`, then checks it answers from memory again. */
      const secondShows = async (expected: Partial<Awaited<ReturnType<typeof feedOf>>>, feedToken = token) => {
        await vi.waitFor(async () => expect(await feedOf(second.app, roomId, feedToken)).toMatchObject(expected), waitLong);
        if (expected.status === 200) expect(await queriesOfFeed(second.app, second.counter, roomId, feedToken)).toBe(0);
      };

      // A booking through the first instance.
      const stay = await insertBooking(t.database, { roomId, checkInDate: '2027-04-01', checkOutDate: '2027-04-03' });
      await secondShows({ status: 200, summaries: ['Reserved 2027-04-01'] });
      // Scripts: a cancellation, a closure, a new room type, a deleted stay, a truncate.
      await script.query(`update bookings set status = 'CANCELLED' where id = $1`, [stay]);
      await secondShows({ summaries: [] });
      await script.query(`insert into room_rates (room_id, weekday_prices, seasons, closures, updated_at) values ($1, '{}', '[]', $2, '2027-03-01T00:00:00.000Z')`, [
        roomId,
        CLOSURE_JSON,
      ]);
      await secondShows({ summaries: ['Not available 2027-05-01'] });
      await script.query(`update rooms set room_type = 'Loft' where id = $1`, [roomId]);
      await secondShows({ name: `Loft (room ${roomId})` });
      await script.query(`update bookings set status = 'CONFIRMED' where id = $1`, [stay]);
      await secondShows({ summaries: ['Reserved 2027-04-01', 'Not available 2027-05-01'] });
      await script.query('delete from booking_nights where booking_id = $1', [stay]);
      await script.query('delete from bookings where id = $1', [stay]);
      await secondShows({ summaries: ['Not available 2027-05-01'] });
      await insertBooking(t.database, { roomId, checkInDate: '2027-04-10', checkOutDate: '2027-04-11' });
      await secondShows({ summaries: ['Reserved 2027-04-10', 'Not available 2027-05-01'] });
      await script.query('truncate room_rates');
      await secondShows({ summaries: ['Reserved 2027-04-10'] });

      // The token rotated through the first instance: the old one is refused at once by it, soon by the second.
      const rotated = await t.app.inject({ method: 'POST', url: `/api/admin/rooms/${roomId}/calendar-sync/rotate-token`, headers: admin });
      expect(rotated.statusCode, rotated.body).toBe(200);
      const newToken = new URL(rotated.json<{ exportUrl: string }>().exportUrl).searchParams.get('token')!;
      expect((await feedOf(t.app, roomId, token)).status).toBe(404);
      await secondShows({ status: 404 });
      await secondShows({ status: 200, summaries: ['Reserved 2027-04-10'] }, newToken);
    } finally {
      await second.close();
    }
  });

  it('writes the feed per request while not listening (not yet, or after losing the connection)', async () => {
    const third = await startPostgresInstance(schema, t.clock, 'closed');
    try {
      expect(await queriesOfFeed(third.app, third.counter, roomId, token)).toBeGreaterThan(0);
      await script.query(`update rooms set room_type = 'Attic' where id = $1`, [roomId]);
      expect((await feedOf(third.app, roomId, token)).name).toBe(`Attic (room ${roomId})`);

      third.gate.open();
      await vi.waitFor(async () => expect(await queriesOfFeed(third.app, third.counter, roomId, token)).toBe(0), waitLong);

      third.gate.close();
      const cut = await script.query('select pg_terminate_backend(pid) from pg_stat_activity where application_name = $1', [`${third.applicationName} (listening)`]);
      expect(cut.rowCount).toBeGreaterThan(0);
      await vi.waitFor(async () => expect(await queriesOfFeed(third.app, third.counter, roomId, token)).toBeGreaterThan(0), waitLong);
      await script.query(`update rooms set room_type = 'Cellar' where id = $1`, [roomId]);
      expect((await feedOf(third.app, roomId, token)).name).toBe(`Cellar (room ${roomId})`);
    } finally {
      await third.close();
    }
  });
});

describe('calendar feeds kept current by the file\u2019s data_version (sqlite)', () => {
  let t: TestApp;
  let file: string;
  let admin: { authorization: string };

  beforeAll(async () => {
    t = await buildTestApp('sqlite');
    t.clock.set(new Date('2027-03-10T12:00:00Z'));
    file = (await sql<{ file: string }>`select file from pragma_database_list where name = 'main'`.execute(t.database.db)).rows[0]!.file;
    admin = await authHeader(t.app, await createAdmin(t.database));
  });
  afterAll(async () => t?.close());

  it('answers a kept feed without a query, and sees at once what another connection (instance, script) or this one wrote', async () => {
    const second = await startSqliteInstance(file, t.clock);
    const script = new SqliteDatabase(file);
    try {
      const roomId = (await createRoom(t.database, { roomType: 'Suite' })).id;
      const sync = await t.app.inject({ method: 'GET', url: `/api/admin/rooms/${roomId}/calendar-sync`, headers: admin });
      const token = new URL(sync.json<{ exportUrl: string }>().exportUrl).searchParams.get('token')!;
      expect(await queriesOfFeed(second.app, second.counter, roomId, token)).toBeGreaterThan(0);
      expect(await queriesOfFeed(second.app, second.counter, roomId, token)).toBe(0);

      const stay = await insertBooking(t.database, { roomId, checkInDate: '2027-04-01', checkOutDate: '2027-04-03' });
      expect((await feedOf(second.app, roomId, token)).summaries).toEqual(['Reserved 2027-04-01']);
      script.prepare(`update bookings set status = 'CANCELLED' where id = ?`).run(stay);
      expect((await feedOf(second.app, roomId, token)).summaries).toEqual([]);
      script
        .prepare(`insert into room_rates (room_id, weekday_prices, seasons, closures, updated_at) values (?, '{}', '[]', ?, '2027-03-01T00:00:00.000Z')`)
        .run(roomId, CLOSURE_JSON);
      expect((await feedOf(second.app, roomId, token)).summaries).toEqual(['Not available 2027-05-01']);
      // The second instance's own connection: its data_version does not move, its write count does.
      await second.handle.db.updateTable('rooms').set({ roomType: 'Loft' }).where('id', '=', roomId).execute();
      expect((await feedOf(second.app, roomId, token)).name).toBe(`Loft (room ${roomId})`);
      await second.handle.db.updateTable('bookings').set({ status: 'CONFIRMED' }).where('id', '=', stay).execute();
      expect((await feedOf(second.app, roomId, token)).summaries).toEqual(['Reserved 2027-04-01', 'Not available 2027-05-01']);

      const rotated = await t.app.inject({ method: 'POST', url: `/api/admin/rooms/${roomId}/calendar-sync/rotate-token`, headers: admin });
      const newToken = new URL(rotated.json<{ exportUrl: string }>().exportUrl).searchParams.get('token')!;
      expect((await feedOf(second.app, roomId, token)).status).toBe(404);
      expect((await feedOf(second.app, roomId, newToken)).status).toBe(200);
    } finally {
      script.close();
      await second.close();
    }
  });
});
