import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { seedDemoRooms } from '../src/modules/rooms/rooms.seed.js';
import { parseRoomPriceCents } from '../src/modules/rooms/rooms.service.js';
import { authHeader, createAdmin, createRoom, createUser } from './fixtures.js';
import { buildTestApp, testDialects, type TestApp } from './helper.js';
import { insertBooking, multipartForm, NO_DETAILS, photoFile, roomForm, type FormPart } from './rooms-helpers.js';

const silentLogger = { info() {}, warn() {}, error() {}, debug() {} } as unknown as Parameters<typeof seedDemoRooms>[1];

describe('parseRoomPriceCents', () => {
  it.each([
    ['120', 12_000],
    ['99.5', 9_950],
    ['99.50', 9_950],
    ['0.01', 1],
    [' 149.99 ', 14_999],
    ['100000', 10_000_000],
    ['007', 700],
  ])('reads %j as %i cents', (input, cents) => {
    expect(parseRoomPriceCents(input)).toBe(cents);
  });

  it.each([
    ['', 'Room price is required.'],
    ['abc', 'Room price must be a number'],
    ['1e3', 'Room price must be a number'],
    ['12,50', 'Room price must be a number'],
    ['0x10', 'Room price must be a number'],
    ['Infinity', 'Room price must be a number'],
    ['-10', 'Room price must be greater than 0.'],
    ['0', 'Room price must be greater than 0.'],
    ['0.00', 'Room price must be greater than 0.'],
    ['12.345', 'Room price can have at most 2 decimal places.'],
    ['100000.01', 'Room price can be at most 100000.'],
    ['99999999999999999999', 'Room price can be at most 100000.'],
  ])('refuses %j', (input, message) => {
    expect(() => parseRoomPriceCents(input)).toThrow(message);
  });
});

describe.each(testDialects)('rooms API (%s)', (dialect) => {
  let t: TestApp;
  let admin: { authorization: string };
  let user: { authorization: string };
  // Tokens are issued at this instant, and every test starts from it (the tokens live an hour).
  const NOW = new Date('2027-03-10T12:00:00Z');

  beforeAll(async () => {
    t = await buildTestApp(dialect);
    t.clock.set(NOW);
    admin = await authHeader(t.app, await createAdmin(t.database));
    user = await authHeader(t.app, await createUser(t.database));
  });
  afterAll(async () => t.close());
  beforeEach(async () => {
    await t.database.db.deleteFrom('bookings').execute();
    await t.database.db.deleteFrom('rooms').execute();
    t.clock.set(NOW);
  });

  const countRooms = async () => (await t.database.db.selectFrom('rooms').select('id').execute()).length;

  async function postRoom(parts: FormPart[], headers: Record<string, string> = admin) {
    const form = multipartForm(parts);
    return t.app.inject({ method: 'POST', url: '/api/rooms/add/new-room', headers: { ...headers, ...form.headers }, payload: form.payload });
  }

  async function putRoom(id: number, parts: FormPart[], headers: Record<string, string> = admin) {
    const form = multipartForm(parts);
    return t.app.inject({ method: 'PUT', url: `/api/rooms/update/${id}`, headers: { ...headers, ...form.headers }, payload: form.payload });
  }

  async function addRoomWithPhoto(roomType = 'Deluxe', roomPrice = '199') {
    const response = await postRoom(roomForm({ roomType, roomPrice, photo: await photoFile('jpeg') }));
    expect(response.statusCode).toBe(201);
    return response.json() as { id: number; roomType: string; roomPrice: number; imageUrl: string | null };
  }

  describe('POST /api/rooms/add/new-room', () => {
    it('adds a room from a multipart form and answers 201 with the Room', async () => {
      const response = await postRoom(roomForm({ roomType: '  Deluxe  ', roomPrice: '149.50', photo: await photoFile('png') }));
      expect(response.statusCode).toBe(201);
      const room = response.json();
      expect(room).toEqual({
        id: expect.any(Number),
        roomType: 'Deluxe',
        roomPrice: 149.5,
        // Without a capacity in the form, a new room sleeps as many as one booking takes.
        maxAdults: 20,
        maxChildren: 20,
        imageUrl: expect.stringMatching(new RegExp(`^/api/rooms/room/${room.id}/photo\\?v=[0-9a-f]{32}$`)),
        // The form's photo is the gallery's first; the rest of what a guest reads is empty until the details are set.
        description: '',
        bedType: null,
        sizeSquareMeters: null,
        amenities: [],
        galleryVersion: 1,
        photos: [expect.objectContaining({ alt: 'Deluxe room', width: 320, height: 240 })],
      });
      const row = await t.database.db.selectFrom('rooms').selectAll().where('id', '=', room.id).executeTakeFirstOrThrow();
      expect(row.roomPriceCents).toBe(14_950);
      expect(row.photoContentType).toBe('image/webp');
      expect(room.imageUrl).toContain(`v=${row.photoEtag}`);
    });

    it.each([
      ['100000', 100_000],
      ['0.01', 0.01],
      ['99.9', 99.9],
    ])('accepts the price %s', async (roomPrice, expected) => {
      const response = await postRoom(roomForm({ roomType: 'Single', roomPrice, photo: await photoFile() }));
      expect(response.statusCode).toBe(201);
      expect(response.json().roomPrice).toBe(expected);
    });

    it.each([
      ['no roomType', { roomPrice: '100' }, 'Room type is required.'],
      ['a blank roomType', { roomType: '   ', roomPrice: '100' }, 'Room type is required.'],
      ['a roomType of 51 characters', { roomType: 'x'.repeat(51), roomPrice: '100' }, 'Room type can be at most 50 characters.'],
      ['a roomType with a control character', { roomType: 'Deluxe\u0007', roomPrice: '100' }, 'Room type contains invalid characters.'],
      ['no roomPrice', { roomType: 'Deluxe' }, 'Room price is required.'],
      ["the price 'abc'", { roomType: 'Deluxe', roomPrice: 'abc' }, 'Room price must be a number, for example 120 or 99.50.'],
      ['a negative price', { roomType: 'Deluxe', roomPrice: '-20' }, 'Room price must be greater than 0.'],
      ['a zero price', { roomType: 'Deluxe', roomPrice: '0' }, 'Room price must be greater than 0.'],
      ['three decimals', { roomType: 'Deluxe', roomPrice: '10.999' }, 'Room price can have at most 2 decimal places.'],
      ['a price above 100000', { roomType: 'Deluxe', roomPrice: '100001' }, 'Room price can be at most 100000.'],
    ])('answers 400 VALIDATION_FAILED for %s, and adds nothing', async (_case, fields, message) => {
      const response = await postRoom(roomForm({ ...fields, photo: await photoFile() }));
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ code: 'VALIDATION_FAILED', message });
      expect(await countRooms()).toBe(0);
    });

    it('answers 400 when the photo is missing', async () => {
      const response = await postRoom(roomForm({ roomType: 'Deluxe', roomPrice: '100' }));
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ code: 'VALIDATION_FAILED', message: 'A room photo is required.' });
      expect(await countRooms()).toBe(0);
    });

    it('treats an empty file input as a missing photo', async () => {
      const empty = { filename: '', contentType: 'application/octet-stream', data: Buffer.alloc(0) };
      const response = await postRoom(roomForm({ roomType: 'Deluxe', roomPrice: '100', photo: empty }));
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe('A room photo is required.');
    });

    it.each<[string, FormPart[], string]>([
      ['an unknown field', [['roomType', 'Deluxe'], ['roomPrice', '10'], ['isBooked', 'true']], 'Unknown form field "isBooked"'],
      ['the photo as text', [['roomType', 'Deluxe'], ['roomPrice', '10'], ['photo', 'cat.jpg']], 'The photo must be sent as a file.'],
      ['roomType twice', [['roomType', 'Deluxe'], ['roomType', 'Single'], ['roomPrice', '10']], 'Send roomType only once.'],
      ['an over-long field', [['roomType', 'x'.repeat(2000)], ['roomPrice', '10']], 'The field roomType is too long.'],
    ])('answers 400 for %s', async (_case, parts, message) => {
      const response = await postRoom(parts);
      expect(response.statusCode).toBe(400);
      expect(response.json().code).toBe('VALIDATION_FAILED');
      expect(response.json().message).toContain(message);
      expect(await countRooms()).toBe(0);
    });

    it('answers 415 to a JSON body, a text body and no body at all', async () => {
      const json = await t.app.inject({
        method: 'POST',
        url: '/api/rooms/add/new-room',
        headers: admin,
        payload: { roomType: 'Deluxe', roomPrice: 100, photo: 'aGVsbG8=' },
      });
      const text = await t.app.inject({
        method: 'POST',
        url: '/api/rooms/add/new-room',
        headers: { ...admin, 'content-type': 'text/plain' },
        payload: 'roomType=Deluxe',
      });
      const none = await t.app.inject({ method: 'POST', url: '/api/rooms/add/new-room', headers: admin });
      for (const response of [json, text, none]) {
        expect(response.statusCode).toBe(415);
        expect(response.json().code).toBe('UNSUPPORTED_MEDIA_TYPE');
      }
      expect(json.json().message).toContain('multipart/form-data');
      expect(await countRooms()).toBe(0);
    });
  });

  describe('permissions of add, update and delete', () => {
    type Operation = 'add' | 'update' | 'delete';
    const callers = [
      ['anonymous', 401, 'UNAUTHENTICATED'],
      ['ROLE_USER', 403, 'FORBIDDEN'],
      ['an invalid token', 401, 'UNAUTHENTICATED'],
    ] as const;

    function headersOf(caller: (typeof callers)[number][0] | 'admin'): Record<string, string> {
      if (caller === 'admin') return admin;
      if (caller === 'ROLE_USER') return user;
      if (caller === 'an invalid token') return { authorization: `${admin.authorization.slice(0, -4)}AAAA` };
      return {};
    }

    async function call(operation: Operation, roomId: number, headers: Record<string, string>) {
      if (operation === 'add') return postRoom(roomForm({ roomType: 'Twin', roomPrice: '80', photo: await photoFile() }), headers);
      if (operation === 'update') return putRoom(roomId, roomForm({ roomType: 'Twin', roomPrice: '80' }), headers);
      return t.app.inject({ method: 'DELETE', url: `/api/rooms/delete/room/${roomId}`, headers });
    }

    const operations: Operation[] = ['add', 'update', 'delete'];
    const matrix = operations.flatMap((operation) => callers.map((caller) => [operation, ...caller] as const));

    it.each(matrix)('%s as %s answers %i %s and changes nothing', async (operation, caller, status, code) => {
      const room = await createRoom(t.database, { roomType: 'Double', roomPriceCents: 10_000 });
      const response = await call(operation, room.id, headersOf(caller));
      expect(response.statusCode).toBe(status);
      expect(response.json().code).toBe(code);
      const rows = await t.database.db.selectFrom('rooms').select(['id', 'roomType', 'roomPriceCents']).execute();
      expect(rows).toEqual([{ id: room.id, roomType: 'Double', roomPriceCents: 10_000 }]);
    });

    it.each([
      ['add', 201],
      ['update', 200],
      ['delete', 200],
    ] as const)('%s as admin answers %i', async (operation, status) => {
      const room = await createRoom(t.database);
      const response = await call(operation, room.id, headersOf('admin'));
      expect(response.statusCode).toBe(status);
    });

    it('checks the caller before reading a non-multipart body', async () => {
      const response = await t.app.inject({ method: 'POST', url: '/api/rooms/add/new-room', payload: { roomType: 'x' } });
      expect(response.statusCode).toBe(401);
    });
  });

  describe('GET /api/rooms/room/types', () => {
    it('answers [] without rooms', async () => {
      const response = await t.app.inject({ method: 'GET', url: '/api/rooms/room/types' });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual([]);
    });

    it('lists each type once, sorted alphabetically on every database', async () => {
      for (const roomType of ['Twin', 'Deluxe', 'single', 'Double', 'Deluxe', 'Penthouse Suite', 'Twin']) {
        await createRoom(t.database, { roomType });
      }
      const response = await t.app.inject({ method: 'GET', url: '/api/rooms/room/types' });
      expect(response.json()).toEqual(['Deluxe', 'Double', 'Penthouse Suite', 'single', 'Twin']);
    });
  });

  describe('GET /api/rooms/all-rooms', () => {
    it('answers every room by id, with and without a photo', async () => {
      const first = await createRoom(t.database, { roomType: 'Single', roomPriceCents: 8_950 });
      const second = await addRoomWithPhoto('Deluxe', '199');
      const third = await createRoom(t.database, { roomType: 'Twin', roomPriceCents: 12_000 });
      const response = await t.app.inject({ method: 'GET', url: '/api/rooms/all-rooms' });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual([
        { id: first.id, roomType: 'Single', roomPrice: 89.5, maxAdults: 20, maxChildren: 20, imageUrl: null, ...NO_DETAILS },
        second,
        { id: third.id, roomType: 'Twin', roomPrice: 120, maxAdults: 20, maxChildren: 20, imageUrl: null, ...NO_DETAILS },
      ]);
    });

    it('answers [] without rooms', async () => {
      const response = await t.app.inject({ method: 'GET', url: '/api/rooms/all-rooms' });
      expect(response.json()).toEqual([]);
    });
  });

  describe('GET /api/rooms/room/{id}', () => {
    it('answers the room', async () => {
      const room = await addRoomWithPhoto('Family Suite', '259.99');
      const response = await t.app.inject({ method: 'GET', url: `/api/rooms/room/${room.id}` });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ ...room, roomType: 'Family Suite', roomPrice: 259.99 });
    });

    it('answers 404 ROOM_NOT_FOUND for a missing room', async () => {
      const response = await t.app.inject({ method: 'GET', url: '/api/rooms/room/999999' });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ code: 'ROOM_NOT_FOUND', message: 'Room not found.' });
    });

    it.each(['abc', '0', '-1', '1.5', '99999999999'])('answers 400 for the id %s', async (id) => {
      const response = await t.app.inject({ method: 'GET', url: `/api/rooms/room/${id}` });
      expect(response.statusCode).toBe(400);
      expect(response.json().code).toBe('VALIDATION_FAILED');
    });
  });

  describe('PUT /api/rooms/update/{id}', () => {
    it('changes only the price when only the price is sent', async () => {
      const room = await addRoomWithPhoto('Deluxe', '199');
      const response = await putRoom(room.id, roomForm({ roomPrice: '210.25' }));
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ ...room, roomPrice: 210.25 });
    });

    it('changes only the type when only the type is sent, and keeps the photo', async () => {
      const room = await addRoomWithPhoto('Deluxe', '199');
      const response = await putRoom(room.id, roomForm({ roomType: ' Penthouse Suite ' }));
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ ...room, roomType: 'Penthouse Suite' });
    });

    it('replaces the photo and changes imageUrl', async () => {
      const room = await addRoomWithPhoto('Deluxe', '199');
      const response = await putRoom(room.id, roomForm({ photo: await photoFile('png', { colour: '#ef4444' }) }));
      expect(response.statusCode).toBe(200);
      const updated = response.json();
      expect(updated).toMatchObject({ id: room.id, roomType: 'Deluxe', roomPrice: 199 });
      expect(updated.imageUrl).not.toBe(room.imageUrl);
      expect(updated.imageUrl).toMatch(new RegExp(`^/api/rooms/room/${room.id}/photo\\?v=[0-9a-f]{32}$`));
    });

    it('gives a photo-less room a photo', async () => {
      const room = await createRoom(t.database);
      const response = await putRoom(room.id, roomForm({ photo: await photoFile('webp') }));
      expect(response.statusCode).toBe(200);
      expect(response.json().imageUrl).toMatch(/\?v=[0-9a-f]{32}$/);
    });

    it('changes all three parts at once', async () => {
      const room = await addRoomWithPhoto('Deluxe', '199');
      const response = await putRoom(room.id, roomForm({ roomType: 'Twin', roomPrice: '99', photo: await photoFile('png', { colour: '#111111' }) }));
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ id: room.id, roomType: 'Twin', roomPrice: 99 });
      expect(response.json().imageUrl).not.toBe(room.imageUrl);
    });

    it('keeps everything when the form is empty or the file input was left empty', async () => {
      const room = await addRoomWithPhoto('Deluxe', '199');
      const empty = await putRoom(room.id, []);
      expect(empty.statusCode).toBe(200);
      expect(empty.json()).toEqual(room);
      const emptyFile = await putRoom(room.id, roomForm({ photo: { filename: '', contentType: 'application/octet-stream', data: Buffer.alloc(0) } }));
      expect(emptyFile.statusCode).toBe(200);
      expect(emptyFile.json()).toEqual(room);
    });

    it('answers 404 ROOM_NOT_FOUND for a missing room', async () => {
      const response = await putRoom(999_999, roomForm({ roomPrice: '10' }));
      expect(response.statusCode).toBe(404);
      expect(response.json().code).toBe('ROOM_NOT_FOUND');
    });

    it('answers 400 for a bad price and leaves the room as it was', async () => {
      const room = await addRoomWithPhoto('Deluxe', '199');
      const response = await putRoom(room.id, roomForm({ roomType: 'Twin', roomPrice: 'abc' }));
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe('Room price must be a number, for example 120 or 99.50.');
      const after = await t.app.inject({ method: 'GET', url: `/api/rooms/room/${room.id}` });
      expect(after.json()).toEqual(room);
    });

    it('answers 400 for a blank type', async () => {
      const room = await addRoomWithPhoto();
      const response = await putRoom(room.id, roomForm({ roomType: ' ' }));
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe('Room type is required.');
    });

    it('answers 415 to a JSON body', async () => {
      const room = await createRoom(t.database);
      const response = await t.app.inject({ method: 'PUT', url: `/api/rooms/update/${room.id}`, headers: admin, payload: { roomPrice: 1 } });
      expect(response.statusCode).toBe(415);
    });
  });

  describe('DELETE /api/rooms/delete/room/{id}', () => {
    const deleteRoom = (id: number) => t.app.inject({ method: 'DELETE', url: `/api/rooms/delete/room/${id}`, headers: admin });

    it('deletes the room and answers 200 with a message', async () => {
      const room = await addRoomWithPhoto();
      const response = await deleteRoom(room.id);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ message: `Room ${room.id} was deleted.` });
      expect((await t.app.inject({ method: 'GET', url: `/api/rooms/room/${room.id}` })).statusCode).toBe(404);
      expect((await t.app.inject({ method: 'GET', url: `/api/rooms/room/${room.id}/photo` })).statusCode).toBe(404);
    });

    it('answers 404 ROOM_NOT_FOUND for a missing room', async () => {
      const response = await deleteRoom(999_999);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ code: 'ROOM_NOT_FOUND', message: 'Room not found.' });
    });

    it('answers 409 ROOM_HAS_BOOKINGS while a confirmed booking has not ended, and keeps the room', async () => {
      const room = await createRoom(t.database);
      const other = await createRoom(t.database);
      await insertBooking(t.database, { roomId: room.id, checkInDate: '2027-03-09', checkOutDate: '2027-03-11' });
      await insertBooking(t.database, { roomId: other.id, checkInDate: '2027-06-01', checkOutDate: '2027-06-05' });
      for (const id of [room.id, other.id]) {
        const response = await deleteRoom(id);
        expect(response.statusCode).toBe(409);
        expect(response.json().code).toBe('ROOM_HAS_BOOKINGS');
      }
      expect(await countRooms()).toBe(2);
    });

    it('removes a room whose bookings are past, end today or are cancelled, keeping every booking (archived)', async () => {
      const room = await createRoom(t.database);
      await insertBooking(t.database, { roomId: room.id, checkInDate: '2027-01-01', checkOutDate: '2027-01-05' });
      await insertBooking(t.database, { roomId: room.id, checkInDate: '2027-03-08', checkOutDate: '2027-03-10' });
      await insertBooking(t.database, { roomId: room.id, checkInDate: '2027-04-01', checkOutDate: '2027-04-03', status: 'CANCELLED' });

      const response = await deleteRoom(room.id);
      expect(response.statusCode).toBe(200);
      const bookings = await t.database.db.selectFrom('bookings').select('roomId').execute();
      expect(bookings).toEqual([{ roomId: room.id }, { roomId: room.id }, { roomId: room.id }]);
      expect((await t.app.inject({ method: 'GET', url: `/api/rooms/room/${room.id}` })).statusCode).toBe(404);
    });

    it("decides what 'today' is in the hotel's time zone", async () => {
      // 2027-03-10T12:00Z is already 2027-03-11 01:00 in Auckland: a stay ending 2027-03-11 ends "today" there.
      const auckland = await buildTestApp(dialect, { config: { hotelTimeZone: 'Pacific/Auckland' } });
      try {
        auckland.clock.set(new Date('2027-03-10T12:00:00Z'));
        const headers = await authHeader(auckland.app, await createAdmin(auckland.database));
        const inUtc = await createRoom(t.database);
        const inAuckland = await createRoom(auckland.database);
        await insertBooking(t.database, { roomId: inUtc.id, checkInDate: '2027-03-09', checkOutDate: '2027-03-11' });
        await insertBooking(auckland.database, { roomId: inAuckland.id, checkInDate: '2027-03-09', checkOutDate: '2027-03-11' });

        expect((await deleteRoom(inUtc.id)).statusCode).toBe(409);
        const response = await auckland.app.inject({ method: 'DELETE', url: `/api/rooms/delete/room/${inAuckland.id}`, headers });
        expect(response.statusCode).toBe(200);
      } finally {
        await auckland.close();
      }
    });
  });

  describe('seedDemoRooms', () => {
    // The first seed of a process encodes its photos (each file once, then kept): seconds, more on a busy machine.
    const SEED_TIMEOUT_MS = 120_000;

    it('fills an empty table with about a dozen rooms of several types, each with details and a gallery of 3–4 photos', async () => {
      const added = await seedDemoRooms(t.database, silentLogger);
      expect(added).toBeGreaterThanOrEqual(10);

      type Seeded = { id: number; imageUrl: string | null; roomPrice: number; description: string; bedType: string | null; sizeSquareMeters: number | null; amenities: string[]; photos: { alt: string; version: string; width: number; sources: { avif: string } }[] };
      const rooms = (await t.app.inject({ method: 'GET', url: '/api/rooms/all-rooms' })).json() as Seeded[];
      expect(rooms).toHaveLength(added);
      for (const room of rooms) {
        expect(room.roomPrice).toBeGreaterThan(0);
        expect(room.description.split('\n\n').length).toBeGreaterThanOrEqual(2);
        expect(room.bedType).not.toBeNull();
        expect(room.sizeSquareMeters).toBeGreaterThan(10);
        expect(room.amenities.length).toBeGreaterThanOrEqual(5);
        expect(room.photos.length).toBeGreaterThanOrEqual(3);
        expect(room.photos.length).toBeLessThanOrEqual(4);
        expect(room.photos.every((photo) => photo.alt.length > 0 && photo.width === 800)).toBe(true);
        expect(room.imageUrl).toContain(`v=${room.photos[0]!.version}`);
      }
      const types = (await t.app.inject({ method: 'GET', url: '/api/rooms/room/types' })).json();
      expect(types.length).toBeGreaterThanOrEqual(5);

      const photo = await t.app.inject({ method: 'GET', url: rooms[0]!.imageUrl! });
      expect(photo.statusCode).toBe(200);
      expect(photo.headers['content-type']).toBe('image/webp');
      expect(photo.rawPayload.subarray(8, 12).toString('latin1')).toBe('WEBP');
      const avif = await t.app.inject({ method: 'GET', url: rooms[0]!.photos[1]!.sources.avif.split(' ')[0]! });
      expect(avif.headers['content-type']).toBe('image/avif');
    }, SEED_TIMEOUT_MS);

    it('does nothing when rooms exist, however often it runs', async () => {
      expect(await seedDemoRooms(t.database, silentLogger)).toBeGreaterThan(0);
      const count = await countRooms();
      expect(await seedDemoRooms(t.database, silentLogger)).toBe(0);
      expect(await countRooms()).toBe(count);

      await t.database.db.deleteFrom('rooms').execute();
      await createRoom(t.database);
      expect(await seedDemoRooms(t.database, silentLogger)).toBe(0);
      expect(await countRooms()).toBe(1);
    }, SEED_TIMEOUT_MS);

    it('seeds once when two starts race', async () => {
      const [a, b] = await Promise.all([seedDemoRooms(t.database, silentLogger), seedDemoRooms(t.database, silentLogger)]);
      expect([a, b].filter((added) => added > 0)).toHaveLength(1);
      expect(await countRooms()).toBe(a + b);
    }, SEED_TIMEOUT_MS);
  });
});
