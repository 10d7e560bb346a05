import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { BookingRow } from '../src/db/schema.js';
import { addDays } from '@hotel/booking-rules';
import { createAdmin, createRoom, createUser, authHeader, type TestUser } from './fixtures.js';
import { buildTestApp, testDialects, type TestApp } from './helper.js';

/**
 * Who may do what with bookings (security checklist AC1, AC2, BK6): every caller against user A's
 * booking, and the database row checked after every refused attempt.
 */

const TODAY = '2030-06-15';
const NOT_FOUND = { code: 'BOOKING_NOT_FOUND', message: 'Booking not found.' };
const MISSING_ID = 999_999;

type Caller = 'anonymous' | 'owner' | 'other' | 'admin';

describe.each(testDialects)('booking permissions (%s)', (dialect) => {
  let t: TestApp;
  let owner: TestUser;
  let other: TestUser;
  let admin: TestUser;
  /** The owner's booking, and a booking of the other user (whose code is "a wrong code" for the first). */
  let booking: BookingRow;
  let othersBooking: BookingRow;

  beforeEach(async () => {
    t = await buildTestApp(dialect);
    t.clock.set(new Date(`${TODAY}T09:00:00Z`));
    owner = await createUser(t.database);
    other = await createUser(t.database);
    admin = await createAdmin(t.database);
    const room = await createRoom(t.database);
    booking = await bookAs(owner, room.id, 5);
    othersBooking = await bookAs(other, room.id, 20);
  });
  afterEach(async () => t.close());

  async function bookAs(user: TestUser, roomId: number, offset: number): Promise<BookingRow> {
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/bookings/room/${roomId}/booking`,
      headers: await authHeader(t.app, user),
      payload: {
        guestFullName: 'Guest',
        checkInDate: addDays(TODAY, offset),
        checkOutDate: addDays(TODAY, offset + 2),
        numOfAdults: 1,
        numOfChildren: 0,
      },
    });
    expect(response.statusCode).toBe(201);
    const code = response.json().bookingConfirmationCode as string;
    return t.database.db.selectFrom('bookings').selectAll().where('confirmationCode', '=', code).executeTakeFirstOrThrow();
  }

  async function headersFor(caller: Caller): Promise<Record<string, string>> {
    if (caller === 'anonymous') return {};
    return authHeader(t.app, { owner, other, admin }[caller]);
  }

  async function cancel(id: number, caller: Caller, code?: string) {
    return t.app.inject({
      method: 'DELETE',
      url: `/api/bookings/booking/${id}/delete${code === undefined ? '' : `?confirmationCode=${code}`}`,
      headers: await headersFor(caller),
    });
  }

  async function allRows() {
    return t.database.db.selectFrom('bookings').selectAll().orderBy('id').execute();
  }

  describe('DELETE /api/bookings/booking/:id/delete', () => {
    const wrongCodes = {
      none: () => undefined,
      "another booking's code": () => othersBooking.confirmationCode,
      'an unknown code': () => 'ABCDEFGHJKMNPQRS',
    };

    it.each([
      ['anonymous', 'none'],
      ['anonymous', "another booking's code"],
      ['anonymous', 'an unknown code'],
      ['other', 'none'],
      ['other', "another booking's code"],
      ['other', 'an unknown code'],
    ] as const)('refuses %s with %s: 404, the row unchanged', async (caller, codeCase) => {
      const before = await allRows();
      const response = await cancel(booking.id, caller, wrongCodes[codeCase]());
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual(NOT_FOUND);
      expect(await allRows()).toEqual(before);
    });

    it.each([
      ['anonymous with the right code', 'anonymous', 'code'],
      ['anonymous with the right code in lower case', 'anonymous', 'lower'],
      ['another user with the right code', 'other', 'code'],
      ['the owner', 'owner', 'none'],
      ['an admin', 'admin', 'none'],
    ] as const)('lets %s cancel: 200, only that row changes', async (_label, caller, codeCase) => {
      const code = { code: booking.confirmationCode, lower: booking.confirmationCode.toLowerCase(), none: undefined }[codeCase];
      const before = await allRows();
      const response = await cancel(booking.id, caller, code);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ message: 'Booking has been cancelled successfully!' });
      const after = await allRows();
      expect(after).toEqual(
        before.map((row) => (row.id === booking.id ? { ...row, status: 'CANCELLED', cancelledAt: '2030-06-15T09:00:00.000Z' } : row)),
      );
    });

    it.each(['anonymous', 'owner', 'other', 'admin'] as const)(
      'answers %s the same 404 for a missing id, with or without a code',
      async (caller) => {
        const before = await allRows();
        for (const code of [undefined, booking.confirmationCode, 'ABCDEFGHJKMNPQRS']) {
          const response = await cancel(MISSING_ID, caller, code);
          expect(response.statusCode).toBe(404);
          expect(response.json()).toEqual(NOT_FOUND);
        }
        expect(await allRows()).toEqual(before);
      },
    );

    it('tells only callers with the right that a booking is already cancelled', async () => {
      expect((await cancel(booking.id, 'owner')).statusCode).toBe(200);
      const before = await allRows();
      for (const [caller, code] of [['anonymous', undefined], ['other', undefined], ['anonymous', othersBooking.confirmationCode]] as const) {
        const refused = await cancel(booking.id, caller, code);
        expect(refused.statusCode).toBe(404);
        expect(refused.json()).toEqual(NOT_FOUND);
      }
      for (const [caller, code] of [['owner', undefined], ['admin', undefined], ['anonymous', booking.confirmationCode]] as const) {
        const again = await cancel(booking.id, caller, code);
        expect(again.statusCode).toBe(409);
        expect(again.json().code).toBe('BOOKING_ALREADY_CANCELLED');
      }
      expect(await allRows()).toEqual(before);
    });

    it('limits cancellation attempts per client address (code guessing): the 31st within a minute gets 429', async () => {
      for (let i = 0; i < 30; i += 1) {
        expect((await cancel(booking.id, 'anonymous', 'ABCDEFGHJKMNPQRS')).statusCode).toBe(404);
      }
      const limited = await cancel(booking.id, 'anonymous', booking.confirmationCode);
      expect(limited.statusCode).toBe(429);
      expect(limited.json().code).toBe('RATE_LIMITED');
      expect((await allRows()).find((row) => row.id === booking.id)?.status).toBe('CONFIRMED');
    });
  });

  describe('GET /api/bookings/all-bookings', () => {
    it.each([
      ['anonymous', 401, 'UNAUTHENTICATED'],
      ['owner', 403, 'FORBIDDEN'],
      ['other', 403, 'FORBIDDEN'],
      ['admin', 200, undefined],
    ] as const)('%s → %i', async (caller, status, code) => {
      const response = await t.app.inject({ method: 'GET', url: '/api/bookings/all-bookings', headers: await headersFor(caller) });
      expect(response.statusCode).toBe(status);
      if (code) expect(response.json().code).toBe(code);
      else expect((response.json() as Array<{ id: number }>).map((row) => row.id).sort()).toEqual([booking.id, othersBooking.id].sort());
    });
  });

  describe("GET /api/bookings/user/:id/bookings for the owner's bookings", () => {
    const refs = {
      email: () => owner.email,
      id: () => String(owner.id),
    };

    it.each([
      ['anonymous', 'email', 401],
      ['anonymous', 'id', 401],
      ['owner', 'email', 200],
      ['owner', 'id', 200],
      ['other', 'email', 403],
      ['other', 'id', 403],
      ['admin', 'email', 200],
      ['admin', 'id', 200],
    ] as const)('%s by %s → %i', async (caller, refKind, status) => {
      const response = await t.app.inject({
        method: 'GET',
        url: `/api/bookings/user/${encodeURIComponent(refs[refKind]())}/bookings`,
        headers: await headersFor(caller),
      });
      expect(response.statusCode).toBe(status);
      if (status === 200) {
        const bookings = response.json() as Array<{ id: number; guestEmail: string }>;
        expect(bookings.map((row) => row.id)).toEqual([booking.id]);
        expect(bookings[0]?.guestEmail).toBe(owner.email);
      } else {
        expect(response.json().code).toBe(status === 401 ? 'UNAUTHENTICATED' : 'FORBIDDEN');
        expect(response.body).not.toContain(booking.confirmationCode);
      }
    });

    it('answers a non-admin 403 for a user who does not exist (no probing for accounts)', async () => {
      for (const ref of ['nobody@example.test', String(MISSING_ID)]) {
        const response = await t.app.inject({
          method: 'GET',
          url: `/api/bookings/user/${ref}/bookings`,
          headers: await headersFor('other'),
        });
        expect(response.statusCode, ref).toBe(403);
      }
    });
  });

  describe('GET /api/bookings/confirmation/:code', () => {
    it("is public, and shows nothing of other bookings: the code's booking only", async () => {
      const response = await t.app.inject({ method: 'GET', url: `/api/bookings/confirmation/${booking.confirmationCode}` });
      expect(response.statusCode).toBe(200);
      expect(response.json().id).toBe(booking.id);
      expect(response.body).not.toContain(othersBooking.confirmationCode);
      expect(response.body).not.toContain(other.email);
    });
  });
});
