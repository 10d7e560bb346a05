import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { addDays, nightsBetween } from '@hotel/booking-rules';
import { findBlockedRoomIds } from '../src/modules/availability/availability.js';
import { createRoom } from './fixtures.js';
import { buildTestApp, testDialects, type TestApp } from './helper.js';
import { insertBooking } from './rooms-helpers.js';

/**
 * Search reads only the stays that begin at most the longest stay ever booked before the requested check-in
 * (`longest_stay`, kept by database triggers). These tests check that the kept length follows what is written,
 * and that search still finds every blocking stay, however long, as the plain overlap rule does.
 */

/** A small deterministic generator (mulberry32), so a failing case can be replayed. */
function randomNumbers(seed: number) {
  let state = seed;
  return (below: number) => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return Math.floor((((t ^ (t >>> 14)) >>> 0) / 4_294_967_296) * below);
  };
}

describe.each(testDialects)('search bounded by the longest stay (%s)', (dialect) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await buildTestApp(dialect);
    t.clock.set(new Date('2027-03-10T12:00:00Z'));
  });
  afterAll(async () => t.close());
  beforeEach(async () => {
    await t.database.db.deleteFrom('bookings').execute();
    await t.database.db.deleteFrom('rooms').execute();
  });

  const longestStay = async () => (await t.database.db.selectFrom('longestStay').select('nights').executeTakeFirstOrThrow()).nights;

  async function availableIds(checkInDate: string, checkOutDate: string): Promise<number[]> {
    const response = await t.app.inject({ method: 'GET', url: '/api/rooms/available-rooms', query: { checkInDate, checkOutDate } });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<Array<{ id: number }>>().map((room) => room.id);
  }

  it('hides a room whose 200-night stay began long before the requested dates', async () => {
    const longStayRoom = (await createRoom(t.database)).id;
    const otherRoom = (await createRoom(t.database)).id;
    await insertBooking(t.database, { roomId: longStayRoom, checkInDate: '2027-03-10', checkOutDate: addDays('2027-03-10', 200) });
    await insertBooking(t.database, { roomId: otherRoom, checkInDate: '2027-06-01', checkOutDate: '2027-06-03' });

    expect(await availableIds('2027-09-20', '2027-09-23')).toEqual([otherRoom]);
    // Its last night, and the morning it ends.
    expect(await availableIds('2027-09-25', '2027-09-26')).toEqual([otherRoom]);
    expect(await availableIds('2027-09-26', '2027-09-27')).toEqual([longStayRoom, otherRoom]);
  });

  it('keeps the longest stay ever written: it grows on insert and on a change of dates, and never shrinks', async () => {
    const roomId = (await createRoom(t.database)).id;
    const otherRoomId = (await createRoom(t.database)).id;
    const { db } = t.database;
    // What earlier tests wrote stays counted (it never shrinks), so lengths here are above it.
    const start = await longestStay();

    const first = await insertBooking(t.database, { roomId, checkInDate: '2027-04-01', checkOutDate: addDays('2027-04-01', start + 3) });
    expect(await longestStay()).toBe(start + 3);
    // A cancelled stay counts too: the kept length is only a bound.
    const cancelled = await insertBooking(t.database, {
      roomId,
      checkInDate: '2030-01-01',
      checkOutDate: addDays('2030-01-01', start + 5),
      status: 'CANCELLED',
    });
    expect(await longestStay()).toBe(start + 5);
    const second = await insertBooking(t.database, { roomId: otherRoomId, checkInDate: '2029-01-01', checkOutDate: '2029-01-02' });
    expect(await longestStay()).toBe(start + 5);

    // A later check-out, then an earlier check-in.
    await db.updateTable('bookings').set({ checkOutDate: addDays('2029-01-01', start + 8) }).where('id', '=', second).execute();
    expect(await longestStay()).toBe(start + 8);
    await db.updateTable('bookings').set({ checkInDate: '2027-03-20' }).where('id', '=', first).execute();
    expect(await longestStay()).toBe(start + 15);

    // One statement lengthening several stays keeps the longest of them.
    await db.updateTable('bookings').set({ checkInDate: '2027-03-11' }).where('id', 'in', [cancelled, second]).execute();
    const longest = nightsBetween('2027-03-11', addDays('2030-01-01', start + 5));
    expect(await longestStay()).toBe(longest);

    // Shortening, cancelling or deleting stays leaves the bound as it is.
    await db.updateTable('bookings').set({ checkInDate: '2029-12-31' }).where('id', '=', cancelled).execute();
    await db.updateTable('bookings').set({ status: 'CANCELLED', cancelledAt: new Date().toISOString() }).execute();
    await db.deleteFrom('bookings').execute();
    expect(await longestStay()).toBe(longest);
  });

  it('blocks the same rooms as the plain overlap rule, for random stays and windows', async () => {
    const next = randomNumbers(20_271_126);
    const { db } = t.database;
    const rooms: number[] = [];
    for (let i = 0; i < 12; i += 1) rooms.push((await createRoom(t.database)).id);
    // Each room's stays one after another (CONFIRMED stays of a room cannot overlap), mostly short, some long.
    for (const roomId of rooms) {
      let checkIn = addDays('2027-03-10', next(40));
      for (let stay = 0; stay < 12; stay += 1) {
        const nights = next(10) === 0 ? 30 + next(120) : 1 + next(6);
        const status = next(5) === 0 ? 'CANCELLED' : 'CONFIRMED';
        await insertBooking(t.database, { roomId, checkInDate: checkIn, checkOutDate: addDays(checkIn, nights), status });
        checkIn = addDays(checkIn, nights + next(15));
      }
    }
    const plainOverlap = async (checkInDate: string, checkOutDate: string) =>
      (
        await db
          .selectFrom('bookings')
          .select('roomId')
          .distinct()
          .where('status', '=', 'CONFIRMED')
          .where('checkOutDate', '>', checkInDate)
          .where('checkInDate', '<', checkOutDate)
          .orderBy('roomId')
          .execute()
      ).map((row) => row.roomId);

    let windowsWithBlockedRooms = 0;
    for (let window = 0; window < 150; window += 1) {
      const checkInDate = addDays('2027-03-10', next(700));
      const checkOutDate = addDays(checkInDate, 1 + next(20));
      const expected = await plainOverlap(checkInDate, checkOutDate);
      const blocked = [...(await findBlockedRoomIds(t.database, { checkInDate, checkOutDate }))].sort((a, b) => a - b);
      expect(blocked, `${checkInDate} – ${checkOutDate}`).toEqual(expected);
      if (expected.length > 0) windowsWithBlockedRooms += 1;
    }
    // The comparison means something only if many windows do find blocked rooms.
    expect(windowsWithBlockedRooms).toBeGreaterThan(50);
  });
});
