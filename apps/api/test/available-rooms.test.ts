import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createRoom } from './fixtures.js';
import { buildTestApp, testDialects, type TestApp } from './helper.js';
import { insertBooking, NO_DETAILS } from './rooms-helpers.js';

type RoomJson = { id: number; roomType: string; roomPrice: number; imageUrl: string | null };

describe.each(testDialects)('GET /api/rooms/available-rooms (%s)', (dialect) => {
  let t: TestApp;
  let double1: number;
  let double2: number;
  let deluxe: number;
  let family: number;

  beforeAll(async () => {
    t = await buildTestApp(dialect);
  });
  afterAll(async () => t.close());
  beforeEach(async () => {
    // Noon UTC on 10 March 2027: "today" is 2027-03-10 in the default hotel time zone (UTC).
    t.clock.set(new Date('2027-03-10T12:00:00Z'));
    await t.database.db.deleteFrom('bookings').execute();
    await t.database.db.deleteFrom('rooms').execute();
    double1 = (await createRoom(t.database, { roomType: 'Double', roomPriceCents: 12_900 })).id;
    double2 = (await createRoom(t.database, { roomType: 'Double', roomPriceCents: 13_900 })).id;
    deluxe = (await createRoom(t.database, { roomType: 'Deluxe', roomPriceCents: 19_900 })).id;
    family = (await createRoom(t.database, { roomType: 'Family Suite', roomPriceCents: 25_900 })).id;
  });

  async function search(checkInDate: string, checkOutDate: string, roomType?: string, app = t.app) {
    const query = new URLSearchParams({ checkInDate, checkOutDate, ...(roomType === undefined ? {} : { roomType }) });
    return app.inject({ method: 'GET', url: `/api/rooms/available-rooms?${query}` });
  }

  async function availableIds(checkInDate: string, checkOutDate: string, roomType?: string): Promise<number[]> {
    const response = await search(checkInDate, checkOutDate, roomType);
    expect(response.statusCode).toBe(200);
    return (response.json() as RoomJson[]).map((room) => room.id);
  }

  it('answers every room, by id and as Room objects with the stay\'s total (3 nights), when nothing is booked', async () => {
    const response = await search('2027-03-12', '2027-03-15');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([
      { id: double1, roomType: 'Double', roomPrice: 129, maxAdults: 20, maxChildren: 20, imageUrl: null, ...NO_DETAILS, totalPrice: 387 },
      { id: double2, roomType: 'Double', roomPrice: 139, maxAdults: 20, maxChildren: 20, imageUrl: null, ...NO_DETAILS, totalPrice: 417 },
      { id: deluxe, roomType: 'Deluxe', roomPrice: 199, maxAdults: 20, maxChildren: 20, imageUrl: null, ...NO_DETAILS, totalPrice: 597 },
      { id: family, roomType: 'Family Suite', roomPrice: 259, maxAdults: 20, maxChildren: 20, imageUrl: null, ...NO_DETAILS, totalPrice: 777 },
    ]);
  });

  describe('overlap with a CONFIRMED booking [2027-03-12, 2027-03-15) of a Double', () => {
    beforeEach(async () => {
      await insertBooking(t.database, { roomId: double1, checkInDate: '2027-03-12', checkOutDate: '2027-03-15' });
    });

    it.each([
      ['starts on its check-out day', '2027-03-15', '2027-03-17'],
      ['ends on its check-in day', '2027-03-10', '2027-03-12'],
      ['lies well after it', '2027-04-01', '2027-04-03'],
    ])('offers the room for a stay that %s', async (_case, checkIn, checkOut) => {
      expect(await availableIds(checkIn, checkOut)).toEqual([double1, double2, deluxe, family]);
    });

    it.each([
      ['shares its last night', '2027-03-14', '2027-03-15'],
      ['shares its first night', '2027-03-11', '2027-03-13'],
      ['lies inside it', '2027-03-13', '2027-03-14'],
      ['contains it', '2027-03-11', '2027-03-16'],
      ['is the same stay', '2027-03-12', '2027-03-15'],
    ])('hides the room for a stay that %s', async (_case, checkIn, checkOut) => {
      expect(await availableIds(checkIn, checkOut)).toEqual([double2, deluxe, family]);
    });

    it('offers the room again once that booking is cancelled', async () => {
      await t.database.db.updateTable('bookings').set({ status: 'CANCELLED', cancelledAt: new Date().toISOString() }).execute();
      expect(await availableIds('2027-03-12', '2027-03-15')).toEqual([double1, double2, deluxe, family]);
    });
  });

  it('does not let a CANCELLED booking block', async () => {
    await insertBooking(t.database, { roomId: deluxe, checkInDate: '2027-03-12', checkOutDate: '2027-03-20', status: 'CANCELLED' });
    expect(await availableIds('2027-03-13', '2027-03-14')).toContain(deluxe);
  });

  it('answers 200 [] (never 204) when nothing is free', async () => {
    for (const roomId of [double1, double2, deluxe, family]) {
      await insertBooking(t.database, { roomId, checkInDate: '2027-03-11', checkOutDate: '2027-03-20' });
    }
    const response = await search('2027-03-12', '2027-03-13');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([]);
  });

  describe('room type filter', () => {
    it.each([
      ['Double', 'exact'],
      ['double', 'lower case'],
      ['DOUBLE', 'upper case'],
      ['  double ', 'with spaces around'],
    ])('matches %j (%s)', async (roomType) => {
      expect(await availableIds('2027-03-12', '2027-03-13', roomType)).toEqual([double1, double2]);
    });

    it('matches a type with a space in it', async () => {
      expect(await availableIds('2027-03-12', '2027-03-13', 'family suite')).toEqual([family]);
    });

    it.each(['Doub', 'ouble', 'Suite', 'Double Deluxe'])('does not match the part or superset %j', async (roomType) => {
      expect(await availableIds('2027-03-12', '2027-03-13', roomType)).toEqual([]);
    });

    it.each([
      ['empty', ''],
      ['blank', '  '],
      ['missing', undefined],
    ])('means every type when %s', async (_case, roomType) => {
      expect(await availableIds('2027-03-12', '2027-03-13', roomType)).toEqual([double1, double2, deluxe, family]);
    });

    it('combines with the bookings', async () => {
      await insertBooking(t.database, { roomId: double2, checkInDate: '2027-03-12', checkOutDate: '2027-03-13' });
      expect(await availableIds('2027-03-12', '2027-03-13', 'double')).toEqual([double1]);
    });

    it('refuses a type longer than 50 characters', async () => {
      const response = await search('2027-03-12', '2027-03-13', 'x'.repeat(51));
      expect(response.statusCode).toBe(400);
      expect(response.json().code).toBe('VALIDATION_FAILED');
    });
  });

  describe('dates', () => {
    it('accepts a check-in today', async () => {
      expect((await search('2027-03-10', '2027-03-11')).statusCode).toBe(200);
    });

    it.each([
      ['check-in yesterday', '2027-03-09', '2027-03-11', 'Check-in date cannot be in the past (today is 2027-03-10).'],
      ['check-out on the check-in day', '2027-03-12', '2027-03-12', 'Check-out date must be after check-in date'],
      ['check-out before check-in', '2027-03-12', '2027-03-11', 'Check-out date must be after check-in date'],
      ['30 February', '2027-02-30', '2027-03-02', 'Please enter valid dates'],
      ['29 February of a common year', '2027-03-12', '2027-02-29', 'Please enter valid dates'],
      ['a month 13', '2027-13-01', '2027-13-03', 'Please enter valid dates'],
      ['words', 'tomorrow', '2027-03-12', 'Please enter valid dates'],
      ['a date without zero padding', '2027-3-12', '2027-03-14', 'Please enter valid dates'],
      ['366 nights', '2027-03-10', '2028-03-10', 'A stay can be at most 365 nights.'],
    ])('answers 400 INVALID_DATES for %s', async (_case, checkIn, checkOut, message) => {
      const response = await search(checkIn, checkOut);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ code: 'INVALID_DATES', message });
    });

    it('accepts a stay of exactly 365 nights and a leap day', async () => {
      expect((await search('2027-03-10', '2028-03-09')).statusCode).toBe(200);
      expect((await search('2028-02-29', '2028-03-01')).statusCode).toBe(200);
    });

    it.each([
      ['no check-out date', '?checkInDate=2027-03-12'],
      ['no dates at all', ''],
      ['a date that is too long', '?checkInDate=2027-03-12T00:00&checkOutDate=2027-03-14'],
      ['the check-in date twice', '?checkInDate=2027-03-12&checkInDate=2027-03-13&checkOutDate=2027-03-14'],
      ['an unknown parameter', '?checkInDate=2027-03-12&checkOutDate=2027-03-14&sort=price'],
    ])('answers 400 VALIDATION_FAILED for %s', async (_case, query) => {
      const response = await t.app.inject({ method: 'GET', url: `/api/rooms/available-rooms${query}` });
      expect(response.statusCode).toBe(400);
      expect(response.json().code).toBe('VALIDATION_FAILED');
    });

    it('moves "today" with the clock', async () => {
      t.clock.set(new Date('2027-03-10T23:59:59Z'));
      expect((await search('2027-03-10', '2027-03-11')).statusCode).toBe(200);
      t.clock.set(new Date('2027-03-11T00:00:00Z'));
      const response = await search('2027-03-10', '2027-03-11');
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe('Check-in date cannot be in the past (today is 2027-03-11).');
    });
  });

  describe("in the hotel's time zone", () => {
    it.each([
      // Auckland is UTC+13 in March: 10:59Z is 23:59 on the 10th there, 11:00Z is midnight of the 11th.
      ['Pacific/Auckland', '2027-03-10T10:59:00Z', '2027-03-10T11:00:00Z', '2027-03-10'],
      // Los Angeles is UTC-8 until 14 March 2027: 07:59Z is 23:59 on the 9th there, 08:00Z is the 10th.
      ['America/Los_Angeles', '2027-03-10T07:59:00Z', '2027-03-10T08:00:00Z', '2027-03-09'],
    ])('%s: a check-in on the local date is fine until local midnight, then in the past', async (timeZone, before, after, checkIn) => {
      const hotel = await buildTestApp(dialect, { config: { hotelTimeZone: timeZone } });
      try {
        hotel.clock.set(new Date(before));
        const checkOut = checkIn === '2027-03-10' ? '2027-03-11' : '2027-03-10';
        expect((await search(checkIn, checkOut, undefined, hotel.app)).statusCode).toBe(200);
        hotel.clock.set(new Date(after));
        const response = await search(checkIn, checkOut, undefined, hotel.app);
        expect(response.statusCode).toBe(400);
        expect(response.json().code).toBe('INVALID_DATES');
      } finally {
        await hotel.close();
      }
    });

    it('is what makes the difference: the same instant and dates answer differently in UTC', async () => {
      // 2027-03-10T07:59Z: still the 9th in Los Angeles, already the 10th in UTC.
      t.clock.set(new Date('2027-03-10T07:59:00Z'));
      expect((await search('2027-03-09', '2027-03-10')).statusCode).toBe(400);
    });
  });
});
