import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { addDays, MAX_STAY_NIGHTS } from '@hotel/booking-rules';
import { bookRoom } from '../src/modules/bookings/bookings.service.js';
import {
  CONFIRMATION_CODE_ALPHABET,
  CONFIRMATION_CODE_LENGTH,
  generateConfirmationCode,
} from '../src/modules/bookings/confirmation-code.js';
import { createAdmin, createRoom, createUser, authHeader, type TestUser } from './fixtures.js';
import { buildTestApp, queuedBookingMails, testDialects, type TestApp } from './helper.js';

/** Noon UTC on the test's "today"; the hotel is in UTC unless a test says otherwise. */
const TODAY = '2030-06-15';
const NOW = new Date(`${TODAY}T12:00:00Z`);
const CODE_PATTERN = new RegExp(`^[${CONFIRMATION_CODE_ALPHABET}]{${CONFIRMATION_CODE_LENGTH}}$`);

/** A stay starting `offset` days after TODAY. */
function stay(offset: number, nights: number) {
  return { checkInDate: addDays(TODAY, offset), checkOutDate: addDays(TODAY, offset + nights) };
}

function bookingBody(overrides: Record<string, unknown> = {}) {
  return { guestFullName: 'Ada Lovelace', ...stay(10, 2), numOfAdults: 2, numOfChildren: 1, ...overrides };
}

/** Every rate-limited request gets its own client address, so per-IP limits never interfere. */
let ipCounter = 0;
function freshIp(): string {
  ipCounter += 1;
  return `10.1.${Math.floor(ipCounter / 250)}.${(ipCounter % 250) + 1}`;
}

describe.each(testDialects)('bookings (%s)', (dialect) => {
  let t: TestApp;
  let alice: TestUser;
  let bob: TestUser;
  let admin: TestUser;

  beforeAll(async () => {
    t = await buildTestApp(dialect);
    t.clock.set(NOW);
    alice = await createUser(t.database, { firstName: 'Alice' });
    bob = await createUser(t.database, { firstName: 'Bob' });
    admin = await createAdmin(t.database);
  });
  afterAll(async () => t.close());
  beforeEach(async () => {
    t.clock.set(NOW);
    await t.app.outbox.settle();
    t.mailer.sent.length = 0;
  });

  async function book(user: TestUser | null, roomId: number, body: Record<string, unknown> = bookingBody()) {
    return t.app.inject({
      method: 'POST',
      url: `/api/bookings/room/${roomId}/booking`,
      headers: user ? await authHeader(t.app, user) : {},
      payload: body,
    });
  }

  async function bookingRowsOfRoom(roomId: number) {
    return t.database.db.selectFrom('bookings').selectAll().where('roomId', '=', roomId).orderBy('id').execute();
  }

  async function lookup(code: string) {
    return t.app.inject({ method: 'GET', url: `/api/bookings/confirmation/${code}`, remoteAddress: freshIp() });
  }

  describe('POST /api/bookings/room/:roomId/booking', () => {
    it('books the room for the logged-in user: 201, message with the code, one CONFIRMED row', async () => {
      const room = await createRoom(t.database, { roomType: 'Suite' });
      const response = await book(alice, room.id, bookingBody({ guestFullName: '  Ada Lovelace  ' }));
      expect(response.statusCode).toBe(201);
      const body = response.json();
      expect(Object.keys(body).sort()).toEqual(['bookingConfirmationCode', 'message', 'nights', 'totalPrice']);
      expect(body.totalPrice).toBe(240);
      expect(body.nights).toEqual([stay(10, 2).checkInDate, addDays(stay(10, 2).checkInDate, 1)].map((date) => ({ date, price: 120 })));
      expect(body.bookingConfirmationCode).toMatch(CODE_PATTERN);
      expect(body.message).toBe(`Room booked successfully, Your booking confirmation code is :${body.bookingConfirmationCode}`);
      expect(response.headers['cache-control']).toBe('no-store');

      const rows = await bookingRowsOfRoom(room.id);
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({
        roomId: room.id,
        userId: alice.id,
        confirmationCode: body.bookingConfirmationCode,
        checkInDate: addDays(TODAY, 10),
        checkOutDate: addDays(TODAY, 12),
        guestName: 'Ada Lovelace',
        guestEmail: alice.email,
        numOfAdults: 2,
        numOfChildren: 1,
        status: 'CONFIRMED',
        cancelledAt: null,
      });
    });

    it('answers 401 to anonymous callers and to invalid tokens, and stores nothing', async () => {
      const room = await createRoom(t.database);
      const anonymous = await book(null, room.id);
      expect(anonymous.statusCode).toBe(401);
      expect(anonymous.json().code).toBe('UNAUTHENTICATED');
      const forged = await t.app.inject({
        method: 'POST',
        url: `/api/bookings/room/${room.id}/booking`,
        headers: { authorization: 'Bearer eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJ4In0.c2lnbmF0dXJl' },
        payload: bookingBody(),
      });
      expect(forged.statusCode).toBe(401);
      expect(await bookingRowsOfRoom(room.id)).toHaveLength(0);
    });

    it("ignores guestEmail in the body: the booking always carries the token user's email", async () => {
      const room = await createRoom(t.database);
      const response = await book(alice, room.id, bookingBody({ guestEmail: bob.email }));
      expect(response.statusCode).toBe(201);
      const [row] = await bookingRowsOfRoom(room.id);
      expect(row?.guestEmail).toBe(alice.email);
      expect(row?.userId).toBe(alice.id);
      const found = await lookup(response.json().bookingConfirmationCode);
      expect(found.json().guestEmail).toBe(alice.email);
    });

    it.each([
      ['userId', 999],
      ['status', 'CANCELLED'],
      ['totalPrice', 0],
      ['bookingConfirmationCode', 'AAAAAAAAAAAAAAAA'],
      ['roomId', 1],
    ])('rejects the unknown field %s with 400 and stores nothing', async (field, value) => {
      const room = await createRoom(t.database);
      const response = await book(alice, room.id, bookingBody({ [field]: value }));
      expect(response.statusCode).toBe(400);
      expect(response.json().code).toBe('VALIDATION_FAILED');
      expect(await bookingRowsOfRoom(room.id)).toHaveLength(0);
    });

    it('answers 404 ROOM_NOT_FOUND for a missing room, 400 for a malformed room id', async () => {
      const missing = await book(alice, 987_654);
      expect(missing.statusCode).toBe(404);
      expect(missing.json()).toEqual({ code: 'ROOM_NOT_FOUND', message: 'Room not found.' });
      const malformed = await book(alice, 'abc' as unknown as number);
      expect(malformed.statusCode).toBe(400);
    });

    it.each([
      ['a blank name', { guestFullName: '   ' }, 'Please enter your fullname.'],
      ['an empty name', { guestFullName: '' }, undefined],
      ['a 201-character name', { guestFullName: 'x'.repeat(201) }, undefined],
      ['no adults', { numOfAdults: 0 }, undefined],
      ['21 adults', { numOfAdults: 21 }, undefined],
      ['1.5 adults', { numOfAdults: 1.5 }, undefined],
      ['negative children', { numOfChildren: -1 }, undefined],
      ['21 children', { numOfChildren: 21, numOfAdults: 1 }, undefined],
      ['21 guests in all', { numOfAdults: 11, numOfChildren: 10 }, 'A booking can be for at most 20 guests.'],
      ['no check-in date', { checkInDate: undefined }, undefined],
      ['a malformed date', { checkInDate: '15/07/2030' }, undefined],
      ['an impossible date', { checkInDate: '2030-02-30', checkOutDate: '2030-03-02' }, undefined],
    ])('answers 400 for %s', async (_label, overrides, message) => {
      const room = await createRoom(t.database);
      const response = await book(alice, room.id, bookingBody(overrides));
      expect(response.statusCode).toBe(400);
      expect(response.json().code).toBe('VALIDATION_FAILED');
      if (message) expect(response.json().message).toBe(message);
      expect(await bookingRowsOfRoom(room.id)).toHaveLength(0);
    });

    it('accepts the limits themselves: a 200-character name, 1 adult, 20 guests in all', async () => {
      const room = await createRoom(t.database);
      expect((await book(alice, room.id, bookingBody({ guestFullName: 'x'.repeat(200), ...stay(1, 1) }))).statusCode).toBe(201);
      expect((await book(alice, room.id, bookingBody({ numOfAdults: 1, numOfChildren: 0, ...stay(2, 1) }))).statusCode).toBe(201);
      expect((await book(alice, room.id, bookingBody({ numOfAdults: 10, numOfChildren: 10, ...stay(3, 1) }))).statusCode).toBe(201);
    });

    describe('dates', () => {
      it('accepts check-in today and refuses check-in yesterday', async () => {
        const room = await createRoom(t.database);
        const yesterday = await book(alice, room.id, bookingBody(stay(-1, 2)));
        expect(yesterday.statusCode).toBe(400);
        expect(yesterday.json().code).toBe('INVALID_DATES');
        const today = await book(alice, room.id, bookingBody(stay(0, 1)));
        expect(today.statusCode).toBe(201);
      });

      it('refuses a check-out on the check-in day or before it', async () => {
        const room = await createRoom(t.database);
        const sameDay = await book(alice, room.id, bookingBody(stay(5, 0)));
        expect(sameDay.statusCode).toBe(400);
        expect(sameDay.json()).toEqual({ code: 'INVALID_DATES', message: 'Check-out date must be after check-in date' });
        const backwards = await book(alice, room.id, bookingBody(stay(5, -2)));
        expect(backwards.statusCode).toBe(400);
        expect(backwards.json().code).toBe('INVALID_DATES');
        expect(await bookingRowsOfRoom(room.id)).toHaveLength(0);
      });

      it(`accepts ${MAX_STAY_NIGHTS} nights and refuses ${MAX_STAY_NIGHTS + 1}`, async () => {
        const room = await createRoom(t.database);
        const tooLong = await book(alice, room.id, bookingBody(stay(1, MAX_STAY_NIGHTS + 1)));
        expect(tooLong.statusCode).toBe(400);
        expect(tooLong.json().code).toBe('INVALID_DATES');
        const longest = await book(alice, room.id, bookingBody(stay(1, MAX_STAY_NIGHTS)));
        expect(longest.statusCode).toBe(201);
      });
    });

    describe('overlaps (half-open stays [check-in, check-out))', () => {
      it('accepts back-to-back stays on both sides', async () => {
        const room = await createRoom(t.database);
        expect((await book(alice, room.id, bookingBody(stay(10, 2)))).statusCode).toBe(201);
        expect((await book(bob, room.id, bookingBody(stay(12, 2)))).statusCode).toBe(201);
        expect((await book(bob, room.id, bookingBody(stay(8, 2)))).statusCode).toBe(201);
        expect(await bookingRowsOfRoom(room.id)).toHaveLength(3);
      });

      it.each([
        ['one shared night at the end', stay(11, 2)],
        ['one shared night at the start', stay(9, 2)],
        ['the same stay', stay(10, 2)],
        ['a stay enclosing it', stay(8, 6)],
        ['a stay inside it', stay(10, 1)],
      ])('answers 409 ROOM_UNAVAILABLE for %s', async (_label, dates) => {
        const room = await createRoom(t.database);
        expect((await book(alice, room.id, bookingBody(stay(10, 2)))).statusCode).toBe(201);
        const response = await book(bob, room.id, bookingBody(dates));
        expect(response.statusCode).toBe(409);
        expect(response.json()).toEqual({
          code: 'ROOM_UNAVAILABLE',
          message: 'Sorry, this room is not available for the selected dates.',
        });
        expect(await bookingRowsOfRoom(room.id)).toHaveLength(1);
      });

      it('lets another room be booked for the same dates', async () => {
        const first = await createRoom(t.database);
        const second = await createRoom(t.database);
        expect((await book(alice, first.id, bookingBody(stay(10, 2)))).statusCode).toBe(201);
        expect((await book(bob, second.id, bookingBody(stay(10, 2)))).statusCode).toBe(201);
      });
    });

    it('mails the guest a confirmation with room type, dates, guests and the code', async () => {
      const room = await createRoom(t.database, { roomType: 'Deluxe King' });
      const response = await book(alice, room.id, bookingBody({ ...stay(20, 3), numOfAdults: 2, numOfChildren: 1 }));
      expect(response.statusCode).toBe(201);
      const code = response.json().bookingConfirmationCode as string;
      await t.app.outbox.settle();
      expect(t.mailer.sent).toHaveLength(1);
      const [mail] = t.mailer.sent;
      expect(mail?.to).toBe(alice.email);
      expect(mail?.subject).toBe('HavenHub - Booking Confirmation');
      // The content, as it arrives through SMTP, is checked in booking-mails.test.ts.
      expect(mail?.text).toContain(code);
      expect(mail?.text).toContain('Deluxe King');
      expect(mail?.text).toContain('2 adults, 1 child');
    });

    it('gives every booking a code of 16 Crockford base32 characters', async () => {
      const room = await createRoom(t.database);
      const codes = new Set<string>();
      for (let i = 0; i < 10; i += 1) {
        const response = await book(alice, room.id, bookingBody(stay(30 + i, 1)));
        expect(response.statusCode).toBe(201);
        codes.add(response.json().bookingConfirmationCode);
      }
      expect(codes.size).toBe(10);
      for (const code of codes) expect(code).toMatch(CODE_PATTERN);
    });

    it('retries with a fresh code when a generated code is already taken', async () => {
      const room = await createRoom(t.database);
      const taken = (await book(alice, room.id, bookingBody(stay(40, 1)))).json().bookingConfirmationCode as string;
      const codes = [taken, 'ZZZZZZZZZZZZZZZZ'];
      const answer = await bookRoom(
        t.database,
        queuedBookingMails(t.database),
        { roomId: room.id, guest: alice, request: bookingBody(stay(41, 1)) as never, today: TODAY, now: NOW },
        { generateCode: () => codes.shift() ?? 'never-reached' },
      );
      expect(answer.body.bookingConfirmationCode).toBe('ZZZZZZZZZZZZZZZZ');
      expect(await bookingRowsOfRoom(room.id)).toHaveLength(2);
      // A generator that only ever collides gives up instead of looping.
      await expect(
        bookRoom(
          t.database,
          queuedBookingMails(t.database),
          { roomId: room.id, guest: alice, request: bookingBody(stay(42, 1)) as never, today: TODAY, now: NOW },
          { generateCode: () => taken },
        ),
      ).rejects.toThrow();
      expect(await bookingRowsOfRoom(room.id)).toHaveLength(2);
    });
  });

  describe('GET /api/bookings/confirmation/:code', () => {
    it('returns the booking with the Booking shape and totalNumOfGuests', async () => {
      const room = await createRoom(t.database, { roomType: 'Twin' });
      const created = await book(alice, room.id, bookingBody({ ...stay(50, 2), numOfAdults: 2, numOfChildren: 3 }));
      const code = created.json().bookingConfirmationCode as string;
      const [row] = await bookingRowsOfRoom(room.id);
      const response = await lookup(code);
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('no-store');
      expect(response.json()).toEqual({
        id: row?.id,
        bookingConfirmationCode: code,
        room: { id: room.id, roomType: 'Twin' },
        roomNumber: room.id,
        checkInDate: addDays(TODAY, 50),
        checkOutDate: addDays(TODAY, 52),
        guestName: 'Ada Lovelace',
        guestEmail: alice.email,
        numOfAdults: 2,
        numOfChildren: 3,
        totalNumOfGuests: 5,
        totalPrice: 240,
        status: 'CONFIRMED',
        // Each night at the price it was booked at (the room's own price: it has no other rates).
        nights: [
          { date: addDays(TODAY, 50), price: 120 },
          { date: addDays(TODAY, 51), price: 120 },
        ],
      });
    });

    it("reads codes in any case, and Crockford's look-alikes O, I and L as 0, 1 and 1", async () => {
      const room = await createRoom(t.database);
      await bookRoom(
        t.database,
        queuedBookingMails(t.database),
        { roomId: room.id, guest: alice, request: bookingBody(stay(55, 1)) as never, today: TODAY, now: NOW },
        { generateCode: () => '0123456789ABCDEF' },
      );
      for (const typed of ['0123456789abcdef', 'O123456789ABCDEF', 'oI23456789abcdef', 'Ol23456789AbCdEf']) {
        const response = await lookup(typed);
        expect(response.statusCode, typed).toBe(200);
        expect(response.json().bookingConfirmationCode).toBe('0123456789ABCDEF');
      }
    });

    it('answers 404 with the message the client shows for an unknown code', async () => {
      const response = await lookup('yyyyyyyyyyyyyyyy');
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({
        code: 'BOOKING_NOT_FOUND',
        message: 'No booking found with booking code :YYYYYYYYYYYYYYYY',
      });
    });

    it.each(['123', '0123456789ABCDEF0', '0123456789ABCDEU', '0123456789ABCD-F', '1234567890'])(
      'answers the same 404 for the malformed code %s as for an unknown one',
      async (code) => {
        const response = await lookup(code);
        expect(response.statusCode).toBe(404);
        expect(response.json()).toEqual({
          code: 'BOOKING_NOT_FOUND',
          message: `No booking found with booking code :${code.toUpperCase()}`,
        });
      },
    );

    it('answers 400 for a code longer than any code could be', async () => {
      const response = await lookup('A'.repeat(65));
      expect(response.statusCode).toBe(400);
      expect(response.json().code).toBe('VALIDATION_FAILED');
    });

    it('limits lookups per client address: the 31st within a minute gets 429', async () => {
      const ip = freshIp();
      for (let i = 0; i < 30; i += 1) {
        const response = await t.app.inject({ method: 'GET', url: '/api/bookings/confirmation/YYYYYYYYYYYYYYYY', remoteAddress: ip });
        expect(response.statusCode).toBe(404);
      }
      const limited = await t.app.inject({ method: 'GET', url: '/api/bookings/confirmation/YYYYYYYYYYYYYYYY', remoteAddress: ip });
      expect(limited.statusCode).toBe(429);
      expect(limited.json().code).toBe('RATE_LIMITED');
      const otherClient = await lookup('YYYYYYYYYYYYYYYY');
      expect(otherClient.statusCode).toBe(404);
    });
  });

  describe('DELETE /api/bookings/booking/:id/delete', () => {
    async function cancel(id: number, options: { user?: TestUser; code?: string } = {}) {
      return t.app.inject({
        method: 'DELETE',
        url: `/api/bookings/booking/${id}/delete${options.code ? `?confirmationCode=${options.code}` : ''}`,
        headers: options.user ? await authHeader(t.app, options.user) : {},
        remoteAddress: freshIp(),
      });
    }

    it('keeps the row as CANCELLED with cancelled_at, and frees the dates for a new booking', async () => {
      const room = await createRoom(t.database);
      const code = (await book(alice, room.id, bookingBody(stay(60, 3)))).json().bookingConfirmationCode as string;
      const [before] = await bookingRowsOfRoom(room.id);
      expect((await book(bob, room.id, bookingBody(stay(60, 3)))).statusCode).toBe(409);

      t.clock.set(new Date(`${TODAY}T15:30:00Z`));
      const response = await cancel(before!.id, { user: alice });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ message: 'Booking has been cancelled successfully!' });

      const [after] = await bookingRowsOfRoom(room.id);
      expect(after).toEqual({ ...before, status: 'CANCELLED', cancelledAt: `${TODAY}T15:30:00.000Z` });
      expect((await lookup(code)).json().status).toBe('CANCELLED');

      const rebooked = await book(bob, room.id, bookingBody(stay(60, 3)));
      expect(rebooked.statusCode).toBe(201);
      const rows = await bookingRowsOfRoom(room.id);
      expect(rows.map((row) => row.status)).toEqual(['CANCELLED', 'CONFIRMED']);
    });

    it('answers 409 BOOKING_ALREADY_CANCELLED to a caller with the right, and leaves the row alone', async () => {
      const room = await createRoom(t.database);
      await book(alice, room.id, bookingBody(stay(65, 1)));
      const [row] = await bookingRowsOfRoom(room.id);
      expect((await cancel(row!.id, { user: alice })).statusCode).toBe(200);
      const [cancelled] = await bookingRowsOfRoom(room.id);
      t.clock.set(new Date(`${TODAY}T18:00:00Z`));
      const again = await cancel(row!.id, { user: alice });
      expect(again.statusCode).toBe(409);
      expect(again.json()).toEqual({ code: 'BOOKING_ALREADY_CANCELLED', message: 'This booking is already cancelled.' });
      expect(await bookingRowsOfRoom(room.id)).toEqual([cancelled]);
    });

    it('treats a malformed confirmation code like a wrong one (404) and answers 400 for a malformed id', async () => {
      const malformedCode = await cancel(1, { code: 'short' });
      expect(malformedCode.statusCode).toBe(404);
      expect(malformedCode.json()).toEqual({ code: 'BOOKING_NOT_FOUND', message: 'Booking not found.' });
      const badId = await t.app.inject({ method: 'DELETE', url: '/api/bookings/booking/abc/delete', remoteAddress: freshIp() });
      expect(badId.statusCode).toBe(400);
    });
  });

  describe('GET /api/bookings/user/:id/bookings', () => {
    it("returns only that user's bookings (by email or id, CANCELLED too), newest check-in first", async () => {
      const carol = await createUser(t.database);
      const dave = await createUser(t.database);
      const room = await createRoom(t.database, { roomType: 'Family' });
      await book(carol, room.id, bookingBody(stay(70, 1)));
      await book(carol, room.id, bookingBody(stay(90, 1)));
      await book(dave, room.id, bookingBody(stay(80, 1)));
      await book(carol, room.id, bookingBody(stay(75, 1)));
      const rows = await bookingRowsOfRoom(room.id);
      const cancelledId = rows[0]!.id;
      await t.database.db.updateTable('bookings').set({ status: 'CANCELLED' }).where('id', '=', cancelledId).execute();

      for (const ref of [carol.email, String(carol.id), carol.email.toUpperCase()]) {
        const response = await t.app.inject({
          method: 'GET',
          url: `/api/bookings/user/${encodeURIComponent(ref)}/bookings`,
          headers: await authHeader(t.app, carol),
        });
        expect(response.statusCode, ref).toBe(200);
        const bookings = response.json() as Array<{ checkInDate: string; guestEmail: string; status: string; id: number }>;
        expect(bookings.map((booking) => booking.checkInDate)).toEqual([stay(90, 1), stay(75, 1), stay(70, 1)].map((s) => s.checkInDate));
        expect(bookings.every((booking) => booking.guestEmail === carol.email)).toBe(true);
        expect(bookings.find((booking) => booking.id === cancelledId)?.status).toBe('CANCELLED');
      }
    });

    it('returns an empty list for a user without bookings', async () => {
      const erin = await createUser(t.database);
      const response = await t.app.inject({
        method: 'GET',
        url: `/api/bookings/user/${erin.email}/bookings`,
        headers: await authHeader(t.app, erin),
      });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual([]);
    });

    it('answers an admin 404 USER_NOT_FOUND for a missing user', async () => {
      for (const ref of ['nobody@example.test', '99999']) {
        const response = await t.app.inject({
          method: 'GET',
          url: `/api/bookings/user/${ref}/bookings`,
          headers: await authHeader(t.app, admin),
        });
        expect(response.statusCode, ref).toBe(404);
        expect(response.json()).toEqual({ code: 'USER_NOT_FOUND', message: 'User not found.' });
      }
    });
  });
});

describe.each(testDialects)('GET /api/bookings/all-bookings (%s)', (dialect) => {
  let t: TestApp;
  beforeEach(async () => {
    t = await buildTestApp(dialect);
    t.clock.set(NOW);
  });
  afterEach(async () => t.close());

  it('lists every booking, CONFIRMED and CANCELLED, newest check-in first, for an admin', async () => {
    const admin = await createAdmin(t.database);
    const guest = await createUser(t.database);
    const room = await createRoom(t.database);
    const other = await createRoom(t.database, { roomType: 'Single' });
    const headers = await authHeader(t.app, guest);
    const post = (roomId: number, offset: number) =>
      t.app.inject({ method: 'POST', url: `/api/bookings/room/${roomId}/booking`, headers, payload: bookingBody(stay(offset, 1)) });
    for (const [roomId, offset] of [[room.id, 5], [other.id, 30], [room.id, 12], [other.id, 1]] as const) {
      expect((await post(roomId, offset)).statusCode).toBe(201);
    }
    await t.database.db.updateTable('bookings').set({ status: 'CANCELLED' }).where('checkInDate', '=', addDays(TODAY, 12)).execute();

    const response = await t.app.inject({ method: 'GET', url: '/api/bookings/all-bookings', headers: await authHeader(t.app, admin) });
    expect(response.statusCode).toBe(200);
    const bookings = response.json() as Array<{ checkInDate: string; status: string; room: { roomType: string } }>;
    expect(bookings.map((booking) => booking.checkInDate)).toEqual([30, 12, 5, 1].map((offset) => addDays(TODAY, offset)));
    expect(bookings.map((booking) => booking.status)).toEqual(['CONFIRMED', 'CANCELLED', 'CONFIRMED', 'CONFIRMED']);
    expect(bookings[0]?.room.roomType).toBe('Single');
  });
});

describe.each(testDialects)('the hotel time zone decides what "today" is (%s)', (dialect) => {
  let t: TestApp | undefined;
  afterEach(async () => {
    await t?.close();
    t = undefined;
  });

  async function bookAt(timeZone: string, now: string, checkInDate: string) {
    t = await buildTestApp(dialect, { config: { hotelTimeZone: timeZone } });
    t.clock.set(new Date(now));
    const guest = await createUser(t.database);
    const room = await createRoom(t.database);
    const headers = await authHeader(t.app, guest);
    const attempt = (checkIn: string) =>
      t!.app.inject({
        method: 'POST',
        url: `/api/bookings/room/${room.id}/booking`,
        headers,
        payload: bookingBody({ checkInDate: checkIn, checkOutDate: addDays(checkIn, 1) }),
      });
    return { yesterday: await attempt(addDays(checkInDate, -1)), today: await attempt(checkInDate) };
  }

  it('east of UTC: at 13:00 UTC on 15 June it is already 16 June in Auckland', async () => {
    const { yesterday, today } = await bookAt('Pacific/Auckland', '2030-06-15T13:00:00Z', '2030-06-16');
    expect(yesterday.statusCode).toBe(400); // 15 June: today in UTC, yesterday at the hotel
    expect(yesterday.json().code).toBe('INVALID_DATES');
    expect(today.statusCode).toBe(201);
  });

  it('west of UTC: at 03:00 UTC on 15 June it is still 14 June in Los Angeles', async () => {
    const { yesterday, today } = await bookAt('America/Los_Angeles', '2030-06-15T03:00:00Z', '2030-06-14');
    expect(yesterday.statusCode).toBe(400);
    expect(today.statusCode).toBe(201); // 14 June: yesterday in UTC, today at the hotel
  });
});

describe('confirmation codes', () => {
  it('are 16 characters of the Crockford alphabet, distinct, and use every symbol', () => {
    expect(CONFIRMATION_CODE_ALPHABET).toHaveLength(32);
    expect(CONFIRMATION_CODE_ALPHABET).not.toMatch(/[ILOU]/);
    const codes = Array.from({ length: 500 }, () => generateConfirmationCode());
    for (const code of codes) expect(code).toMatch(CODE_PATTERN);
    expect(new Set(codes).size).toBe(codes.length);
    // 8,000 characters: each of the 32 symbols is expected 250 times; missing one would mean lost entropy.
    const counts = new Map<string, number>();
    for (const char of codes.join('')) counts.set(char, (counts.get(char) ?? 0) + 1);
    expect(counts.size).toBe(32);
    for (const count of counts.values()) expect(count).toBeGreaterThan(150);
  });
});
