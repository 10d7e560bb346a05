import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { addDays } from '@hotel/booking-rules';
import { authHeader, createAdmin, createRoom, createUser, type TestUser } from './fixtures.js';
import { buildTestApp, testDialects, type TestApp } from './helper.js';

/**
 * Cancelling by the hotel's date (issue 20): a stay that has ended cannot be cancelled by anyone; a stay under
 * way only by an admin. A refused cancellation changes no row and mails nothing.
 */

const BOOKED_ON = '2030-06-15';

describe.each(testDialects)('cancelling a stay that has begun or ended (%s)', (dialect) => {
  let t: TestApp;
  let owner: TestUser;
  let admin: TestUser;
  let stay: { id: number; confirmationCode: string };

  beforeEach(async () => {
    t = await buildTestApp(dialect);
    t.clock.set(new Date(`${BOOKED_ON}T09:00:00Z`));
    owner = await createUser(t.database);
    admin = await createAdmin(t.database);
    const room = await createRoom(t.database);
    // Check-in 2030-06-20, check-out 2030-06-23.
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/bookings/room/${room.id}/booking`,
      headers: await authHeader(t.app, owner),
      payload: { guestFullName: 'Guest', checkInDate: addDays(BOOKED_ON, 5), checkOutDate: addDays(BOOKED_ON, 8), numOfAdults: 1, numOfChildren: 0 },
    });
    expect(response.statusCode, response.body).toBe(201);
    const code = response.json().bookingConfirmationCode as string;
    stay = await t.database.db.selectFrom('bookings').select(['id', 'confirmationCode']).where('confirmationCode', '=', code).executeTakeFirstOrThrow();
    await t.app.outbox.settle();
    t.mailer.sent.length = 0;
  });
  afterEach(async () => t.close());

  const callers = ['code', 'owner', 'admin'] as const;

  async function cancelAs(caller: (typeof callers)[number]) {
    return t.app.inject({
      method: 'DELETE',
      url: `/api/bookings/booking/${stay.id}/delete${caller === 'code' ? `?confirmationCode=${stay.confirmationCode}` : ''}`,
      headers: caller === 'code' ? {} : await authHeader(t.app, caller === 'owner' ? owner : admin),
    });
  }

  async function status() {
    return (await t.database.db.selectFrom('bookings').select('status').where('id', '=', stay.id).executeTakeFirstOrThrow()).status;
  }

  it.each(callers)('refuses a finished stay (check-out day reached) to the %s with 409 BOOKING_ALREADY_ENDED, no change, no mail', async (caller) => {
    t.clock.set(new Date(`${addDays(BOOKED_ON, 8)}T12:00:00Z`));
    const response = await cancelAs(caller);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ code: 'BOOKING_ALREADY_ENDED', message: 'This stay has already ended and can no longer be cancelled.' });
    expect(await status()).toBe('CONFIRMED');
    await t.app.outbox.settle();
    expect(t.mailer.sent).toEqual([]);
  });

  it.each(['code', 'owner'] as const)('refuses a stay under way to its guest (%s) with 409 BOOKING_UNDER_WAY', async (caller) => {
    t.clock.set(new Date(`${addDays(BOOKED_ON, 5)}T12:00:00Z`));
    const response = await cancelAs(caller);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ code: 'BOOKING_UNDER_WAY' });
    expect(await status()).toBe('CONFIRMED');
  });

  it('lets an admin cancel a stay under way', async () => {
    t.clock.set(new Date(`${addDays(BOOKED_ON, 7)}T12:00:00Z`));
    const response = await cancelAs('admin');
    expect(response.statusCode, response.body).toBe(200);
    expect(await status()).toBe('CANCELLED');
  });

  it('lets the guest cancel until the day before check-in', async () => {
    t.clock.set(new Date(`${addDays(BOOKED_ON, 4)}T12:00:00Z`));
    const response = await cancelAs('owner');
    expect(response.statusCode, response.body).toBe(200);
    expect(await status()).toBe('CANCELLED');
  });
});
