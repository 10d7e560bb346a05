import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { authHeader, createAdmin, createRoom, createUser, type TestUser } from './fixtures.js';
import { buildTestApp, testDialects, type TestApp } from './helper.js';
import { multipartForm, photoFile, roomForm } from './rooms-helpers.js';

type RoomJson = { id: number; roomType: string; roomPrice: number; maxAdults: number; maxChildren: number; imageUrl: string | null };

describe.each(testDialects)('room capacity (%s)', (dialect) => {
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
    // "Today" is 2027-03-10 in the default hotel time zone (UTC).
    t.clock.set(new Date('2027-03-10T12:00:00Z'));
    await t.database.db.deleteFrom('bookings').execute();
    await t.database.db.deleteFrom('rooms').execute();
  });

  async function roomJson(id: number): Promise<RoomJson> {
    const response = await t.app.inject({ method: 'GET', url: `/api/rooms/room/${id}` });
    expect(response.statusCode).toBe(200);
    return response.json();
  }

  async function addRoom(fields: { maxAdults?: string; maxChildren?: string }) {
    const form = multipartForm(roomForm({ roomType: 'Twin', roomPrice: '120', photo: await photoFile(), ...fields }));
    return t.app.inject({ method: 'POST', url: '/api/rooms/add/new-room', headers: { ...(await authHeader(t.app, admin)), ...form.headers }, payload: form.payload });
  }

  async function editRoom(id: number, fields: { maxAdults?: string; maxChildren?: string }) {
    const form = multipartForm(roomForm(fields));
    return t.app.inject({ method: 'PUT', url: `/api/rooms/update/${id}`, headers: { ...(await authHeader(t.app, admin)), ...form.headers }, payload: form.payload });
  }

  describe('add and edit', () => {
    it('stores the capacity the admin sets, and shows it on the room', async () => {
      const added = await addRoom({ maxAdults: '2', maxChildren: '1' });
      expect(added.statusCode).toBe(201);
      const { id } = added.json() as RoomJson;
      expect(await roomJson(id)).toMatchObject({ maxAdults: 2, maxChildren: 1 });

      const edited = await editRoom(id, { maxAdults: '3' });
      expect(edited.statusCode).toBe(200);
      expect(await roomJson(id)).toMatchObject({ maxAdults: 3, maxChildren: 1 });
      expect((await editRoom(id, { maxChildren: '0' })).statusCode).toBe(200);
      expect(await roomJson(id)).toMatchObject({ maxAdults: 3, maxChildren: 0 });
    });

    it('gives a room added without a capacity the limits of one booking (20 and 20)', async () => {
      const added = await addRoom({});
      expect(added.statusCode).toBe(201);
      expect(await roomJson((added.json() as RoomJson).id)).toMatchObject({ maxAdults: 20, maxChildren: 20 });
    });

    it.each([
      { maxAdults: '0' },
      { maxAdults: '21' },
      { maxAdults: '02' },
      { maxAdults: '1.5' },
      { maxAdults: ' 2' },
      { maxAdults: '' },
      { maxChildren: '-1' },
      { maxChildren: '21' },
      { maxChildren: 'NaN' },
    ])('refuses %j with 400 VALIDATION_FAILED and changes nothing', async (fields) => {
      const { id } = await createRoom(t.database, { maxAdults: 2, maxChildren: 1 });
      const edited = await editRoom(id, fields);
      expect(edited.statusCode).toBe(400);
      expect(edited.json()).toMatchObject({ code: 'VALIDATION_FAILED', message: expect.stringMatching(/^Max (adults|children) must be a whole number from \d+ to 20\.$/) });
      expect(await roomJson(id)).toMatchObject({ maxAdults: 2, maxChildren: 1 });

      const added = await addRoom(fields);
      expect(added.statusCode).toBe(400);
      expect(await t.database.db.selectFrom('rooms').select('id').execute()).toHaveLength(1);
    });
  });

  describe('search with guests', () => {
    let single: number;
    let double: number;
    let family: number;

    beforeEach(async () => {
      single = (await createRoom(t.database, { roomType: 'Single', maxAdults: 1, maxChildren: 0 })).id;
      double = (await createRoom(t.database, { roomType: 'Double', maxAdults: 2, maxChildren: 1 })).id;
      family = (await createRoom(t.database, { roomType: 'Family', maxAdults: 4, maxChildren: 3 })).id;
    });

    async function search(guests: Record<string, string>) {
      const query = new URLSearchParams({ checkInDate: '2027-03-12', checkOutDate: '2027-03-14', ...guests });
      return t.app.inject({ method: 'GET', url: `/api/rooms/available-rooms?${query}` });
    }

    async function foundIds(guests: Record<string, string>): Promise<number[]> {
      const response = await search(guests);
      expect(response.statusCode).toBe(200);
      return (response.json() as RoomJson[]).map((room) => room.id);
    }

    it('leaves out the rooms that sleep fewer adults or children', async () => {
      expect(await foundIds({})).toEqual([single, double, family]);
      expect(await foundIds({ numOfAdults: '1' })).toEqual([single, double, family]);
      expect(await foundIds({ numOfAdults: '2' })).toEqual([double, family]);
      expect(await foundIds({ numOfAdults: '1', numOfChildren: '1' })).toEqual([double, family]);
      expect(await foundIds({ numOfChildren: '2' })).toEqual([family]);
      expect(await foundIds({ numOfAdults: '4', numOfChildren: '3' })).toEqual([family]);
      expect(await foundIds({ numOfAdults: '5' })).toEqual([]);
    });

    it('carries each room with its capacity', async () => {
      const response = await search({ numOfAdults: '2' });
      expect(response.json()).toEqual([
        expect.objectContaining({ id: double, maxAdults: 2, maxChildren: 1 }),
        expect.objectContaining({ id: family, maxAdults: 4, maxChildren: 3 }),
      ]);
    });

    it.each<Record<string, string>>([{ numOfAdults: '0' }, { numOfAdults: '21' }, { numOfChildren: '-1' }, { numOfAdults: '02' }, { numOfAdults: 'two' }])(
      'refuses %j with 400',
      async (guests) => {
        const response = await search(guests);
        expect(response.statusCode).toBe(400);
        expect(response.json()).toMatchObject({ code: expect.any(String), message: expect.any(String) });
      },
    );

    it('refuses more than 20 guests together, as booking does', async () => {
      const response = await search({ numOfAdults: '15', numOfChildren: '6' });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ code: 'VALIDATION_FAILED', message: 'A booking can be for at most 20 guests.' });
    });
  });

  describe('booking', () => {
    async function book(roomId: number, numOfAdults: number, numOfChildren: number) {
      return t.app.inject({
        method: 'POST',
        url: `/api/bookings/room/${roomId}/booking`,
        headers: await authHeader(t.app, guest),
        payload: { guestFullName: 'Cap Acity', checkInDate: '2027-03-12', checkOutDate: '2027-03-14', numOfAdults, numOfChildren },
      });
    }

    it('books up to the room capacity', async () => {
      const { id } = await createRoom(t.database, { maxAdults: 2, maxChildren: 1 });
      expect((await book(id, 2, 1)).statusCode).toBe(201);
    });

    it.each([
      [3, 0, 'This room sleeps at most 2 adults and 1 child.'],
      [1, 2, 'This room sleeps at most 2 adults and 1 child.'],
    ])('refuses %i adults and %i children with 422 OVER_CAPACITY and books nothing', async (adults, children, message) => {
      const { id } = await createRoom(t.database, { maxAdults: 2, maxChildren: 1 });
      const response = await book(id, adults, children);
      expect(response.statusCode).toBe(422);
      expect(response.json()).toEqual({ code: 'OVER_CAPACITY', message });
      expect(await t.database.db.selectFrom('bookings').select('id').execute()).toEqual([]);
    });

    it('says a room for one sleeps one adult and no children', async () => {
      const { id } = await createRoom(t.database, { maxAdults: 1, maxChildren: 0 });
      expect((await book(id, 1, 1)).json()).toEqual({ code: 'OVER_CAPACITY', message: 'This room sleeps at most 1 adult and no children.' });
    });
  });
});
