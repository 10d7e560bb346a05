import SqliteDatabase from 'better-sqlite3';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '@hotel/booking-rules';
import { authHeader, createRoom, createUser } from './fixtures.js';
import { buildTestApp, testDialects, type TestApp } from './helper.js';

const TODAY = '2030-06-15';

/**
 * A booking that cannot get its lock within the bound (LOCK_WAIT_LIMIT_MS) answers 503 SERVICE_BUSY with
 * Retry-After — never a 500 — and books nothing. The lock is held by another transaction: on PostgreSQL
 * one that locked the room's row, on SQLite another connection holding the database's write lock (as
 * another server process would).
 */
describe.each(testDialects)('lock contention (%s)', (dialect) => {
  let t: TestApp;
  let headers: { authorization: string };
  let roomId: number;

  beforeAll(async () => {
    t = await buildTestApp(dialect);
    t.clock.set(new Date(`${TODAY}T12:00:00Z`));
    headers = await authHeader(t.app, await createUser(t.database));
    roomId = (await createRoom(t.database)).id;
  });
  afterAll(async () => t.close());

  const book = () =>
    t.app.inject({
      method: 'POST',
      url: `/api/bookings/room/${roomId}/booking`,
      headers,
      payload: { guestFullName: 'Ada Lovelace', checkInDate: addDays(TODAY, 5), checkOutDate: addDays(TODAY, 7), numOfAdults: 1, numOfChildren: 0 },
    });

  /** Runs `work` while another transaction holds the lock a booking of the room needs. */
  async function whileRoomLocked<T>(work: () => Promise<T>): Promise<T> {
    if (dialect === 'postgres') {
      return t.database.db.transaction().execute(async (trx) => {
        await sql`select id from rooms where id = ${roomId} for update`.execute(trx);
        return work();
      });
    }
    const { rows } = await sql<{ file: string }>`select file from pragma_database_list where name = 'main'`.execute(t.database.db);
    const otherProcess = new SqliteDatabase(rows[0]!.file);
    try {
      otherProcess.exec('begin immediate');
      return await work();
    } finally {
      otherProcess.exec('rollback');
      otherProcess.close();
    }
  }

  it('answers 503 SERVICE_BUSY with Retry-After while the lock is held, books nothing, and books once it is free', async () => {
    const busy = await whileRoomLocked(book);
    expect(busy.statusCode, busy.body).toBe(503);
    expect(busy.headers['retry-after']).toBe('1');
    expect(busy.json()).toEqual({
      code: 'SERVICE_BUSY',
      message: 'The hotel is busy with other requests for this right now. Please try again in a moment.',
    });
    expect(await t.database.db.selectFrom('bookings').select('id').execute()).toEqual([]);

    const retried = await book();
    expect(retried.statusCode, retried.body).toBe(201);
  });
});
