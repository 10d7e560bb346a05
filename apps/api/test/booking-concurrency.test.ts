import { setTimeout as sleep } from 'node:timers/promises';
import fc from 'fast-check';
import { sql } from 'kysely';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../src/db/connect.js';
import { addDays, rangesOverlap } from '@hotel/booking-rules';
import { isRoomBookedDuring } from '../src/modules/availability/availability.js';
import { bookRoom } from '../src/modules/bookings/bookings.service.js';
import { generateConfirmationCode } from '../src/modules/bookings/confirmation-code.js';
import { createRoom, createUser, authHeader, type TestUser } from './fixtures.js';
import { buildTestApp, queuedBookingMails, testDialects, type TestApp } from './helper.js';

/**
 * No double booking under concurrency (security checklist BK1, recipe R1): bursts of simultaneous
 * booking requests for one room, then an independent checker (a self-join over the bookings table)
 * that must find no two CONFIRMED stays of a room sharing a night. The last block shows the checker
 * and the burst have power: a naive check-then-insert does double-book, and the checker sees it.
 */

const TODAY = '2030-06-15';
const USERS = 50;
/** fast-check seed: set FC_SEED to replay a run. */
const SEED = Number(process.env.FC_SEED ?? Date.now() % 2_147_483_647);

type Stay = { checkInDate: string; checkOutDate: string };
const SAME_STAY: Stay = { checkInDate: addDays(TODAY, 10), checkOutDate: addDays(TODAY, 13) };

/** Pairs of CONFIRMED bookings of one room whose [check-in, check-out) ranges share a night. */
async function overlappingPairs(database: DatabaseHandle): Promise<Array<{ a: number; b: number }>> {
  const overlap =
    database.dialect === 'postgres'
      ? sql`daterange(a.check_in_date, a.check_out_date, '[)') && daterange(b.check_in_date, b.check_out_date, '[)')`
      : sql`a.check_in_date < b.check_out_date and b.check_in_date < a.check_out_date`;
  const { rows } = await sql<{ a: number; b: number }>`
    select a.id as a, b.id as b
    from bookings a join bookings b on a.room_id = b.room_id and a.id < b.id and ${overlap}
    where a.status = 'CONFIRMED' and b.status = 'CONFIRMED'
  `.execute(database.db);
  return rows;
}

async function confirmedRowsOfRoom(database: DatabaseHandle, roomId: number) {
  return database.db
    .selectFrom('bookings')
    .selectAll()
    .where('roomId', '=', roomId)
    .where('status', '=', 'CONFIRMED')
    .execute();
}

async function startApp(dialect: TestApp['database']['dialect']) {
  // The bursts come from one client address; lift the global per-IP limit for them.
  const t = await buildTestApp(dialect, { globalRateLimitPerMinute: 1_000_000 });
  t.clock.set(new Date(`${TODAY}T08:00:00Z`));
  const users: TestUser[] = [];
  for (let i = 0; i < USERS; i += 1) users.push(await createUser(t.database));
  const headers = await Promise.all(users.map((user) => authHeader(t.app, user)));
  return { t, users, headers };
}

/**
 * 50 simultaneous calls of the booking service for one stay, with a pause between its overlap check
 * and its insert: in-process requests rarely interleave exactly there, so this widens the window.
 */
async function widenedServiceBurst(database: DatabaseHandle, users: TestUser[], roomId: number) {
  const results = await Promise.allSettled(
    users.map((user) =>
      bookRoom(
        database,
        queuedBookingMails(database),
        {
          roomId,
          guest: user,
          request: { guestFullName: 'Guest', ...SAME_STAY, numOfAdults: 1, numOfChildren: 0 },
          today: TODAY,
          now: new Date(`${TODAY}T08:00:00Z`),
        },
        { beforeInsert: () => sleep(5) },
      ),
    ),
  );
  const refusals = results.flatMap((result) => (result.status === 'rejected' ? [(result.reason as { code?: string }).code] : []));
  return { created: results.filter((result) => result.status === 'fulfilled').length, refusals };
}

describe.each(testDialects)('booking concurrency (%s)', (dialect) => {
  let t: TestApp;
  let users: TestUser[];
  let headers: Array<{ authorization: string }>;

  beforeAll(async () => {
    ({ t, users, headers } = await startApp(dialect));
  });
  afterAll(async () => t.close());

  /** Fires all requests at once, request i as user i (mod 50). */
  async function burst(roomId: number, stays: Stay[]) {
    return Promise.all(
      stays.map((stay, i) =>
        t.app.inject({
          method: 'POST',
          url: `/api/bookings/room/${roomId}/booking`,
          headers: headers[i % USERS],
          payload: { guestFullName: `Guest ${i}`, ...stay, numOfAdults: 1, numOfChildren: 0 },
        }),
      ),
    );
  }

  it.each([
    ['the same stay', (_i: number): Stay => ({ checkInDate: addDays(TODAY, 10), checkOutDate: addDays(TODAY, 13) })],
    [
      'different stays that all share one night',
      (i: number): Stay => ({ checkInDate: addDays(TODAY, 10 + (i % 5)), checkOutDate: addDays(TODAY, 15 + (i % 3)) }),
    ],
  ])('50 simultaneous requests for one room and %s: exactly one 201, 49 × 409, no 5xx', async (_label, stayOf) => {
    const room = await createRoom(t.database);
    const responses = await burst(room.id, Array.from({ length: USERS }, (_, i) => stayOf(i)));

    const statuses = responses.map((response) => response.statusCode);
    expect(statuses.filter((status) => status >= 500)).toEqual([]);
    expect(statuses.filter((status) => status === 201)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(USERS - 1);
    for (const response of responses.filter((r) => r.statusCode === 409)) {
      expect(response.json().code).toBe('ROOM_UNAVAILABLE');
    }

    const rows = await confirmedRowsOfRoom(t.database, room.id);
    expect(rows).toHaveLength(1);
    const winner = responses.find((response) => response.statusCode === 201)!;
    expect(rows[0]?.confirmationCode).toBe(winner.json().bookingConfirmationCode);
    expect(await overlappingPairs(t.database)).toEqual([]);
  });

  it('the booking service with a widened race window (5 ms between check and insert): exactly one of 50 succeeds', async () => {
    const room = await createRoom(t.database);
    const { created, refusals } = await widenedServiceBurst(t.database, users, room.id);
    expect(created).toBe(1);
    expect(refusals).toEqual(Array.from({ length: USERS - 1 }, () => 'ROOM_UNAVAILABLE'));
    expect(await confirmedRowsOfRoom(t.database, room.id)).toHaveLength(1);
    expect(await overlappingPairs(t.database)).toEqual([]);
  });

  it(`random overlapping stays (fast-check, 50 runs, seed ${SEED}): accepted stays never overlap, every 201 is one row`, async () => {
    const stayArbitrary = fc
      .record({ offset: fc.integer({ min: 0, max: 20 }), nights: fc.integer({ min: 1, max: 6 }) })
      .map(({ offset, nights }): Stay => ({ checkInDate: addDays(TODAY, offset), checkOutDate: addDays(TODAY, offset + nights) }));

    await fc.assert(
      fc.asyncProperty(fc.array(stayArbitrary, { minLength: 5, maxLength: 40, size: 'max' }), async (stays) => {
        const room = await createRoom(t.database);
        const responses = await burst(room.id, stays);

        // 1. Only 201 or 409, never a 5xx.
        for (const response of responses) expect([201, 409]).toContain(response.statusCode);
        const accepted = stays.filter((_, i) => responses[i]?.statusCode === 201);
        const refused = stays.filter((_, i) => responses[i]?.statusCode === 409);
        // 2. The accepted stays are pairwise disjoint.
        accepted.forEach((a, i) =>
          accepted.slice(i + 1).forEach((b) => expect(rangesOverlap({ startDate: a.checkInDate, endDate: a.checkOutDate }, { startDate: b.checkInDate, endDate: b.checkOutDate })).toBe(false)),
        );
        // 3. Nothing was refused without reason: each refused stay overlaps an accepted one.
        for (const stay of refused) {
          expect(accepted.some((a) => rangesOverlap({ startDate: a.checkInDate, endDate: a.checkOutDate }, { startDate: stay.checkInDate, endDate: stay.checkOutDate }))).toBe(true);
        }
        // 4. Every acknowledged booking is a row, and there are no other rows.
        const rows = await confirmedRowsOfRoom(t.database, room.id);
        expect(rows).toHaveLength(accepted.length);
        const codes = responses.filter((r) => r.statusCode === 201).map((r) => r.json().bookingConfirmationCode as string);
        expect(rows.map((row) => row.confirmationCode).sort()).toEqual(codes.sort());
        // 5. The database-wide checker agrees.
        expect(await overlappingPairs(t.database)).toEqual([]);
      }),
      // Each run is a burst against the database: report the first failure (with its seed) instead of shrinking for minutes.
      { numRuns: 50, seed: SEED, endOnFailure: true },
    );
    // ≈950 requests per database: a busy 2-core machine needs more than the suite's 30 s default.
  }, 180_000);
});

/**
 * The check-then-insert of the service without its transaction and lock, written only here.
 * `pause` runs between the check and the insert, to widen the race window.
 */
async function naiveBook(database: DatabaseHandle, roomId: number, stay: Stay, pause: () => Promise<unknown>) {
  if (await isRoomBookedDuring(database.db, roomId, stay)) return 'refused' as const;
  await pause();
  await database.db
    .insertInto('bookings')
    .values({
      roomId,
      userId: null,
      confirmationCode: generateConfirmationCode(),
      ...stay,
      guestName: 'Naive',
      guestEmail: 'naive@example.test',
      totalPriceCents: 0,
      numOfAdults: 1,
      numOfChildren: 0,
      status: 'CONFIRMED',
      createdAt: new Date().toISOString(),
      cancelledAt: null,
    })
    .execute();
  return 'inserted' as const;
}

/** Runs the naive path USERS times at once; a database refusal is recorded, not thrown. */
async function naiveBurst(database: DatabaseHandle, roomId: number, pause: () => Promise<unknown>) {
  return Promise.all(
    Array.from({ length: USERS }, () =>
      naiveBook(database, roomId, SAME_STAY, pause).catch((error: { code?: string }) => `error ${error.code ?? '?'}`),
    ),
  );
}

describe.each(testDialects)('the concurrency test has power (%s)', (dialect) => {
  let t: TestApp | undefined;
  afterEach(async () => {
    await t?.close();
    t = undefined;
  });

  it('the overlap checker reports two CONFIRMED stays of a room that share a night, and nothing else', async () => {
    t = await buildTestApp(dialect);
    // Give the checker something to find: on PostgreSQL the exclusion constraint must go first.
    if (dialect === 'postgres') await sql`alter table bookings drop constraint bookings_no_overlapping_stays`.execute(t.database.db);
    const room = await createRoom(t.database);
    const otherRoom = await createRoom(t.database);
    const stays: Array<[number, Stay, 'CONFIRMED' | 'CANCELLED']> = [
      [room.id, { checkInDate: addDays(TODAY, 1), checkOutDate: addDays(TODAY, 3) }, 'CONFIRMED'],
      [room.id, { checkInDate: addDays(TODAY, 3), checkOutDate: addDays(TODAY, 5) }, 'CONFIRMED'], // back to back: fine
      [room.id, { checkInDate: addDays(TODAY, 2), checkOutDate: addDays(TODAY, 3) }, 'CANCELLED'], // cancelled: fine
      [otherRoom.id, { checkInDate: addDays(TODAY, 1), checkOutDate: addDays(TODAY, 3) }, 'CONFIRMED'], // other room: fine
    ];
    for (const [roomId, stay, status] of stays) {
      await naiveBook(t.database, roomId, stay, async () => {});
      if (status === 'CANCELLED') {
        await t.database.db.updateTable('bookings').set({ status }).where('roomId', '=', roomId).where('checkInDate', '=', stay.checkInDate).execute();
      }
    }
    expect(await overlappingPairs(t.database)).toEqual([]);
    // One shared night (the 4th) with the second stay: a double booking.
    await t.database.db
      .insertInto('bookings')
      .values({
        roomId: room.id,
        userId: null,
        confirmationCode: generateConfirmationCode(),
        checkInDate: addDays(TODAY, 4),
        checkOutDate: addDays(TODAY, 6),
        guestName: 'Double',
        guestEmail: 'double@example.test',
        totalPriceCents: 0,
        numOfAdults: 1,
        numOfChildren: 0,
        status: 'CONFIRMED',
        createdAt: new Date().toISOString(),
        cancelledAt: null,
      })
      .execute();
    expect(await overlappingPairs(t.database)).toHaveLength(1);
  });

  it('a naive check-then-insert (no transaction, no lock), run as the same burst, races: more than one request passes the check', async () => {
    t = await buildTestApp(dialect);
    const room = await createRoom(t.database);
    // SQLite: the checks of the whole burst run before any insert. PostgreSQL: a 50 ms pause between check and insert.
    const pause = dialect === 'postgres' ? () => sql`select pg_sleep(0.05)`.execute(t!.database.db) : async () => {};
    const outcomes = await naiveBurst(t.database, room.id, pause);
    const passedCheck = outcomes.filter((outcome) => outcome !== 'refused');
    expect(passedCheck.length).toBeGreaterThan(1);
    const rows = await confirmedRowsOfRoom(t.database, room.id);
    if (dialect === 'sqlite') {
      // Nothing below the service stops it on SQLite: a double booking, and the checker sees it.
      expect(rows.length).toBeGreaterThan(1);
      expect((await overlappingPairs(t.database)).length).toBeGreaterThan(0);
    } else {
      // PostgreSQL's exclusion constraint refuses all but one insert with SQLSTATE 23P01.
      expect(rows).toHaveLength(1);
      expect(outcomes.filter((outcome) => outcome === 'inserted')).toHaveLength(1);
      expect(passedCheck.filter((outcome) => outcome !== 'inserted').every((outcome) => outcome === 'error 23P01')).toBe(true);
      expect(await overlappingPairs(t.database)).toEqual([]);
    }
  });
});

describe.each(testDialects.filter((dialect) => dialect === 'postgres'))('PostgreSQL without the exclusion constraint (%s)', (dialect) => {
  let t: TestApp;
  let users: TestUser[];
  let headers: Array<{ authorization: string }>;
  beforeAll(async () => {
    ({ t, users, headers } = await startApp(dialect));
    await sql`alter table bookings drop constraint bookings_no_overlapping_stays`.execute(t.database.db);
  });
  afterAll(async () => t.close());

  it('the naive burst double-books, and the checker reports it (negative control)', async () => {
    const room = await createRoom(t.database);
    const outcomes = await naiveBurst(t.database, room.id, () => sql`select pg_sleep(0.05)`.execute(t.database.db));
    expect(outcomes.filter((outcome) => outcome === 'inserted').length).toBeGreaterThan(1);
    expect((await overlappingPairs(t.database)).length).toBeGreaterThan(0);
  });

  it("the service's row lock alone still lets exactly one of 50 simultaneous requests through", async () => {
    const room = await createRoom(t.database);
    const responses = await Promise.all(
      headers.map((header, i) =>
        t.app.inject({
          method: 'POST',
          url: `/api/bookings/room/${room.id}/booking`,
          headers: header,
          payload: { guestFullName: `Guest ${i}`, ...SAME_STAY, numOfAdults: 1, numOfChildren: 0 },
        }),
      ),
    );
    const statuses = responses.map((response) => response.statusCode);
    expect(statuses.filter((status) => status === 201)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(USERS - 1);
    expect(await confirmedRowsOfRoom(t.database, room.id)).toHaveLength(1);
  });

  it("the service's row lock alone holds even with a widened race window", async () => {
    const room = await createRoom(t.database);
    const { created, refusals } = await widenedServiceBurst(t.database, users, room.id);
    expect(created).toBe(1);
    expect(refusals).toEqual(Array.from({ length: USERS - 1 }, () => 'ROOM_UNAVAILABLE'));
    expect(await confirmedRowsOfRoom(t.database, room.id)).toHaveLength(1);
  });
});
