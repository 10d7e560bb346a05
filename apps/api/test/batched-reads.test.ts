import { sql, type KyselyPlugin, type PluginTransformResultArgs, type QueryResult, type UnknownRow } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_KEYS_PER_BATCH } from '../src/db/batched-reads.js';
import type { DatabaseHandle } from '../src/db/connect.js';
import { addDays } from '@hotel/booking-rules';
import { findBookingByConfirmationCode } from '../src/modules/bookings/bookings.repository.js';
import { generateConfirmationCode } from '../src/modules/bookings/confirmation-code.js';
import { createRoom, createUser } from './fixtures.js';
import { buildTestApp, testDialects, type TestApp } from './helper.js';

/** Counts the queries a handle runs and the rows they return (Kysely passes every result through its plugins). */
class QueryCounter implements KyselyPlugin {
  queries = 0;
  rows = 0;
  transformQuery: KyselyPlugin['transformQuery'] = (args) => args.node;
  async transformResult(args: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    this.queries += 1;
    this.rows += args.result.rows.length;
    return args.result;
  }
}

/** Every lookup gets its own client address, so the per-IP limit of the code routes never interferes. */
let ipCounter = 0;
function freshIp(): string {
  ipCounter += 1;
  return `10.2.${Math.floor(ipCounter / 250)}.${(ipCounter % 250) + 1}`;
}

const BOOKINGS = 12;

describe.each(testDialects)('lookups by code, batched on PostgreSQL (%s)', (dialect) => {
  let t: TestApp;
  /** The codes of the bookings, in the order of their guests' names (`Guest 0`, `Guest 1`…). */
  const codes: string[] = [];

  beforeAll(async () => {
    t = await buildTestApp(dialect);
    const user = await createUser(t.database);
    const room = await createRoom(t.database);
    for (let index = 0; index < BOOKINGS; index += 1) codes.push(generateConfirmationCode());
    await t.database.db
      .insertInto('bookings')
      .values(
        codes.map((confirmationCode, index) => ({
          roomId: room.id,
          userId: user.id,
          confirmationCode,
          checkInDate: addDays('2030-01-01', index * 3),
          checkOutDate: addDays('2030-01-01', index * 3 + 2),
          guestName: `Guest ${index}`,
          guestEmail: user.email,
          numOfAdults: 1,
          numOfChildren: 0,
          totalPriceCents: 24_000,
          status: 'CONFIRMED' as const,
          createdAt: new Date().toISOString(),
          cancelledAt: null,
        })),
      )
      .execute();
  });
  afterAll(async () => t?.close());

  const lookup = (code: string) => t.app.inject({ method: 'GET', url: `/api/bookings/confirmation/${code}`, remoteAddress: freshIp() });
  const unknownCode = (index: number) => `ZZZZ${String(index).padStart(12, '0')}`;

  it('answers lookups sent together each with its own booking: different codes, the same code twice, unknown codes', async () => {
    const asked = [...codes, codes[3]!, codes[3]!.toLowerCase(), codes[7]!, unknownCode(1), unknownCode(1), unknownCode(2)];
    const responses = await Promise.all(asked.map(lookup));
    responses.forEach((response, index) => {
      const code = asked[index]!.toUpperCase();
      const booked = codes.indexOf(code);
      if (booked >= 0) {
        expect(response.statusCode, code).toBe(200);
        expect(response.json(), code).toMatchObject({ bookingConfirmationCode: code, guestName: `Guest ${booked}`, status: 'CONFIRMED' });
      } else {
        expect(response.statusCode, code).toBe(404);
        expect(response.json()).toEqual({ code: 'BOOKING_NOT_FOUND', message: `No booking found with booking code :${code}` });
      }
    });
  });

  it(`reads the codes asked for in one turn with one query on PostgreSQL (${MAX_KEYS_PER_BATCH} codes at most), each alone on SQLite`, async () => {
    const counter = new QueryCounter();
    const counted: DatabaseHandle = { ...t.database, db: t.database.db.withPlugin(counter) };
    // 250 distinct codes, the booked ones twice: batches of 100, 100 and 50 codes on PostgreSQL.
    const unknown = Array.from({ length: 250 - BOOKINGS }, (_, index) => unknownCode(index));
    const asked = [...codes, ...codes, ...unknown];
    const found = await Promise.all(asked.map((code) => findBookingByConfirmationCode(counted, code)));
    expect(found.map((booking) => booking?.confirmationCode)).toEqual([...codes, ...codes, ...unknown.map(() => undefined)]);
    expect(found.slice(0, BOOKINGS).map((booking) => booking?.guestName)).toEqual(codes.map((_, index) => `Guest ${index}`));
    expect(counter.queries).toBe(dialect === 'postgres' ? 3 : asked.length);
    expect(counter.rows).toBe(dialect === 'postgres' ? BOOKINGS : 2 * BOOKINGS);
    // The next turn's lookups go out in a query of their own.
    await Promise.all([findBookingByConfirmationCode(counted, codes[0]!), findBookingByConfirmationCode(counted, codes[1]!)]);
    expect(counter.queries).toBe(dialect === 'postgres' ? 4 : asked.length + 2);
  });

  it('a lookup after its client cancelled the booking sees CANCELLED, alone or together with others', async () => {
    const code = codes[5]!;
    const { id } = (await lookup(code)).json<{ id: number }>();
    const cancelled = await t.app.inject({ method: 'DELETE', url: `/api/bookings/booking/${id}/delete?confirmationCode=${code}`, remoteAddress: freshIp() });
    expect(cancelled.statusCode).toBe(200);
    expect((await lookup(code)).json().status).toBe('CANCELLED');
    const together = await Promise.all([lookup(codes[4]!), lookup(code), lookup(codes[6]!), lookup(code)]);
    expect(together.map((response) => response.json().status)).toEqual(['CONFIRMED', 'CANCELLED', 'CONFIRMED', 'CANCELLED']);
  });

  it('a failing query fails every lookup of its batch with the same error, answered as a 500 without internals', async () => {
    await sql`alter table bookings rename to bookings_moved_away`.execute(t.database.db);
    try {
      const outcomes = await Promise.allSettled(codes.slice(0, 4).map((code) => findBookingByConfirmationCode(t.database, code)));
      const reasons = outcomes.map((outcome) => (outcome.status === 'rejected' ? outcome.reason : 'answered'));
      expect(reasons.every((reason) => reason instanceof Error)).toBe(true);
      expect(new Set(reasons).size).toBe(dialect === 'postgres' ? 1 : 4);

      const responses = await Promise.all([...codes.slice(0, 4), unknownCode(3)].map(lookup));
      for (const response of responses) {
        expect(response.statusCode).toBe(500);
        expect(response.json()).toEqual({ code: 'INTERNAL', message: 'Something went wrong on our side. Please try again later.' });
      }
    } finally {
      await sql`alter table bookings_moved_away rename to bookings`.execute(t.database.db);
    }
    // Nothing of the failed batch stays behind.
    expect((await lookup(codes[0]!)).json().guestName).toBe('Guest 0');
  });
});
