import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../src/config.js';
import { addDays } from '@hotel/booking-rules';
import { authHeader, createAdmin, createRoom } from './fixtures.js';
import { buildTestApp, testDialects, type TestApp } from './helper.js';
import { multipartForm, photoFile, roomForm } from './rooms-helpers.js';

const PUBLIC_BASE_URL = 'https://api.hotel.example';
const FRONT_END = 'https://www.hotel.example';
const TODAY = '2030-06-15';

type RoomAnswer = { id: number; imageUrl: string | null; photos: { sources: { avif: string; webp: string; jpeg: string } }[] };

/** An app with one room with a photo and one without. */
async function hotelWith(dialect: Parameters<typeof buildTestApp>[0], config: Parameters<typeof buildTestApp>[1]) {
  const t = await buildTestApp(dialect, config);
  t.clock.set(new Date(`${TODAY}T12:00:00Z`));
  const form = multipartForm(roomForm({ roomType: 'Deluxe', roomPrice: '199', photo: await photoFile('jpeg') }));
  const added = await t.app.inject({
    method: 'POST',
    url: '/api/rooms/add/new-room',
    headers: { ...(await authHeader(t.app, await createAdmin(t.database))), ...form.headers },
    payload: form.payload,
  });
  expect(added.statusCode).toBe(201);
  await createRoom(t.database, { roomType: 'Deluxe' });
  return { t, withPhoto: added.json<RoomAnswer>() };
}

describe.each(testDialects)('room photos for a front end on another origin (%s)', (dialect) => {
  describe('with PUBLIC_BASE_URL and CORS_ORIGINS', () => {
    let t: TestApp;
    let withPhoto: RoomAnswer;
    beforeAll(async () => {
      ({ t, withPhoto } = await hotelWith(dialect, { config: { publicBaseUrl: PUBLIC_BASE_URL, corsOrigins: [FRONT_END] } }));
    });
    afterAll(async () => t.close());

    const photoPath = new RegExp(`^${PUBLIC_BASE_URL}/api/rooms/room/\\d+/photo\\?v=[\\w-]+$`);

    it('every room answer carries an absolute photo URL (null stays null)', async () => {
      expect(withPhoto.imageUrl).toMatch(photoPath);
      const stay = `checkInDate=${addDays(TODAY, 1)}&checkOutDate=${addDays(TODAY, 2)}`;
      for (const url of ['/api/rooms/all-rooms', `/api/rooms/available-rooms?${stay}`]) {
        const rooms = (await t.app.inject({ method: 'GET', url })).json<RoomAnswer[]>();
        expect(rooms.map((room) => room.imageUrl === null || photoPath.test(room.imageUrl))).toEqual([true, true]);
        expect(rooms.filter((room) => room.imageUrl === null)).toHaveLength(1);
      }
      const one = (await t.app.inject({ method: 'GET', url: `/api/rooms/room/${withPhoto.id}` })).json<RoomAnswer>();
      expect(one.imageUrl).toBe(withPhoto.imageUrl);
    });

    it("every gallery file address (srcset entries, JPEG fallback) is absolute too, in lists and in one room", async () => {
      const galleryFile = new RegExp(`^${PUBLIC_BASE_URL}/api/rooms/photos/\\d+/[0-9a-f]{32}/\\d+\\.(avif|webp|jpg)$`);
      const all = (await t.app.inject({ method: 'GET', url: '/api/rooms/all-rooms' })).json<RoomAnswer[]>();
      const one = (await t.app.inject({ method: 'GET', url: `/api/rooms/room/${withPhoto.id}` })).json<RoomAnswer>();
      for (const room of [withPhoto, all.find((candidate) => candidate.id === withPhoto.id)!, one]) {
        const [{ sources }] = room.photos as [RoomAnswer['photos'][number]];
        const urls = [...sources.avif.split(', '), ...sources.webp.split(', ')].map((entry) => entry.split(' ')[0]!);
        expect([...urls, sources.jpeg].every((url) => galleryFile.test(url))).toBe(true);
      }
      const file = await t.app.inject({ method: 'GET', url: one.photos[0]!.sources.jpeg.slice(PUBLIC_BASE_URL.length) });
      expect(file.statusCode).toBe(200);
      expect(file.headers['cross-origin-resource-policy']).toBe('cross-origin');
    });

    it('the photo at that address may be shown by another origin; other answers stay same-origin', async () => {
      const photo = await t.app.inject({ method: 'GET', url: withPhoto.imageUrl!.slice(PUBLIC_BASE_URL.length) });
      expect(photo.statusCode).toBe(200);
      expect(photo.headers['content-type']).toBe('image/webp');
      expect(photo.headers['cross-origin-resource-policy']).toBe('cross-origin');
      const room = await t.app.inject({ method: 'GET', url: `/api/rooms/room/${withPhoto.id}` });
      expect(room.headers['cross-origin-resource-policy']).toBe('same-origin');
    });
  });

  describe('without them', () => {
    let t: TestApp;
    let withPhoto: RoomAnswer;
    beforeAll(async () => {
      ({ t, withPhoto } = await hotelWith(dialect, {}));
    });
    afterAll(async () => t.close());

    it('photo URLs stay relative and photos same-origin', async () => {
      expect(withPhoto.imageUrl).toMatch(/^\/api\/rooms\/room\/\d+\/photo\?v=/);
      const photo = await t.app.inject({ method: 'GET', url: withPhoto.imageUrl! });
      expect(photo.headers['cross-origin-resource-policy']).toBe('same-origin');
    });
  });
});

describe('PUBLIC_BASE_URL', () => {
  const load = (value: string) => loadConfig({ JWT_SECRET: 'x'.repeat(40), WEB_APP_DIR: '', PUBLIC_BASE_URL: value });

  it('is an http(s) address, kept without a trailing slash', () => {
    expect(load('https://api.hotel.example/').publicBaseUrl).toBe('https://api.hotel.example');
    expect(load('http://localhost:8080/hotel/').publicBaseUrl).toBe('http://localhost:8080/hotel');
    expect(load('').publicBaseUrl).toBeUndefined();
  });

  it.each(['api.hotel.example', 'ftp://api.hotel.example', 'https://api.hotel.example/?x=1'])('%s is a one-line error naming it', (value) => {
    expect(() => load(value)).toThrow(ConfigError);
    expect(() => load(value)).toThrow(/^PUBLIC_BASE_URL=/);
  });
});
