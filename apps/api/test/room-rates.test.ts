import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { authHeader, createAdmin, createRoom, createUser, type TestUser } from './fixtures.js';
import { buildTestApp, testDialects, type TestApp } from './helper.js';
import { insertBooking } from './rooms-helpers.js';

type Quote = { roomId: number; checkInDate: string; checkOutDate: string; nights: { date: string; price: number; season?: string }[]; totalPrice: number; available: boolean };

/** Summer 2027 at 200 a night (min 3 nights), Fridays and Saturdays at 150, a closure for painting, room price 100. */
const RATES = {
  weekdayPrices: { '5': 150, '6': 150 },
  seasons: [{ name: 'Summer', startDate: '2027-07-01', endDate: '2027-09-01', price: 200, minNights: 3 }],
  closures: [{ startDate: '2027-04-05', endDate: '2027-04-08', reason: 'Painting' }],
};

describe.each(testDialects)('room rates, quote and priced bookings (%s)', (dialect) => {
  let t: TestApp;
  let admin: TestUser;
  let guest: TestUser;
  let roomId: number;

  beforeAll(async () => {
    t = await buildTestApp(dialect);
    admin = await createAdmin(t.database);
    guest = await createUser(t.database);
  });
  afterAll(async () => t.close());
  beforeEach(async () => {
    // "Today" is 2027-03-10 (UTC).
    t.clock.set(new Date('2027-03-10T12:00:00Z'));
    await t.database.db.deleteFrom('bookingNights').execute();
    await t.database.db.deleteFrom('bookings').execute();
    await t.database.db.deleteFrom('roomRates').execute();
    await t.database.db.deleteFrom('rooms').execute();
    roomId = (await createRoom(t.database, { roomPriceCents: 10_000, maxAdults: 2, maxChildren: 1 })).id;
  });

  const getRates = (id = roomId) => t.app.inject({ method: 'GET', url: `/api/rooms/${id}/rates` });
  const putRates = async (body: unknown, id = roomId, user: TestUser | null = admin) =>
    t.app.inject({ method: 'PUT', url: `/api/rooms/${id}/rates`, headers: user ? await authHeader(t.app, user) : {}, payload: body as object });
  const quote = (checkInDate: string, checkOutDate: string, guests: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url: `/api/rooms/${roomId}/quote?${new URLSearchParams({ checkInDate, checkOutDate, ...guests })}` });
  const book = async (checkInDate: string, checkOutDate: string, numOfAdults = 1, numOfChildren = 0, extra: Record<string, unknown> = {}) =>
    t.app.inject({
      method: 'POST',
      url: `/api/bookings/room/${roomId}/booking`,
      headers: await authHeader(t.app, guest),
      payload: { guestFullName: 'Rate Payer', checkInDate, checkOutDate, numOfAdults, numOfChildren, ...extra },
    });
  const storedRates = () => t.database.db.selectFrom('roomRates').selectAll().execute();

  describe('GET and PUT /api/rooms/{roomId}/rates', () => {
    it('answers no rates for a room that never had any, then what the admin stored', async () => {
      expect((await getRates()).json()).toEqual({ weekdayPrices: {}, seasons: [], closures: [] });
      const put = await putRates(RATES);
      expect(put.statusCode).toBe(200);
      expect(put.json()).toEqual(RATES);
      expect((await getRates()).json()).toEqual(RATES);
    });

    it('needs an admin, and a room', async () => {
      expect((await putRates(RATES, roomId, null)).statusCode).toBe(401);
      expect((await putRates(RATES, roomId, guest)).statusCode).toBe(403);
      expect((await putRates(RATES, roomId + 1000)).json()).toMatchObject({ code: 'ROOM_NOT_FOUND' });
      expect((await getRates(roomId + 1000)).statusCode).toBe(404);
      expect(await storedRates()).toEqual([]);
    });

    it('refuses overlapping seasons with 422 naming both and the shared nights, storing nothing', async () => {
      await putRates(RATES);
      const before = await storedRates();
      const response = await putRates({
        seasons: [
          { name: 'Summer', startDate: '2027-07-01', endDate: '2027-09-01', price: 200 },
          { name: 'Festival', startDate: '2027-08-20', endDate: '2027-08-25', price: 300 },
        ],
        closures: [],
      });
      expect(response.statusCode).toBe(422);
      expect(response.json()).toEqual({
        code: 'SEASONS_OVERLAP',
        message: 'Season "Festival" (seasons/1) overlaps season "Summer" (seasons/0) on the nights from 2027-08-20 to 2027-08-25.',
        field: 'seasons/1',
      });
      expect(await storedRates()).toEqual(before);
    });

    it.each([
      ['a season of 0 nights', { seasons: [{ name: 'S', startDate: '2027-07-01', endDate: '2027-07-01' }], closures: [] }, 'seasons/0/endDate'],
      ['a reversed closure', { seasons: [], closures: [{ startDate: '2027-07-02', endDate: '2027-07-01' }] }, 'closures/0/endDate'],
      ['a price of 0', { weekdayPrices: { '1': 0 }, seasons: [], closures: [] }, 'weekdayPrices/1'],
      ['a negative price', { seasons: [{ name: 'S', startDate: '2027-07-01', endDate: '2027-07-02', price: -5 }], closures: [] }, 'seasons/0/price'],
      ['a price above the limit', { weekdayPrices: { '7': 100_000.01 }, seasons: [], closures: [] }, 'weekdayPrices/7'],
      ['a price with 3 decimals', { weekdayPrices: { '7': 10.005 }, seasons: [], closures: [] }, 'weekdayPrices/7'],
      ['a minimum stay of 0', { seasons: [{ name: 'S', startDate: '2027-07-01', endDate: '2027-07-09', minNights: 0 }], closures: [] }, 'seasons/0/minNights'],
    ])('refuses %s with 422 RATES_INVALID naming the field (in `field` and the message), storing nothing', async (_, body, path) => {
      const response = await putRates(body);
      expect(response.statusCode).toBe(422);
      expect(response.json()).toEqual({ code: 'RATES_INVALID', message: expect.stringMatching(new RegExp(`^${path} `)), field: path });
      expect(await storedRates()).toEqual([]);
    });

    it.each([
      ['a weekday "8"', { weekdayPrices: { '8': 100 }, seasons: [], closures: [] }],
      ['a price that is not a number', { weekdayPrices: { '1': 'NaN' }, seasons: [], closures: [] }],
      ['a season without a name', { seasons: [{ startDate: '2027-07-01', endDate: '2027-07-09' }], closures: [] }],
      ['no closures list', { seasons: [] }],
      ['a date that is no calendar date', { seasons: [{ name: 'S', startDate: '2027-02-30', endDate: '2027-03-09' }], closures: [] }],
    ])('refuses %s with 400 VALIDATION_FAILED (no `field`: the schema’s own check), storing nothing', async (_, body) => {
      const response = await putRates(body);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ code: 'VALIDATION_FAILED', message: expect.any(String) });
      expect(await storedRates()).toEqual([]);
    });

    it('refuses a closure over confirmed bookings with 409 listing them, and accepts it over cancelled ones', async () => {
      await insertBooking(t.database, { roomId, checkInDate: '2027-04-06', checkOutDate: '2027-04-09', status: 'CANCELLED' });
      expect((await putRates(RATES)).statusCode).toBe(200);
      await t.database.db.deleteFrom('roomRates').execute();
      await insertBooking(t.database, { roomId, checkInDate: '2027-04-01', checkOutDate: '2027-04-06' });
      const [code] = (await t.database.db.selectFrom('bookings').select('confirmationCode').where('status', '=', 'CONFIRMED').execute()).map((row) => row.confirmationCode);
      const response = await putRates(RATES);
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual({
        code: 'CLOSURE_OVER_BOOKINGS',
        message: `The closure closures/0 (2027-04-05 to 2027-04-08) covers nights of confirmed bookings: ${code}. Cancel or move them first.`,
        field: 'closures/0',
      });
      expect(await storedRates()).toEqual([]);
    });
  });

  describe('GET /api/rooms/{roomId}/quote', () => {
    beforeEach(async () => {
      expect((await putRates(RATES)).statusCode).toBe(200);
    });

    it('prices each night: season, else weekday, else the room; the total is their sum', async () => {
      // Thu 2027-06-24 … Thu 2027-07-01: room, Fri/Sat weekday, room ×4, then the summer season.
      const response = await quote('2027-06-24', '2027-07-02');
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({
        roomId,
        checkInDate: '2027-06-24',
        checkOutDate: '2027-07-02',
        nights: [
          { date: '2027-06-24', price: 100 },
          { date: '2027-06-25', price: 150 },
          { date: '2027-06-26', price: 150 },
          { date: '2027-06-27', price: 100 },
          { date: '2027-06-28', price: 100 },
          { date: '2027-06-29', price: 100 },
          { date: '2027-06-30', price: 100 },
          { date: '2027-07-01', price: 200, season: 'Summer' },
        ],
        totalPrice: 1000,
        available: true,
      });
    });

    it('says when a confirmed booking holds a night', async () => {
      await insertBooking(t.database, { roomId, checkInDate: '2027-05-02', checkOutDate: '2027-05-03' });
      expect(((await quote('2027-05-01', '2027-05-04')).json() as Quote).available).toBe(false);
      expect(((await quote('2027-05-03', '2027-05-04')).json() as Quote).available).toBe(true);
    });

    it.each([
      ['a closed night', '2027-04-04', '2027-04-06', {}, 'NIGHT_CLOSED', 'The room is closed on the night of 2027-04-05.'],
      ['the minimum stay of the season it starts in', '2027-07-10', '2027-07-12', {}, 'MIN_STAY_NOT_MET', 'A stay starting on 2027-07-10 is at least 3 nights.'],
      ['over capacity', '2027-05-01', '2027-05-02', { numOfAdults: '3' }, 'OVER_CAPACITY', 'This room sleeps at most 2 adults and 1 child.'],
    ])('refuses %s with 422', async (_, checkIn, checkOut, guests, code, message) => {
      const response = await quote(checkIn, checkOut, guests);
      expect(response.statusCode).toBe(422);
      expect(response.json()).toEqual({ code, message });
    });

    it.each([
      ['in the past', '2027-03-09', '2027-03-11'],
      ['too long', '2027-04-10', '2028-04-10'],
      ['reversed', '2027-05-02', '2027-05-01'],
      ['not calendar dates', '2027-02-30', '2027-03-02'],
    ])('refuses a stay %s with 400 INVALID_DATES, as booking does', async (_, checkIn, checkOut) => {
      const response = await quote(checkIn, checkOut);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: 'INVALID_DATES' });
    });
  });

  describe('search at the rates', () => {
    beforeEach(async () => {
      expect((await putRates(RATES)).statusCode).toBe(200);
    });

    async function search(checkInDate: string, checkOutDate: string) {
      const response = await t.app.inject({ method: 'GET', url: `/api/rooms/available-rooms?${new URLSearchParams({ checkInDate, checkOutDate })}` });
      expect(response.statusCode).toBe(200);
      return response.json() as { id: number; totalPrice: number }[];
    }

    it("carries each room's total for the stay, the quote's", async () => {
      const plain = (await createRoom(t.database, { roomPriceCents: 9_000 })).id;
      const quoted = (await quote('2027-06-24', '2027-07-02')).json() as Quote;
      expect((await search('2027-06-24', '2027-07-02')).map(({ id, totalPrice }) => ({ id, totalPrice }))).toEqual([
        { id: roomId, totalPrice: quoted.totalPrice },
        { id: plain, totalPrice: 720 },
      ]);
    });

    it('leaves out a room closed on a night, or whose season asks for a longer stay', async () => {
      expect((await search('2027-04-04', '2027-04-06')).map(({ id }) => id)).toEqual([]);
      expect((await search('2027-07-10', '2027-07-12')).map(({ id }) => id)).toEqual([]);
      expect((await search('2027-07-10', '2027-07-13')).map(({ id }) => id)).toEqual([roomId]);
    });
  });

  describe('booking at the rates', () => {
    beforeEach(async () => {
      expect((await putRates(RATES)).statusCode).toBe(200);
    });

    it('books at the quote, stores each night, and keeps its prices when the rates change', async () => {
      const quoted = (await quote('2027-06-24', '2027-07-02')).json() as Quote;
      const booked = await book('2027-06-24', '2027-07-02');
      expect(booked.statusCode).toBe(201);
      const { bookingConfirmationCode, totalPrice, nights } = booked.json() as { bookingConfirmationCode: string; totalPrice: number; nights: Quote['nights'] };
      // A booking keeps each night's price; the season's name is only the quote's explanation of it.
      const bookedPrices = quoted.nights.map(({ date, price }) => ({ date, price }));
      expect(totalPrice).toBe(quoted.totalPrice);
      expect(nights).toEqual(bookedPrices);

      expect((await putRates({ weekdayPrices: { '4': 999 }, seasons: [], closures: [] })).statusCode).toBe(200);
      const lookup = await t.app.inject({ method: 'GET', url: `/api/bookings/confirmation/${bookingConfirmationCode}` });
      expect(lookup.json()).toMatchObject({ totalPrice: 1000, nights: bookedPrices });
    });

    it('books at the total the guest was shown (expectedTotalPrice), and refuses with 409 PRICE_CHANGED when the rates changed since', async () => {
      const quoted = (await quote('2027-06-24', '2027-06-27')).json() as Quote;
      expect(quoted.totalPrice).toBe(400);
      expect((await putRates({ weekdayPrices: { '4': 120.5 }, seasons: [], closures: [] })).statusCode).toBe(200);

      const refused = await book('2027-06-24', '2027-06-27', 1, 0, { expectedTotalPrice: quoted.totalPrice });
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toEqual({
        code: 'PRICE_CHANGED',
        message: 'The price of this stay has changed: it is now $320.50. Please check the new total and confirm again.',
      });
      expect(await t.database.db.selectFrom('bookings').select('id').execute()).toEqual([]);
      expect(await t.database.db.selectFrom('bookingNights').select('night').execute()).toEqual([]);

      const requoted = (await quote('2027-06-24', '2027-06-27')).json() as Quote;
      const booked = await book('2027-06-24', '2027-06-27', 1, 0, { expectedTotalPrice: requoted.totalPrice });
      expect(booked.statusCode).toBe(201);
      expect(booked.json()).toMatchObject({ totalPrice: 320.5 });
    });

    it('refuses a negative or non-numeric expectedTotalPrice with 400, booking nothing', async () => {
      for (const expectedTotalPrice of [-1, '400', null]) {
        const response = await book('2027-06-24', '2027-06-27', 1, 0, { expectedTotalPrice });
        expect(response.statusCode).toBe(400);
        expect(response.json()).toMatchObject({ code: 'VALIDATION_FAILED' });
      }
      expect(await t.database.db.selectFrom('bookings').select('id').execute()).toEqual([]);
    });

    it('lists the nights in the confirmation mail, grouped where consecutive nights share a price', async () => {
      t.mailer.sent.length = 0;
      expect((await book('2027-06-24', '2027-07-02')).statusCode).toBe(201);
      await vi.waitFor(() => expect(t.mailer.sent).toHaveLength(1), { timeout: 10_000 });
      const text = t.mailer.sent[0]!.text;
      const prices = text.split('\n').filter((line) => line.startsWith('Price'));
      expect(prices.map((line) => line.replace(/\s+/g, ' '))).toEqual([
        'Price: Thu, Jun 24, 2027: 1 night × $100',
        'Price: Fri, Jun 25, 2027 to Sat, Jun 26, 2027: 2 nights × $150',
        'Price: Sun, Jun 27, 2027 to Wed, Jun 30, 2027: 4 nights × $100',
        'Price: Thu, Jul 1, 2027: 1 night × $200 (Summer)',
      ]);
      expect(text).toMatch(/^Total:\s+\$1,000$/m);
    });

    it.each([
      ['a closed night', '2027-04-04', '2027-04-06', 1, 'NIGHT_CLOSED'],
      ['a stay shorter than its season allows', '2027-07-10', '2027-07-12', 1, 'MIN_STAY_NOT_MET'],
      ['more adults than the room sleeps', '2027-05-01', '2027-05-02', 3, 'OVER_CAPACITY'],
    ])('refuses %s with the quote’s 422 code and books nothing', async (_, checkIn, checkOut, adults, code) => {
      const response = await book(checkIn, checkOut, adults);
      expect(response.statusCode).toBe(422);
      expect(response.json()).toMatchObject({ code });
      expect(await t.database.db.selectFrom('bookings').select('id').execute()).toEqual([]);
      expect(await t.database.db.selectFrom('bookingNights').select('night').execute()).toEqual([]);
    });

    it('prices a room without rates at its own price every night, as before', async () => {
      const plain = (await createRoom(t.database, { roomPriceCents: 12_345 })).id;
      const response = await t.app.inject({
        method: 'POST',
        url: `/api/bookings/room/${plain}/booking`,
        headers: await authHeader(t.app, guest),
        payload: { guestFullName: 'Plain Payer', checkInDate: '2027-06-25', checkOutDate: '2027-06-28', numOfAdults: 1, numOfChildren: 0 },
      });
      expect(response.json()).toMatchObject({ totalPrice: 370.35 });
    });
  });
});
