import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { authHeader, createAdmin, createRoom, createUser, type TestUser } from './fixtures.js';
import { buildTestApp, testDialects, type TestApp } from './helper.js';
import { insertBooking } from './rooms-helpers.js';

type Occupancy = {
  from: string;
  to: string;
  rooms: { roomId: number; roomType: string; stays: { bookingId?: number; checkInDate: string; checkOutDate: string; guestName?: string; source: string }[]; closures: unknown[]; conflicts: unknown[] }[];
};
type Period = { startDate: string; endDate: string; roomNightsAvailable: number; roomNightsSold: number; occupancyRate: number | null; revenue: number; adr: number | null; revPar: number | null };
type Report = { from: string; to: string; groupBy: string; periods: Period[]; total: Period };

describe.each(testDialects)('the front desk: occupancy, reports and the bookings export (%s)', (dialect) => {
  let t: TestApp;
  let admin: TestUser;
  let guest: TestUser;

  beforeAll(async () => {
    t = await buildTestApp(dialect);
    admin = await createAdmin(t.database);
    guest = await createUser(t.database);
  });
  afterAll(async () => t.close());
  beforeEach(async () => {
    t.clock.set(new Date('2027-01-05T12:00:00Z'));
    await t.database.db.deleteFrom('bookingNights').execute();
    await t.database.db.deleteFrom('bookings').execute();
    await t.database.db.deleteFrom('roomRates').execute();
    await t.database.db.deleteFrom('rooms').execute();
  });

  const get = async (url: string, user: TestUser | null = admin) => t.app.inject({ method: 'GET', url, headers: user ? await authHeader(t.app, user) : {} });
  const occupancy = async (from: string, to: string) => {
    const response = await get(`/api/admin/occupancy?from=${from}&to=${to}`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<Occupancy>();
  };
  const closeRoom = (roomId: number, closures: { startDate: string; endDate: string; reason?: string }[]) =>
    t.database.db.insertInto('roomRates').values({ roomId, weekdayPrices: '{}', seasons: '[]', closures: JSON.stringify(closures), updatedAt: new Date().toISOString() }).execute();

  describe('occupancy', () => {
    it('lists each stay touching the half-open window, whole, and none that ends on its first day or starts on its last', async () => {
      const room = await createRoom(t.database, { roomType: 'Twin' });
      const endsOnFrom = await insertBooking(t.database, { roomId: room.id, checkInDate: '2027-02-25', checkOutDate: '2027-03-01' });
      const lastNightIsFrom = await insertBooking(t.database, { roomId: room.id, checkInDate: '2027-03-01', checkOutDate: '2027-03-02', guestName: 'Ada Lovelace' });
      const spansWindow = await insertBooking(t.database, { roomId: room.id, checkInDate: '2027-03-02', checkOutDate: '2027-04-20' });
      const secondRoom = await createRoom(t.database, { roomType: 'Single' });
      const startsOnLastNight = await insertBooking(t.database, { roomId: secondRoom.id, checkInDate: '2027-03-31', checkOutDate: '2027-04-01' });
      const startsOnTo = await insertBooking(t.database, { roomId: secondRoom.id, checkInDate: '2027-04-01', checkOutDate: '2027-04-03' });
      await insertBooking(t.database, { roomId: secondRoom.id, checkInDate: '2027-03-10', checkOutDate: '2027-03-12', status: 'CANCELLED' });
      await closeRoom(secondRoom.id, [
        { startDate: '2027-02-01', endDate: '2027-03-01' },
        { startDate: '2027-03-20', endDate: '2027-03-22', reason: 'Painting' },
      ]);

      const answer = await occupancy('2027-03-01', '2027-04-01');

      expect(answer.from).toBe('2027-03-01');
      expect(answer.to).toBe('2027-04-01');
      expect(answer.rooms.map((r) => r.roomId)).toEqual([room.id, secondRoom.id]);
      const [first, second] = answer.rooms;
      expect(first!.roomType).toBe('Twin');
      expect(first!.stays).toEqual([
        { bookingId: lastNightIsFrom, checkInDate: '2027-03-01', checkOutDate: '2027-03-02', guestName: 'Ada Lovelace', source: 'direct' },
        { bookingId: spansWindow, checkInDate: '2027-03-02', checkOutDate: '2027-04-20', guestName: 'Test Guest', source: 'direct' },
      ]);
      expect(first!.stays.map((s) => s.bookingId)).not.toContain(endsOnFrom);
      expect(second!.stays.map((s) => s.bookingId)).toEqual([startsOnLastNight]);
      expect(second!.stays.map((s) => s.bookingId)).not.toContain(startsOnTo);
      // The closure ending on the window's first day is out; the one inside is in.
      expect(second!.closures).toEqual([{ startDate: '2027-03-20', endDate: '2027-03-22', reason: 'Painting' }]);
      expect(first!.conflicts).toEqual([]);
    });

    it('keeps a removed room while it has a stay in the window, and leaves it out otherwise', async () => {
      const removed = await createRoom(t.database, { roomType: 'Old Suite' });
      const removedWithoutStays = await createRoom(t.database, { roomType: 'Gone' });
      await insertBooking(t.database, { roomId: removed.id, checkInDate: '2027-03-05', checkOutDate: '2027-03-07' });
      await t.database.db.updateTable('rooms').set({ archivedAt: '2027-01-04T10:00:00.000Z' }).where('id', 'in', [removed.id, removedWithoutStays.id]).execute();

      expect((await occupancy('2027-03-01', '2027-03-31')).rooms.map((r) => r.roomId)).toEqual([removed.id]);
      expect((await occupancy('2027-04-01', '2027-04-30')).rooms).toEqual([]);
    });

    it('takes a window of 93 nights and refuses 94, a reversed or empty window, dates that are not dates and unknown parameters', async () => {
      await createRoom(t.database);
      expect((await get('/api/admin/occupancy?from=2027-03-01&to=2027-06-02')).statusCode).toBe(200);
      for (const [query, message] of [
        ['from=2027-03-01&to=2027-06-03', 'at most 93 nights'],
        ['from=2027-03-10&to=2027-03-01', 'after its start'],
        ['from=2027-03-10&to=2027-03-10', 'after its start'],
      ] as const) {
        const response = await get(`/api/admin/occupancy?${query}`);
        expect(response.statusCode, query).toBe(400);
        expect(response.json()).toEqual({ code: 'INVALID_DATES', message: expect.stringContaining(message) });
      }
      for (const query of ['from=2027-03-01', 'from=yesterday&to=2027-03-10', 'from=2027-02-30&to=2027-03-10', 'from=2027-03-01&to=2027-03-10&rooms=all']) {
        const response = await get(`/api/admin/occupancy?${query}`);
        expect(response.statusCode, query).toBe(400);
        expect(response.json()).toMatchObject({ code: expect.any(String), message: expect.any(String) });
      }
    });
  });

  it('answers the front desk reads to admins only: 401 without a token, 403 for a guest', async () => {
    for (const url of ['/api/admin/occupancy?from=2027-03-01&to=2027-03-10', '/api/admin/reports/occupancy?from=2027-03-01&to=2027-03-10', '/api/admin/bookings.csv?from=2027-03-01&to=2027-03-10']) {
      const anonymous = await get(url, null);
      expect(anonymous.statusCode, url).toBe(401);
      expect(anonymous.json().code).toBe('UNAUTHENTICATED');
      const asGuest = await get(url, guest);
      expect(asGuest.statusCode, url).toBe(403);
      expect(asGuest.json().code).toBe('FORBIDDEN');
    }
  });

  describe('the occupancy report', () => {
    /**
     * February 2027 (28 nights), worked out by hand:
     * - available: rooms A and B 28 nights each, less B's 3 closed nights (20–22), plus C's 14 nights before it was
     *   removed on the 15th: 56 − 3 + 14 = 67;
     * - sold: A1 (Jan 30–Feb 3) 2 nights at 100, A2 (Feb 27–Mar 2) 2 at 150, B1 (Feb 10–13, booked before nights were
     *   priced: 100.00 spread as 33.34 + 33.33 + 33.33) 3 nights, B3 (Feb 28–Mar 3, 100.00 unpriced) 1 night at 33.34;
     *   B2 is cancelled: 8 nights, 200 + 300 + 100 + 33.34 = 633.34;
     * - occupancy 8 / 67; ADR 633.34 / 8 = 79.1675 → 79.17; RevPAR 633.34 / 67 = 9.4528… → 9.45.
     */
    async function hotelOfFebruary() {
      const a = await createRoom(t.database, { roomType: 'A' });
      const b = await createRoom(t.database, { roomType: 'B' });
      const c = await createRoom(t.database, { roomType: 'C' });
      await insertBooking(t.database, { roomId: a.id, checkInDate: '2027-01-30', checkOutDate: '2027-02-03', nightPricesCents: [10_000, 10_000, 10_000, 10_000] });
      await insertBooking(t.database, { roomId: a.id, checkInDate: '2027-02-27', checkOutDate: '2027-03-02', nightPricesCents: [15_000, 15_000, 15_000] });
      await insertBooking(t.database, { roomId: b.id, checkInDate: '2027-02-10', checkOutDate: '2027-02-13', totalPriceCents: 10_000 });
      await insertBooking(t.database, { roomId: b.id, checkInDate: '2027-02-20', checkOutDate: '2027-02-22', status: 'CANCELLED', nightPricesCents: [9_000, 9_000] });
      await insertBooking(t.database, { roomId: b.id, checkInDate: '2027-02-28', checkOutDate: '2027-03-03', totalPriceCents: 10_000 });
      await closeRoom(b.id, [{ startDate: '2027-02-20', endDate: '2027-02-23' }]);
      await t.database.db.updateTable('rooms').set({ archivedAt: '2027-02-15T10:00:00.000Z' }).where('id', '=', c.id).execute();
    }
    const report = async (query: string) => {
      const response = await get(`/api/admin/reports/occupancy?${query}`);
      expect(response.statusCode, response.body).toBe(200);
      return response.json<Report>();
    };

    it('gives February by hand: rooms available, room-nights sold, occupancy, revenue, ADR and RevPAR', async () => {
      await hotelOfFebruary();
      const february = await report('from=2027-02-01&to=2027-03-01&groupBy=month');
      expect(february.periods).toEqual([
        {
          startDate: '2027-02-01',
          endDate: '2027-03-01',
          roomNightsAvailable: 67,
          roomNightsSold: 8,
          occupancyRate: 8 / 67,
          revenue: 633.34,
          adr: 79.17,
          revPar: 9.45,
        },
      ]);
      expect(february.total).toEqual(february.periods[0]);
    });

    it('cuts months at the window and sums the periods into the total', async () => {
      await hotelOfFebruary();
      const answer = await report('from=2027-01-30&to=2027-03-03&groupBy=month');
      expect(answer.periods.map((p) => [p.startDate, p.endDate])).toEqual([
        ['2027-01-30', '2027-02-01'],
        ['2027-02-01', '2027-03-01'],
        ['2027-03-01', '2027-03-03'],
      ]);
      // Jan 30–31: 3 rooms × 2 nights; A1's two nights at 100.
      expect(answer.periods[0]).toMatchObject({ roomNightsAvailable: 6, roomNightsSold: 2, revenue: 200 });
      // Mar 1–2: A and B on offer (C removed): A2's Mar 1 at 150, B3's Mar 1 and 2 at 33.33 each.
      expect(answer.periods[2]).toMatchObject({ roomNightsAvailable: 4, roomNightsSold: 3, revenue: 216.66 });
      expect(answer.total).toMatchObject({
        roomNightsAvailable: 6 + 67 + 4,
        roomNightsSold: 2 + 8 + 3,
        revenue: 200 + 633.34 + 216.66,
        occupancyRate: 13 / 77,
      });
    });

    it('gives one period per night by day, with no occupancy where nothing was on offer', async () => {
      const room = await createRoom(t.database);
      await closeRoom(room.id, [{ startDate: '2027-02-02', endDate: '2027-02-03' }]);
      await insertBooking(t.database, { roomId: room.id, checkInDate: '2027-02-01', checkOutDate: '2027-02-02', nightPricesCents: [12_345] });
      const answer = await report('from=2027-02-01&to=2027-02-04&groupBy=day');
      expect(answer.periods).toEqual([
        { startDate: '2027-02-01', endDate: '2027-02-02', roomNightsAvailable: 1, roomNightsSold: 1, occupancyRate: 1, revenue: 123.45, adr: 123.45, revPar: 123.45 },
        { startDate: '2027-02-02', endDate: '2027-02-03', roomNightsAvailable: 0, roomNightsSold: 0, occupancyRate: null, revenue: 0, adr: null, revPar: null },
        { startDate: '2027-02-03', endDate: '2027-02-04', roomNightsAvailable: 1, roomNightsSold: 0, occupancyRate: 0, revenue: 0, adr: null, revPar: 0 },
      ]);
    });

    it('refuses an unknown grouping, a reversed window and one over two years', async () => {
      for (const query of ['from=2027-02-01&to=2027-03-01&groupBy=week', 'from=2027-03-01&to=2027-02-01', 'from=2027-01-01&to=2029-01-02']) {
        const response = await get(`/api/admin/reports/occupancy?${query}`);
        expect(response.statusCode, query).toBe(400);
        expect(response.json()).toMatchObject({ code: expect.stringMatching(/^(VALIDATION_FAILED|INVALID_DATES)$/), message: expect.any(String) });
      }
    });
  });

  describe('the bookings export', () => {
    const csvRows = (body: string) => parse(body, { bom: true, relax_column_count: false }) as string[][];

    it('writes RFC 4180 CSV in UTF-8 with a header row, every status, the stays overlapping the window', async () => {
      const room = await createRoom(t.database, { roomType: 'Deluxe, Sea View' });
      const first = await insertBooking(t.database, { roomId: room.id, checkInDate: '2027-03-01', checkOutDate: '2027-03-04', guestName: 'Zoë "Zee" Ñúñez', guestEmail: 'zoe@example.test', nightPricesCents: [10_000, 10_050, 10_000] });
      const cancelled = await insertBooking(t.database, { roomId: room.id, checkInDate: '2027-03-10', checkOutDate: '2027-03-11', status: 'CANCELLED', totalPriceCents: 9_900 });
      await insertBooking(t.database, { roomId: room.id, checkInDate: '2027-04-01', checkOutDate: '2027-04-02' });

      const response = await get('/api/admin/bookings.csv?from=2027-03-01&to=2027-04-01');

      expect(response.statusCode, response.body).toBe(200);
      expect(response.headers['content-type']).toBe('text/csv; charset=utf-8; header=present');
      expect(response.headers['content-disposition']).toBe('attachment; filename="bookings-2027-03-01-to-2027-04-01.csv"');
      expect(response.headers['cache-control']).toContain('no-store');
      expect(response.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
      expect(response.body.split('\r\n')).toHaveLength(4); // header, two rows, and the line end of the last
      const rows = csvRows(response.body);
      expect(rows[0]).toEqual(['Booking ID', 'Confirmation Code', 'Room ID', 'Room Type', 'Check In Date', 'Check Out Date', 'Nights', 'Guest Name', 'Guest Email', 'Adults', 'Children', 'Total Price', 'Status', 'Booked At', 'Cancelled At']);
      expect(rows.slice(1).map((row) => [row[0], row[3], row[6], row[7], row[11], row[12]])).toEqual([
        [String(first), 'Deluxe, Sea View', '3', 'Zoë "Zee" Ñúñez', '300.50', 'CONFIRMED'],
        [String(cancelled), 'Deluxe, Sea View', '1', 'Test Guest', '99.00', 'CANCELLED'],
      ]);
      expect(rows[2]![14]).not.toBe('');
    });

    it.each([
      ['=HYPERLINK("http://evil.test","x")'],
      ['+SUM(1,2)'],
      ['-2+3'],
      ['@cmd'],
      ['\tTab first'],
      ['\rCarriage first'],
    ])('neutralises a guest name a spreadsheet would run as a formula: %j', async (guestName) => {
      const room = await createRoom(t.database);
      await insertBooking(t.database, { roomId: room.id, checkInDate: '2027-03-01', checkOutDate: '2027-03-02', guestName, guestEmail: `${guestName.trim().slice(0, 3)}@example.test` });
      const rows = csvRows((await get('/api/admin/bookings.csv?from=2027-03-01&to=2027-03-02')).body);
      expect(rows[1]![7]).toBe(`'${guestName}`);
      // The numbers stay numbers: a plain cell is written as it is.
      expect(rows[1]![9]).toBe('1');
    });

    it('refuses a window over two years, a reversed one and a missing end', async () => {
      for (const query of ['from=2027-01-01&to=2029-01-02', 'from=2027-03-01&to=2027-02-01', 'from=2027-03-01']) {
        const response = await get(`/api/admin/bookings.csv?${query}`);
        expect(response.statusCode, query).toBe(400);
        expect(response.headers['content-type']).toContain('application/json');
        expect(response.json()).toMatchObject({ code: expect.any(String), message: expect.any(String) });
      }
    });
  });
});
