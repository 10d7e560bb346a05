import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { authHeader, createAdmin, createRoom, createUser, type TestUser } from './fixtures.js';
import { buildTestApp, testDialects, type TestApp } from './helper.js';
import { insertBooking } from './rooms-helpers.js';

/** Noon UTC on 10 March 2027: "today" is 2027-03-10 for the hotel (UTC). */
const NOW = new Date('2027-03-10T12:00:00Z');

describe.each(testDialects)('removing a room keeps its history (%s)', (dialect) => {
  let t: TestApp;
  let admin: { authorization: string };
  let guest: TestUser;
  let guestAuth: { authorization: string };

  beforeAll(async () => {
    t = await buildTestApp(dialect);
    t.clock.set(NOW);
    admin = await authHeader(t.app, await createAdmin(t.database));
    guest = await createUser(t.database);
    guestAuth = await authHeader(t.app, guest);
  });
  afterAll(async () => t.close());
  beforeEach(async () => {
    t.clock.set(NOW);
    await t.database.db.deleteFrom('bookings').execute();
    await t.database.db.deleteFrom('rooms').execute();
  });

  const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });
  const removeRoom = (id: number) => t.app.inject({ method: 'DELETE', url: `/api/rooms/delete/room/${id}`, headers: admin });
  const bookingCount = async () => (await t.database.db.selectFrom('bookings').select('id').execute()).length;
  const ids = (rooms: unknown) => (rooms as { id: number }[]).map((room) => room.id);

  async function book(roomId: number, checkInDate: string, checkOutDate: string) {
    return t.app.inject({
      method: 'POST',
      url: `/api/bookings/room/${roomId}/booking`,
      headers: guestAuth,
      payload: { guestFullName: 'Grace Hopper', checkInDate, checkOutDate, numOfAdults: 1, numOfChildren: 0 },
    });
  }

  it('archives a booked room: it leaves lists, types, search and booking, and its bookings stay listed and findable with the room type', async () => {
    const room = await createRoom(t.database, { roomType: 'Lighthouse Loft' });
    const other = await createRoom(t.database, { roomType: 'Double' });
    const booked = await book(room.id, '2027-03-20', '2027-03-22');
    expect(booked.statusCode, booked.body).toBe(201);
    const code = (booked.json() as { bookingConfirmationCode: string }).bookingConfirmationCode;
    const { id: bookingId } = await t.database.db.selectFrom('bookings').select('id').where('confirmationCode', '=', code).executeTakeFirstOrThrow();
    const cancelled = await t.app.inject({ method: 'DELETE', url: `/api/bookings/booking/${bookingId}/delete`, headers: guestAuth });
    expect(cancelled.statusCode).toBe(200);
    await insertBooking(t.database, { roomId: room.id, checkInDate: '2027-01-01', checkOutDate: '2027-01-05' });

    const removed = await removeRoom(room.id);
    expect(removed.statusCode, removed.body).toBe(200);

    // Off offer everywhere.
    expect(ids((await get('/api/rooms/all-rooms')).json())).toEqual([other.id]);
    expect((await get('/api/rooms/room/types')).json()).toEqual(['Double']);
    const search = await get('/api/rooms/available-rooms?checkInDate=2027-03-20&checkOutDate=2027-03-22');
    expect(ids(search.json())).toEqual([other.id]);
    expect((await get(`/api/rooms/room/${room.id}`)).json()).toEqual({ code: 'ROOM_NOT_FOUND', message: 'Room not found.' });
    const bookAgain = await book(room.id, '2027-03-20', '2027-03-22');
    expect(bookAgain.statusCode).toBe(404);
    expect(bookAgain.json().code).toBe('ROOM_NOT_FOUND');
    const update = await t.app.inject({ method: 'PUT', url: `/api/rooms/update/${room.id}`, headers: { ...admin, 'content-type': 'multipart/form-data; boundary=x' }, payload: '--x--\r\n' });
    expect(update.statusCode).toBe(404);
    expect((await removeRoom(room.id)).statusCode).toBe(404);

    // Its history stays: two bookings, listed for the admin and the guest, findable by code, with the room type.
    expect(await bookingCount()).toBe(2);
    const lookup = await get(`/api/bookings/confirmation/${code}`);
    expect(lookup.statusCode).toBe(200);
    expect(lookup.json()).toMatchObject({ status: 'CANCELLED', room: { id: room.id, roomType: 'Lighthouse Loft' } });
    const all = (await get('/api/bookings/all-bookings', admin)).json() as { room: { id: number; roomType: string } }[];
    expect(all.map((booking) => booking.room)).toEqual([
      { id: room.id, roomType: 'Lighthouse Loft' },
      { id: room.id, roomType: 'Lighthouse Loft' },
    ]);
    const mine = (await get(`/api/bookings/user/${guest.id}/bookings`, guestAuth)).json() as { bookingConfirmationCode: string }[];
    expect(mine.map((booking) => booking.bookingConfirmationCode)).toEqual([code]);
  });

  it('deletes a room that was never booked', async () => {
    const room = await createRoom(t.database);
    expect((await removeRoom(room.id)).statusCode).toBe(200);
    expect(await t.database.db.selectFrom('rooms').select('id').execute()).toEqual([]);
  });

  it('answers 409 naming how many CONFIRMED stays that have not ended must be cancelled first, and keeps the room on offer', async () => {
    const room = await createRoom(t.database);
    await insertBooking(t.database, { roomId: room.id, checkInDate: '2027-03-09', checkOutDate: '2027-03-11' }); // in the house
    const future = await insertBooking(t.database, { roomId: room.id, checkInDate: '2027-04-01', checkOutDate: '2027-04-03' });
    await insertBooking(t.database, { roomId: room.id, checkInDate: '2027-05-01', checkOutDate: '2027-05-03', status: 'CANCELLED' });
    await insertBooking(t.database, { roomId: room.id, checkInDate: '2027-01-01', checkOutDate: '2027-01-03' });

    const two = await removeRoom(room.id);
    expect(two.statusCode).toBe(409);
    expect(two.json()).toEqual({
      code: 'ROOM_HAS_BOOKINGS',
      message: 'This room has 2 stays that have not ended; cancel them before removing the room.',
    });

    await t.database.db.updateTable('bookings').set({ status: 'CANCELLED' }).where('id', '=', future).execute();
    const one = await removeRoom(room.id);
    expect(one.statusCode).toBe(409);
    expect(one.json().message).toBe('This room has 1 stay that has not ended; cancel it before removing the room.');
    expect(ids((await get('/api/rooms/all-rooms')).json())).toEqual([room.id]);
    expect(await bookingCount()).toBe(4);
  });

  it('the database itself refuses to delete a room that has bookings (no cascade)', async () => {
    const room = await createRoom(t.database);
    await insertBooking(t.database, { roomId: room.id, checkInDate: '2027-01-01', checkOutDate: '2027-01-03', status: 'CANCELLED' });
    await expect(t.database.db.deleteFrom('rooms').where('id', '=', room.id).execute()).rejects.toThrow(/foreign key/i);
    expect(await bookingCount()).toBe(1);
  });
});
