import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMigrator, migrateToLatest } from '../src/db/migrate.js';
import { authHeader, createAdmin, createRoom, createUser, type TestUser } from './fixtures.js';
import { buildTestApp, createTestDatabase, testDialects, whileMigrating, type TestApp } from './helper.js';

const NOW = new Date('2030-06-15T12:00:00Z');

describe.each(testDialects)('the price of the stay (%s)', (dialect) => {
  let t: TestApp;
  let guest: TestUser;
  let admin: TestUser;

  beforeAll(async () => {
    t = await buildTestApp(dialect);
    t.clock.set(NOW);
    guest = await createUser(t.database);
    admin = await createAdmin(t.database);
  });
  afterAll(async () => t.close());

  async function book(roomId: number, checkInDate: string, checkOutDate: string): Promise<string> {
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/bookings/room/${roomId}/booking`,
      headers: await authHeader(t.app, guest),
      payload: { guestFullName: 'Ada Lovelace', checkInDate, checkOutDate, numOfAdults: 1, numOfChildren: 0 },
    });
    expect(response.statusCode).toBe(201);
    return response.json().bookingConfirmationCode as string;
  }

  it('stores nights × price per night in cents and shows it wherever the booking is read', async () => {
    const room = await createRoom(t.database, { roomPriceCents: 14_950 });
    const code = await book(room.id, '2030-07-01', '2030-07-04');

    const row = await t.database.db.selectFrom('bookings').select('totalPriceCents').where('confirmationCode', '=', code).executeTakeFirstOrThrow();
    expect(row.totalPriceCents).toBe(44_850);

    const byCode = await t.app.inject({ method: 'GET', url: `/api/bookings/confirmation/${code}` });
    expect(byCode.json().totalPrice).toBe(448.5);
    const mine = await t.app.inject({ method: 'GET', url: `/api/bookings/user/${guest.id}/bookings`, headers: await authHeader(t.app, guest) });
    expect(mine.json().find((booking: { bookingConfirmationCode: string }) => booking.bookingConfirmationCode === code).totalPrice).toBe(448.5);
    const all = await t.app.inject({ method: 'GET', url: '/api/bookings/all-bookings', headers: await authHeader(t.app, admin) });
    expect(all.json().find((booking: { bookingConfirmationCode: string }) => booking.bookingConfirmationCode === code).totalPrice).toBe(448.5);
  });

  it('keeps the booked total when the room price changes later', async () => {
    const room = await createRoom(t.database, { roomPriceCents: 10_000 });
    const code = await book(room.id, '2030-08-01', '2030-08-03');
    await t.database.db.updateTable('rooms').set({ roomPriceCents: 25_000 }).where('id', '=', room.id).execute();

    const byCode = await t.app.inject({ method: 'GET', url: `/api/bookings/confirmation/${code}` });
    expect(byCode.json().totalPrice).toBe(200);
    const laterCode = await book(room.id, '2030-08-03', '2030-08-04');
    const later = await t.app.inject({ method: 'GET', url: `/api/bookings/confirmation/${laterCode}` });
    expect(later.json().totalPrice).toBe(250);
  });

  it('holds a total beyond 2³¹ cents: 365 nights at the highest price', async () => {
    const room = await createRoom(t.database, { roomPriceCents: 10_000_000 });
    const code = await book(room.id, '2031-01-01', '2032-01-01');
    const byCode = await t.app.inject({ method: 'GET', url: `/api/bookings/confirmation/${code}` });
    expect(byCode.json().totalPrice).toBe(36_500_000);
  });
});

describe.each(testDialects)('upgrading a database with bookings to the stored total (%s)', (dialect) => {
  it("gives earlier bookings nights × the room's price at the upgrade", async () => {
    const { database, drop } = await createTestDatabase(dialect);
    const underLock = (work: () => Promise<void>) => whileMigrating(dialect, work);
    try {
      await underLock(async () => {
        const { error } = await (await createMigrator(database)).migrateTo('2026_11_23_000001_keep_history');
        if (error) throw error;
      });
      const room = await createRoom(database, { roomPriceCents: 9_900 });
      const now = NOW.toISOString();
      // Written as the version before this one: no total column yet.
      await database.db
        .insertInto('bookings')
        .values({
          roomId: room.id,
          userId: null,
          confirmationCode: 'OLDBOOKING000001',
          checkInDate: '2030-02-26',
          checkOutDate: '2030-03-02',
          guestName: 'Old Guest',
          guestEmail: 'old@example.test',
          numOfAdults: 1,
          numOfChildren: 0,
          status: 'CONFIRMED',
          createdAt: now,
        } as never)
        .execute();
      await underLock(() => migrateToLatest(database));
      const row = await database.db.selectFrom('bookings').select('totalPriceCents').executeTakeFirstOrThrow();
      expect(row.totalPriceCents).toBe(4 * 9_900);
    } finally {
      await drop();
    }
  });
});
