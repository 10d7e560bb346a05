import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { DatabaseHandle } from '../src/db/connect.js';
import { withWriteTransaction } from '../src/db/transaction.js';
import { authHeader, createAdmin, createRoom } from './fixtures.js';
import { buildTestApp, testDialects, type TestApp } from './helper.js';
import { insertBooking } from './rooms-helpers.js';
import { startPostgresInstance, type QueryCounter } from './support/instances.js';

/**
 * A process counts its own writes into the keys of what it keeps (the room catalogue, each room's feed, search and
 * quote answers), so it sees them on its very next answer, before the database's announcement arrives. Those writes
 * must count once their transaction has committed: counted at the statement, a read made meanwhile (on another
 * connection, which still sees the old rows) would be kept under the new key, and served until the announcement came.
 * Only PostgreSQL reads beside an open write transaction: SQLite's one connection waits for it to end.
 */

const waitLong = { timeout: 20_000, interval: 25 };
const STAY = { checkInDate: '2027-04-01', checkOutDate: '2027-04-03' };

/** What `app` answers about `roomId`: its feed's events and name, the quote for STAY, and its type in all-rooms. */
async function seenBy(app: FastifyInstance, roomId: number, token: string) {
  const feed = await app.inject({ method: 'GET', url: `/api/rooms/${roomId}/calendar.ics?token=${token}` });
  expect(feed.statusCode, feed.body).toBe(200);
  const quote = await app.inject({ method: 'GET', url: `/api/rooms/${roomId}/quote?checkInDate=${STAY.checkInDate}&checkOutDate=${STAY.checkOutDate}&numOfAdults=1` });
  expect(quote.statusCode, quote.body).toBe(200);
  const rooms = await app.inject({ method: 'GET', url: '/api/rooms/all-rooms' });
  expect(rooms.statusCode, rooms.body).toBe(200);
  return {
    feedEvents: feed.body.match(/^DTSTART;VALUE=DATE:\d+/gm) ?? [],
    feedName: /X-WR-CALNAME:(.*)\r\n/.exec(feed.body)?.[1] ?? '',
    available: quote.json<{ available: boolean }>().available,
    roomType: rooms.json<Array<{ id: number; roomType: string }>>().find((room) => room.id === roomId)?.roomType,
  };
}

/** The queries `seenBy` sent. */
async function queriesOf(app: FastifyInstance, counter: QueryCounter, roomId: number, token: string) {
  const before = counter.queries;
  await seenBy(app, roomId, token);
  return counter.queries - before;
}

describe.each(testDialects)('a write transaction counts its writes once it has ended (%s)', (dialect) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await buildTestApp(dialect);
  });
  afterAll(async () => t?.close());

  it('counts them after its commit or rollback, not at each statement; a write it left running counts at once', async () => {
    const { writes } = t.database;
    const roomId = (await createRoom(t.database, { roomType: 'Suite' })).id;
    const rename = (db: DatabaseHandle['db'], roomType: string) => db.updateTable('rooms').set({ roomType }).where('id', '=', roomId).execute();
    const start = writes.count('rooms');

    let during: number | undefined;
    let startLater!: () => void;
    const later = new Promise<void>((resolve) => (startLater = resolve));
    let leftRunning: Promise<unknown> | undefined;
    await withWriteTransaction(t.database, async (trx) => {
      await rename(trx, 'Loft');
      await rename(trx, 'Attic');
      during = writes.count('rooms');
      // Started inside, written after the transaction has ended (on SQLite it waits for the one connection anyway).
      leftRunning = later.then(() => rename(t.database.db, 'Cellar'));
    });
    expect(during).toBe(start);
    expect(writes.count('rooms')).toBe(start + 1);

    startLater();
    await leftRunning;
    expect(writes.count('rooms')).toBe(start + 2);

    await expect(
      withWriteTransaction(t.database, async (trx) => {
        await rename(trx, 'Vault');
        throw new Error('given up');
      }),
    ).rejects.toThrow('given up');
    expect(writes.count('rooms')).toBe(start + 3);
    expect((await t.database.db.selectFrom('rooms').select('roomType').where('id', '=', roomId).executeTakeFirstOrThrow()).roomType).toBe('Cellar');
  });
});

describe.runIf(process.env.TEST_DATABASE_URL)("kept answers and this process's own write transactions (postgres)", () => {
  let t: TestApp;
  let schema: string;
  let admin: { authorization: string };

  beforeAll(async () => {
    t = await buildTestApp('postgres');
    t.clock.set(new Date('2027-03-10T12:00:00Z'));
    schema = (await sql<{ schema: string }>`select current_schema() as schema`.execute(t.database.db)).rows[0]!.schema;
    admin = await authHeader(t.app, await createAdmin(t.database));
  });
  afterAll(async () => t?.close());

  it('keeps no answer read during its write transaction past the commit, before any announcement arrives', async () => {
    const second = await startPostgresInstance(schema, t.clock, 'open');
    try {
      const roomId = (await createRoom(t.database, { roomType: 'Suite' })).id;
      const sync = await t.app.inject({ method: 'GET', url: `/api/admin/rooms/${roomId}/calendar-sync`, headers: admin });
      const token = new URL(sync.json<{ exportUrl: string }>().exportUrl).searchParams.get('token')!;
      // Listening, with the feed, the quote and the catalogue kept.
      await vi.waitFor(async () => expect(await queriesOf(second.app, second.counter, roomId, token)).toBe(0), waitLong);
      const before = { feedEvents: [], feedName: `Suite (room ${roomId})`, available: true, roomType: 'Suite' };
      expect(await seenBy(second.app, roomId, token)).toEqual(before);

      second.notifications.hold();
      await withWriteTransaction(second.database, async (trx) => {
        const inTransaction: DatabaseHandle = { ...second.database, db: trx };
        await insertBooking(inTransaction, { roomId, ...STAY });
        await trx.updateTable('rooms').set({ roomType: 'Loft' }).where('id', '=', roomId).execute();
        // Not committed: every other connection still reads the room as it was.
        expect(await seenBy(second.app, roomId, token)).toEqual(before);
      });
      // Committed, and no announcement delivered yet: this process's own count alone must make it read again.
      expect(await seenBy(second.app, roomId, token)).toEqual({ feedEvents: ['DTSTART;VALUE=DATE:20270401'], feedName: `Loft (room ${roomId})`, available: false, roomType: 'Loft' });
    } finally {
      second.notifications.release();
      await second.close();
    }
  });
});
