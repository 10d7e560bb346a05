import SqliteDatabase from 'better-sqlite3';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { authHeader, createAdmin, createRoom, createUser } from './fixtures.js';
import { buildTestApp, testDialects, type TestApp } from './helper.js';
import { insertBooking } from './rooms-helpers.js';
import { startPostgresInstance, startSqliteInstance, type QueryCounter } from './support/instances.js';

/**
 * Servers keep search and quote answers (room-catalogue.ts, rates.service.ts): these check that a kept answer is never
 * served once the stays or rates it was made of changed, whoever wrote them (this instance, another one, a script).
 */

const waitLong = { timeout: 20_000, interval: 25 };
const TODAY = new Date('2027-03-10T12:00:00Z');
const STAY = { checkInDate: '2027-04-01', checkOutDate: '2027-04-03' };
const CLOSURE_JSON = JSON.stringify([{ startDate: '2027-04-02', endDate: '2027-04-03', reason: 'Painting' }]);

/** What `app` offers for STAY in `roomId`: whether search lists it, and the quote's status and `available`. */
async function offerOf(app: FastifyInstance, roomId: number) {
  const dates = `checkInDate=${STAY.checkInDate}&checkOutDate=${STAY.checkOutDate}`;
  const search = await app.inject({ method: 'GET', url: `/api/rooms/available-rooms?${dates}&numOfAdults=1` });
  expect(search.statusCode, search.body).toBe(200);
  const quote = await app.inject({ method: 'GET', url: `/api/rooms/${roomId}/quote?${dates}&numOfAdults=1` });
  return {
    listed: search.json<Array<{ id: number }>>().some((room) => room.id === roomId),
    quote: quote.statusCode,
    available: quote.statusCode === 200 ? quote.json<{ available: boolean }>().available : undefined,
  };
}

const FREE = { listed: true, quote: 200, available: true };
const TAKEN = { listed: false, quote: 200, available: false };
const CLOSED = { listed: false, quote: 422, available: undefined };

/** The queries one search and one quote of `app` sent. */
async function queriesOfOffer(app: FastifyInstance, counter: QueryCounter, roomId: number) {
  const before = counter.queries;
  await offerOf(app, roomId);
  return counter.queries - before;
}

/** An imported event's nights in the room over STAY, as a calendar sync writes them. */
const IMPORT_SQL = {
  feed: `insert into calendar_imports (room_id, name, url, created_at) values ($1, 'Airbnb', 'https://feeds.example/a.ics', '2027-03-01T00:00:00.000Z')`,
  stay:
    `insert into imported_stays (import_id, room_id, event_key, event_start, event_end, check_in_date, check_out_date) ` +
    `values ($1, $2, 'e1', '${STAY.checkInDate}', '${STAY.checkOutDate}', '${STAY.checkInDate}', '${STAY.checkOutDate}')`,
};

describe.each(testDialects)('kept search and quote answers within one instance (%s)', (dialect) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await buildTestApp(dialect);
    t.clock.set(TODAY);
  });
  afterAll(async () => t.close());

  it('sees its own booking and cancellation on the very next search and quote', async () => {
    const roomId = (await createRoom(t.database, { roomType: 'Suite' })).id;
    expect(await offerOf(t.app, roomId)).toEqual(FREE);
    expect(await offerOf(t.app, roomId)).toEqual(FREE);
    const guest = await authHeader(t.app, await createUser(t.database));
    const booked = await t.app.inject({
      method: 'POST',
      url: `/api/bookings/room/${roomId}/booking`,
      headers: guest,
      payload: { guestFullName: 'Kept Answer', ...STAY, numOfAdults: 1, numOfChildren: 0 },
    });
    expect(booked.statusCode, booked.body).toBe(201);
    expect(await offerOf(t.app, roomId)).toEqual(TAKEN);
    const code = booked.json<{ bookingConfirmationCode: string }>().bookingConfirmationCode;
    const { id: bookingId } = await t.database.db.selectFrom('bookings').select('id').where('confirmationCode', '=', code).executeTakeFirstOrThrow();
    const cancelled = await t.app.inject({ method: 'DELETE', url: `/api/bookings/booking/${bookingId}/delete`, headers: guest });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(await offerOf(t.app, roomId)).toEqual(FREE);
  });

  it('keeps an answer per guests: a quote over capacity is refused after one within it', async () => {
    const roomId = (await createRoom(t.database, { roomType: 'Single', maxAdults: 1, maxChildren: 0 })).id;
    const url = (adults: number) => `/api/rooms/${roomId}/quote?checkInDate=${STAY.checkInDate}&checkOutDate=${STAY.checkOutDate}&numOfAdults=${adults}`;
    expect((await t.app.inject({ method: 'GET', url: url(1) })).statusCode).toBe(200);
    const over = await t.app.inject({ method: 'GET', url: url(2) });
    expect(over.statusCode).toBe(422);
    expect(over.json<{ code: string }>().code).toBe('OVER_CAPACITY');
  });
});

describe('kept search and quote answers follow the file\u2019s data_version (sqlite)', () => {
  let t: TestApp;
  let file: string;

  beforeAll(async () => {
    t = await buildTestApp('sqlite');
    t.clock.set(TODAY);
    file = (await sql<{ file: string }>`select file from pragma_database_list where name = 'main'`.execute(t.database.db)).rows[0]!.file;
  });
  afterAll(async () => t?.close());

  it('answers a repeated search and quote without a query, and sees at once what another connection wrote', async () => {
    const second = await startSqliteInstance(file, t.clock);
    const script = new SqliteDatabase(file);
    try {
      const roomId = (await createRoom(t.database, { roomType: 'Suite' })).id;
      expect(await offerOf(second.app, roomId)).toEqual(FREE);
      expect(await queriesOfOffer(second.app, second.counter, roomId)).toBe(0);

      // Another instance books; a script cancels, imports an event, drops it, closes a night.
      const stay = await insertBooking(t.database, { roomId, ...STAY });
      expect(await offerOf(second.app, roomId)).toEqual(TAKEN);
      script.prepare(`update bookings set status = 'CANCELLED' where id = ?`).run(stay);
      expect(await offerOf(second.app, roomId)).toEqual(FREE);
      const feed = script.prepare(IMPORT_SQL.feed.replaceAll(/\$\d/g, '?')).run(roomId).lastInsertRowid;
      script.prepare(IMPORT_SQL.stay.replaceAll(/\$\d/g, '?')).run(feed, roomId);
      expect(await offerOf(second.app, roomId)).toEqual(TAKEN);
      script.prepare('delete from imported_stays where room_id = ?').run(roomId);
      expect(await offerOf(second.app, roomId)).toEqual(FREE);
      script
        .prepare(`insert into room_rates (room_id, weekday_prices, seasons, closures, updated_at) values (?, '{}', '[]', ?, '2027-03-01T00:00:00.000Z')`)
        .run(roomId, CLOSURE_JSON);
      expect(await offerOf(second.app, roomId)).toEqual(CLOSED);
    } finally {
      script.close();
      await second.close();
    }
  });
});

describe.runIf(process.env.TEST_DATABASE_URL)('kept search and quote answers follow PostgreSQL notifications (postgres)', () => {
  let t: TestApp;
  let schema: string;
  let script: pg.Client;

  beforeAll(async () => {
    t = await buildTestApp('postgres');
    t.clock.set(TODAY);
    schema = (await sql<{ schema: string }>`select current_schema() as schema`.execute(t.database.db)).rows[0]!.schema;
    await createAdmin(t.database);
    script = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL, options: `-c search_path=${schema},public` });
    await script.connect();
  });
  afterAll(async () => {
    await script?.end();
    await t?.close();
  });

  it('answers a repeated search and quote without a query once listening, and drops them on every change of stays or rates', async () => {
    const second = await startPostgresInstance(schema, t.clock, 'open');
    try {
      const roomId = (await createRoom(t.database, { roomType: 'Suite' })).id;
      await vi.waitFor(async () => expect(await queriesOfOffer(second.app, second.counter, roomId)).toBe(0), waitLong);
      /** Waits until the second instance offers `expected`, then checks it answers from memory again. */
      const secondOffers = async (expected: Awaited<ReturnType<typeof offerOf>>) => {
        await vi.waitFor(async () => expect(await offerOf(second.app, roomId)).toEqual(expected), waitLong);
        if (expected.quote === 200) expect(await queriesOfOffer(second.app, second.counter, roomId)).toBe(0);
      };
      expect(await offerOf(second.app, roomId)).toEqual(FREE);

      const stay = await insertBooking(t.database, { roomId, ...STAY });
      await secondOffers(TAKEN);
      await script.query(`update bookings set status = 'CANCELLED' where id = $1`, [stay]);
      await secondOffers(FREE);
      const feed = (await script.query<{ id: number }>(`${IMPORT_SQL.feed} returning id`, [roomId])).rows[0]!.id;
      await script.query(IMPORT_SQL.stay, [feed, roomId]);
      await secondOffers(TAKEN);
      await script.query('truncate imported_stays');
      await secondOffers(FREE);
      await script.query(`insert into room_rates (room_id, weekday_prices, seasons, closures, updated_at) values ($1, '{}', '[]', $2, '2027-03-01T00:00:00.000Z')`, [
        roomId,
        CLOSURE_JSON,
      ]);
      await secondOffers(CLOSED);
    } finally {
      await second.close();
    }
  });

  it('makes each answer anew while not listening (not yet, or after losing the connection)', async () => {
    const third = await startPostgresInstance(schema, t.clock, 'closed');
    try {
      const roomId = (await createRoom(t.database, { roomType: 'Attic' })).id;
      expect(await queriesOfOffer(third.app, third.counter, roomId)).toBeGreaterThan(0);
      expect(await queriesOfOffer(third.app, third.counter, roomId)).toBeGreaterThan(0);
      const stay = await insertBooking(t.database, { roomId, ...STAY });
      expect(await offerOf(third.app, roomId)).toEqual(TAKEN);

      third.gate.open();
      await vi.waitFor(async () => expect(await queriesOfOffer(third.app, third.counter, roomId)).toBe(0), waitLong);

      third.gate.close();
      const cut = await script.query('select pg_terminate_backend(pid) from pg_stat_activity where application_name = $1', [`${third.applicationName} (listening)`]);
      expect(cut.rowCount).toBeGreaterThan(0);
      await vi.waitFor(async () => expect(await queriesOfOffer(third.app, third.counter, roomId)).toBeGreaterThan(0), waitLong);
      await script.query(`update bookings set status = 'CANCELLED' where id = $1`, [stay]);
      expect(await offerOf(third.app, roomId)).toEqual(FREE);
    } finally {
      await third.close();
    }
  });
});
