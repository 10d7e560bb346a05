import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { authHeader, createAdmin, createRoom, createUser, type TestUser } from './fixtures.js';
import { buildTestApp, testDialects, type TestApp } from './helper.js';
import { insertBooking, multipartForm, photoFile, roomForm } from './rooms-helpers.js';

type Entry = { id: number; actorId: number | null; actorEmail: string | null; kind: string; recordId: number; before: Record<string, string | null> | null; after: Record<string, string | null> | null; createdAt: string };
type Page = { entries: Entry[]; page: number; size: number; total: number };

describe.each(testDialects)('the audit log of admin writes (%s)', (dialect) => {
  let t: TestApp;
  let admin: TestUser;
  let guest: TestUser;

  beforeAll(async () => {
    t = await buildTestApp(dialect);
    admin = await createAdmin(t.database, { email: 'audit-admin@example.test' });
    guest = await createUser(t.database, { email: 'audit-guest@example.test' });
  });
  afterAll(async () => t.close());
  beforeEach(async () => {
    t.clock.set(new Date('2027-03-10T12:00:00Z'));
    await t.database.db.deleteFrom('auditLog').execute();
    await t.database.db.deleteFrom('bookings').execute();
    await t.database.db.deleteFrom('rooms').execute();
    await t.database.db.deleteFrom('mailOutbox').execute();
  });

  const as = async (user: TestUser | null) => (user ? await authHeader(t.app, user) : {});
  const auditLog = async (query = '') => {
    const response = await t.app.inject({ method: 'GET', url: `/api/admin/audit${query}`, headers: await as(admin) });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<Page>();
  };
  const onlyEntry = async () => {
    const { entries } = await auditLog();
    expect(entries).toHaveLength(1);
    return entries[0]!;
  };
  const roomRequest = async (method: 'POST' | 'PUT', url: string, fields: Parameters<typeof roomForm>[0]) => {
    const form = multipartForm(roomForm(fields));
    return t.app.inject({ method, url, headers: { ...(await as(admin)), ...form.headers }, payload: form.payload });
  };
  const failedMail = async () =>
    (
      await t.database.db
        .insertInto('mailOutbox')
        .values({ messageId: '<m@hotel.test>', kind: 'otp', recipient: 'a@example.test', subject: 'S', message: '{}', status: 'failed', attempts: 10, nextAttemptAt: '2027-03-10T00:00:00.000Z', claimedBy: null, claimedUntil: null, lastError: 'down', createdAt: '2027-03-10T00:00:00.000Z', failedAt: '2027-03-10T00:00:00.000Z' })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;

  it('records adding, changing and removing a room: who, what, which room, before and after, when', async () => {
    const added = await roomRequest('POST', '/api/rooms/add/new-room', { roomType: 'Twin', roomPrice: '120', photo: await photoFile() });
    expect(added.statusCode, added.body).toBe(201);
    const roomId = added.json<{ id: number }>().id;
    expect(await onlyEntry()).toMatchObject({
      actorId: admin.id,
      actorEmail: 'audit-admin@example.test',
      kind: 'room.created',
      recordId: roomId,
      before: null,
      after: { roomType: 'Twin', roomPrice: '120', maxAdults: '20', maxChildren: '20', photo: expect.any(String) },
      createdAt: '2027-03-10T12:00:00.000Z',
    });

    t.clock.set(new Date('2027-03-10T13:00:00Z'));
    expect((await roomRequest('PUT', `/api/rooms/update/${roomId}`, { roomPrice: '135.5', maxAdults: '2' })).statusCode).toBe(200);
    const [updated] = (await auditLog()).entries;
    expect(updated).toMatchObject({ kind: 'room.updated', recordId: roomId, before: { roomPrice: '120', maxAdults: '20' }, after: { roomPrice: '135.5', maxAdults: '2' } });

    expect((await t.app.inject({ method: 'DELETE', url: `/api/rooms/delete/room/${roomId}`, headers: await as(admin) })).statusCode).toBe(200);
    const [removed] = (await auditLog()).entries;
    expect(removed).toMatchObject({ kind: 'room.removed', recordId: roomId, before: { roomType: 'Twin' }, after: { removal: 'deleted' } });
    expect((await auditLog()).total).toBe(3);
  });

  it('records new rates, an admin cancellation, a mail sent again, a rotated calendar token, a new hotel profile and an account closed by an admin', async () => {
    const room = await createRoom(t.database);
    const putRates = await t.app.inject({ method: 'PUT', url: `/api/rooms/${room.id}/rates`, headers: await as(admin), payload: { seasons: [{ name: 'Summer', startDate: '2027-07-01', endDate: '2027-09-01', price: 200 }], closures: [] } });
    expect(putRates.statusCode, putRates.body).toBe(200);
    const booking = await insertBooking(t.database, { roomId: room.id, checkInDate: '2027-04-01', checkOutDate: '2027-04-03' });
    expect((await t.app.inject({ method: 'DELETE', url: `/api/bookings/booking/${booking}/delete`, headers: await as(admin) })).statusCode).toBe(200);
    const mailId = await failedMail();
    expect((await t.app.inject({ method: 'POST', url: `/api/admin/mail/${mailId}/retry`, headers: await as(admin) })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'POST', url: `/api/admin/rooms/${room.id}/calendar-sync/rotate-token`, headers: await as(admin) })).statusCode).toBe(200);
    const hotel = (await t.app.inject({ method: 'GET', url: '/api/hotel' })).json<Record<string, unknown>>();
    expect((await t.app.inject({ method: 'PUT', url: '/api/hotel', headers: await as(admin), payload: { ...hotel, name: 'Gasthof Zur Linde' } })).statusCode).toBe(200);
    const leaving = await createUser(t.database, { email: 'leaving@example.test' });
    expect((await t.app.inject({ method: 'DELETE', url: `/api/users/delete/${leaving.id}`, headers: await as(admin) })).statusCode).toBe(200);

    const { entries } = await auditLog();
    expect(entries.map((entry) => [entry.kind, entry.recordId, entry.actorId])).toEqual([
      ['user.deleted', leaving.id, admin.id],
      ['hotel.updated', 1, admin.id],
      ['calendar.token_rotated', room.id, admin.id],
      ['mail.retried', mailId, admin.id],
      ['booking.cancelled', booking, admin.id],
      ['room.rates_updated', room.id, admin.id],
    ]);
    expect(entries[1]).toMatchObject({ before: { name: 'HavenHub' }, after: { name: 'Gasthof Zur Linde' } });
    expect(entries[5]).toMatchObject({ before: { seasons: '0', closures: '0', weekdayPrices: '0' }, after: { seasons: '1', closures: '0', weekdayPrices: '0' } });
    expect(entries[4]).toMatchObject({ before: { status: 'CONFIRMED' }, after: { status: 'CANCELLED', by: 'admin' } });
    expect(entries[0]).toMatchObject({ before: { email: 'leaving@example.test' }, after: null });
    // The rotated token is a secret: the entry says that it changed, not what to.
    expect(entries[2]).toMatchObject({ before: null, after: null });
  });

  it('records nothing for a write that failed', async () => {
    const room = await createRoom(t.database);
    await insertBooking(t.database, { roomId: room.id, checkInDate: '2027-03-09', checkOutDate: '2027-03-12' });
    const ended = await insertBooking(t.database, { roomId: room.id, checkInDate: '2027-03-01', checkOutDate: '2027-03-05' });
    const pendingMail = await failedMail();
    await t.database.db.updateTable('mailOutbox').set({ status: 'pending', failedAt: null }).where('id', '=', pendingMail).execute();
    const failures = [
      await roomRequest('POST', '/api/rooms/add/new-room', { roomType: 'Twin', roomPrice: '-1', photo: await photoFile() }),
      await roomRequest('PUT', `/api/rooms/update/${room.id}`, { roomPrice: 'free' }),
      await roomRequest('PUT', '/api/rooms/update/999999', { roomPrice: '100' }),
      await t.app.inject({ method: 'DELETE', url: `/api/rooms/delete/room/${room.id}`, headers: await as(admin) }),
      await t.app.inject({ method: 'PUT', url: `/api/rooms/${room.id}/rates`, headers: await as(admin), payload: { seasons: [{ name: 'A', startDate: '2027-07-01', endDate: '2027-08-01' }, { name: 'B', startDate: '2027-07-15', endDate: '2027-08-15' }], closures: [] } }),
      await t.app.inject({ method: 'PUT', url: `/api/rooms/${room.id}/rates`, headers: await as(admin), payload: { seasons: [], closures: [{ startDate: '2027-03-10', endDate: '2027-03-11' }] } }),
      await t.app.inject({ method: 'DELETE', url: `/api/bookings/booking/${ended}/delete`, headers: await as(admin) }),
      await t.app.inject({ method: 'POST', url: `/api/admin/mail/${pendingMail}/retry`, headers: await as(admin) }),
      await t.app.inject({ method: 'POST', url: '/api/admin/rooms/999999/calendar-sync/rotate-token', headers: await as(admin) }),
      await t.app.inject({ method: 'DELETE', url: `/api/users/delete/${admin.id}`, headers: await as(admin) }),
      await t.app.inject({ method: 'PUT', url: `/api/rooms/${room.id}/rates`, headers: await as(guest), payload: { seasons: [], closures: [] } }),
      await t.app.inject({ method: 'PUT', url: '/api/hotel', headers: await as(admin), payload: { ...(await t.app.inject({ method: 'GET', url: '/api/hotel' })).json<object>(), currency: 'XYZ' } }),
    ];
    for (const response of failures) expect(response.statusCode, response.body).toBeGreaterThanOrEqual(400);
    expect((await auditLog()).entries).toEqual([]);
  });

  it('records a cancellation by confirmation code, with no actor', async () => {
    const room = await createRoom(t.database);
    const booking = await insertBooking(t.database, { roomId: room.id, checkInDate: '2027-04-01', checkOutDate: '2027-04-03' });
    const code = (await t.database.db.selectFrom('bookings').select('confirmationCode').where('id', '=', booking).executeTakeFirstOrThrow()).confirmationCode;
    expect((await t.app.inject({ method: 'DELETE', url: `/api/bookings/booking/${booking}/delete?confirmationCode=${code}` })).statusCode).toBe(200);
    expect(await onlyEntry()).toMatchObject({ kind: 'booking.cancelled', actorId: null, actorEmail: null, after: { status: 'CANCELLED', by: 'confirmation code' } });
  });

  it('pages and filters by actor, kind and date, the latest first; admins only', async () => {
    const other = await createAdmin(t.database, { email: 'audit-other@example.test' });
    const rooms = [await createRoom(t.database), await createRoom(t.database), await createRoom(t.database)];
    for (const [index, [room, actor]] of ([[rooms[0]!, admin], [rooms[1]!, other], [rooms[2]!, admin]] as const).entries()) {
      t.clock.set(new Date(`2027-03-1${index}T08:00:00Z`));
      expect((await t.app.inject({ method: 'POST', url: `/api/admin/rooms/${room.id}/calendar-sync/rotate-token`, headers: await as(actor) })).statusCode).toBe(200);
    }
    expect((await auditLog('?size=2')).entries.map((entry) => entry.recordId)).toEqual([rooms[2]!.id, rooms[1]!.id]);
    expect(await auditLog('?size=2&page=1')).toMatchObject({ page: 1, size: 2, total: 3, entries: [{ recordId: rooms[0]!.id }] });
    expect((await auditLog(`?actorId=${other.id}`)).entries.map((entry) => entry.recordId)).toEqual([rooms[1]!.id]);
    expect((await auditLog('?from=2027-03-11&to=2027-03-12')).entries.map((entry) => entry.recordId)).toEqual([rooms[1]!.id]);
    expect((await auditLog('?kind=room.created')).total).toBe(0);
    expect((await auditLog('?kind=calendar.token_rotated')).total).toBe(3);

    for (const query of ['?kind=room.exploded', '?size=0', '?from=yesterday', '?actorId=-1', '?colour=red']) {
      const response = await t.app.inject({ method: 'GET', url: `/api/admin/audit${query}`, headers: await as(admin) });
      expect(response.statusCode, query).toBe(400);
      expect(response.json()).toMatchObject({ code: 'VALIDATION_FAILED', message: expect.any(String) });
    }
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/audit' })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/audit', headers: await as(guest) })).statusCode).toBe(403);
  });
});
