import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { addDays } from '@hotel/booking-rules';
import { authHeader, createAdmin, createRoom, createUser, type TestUser } from './fixtures.js';
import { freshIp } from './auth-helpers.js';
import { buildTestApp, testDialects, type TestApp } from './helper.js';

const TODAY = '2030-06-15';
const NOW = new Date(`${TODAY}T12:00:00Z`);

function bookingBody(overrides: Record<string, unknown> = {}) {
  return {
    guestFullName: 'Ada Lovelace',
    checkInDate: addDays(TODAY, 10),
    checkOutDate: addDays(TODAY, 12),
    numOfAdults: 2,
    numOfChildren: 0,
    ...overrides,
  };
}

/** Texts that plain type coercion would read as an id (most of them as 1), and ids beyond 32 bits. */
const NON_CANONICAL_IDS = ['0x1', '+1', '%201', '1%20', '01', '1.0', '15.0', '15e0', '1e0', 'Infinity', '-1', '0', '2147483648', '99999999999999999999'];

describe.each(testDialects)('strict input (%s)', (dialect) => {
  let t: TestApp;
  let alice: TestUser;
  let admin: TestUser;
  let roomId: number;
  let bookingId: number;

  beforeAll(async () => {
    t = await buildTestApp(dialect);
    t.clock.set(NOW);
    alice = await createUser(t.database);
    admin = await createAdmin(t.database);
    roomId = (await createRoom(t.database)).id;
    const booked = await t.app.inject({
      method: 'POST',
      url: `/api/bookings/room/${roomId}/booking`,
      headers: await authHeader(t.app, alice),
      payload: bookingBody(),
    });
    expect(booked.statusCode).toBe(201);
    bookingId = (await t.database.db.selectFrom('bookings').select('id').executeTakeFirstOrThrow()).id;
    // The requests below must reach a room and a booking of id 1 when an id is read loosely.
    expect([roomId, bookingId]).toEqual([1, 1]);
  });
  afterAll(async () => t.close());
  beforeEach(async () => {
    await t.app.outbox.settle();
    t.mailer.sent.length = 0;
  });

  const bookingCount = async () => (await t.database.db.selectFrom('bookings').select('id').execute()).length;
  const userCount = async () => (await t.database.db.selectFrom('users').select('id').execute()).length;

  function expectValidationError(response: { statusCode: number; json(): unknown }) {
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ code: 'VALIDATION_FAILED', message: expect.any(String) });
  }

  describe('bodies match their schema exactly', () => {
    it.each([
      ['a boolean name', { guestFullName: true }],
      ['a number name', { guestFullName: 12345 }],
      ['adults in an array', { numOfAdults: [1] }],
      ['adults as non-canonical text', { numOfAdults: '02' }],
      ['adults as decimal text', { numOfAdults: '2.0' }],
      ['adults as padded text', { numOfAdults: ' 2' }],
      ['adults as text beyond the limit', { numOfAdults: '21' }],
      ['no adult, as text', { numOfAdults: '0' }],
      ['children as hexadecimal text', { numOfChildren: '0x1' }],
      ['children null', { numOfChildren: null }],
      ['adults as a boolean', { numOfAdults: true }],
    ])('a booking with %s is refused and books nothing', async (_case, overrides) => {
      const before = await bookingCount();
      const response = await t.app.inject({
        method: 'POST',
        url: `/api/bookings/room/${roomId}/booking`,
        headers: await authHeader(t.app, alice),
        payload: bookingBody({ checkInDate: addDays(TODAY, 40), checkOutDate: addDays(TODAY, 41), ...overrides }),
      });
      expectValidationError(response);
      expect(await bookingCount()).toBe(before);
    });

    it('guest counts as plain decimal text (what the original client sends) are booked as numbers', async () => {
      const response = await t.app.inject({
        method: 'POST',
        url: `/api/bookings/room/${roomId}/booking`,
        headers: await authHeader(t.app, alice),
        payload: bookingBody({ checkInDate: addDays(TODAY, 70), checkOutDate: addDays(TODAY, 71), numOfAdults: '2', numOfChildren: '0' }),
      });
      expect(response.statusCode).toBe(201);
      const { bookingConfirmationCode } = response.json<{ bookingConfirmationCode: string }>();
      const booking = await t.app.inject({ method: 'GET', url: `/api/bookings/confirmation/${bookingConfirmationCode}`, remoteAddress: freshIp() });
      expect(booking.json()).toMatchObject({ numOfAdults: 2, numOfChildren: 0, totalNumOfGuests: 2 });
    });

    it('a registration with a number for a name is refused and creates nothing', async () => {
      const before = await userCount();
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/auth/register-user',
        remoteAddress: freshIp(),
        payload: { firstName: 12345, lastName: 'Doe', email: 'numbers@example.com', password: 'secret123' },
      });
      expectValidationError(response);
      expect(await userCount()).toBe(before);
      await t.app.outbox.settle();
      expect(t.mailer.sent).toEqual([]);
    });
  });

  describe('ids in paths are canonical positive 32-bit decimal integers', () => {
    it.each(NON_CANONICAL_IDS)('GET /api/rooms/room/%s is a 400', async (id) => {
      expectValidationError(await t.app.inject({ method: 'GET', url: `/api/rooms/room/${id}` }));
    });

    it.each(NON_CANONICAL_IDS)('GET /api/rooms/room/%s/photo is a 400', async (id) => {
      expectValidationError(await t.app.inject({ method: 'GET', url: `/api/rooms/room/${id}/photo` }));
    });

    it.each(NON_CANONICAL_IDS)('PUT /api/rooms/update/%s is a 400 and changes nothing', async (id) => {
      const response = await t.app.inject({
        method: 'PUT',
        url: `/api/rooms/update/${id}`,
        headers: { ...(await authHeader(t.app, admin)), 'content-type': 'multipart/form-data; boundary=x' },
        payload: '--x\r\nContent-Disposition: form-data; name="roomType"\r\n\r\nChanged\r\n--x--\r\n',
      });
      expectValidationError(response);
      const room = await t.database.db.selectFrom('rooms').select('roomType').where('id', '=', roomId).executeTakeFirstOrThrow();
      expect(room.roomType).toBe('Double');
    });

    it.each(NON_CANONICAL_IDS)('DELETE /api/rooms/delete/room/%s is a 400', async (id) => {
      const response = await t.app.inject({ method: 'DELETE', url: `/api/rooms/delete/room/${id}`, headers: await authHeader(t.app, admin) });
      expectValidationError(response);
    });

    it.each(NON_CANONICAL_IDS)('POST /api/bookings/room/%s/booking is a 400 and books nothing', async (id) => {
      const before = await bookingCount();
      const response = await t.app.inject({
        method: 'POST',
        url: `/api/bookings/room/${id}/booking`,
        headers: await authHeader(t.app, alice),
        payload: bookingBody({ checkInDate: addDays(TODAY, 50), checkOutDate: addDays(TODAY, 51) }),
      });
      expectValidationError(response);
      expect(await bookingCount()).toBe(before);
    });

    it.each(NON_CANONICAL_IDS)('DELETE /api/bookings/booking/%s/delete is a 400 and cancels nothing', async (id) => {
      const response = await t.app.inject({
        method: 'DELETE',
        url: `/api/bookings/booking/${id}/delete`,
        headers: await authHeader(t.app, admin),
        remoteAddress: freshIp(),
      });
      expectValidationError(response);
      const booking = await t.database.db.selectFrom('bookings').select('status').where('id', '=', bookingId).executeTakeFirstOrThrow();
      expect(booking.status).toBe('CONFIRMED');
    });

    it.each(['2147483648', '99999999999999999999', '0', '01', `0${1}`])(
      'a user id %s finds nobody (404 for an admin, never a 500)',
      async (ref) => {
        const headers = await authHeader(t.app, admin);
        const user = await t.app.inject({ method: 'GET', url: `/api/users/${ref}`, headers });
        expect(user.statusCode).toBe(404);
        expect(user.json()).toMatchObject({ code: 'USER_NOT_FOUND' });
        const bookings = await t.app.inject({ method: 'GET', url: `/api/bookings/user/${ref}/bookings`, headers });
        expect(bookings.statusCode).toBe(404);
        const removed = await t.app.inject({ method: 'DELETE', url: `/api/users/delete/${ref}`, headers });
        expect(removed.statusCode).toBe(404);
      },
    );

    it('the canonical id still works', async () => {
      const response = await t.app.inject({ method: 'GET', url: `/api/rooms/room/${roomId}` });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ id: roomId });
    });
  });

  describe('strings with control characters are refused with 400', () => {
    const CONTROL = ['\u0000', '\u0001', '\t', '\n', '\r', '\u001b', '\u007f'];

    it.each(CONTROL.map((c) => [JSON.stringify(c), c]))('a booking name with %s books nothing', async (_name, control) => {
      const before = await bookingCount();
      const response = await t.app.inject({
        method: 'POST',
        url: `/api/bookings/room/${roomId}/booking`,
        headers: await authHeader(t.app, alice),
        payload: bookingBody({ guestFullName: `Ada${control}Lovelace`, checkInDate: addDays(TODAY, 60), checkOutDate: addDays(TODAY, 61) }),
      });
      expectValidationError(response);
      expect(await bookingCount()).toBe(before);
    });

    it.each([
      ['register-user', { firstName: 'A\u0000', lastName: 'Doe', email: 'nul@example.com', password: 'secret123' }],
      ['register-user', { firstName: 'Ann', lastName: 'Doe', email: 'nul@example.com', password: 'secret\u0000123' }],
      ['register-user', { firstName: 'Ann', lastName: 'Doe', email: 'nul\u0000@example.com', password: 'secret123' }],
      ['login', { email: 'a\u0000b@example.com', password: 'secret123' }],
      ['login', { email: 'ab@example.com', password: 'secret\u0000' }],
      ['verify-otp', { email: 'a\u0000b@example.com', otp: '123456' }],
      ['resend-otp', { email: 'a\u0000b@example.com' }],
    ])('POST /api/auth/%s with a NUL is a 400 that creates and mails nothing', async (route, payload) => {
      const before = await userCount();
      const response = await t.app.inject({ method: 'POST', url: `/api/auth/${route}`, remoteAddress: freshIp(), payload });
      expectValidationError(response);
      expect(await userCount()).toBe(before);
      await t.app.outbox.settle();
      expect(t.mailer.sent).toEqual([]);
    });

    it.each(['%00', 'ABC%00DEF', '%0A', '%1B'])('GET /api/bookings/confirmation/%s is a 400', async (code) => {
      expectValidationError(await t.app.inject({ method: 'GET', url: `/api/bookings/confirmation/${code}`, remoteAddress: freshIp() }));
    });

    it.each(['%00', 'a%00b%40example.com'])('GET /api/users/%s is a 400', async (ref) => {
      expectValidationError(await t.app.inject({ method: 'GET', url: `/api/users/${ref}`, headers: await authHeader(t.app, admin) }));
    });

    it.each([
      ['roomType', '\nSuite'],
      ['roomType', 'Suite\t'],
      ['roomPrice', '\n150'],
    ])('a room form field %s with a control character around it (%j) is a 400 that changes nothing', async (field, value) => {
      const response = await t.app.inject({
        method: 'PUT',
        url: `/api/rooms/update/${roomId}`,
        headers: { ...(await authHeader(t.app, admin)), 'content-type': 'multipart/form-data; boundary=x' },
        payload: `--x\r\nContent-Disposition: form-data; name="${field}"\r\n\r\n${value}\r\n--x--\r\n`,
      });
      expectValidationError(response);
      const room = await t.database.db.selectFrom('rooms').select(['roomType', 'roomPriceCents']).where('id', '=', roomId).executeTakeFirstOrThrow();
      expect(room).toEqual({ roomType: 'Double', roomPriceCents: 12_000 });
    });

    it('a control character in a query string is a 400', async () => {
      const response = await t.app.inject({
        method: 'GET',
        url: `/api/rooms/available-rooms?checkInDate=${addDays(TODAY, 1)}&checkOutDate=${addDays(TODAY, 2)}&roomType=Dou%00ble`,
      });
      expectValidationError(response);
    });
  });
});
