import type { LightMyRequestResponse } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.js';
import { connectDatabase, type DatabaseHandle } from '../src/db/connect.js';
import { addDays } from '@hotel/booking-rules';
import { authHeader, createRoom, createUser, type TestUser } from './fixtures.js';
import { createTestClock, createTestMailer, testConfig } from './helper.js';
import { waitUntil } from './support/free-port.js';
import { startPrivatePostgres, type PrivatePostgres } from './support/private-postgres.js';

/**
 * Fault test 4: the app's own PostgreSQL cluster is stopped (`pg_ctl stop -m fast`, as a routine restart does)
 * and started again while bookings keep arriving. The app answers 503 DATABASE_UNAVAILABLE with Retry-After
 * while it is down, serves normally again by itself once it is back, and no booking is lost or made twice.
 */
const TODAY = '2030-06-15';
const ROOMS = 8;

type Attempt = { key: string; roomId: number; body: Record<string, unknown>; answer?: LightMyRequestResponse };

describe('PostgreSQL stopped and started during a stream of bookings', () => {
  let cluster: PrivatePostgres;
  let database: DatabaseHandle;
  let app: Awaited<ReturnType<typeof buildApp>>;
  let guest: TestUser;
  let roomIds: number[];

  beforeAll(async () => {
    cluster = await startPrivatePostgres();
    database = connectDatabase(cluster.url, { maxConnections: 5 });
    app = await buildApp({ config: testConfig(), database, mailer: createTestMailer(), clock: createTestClock(new Date(`${TODAY}T12:00:00Z`)), logger: false });
    await app.ready();
    guest = await createUser(database);
    roomIds = [];
    for (let index = 0; index < ROOMS; index += 1) roomIds.push((await createRoom(database)).id);
  }, 120_000);
  afterAll(async () => {
    await app?.close();
    await database?.db.destroy();
    await cluster?.destroy();
  }, 60_000);

  /** The n-th booking of the stream: its own key, room and nights, so none conflicts with another. */
  const attemptNumber = (n: number): Attempt => {
    const checkIn = addDays(TODAY, 1 + Math.floor(n / ROOMS) * 3);
    return {
      key: `outage-${n}`,
      roomId: roomIds[n % ROOMS]!,
      body: { guestFullName: `Guest ${n}`, checkInDate: checkIn, checkOutDate: addDays(checkIn, 2), numOfAdults: 1, numOfChildren: 0 },
    };
  };
  const send = async (attempt: Attempt, headers: Record<string, string>) =>
    app.inject({
      method: 'POST',
      url: `/api/bookings/room/${attempt.roomId}/booking`,
      headers: { ...headers, 'idempotency-key': attempt.key },
      payload: attempt.body,
    });

  it('answers 503 with Retry-After while it is down, recovers without a restart, and keeps every booking once', async () => {
    const headers = await authHeader(app, guest);
    const attempts: Attempt[] = [];
    const unexpected: string[] = [];
    let stopped = false;
    let stopStream = false;
    const answersAfter = (from: number, status: number) => attempts.slice(from).filter((attempt) => attempt.answer?.statusCode === status).length;

    const stream = (async () => {
      for (let n = 0; !stopStream; n += 1) {
        const attempt = attemptNumber(n);
        attempts.push(attempt);
        attempt.answer = await send(attempt, headers);
        const { statusCode } = attempt.answer;
        if (statusCode === 503) {
          expect(attempt.answer.json()).toEqual({ code: 'DATABASE_UNAVAILABLE', message: expect.any(String) });
          expect(Number(attempt.answer.headers['retry-after'])).toBeGreaterThan(0);
        } else if (statusCode !== 201) {
          unexpected.push(`${statusCode} ${attempt.answer.body}`);
        }
        if (statusCode === 201 && stopped) unexpected.push('201 while the database was stopped');
      }
    })();

    await waitUntil('5 bookings before the stop', async () => answersAfter(0, 201) >= 5);
    const stopAt = attempts.length;
    await cluster.stop();
    stopped = true;
    await waitUntil('3 answers of 503 while stopped', async () => answersAfter(stopAt, 503) >= 3);
    const ready = await app.inject({ method: 'GET', url: '/api/ready' });
    expect(ready.statusCode).toBe(503);
    expect(ready.json().code).toBe('DATABASE_UNAVAILABLE');
    expect((await app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);

    stopped = false;
    await cluster.start();
    const backAt = Date.now();
    const restartAt = attempts.length;
    await waitUntil('a booking after the database is back', async () => answersAfter(restartAt, 201) >= 1, { attempts: 100, intervalMs: 50 });
    expect(Date.now() - backAt).toBeLessThan(5_000);
    await waitUntil('5 bookings after the restart', async () => answersAfter(restartAt, 201) >= 5);
    stopStream = true;
    await stream;
    expect(unexpected).toEqual([]);
    expect((await app.inject({ method: 'GET', url: '/api/ready' })).statusCode).toBe(200);

    // Each request that got 503 is sent again with its key: it books now, or answers what it booked then.
    for (const attempt of attempts.filter((each) => each.answer?.statusCode === 503)) {
      attempt.answer = await send(attempt, headers);
      expect(attempt.answer.statusCode, attempt.answer.body).toBe(201);
    }
    const codes = attempts.map((attempt) => attempt.answer!.json().bookingConfirmationCode as string);
    expect(new Set(codes).size).toBe(attempts.length);
    const stored = await database.db.selectFrom('bookings').select(['confirmationCode', 'roomId', 'checkInDate']).execute();
    expect(stored).toHaveLength(attempts.length);
    expect(new Set(stored.map((booking) => booking.confirmationCode))).toEqual(new Set(codes));
    for (const attempt of attempts) {
      const booking = stored.find((row) => row.confirmationCode === attempt.answer!.json().bookingConfirmationCode);
      expect(booking).toMatchObject({ roomId: attempt.roomId, checkInDate: attempt.body.checkInDate });
    }
  }, 120_000);

  it('listens for room changes again after the restart', async () => {
    const client = new pg.Client({ connectionString: cluster.url });
    await client.connect();
    try {
      await waitUntil('the listeners back on the restarted cluster', async () => {
        const { rows } = await client.query("select 1 from pg_stat_activity where application_name like '%(listening)'");
        // One per channel the server listens on: rooms_version and calendar_feeds.
        return rows.length === 2;
      });
      // A change written by another process reaches the room list through the announcement.
      await client.query('update rooms set room_price_cents = 54321 where id = $1', [roomIds[0]]);
      await waitUntil('the changed price in the room list', async () => {
        const rooms = (await app.inject({ method: 'GET', url: '/api/rooms/all-rooms' })).json() as Array<{ id: number; roomPrice: number }>;
        return rooms.find((room) => room.id === roomIds[0])?.roomPrice === 543.21;
      });
    } finally {
      await client.end();
    }
  }, 60_000);
});
