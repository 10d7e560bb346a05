import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { authHeader, createAdmin, createRoom } from './fixtures.js';
import { buildTestApp, testDialects, type TestApp } from './helper.js';
import { makeImage, multipartForm, photoFile, roomForm, type FilePart, type FormPart } from './rooms-helpers.js';

const HTML_AS_JPEG = Buffer.from('<!doctype html><html><body><script>alert(document.cookie)</script></body></html>');
const SVG_WITH_SCRIPT = Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" width="100" height="100"><script>alert(1)</script><rect width="100" height="100" fill="red"/></svg>',
);

describe.each(testDialects)('room photos (%s)', (dialect) => {
  let t: TestApp;
  let admin: { authorization: string };

  beforeAll(async () => {
    t = await buildTestApp(dialect);
    admin = await authHeader(t.app, await createAdmin(t.database));
  });
  afterAll(async () => t.close());
  beforeEach(async () => {
    await t.database.db.deleteFrom('rooms').execute();
  });

  const countRooms = async () => (await t.database.db.selectFrom('rooms').select('id').execute()).length;

  async function send(method: 'POST' | 'PUT', url: string, parts: FormPart[]) {
    const form = multipartForm(parts);
    return t.app.inject({ method, url, headers: { ...admin, ...form.headers }, payload: form.payload });
  }

  async function addRoom(photo: FilePart) {
    return send('POST', '/api/rooms/add/new-room', roomForm({ roomType: 'Deluxe', roomPrice: '199', photo }));
  }

  async function storedPhoto(id: number) {
    const row = await t.database.db.selectFrom('rooms').select(['photo', 'photoContentType', 'photoEtag']).where('id', '=', id).executeTakeFirstOrThrow();
    return { ...row, metadata: await sharp(row.photo!).metadata() };
  }

  describe('uploads', () => {
    it.each(['jpeg', 'png', 'webp'] as const)('accepts a %s photo and stores it re-encoded as WebP', async (format) => {
      const response = await addRoom(await photoFile(format));
      expect(response.statusCode).toBe(201);
      const stored = await storedPhoto(response.json().id);
      expect(stored.photoContentType).toBe('image/webp');
      expect(stored.metadata.format).toBe('webp');
      expect(stored.metadata).toMatchObject({ width: 320, height: 240 });
    });

    it('judges the content, not the name or the declared type', async () => {
      const png = await makeImage('png');
      const response = await addRoom({ filename: 'room.gif', contentType: 'application/octet-stream', data: png });
      expect(response.statusCode).toBe(201);
    });

    it('fits a large photo inside 1600×1200, serves it at imageUrl 800 pixels wide (a card), and never enlarges a small one', async () => {
      const large = await addRoom(await photoFile('jpeg', { width: 4000, height: 2000 }));
      expect(large.statusCode).toBe(201);
      expect(large.json().photos[0]).toMatchObject({ width: 1600, height: 800 });
      expect((await storedPhoto(large.json().id)).metadata).toMatchObject({ width: 800, height: 400 });
      const tall = await addRoom(await photoFile('png', { width: 900, height: 2400 }));
      expect((await storedPhoto(tall.json().id)).metadata).toMatchObject({ width: 450, height: 1200 });
      const small = await addRoom(await photoFile('png', { width: 40, height: 30 }));
      expect((await storedPhoto(small.json().id)).metadata).toMatchObject({ width: 40, height: 30 });
    });

    it('turns an EXIF-rotated photo upright and strips its metadata', async () => {
      const rotated = await sharp({ create: { width: 300, height: 200, channels: 3, background: '#22c55e' } })
        .jpeg()
        .withMetadata({ orientation: 6 })
        .withExif({ IFD0: { Copyright: 'Someone', Artist: 'Camera owner' } })
        .toBuffer();
      expect((await sharp(rotated).metadata()).orientation).toBe(6);
      const response = await addRoom({ filename: 'phone.jpg', contentType: 'image/jpeg', data: rotated });
      expect(response.statusCode).toBe(201);
      const { metadata } = await storedPhoto(response.json().id);
      expect(metadata).toMatchObject({ width: 200, height: 300 });
      expect(metadata.exif).toBeUndefined();
      expect(metadata.orientation).toBeUndefined();
    });

    const refusals: [string, () => Promise<FilePart>, number, string, string][] = [
      [
        'HTML named photo.jpg',
        async () => ({ filename: 'photo.jpg', contentType: 'image/jpeg', data: HTML_AS_JPEG }),
        415,
        'UNSUPPORTED_MEDIA_TYPE',
        'The photo must be a JPEG, PNG or WebP image.',
      ],
      [
        'an SVG with a script',
        async () => ({ filename: 'room.svg', contentType: 'image/svg+xml', data: SVG_WITH_SCRIPT }),
        415,
        'UNSUPPORTED_MEDIA_TYPE',
        'The photo must be a JPEG, PNG or WebP image.',
      ],
      [
        'an SVG renamed room.png',
        async () => ({ filename: 'room.png', contentType: 'image/png', data: SVG_WITH_SCRIPT }),
        415,
        'UNSUPPORTED_MEDIA_TYPE',
        'The photo must be a JPEG, PNG or WebP image.',
      ],
      [
        'a GIF',
        async () => ({ filename: 'room.gif', contentType: 'image/gif', data: await sharp({ create: { width: 10, height: 10, channels: 3, background: '#000' } }).gif().toBuffer() }),
        415,
        'UNSUPPORTED_MEDIA_TYPE',
        'The photo must be a JPEG, PNG or WebP image.',
      ],
      [
        'a 16 MB file',
        async () => ({ filename: 'big.jpg', contentType: 'image/jpeg', data: Buffer.concat([Buffer.from([0xff, 0xd8, 0xff]), Buffer.alloc(16 * 1024 * 1024, 1)]) }),
        413,
        'PAYLOAD_TOO_LARGE',
        'The photo must be at most 15 MB.',
      ],
      [
        'a 36-megapixel PNG',
        async () => ({ filename: 'huge.png', contentType: 'image/png', data: await makeImage('png', { width: 6000, height: 6000 }) }),
        422,
        'UNPROCESSABLE',
        'The photo is 6000×6000 pixels',
      ],
      [
        'a 1×100000 PNG',
        async () => ({ filename: 'strip.png', contentType: 'image/png', data: await makeImage('png', { width: 1, height: 100_000 }) }),
        422,
        'UNPROCESSABLE',
        'The photo is 1×100000 pixels',
      ],
      [
        'a truncated JPEG',
        async () => {
          const noise = await sharp(Buffer.alloc(200 * 200 * 3).map((_, i) => (i * 7919) % 251), { raw: { width: 200, height: 200, channels: 3 } })
            .jpeg()
            .toBuffer();
          return { filename: 'cut.jpg', contentType: 'image/jpeg', data: noise.subarray(0, noise.length / 2) };
        },
        422,
        'UNPROCESSABLE',
        'The photo could not be read',
      ],
      [
        'PNG magic followed by garbage',
        async () => ({
          filename: 'bad.png',
          contentType: 'image/png',
          data: Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.from('not really a png at all')]),
        }),
        422,
        'UNPROCESSABLE',
        'The photo could not be read',
      ],
    ];

    it.each(refusals)('refuses %s and adds no room', async (_case, file, status, code, message) => {
      const response = await addRoom(await file());
      expect(response.statusCode).toBe(status);
      expect(response.json().code).toBe(code);
      expect(response.json().message).toContain(message);
      expect(await countRooms()).toBe(0);
    });

    it('refuses a second file', async () => {
      const parts: FormPart[] = [...roomForm({ roomType: 'Deluxe', roomPrice: '10', photo: await photoFile() }), ['photo', await photoFile('png')]];
      const response = await send('POST', '/api/rooms/add/new-room', parts);
      expect(response.statusCode).toBe(413);
      expect(response.json()).toEqual({ code: 'PAYLOAD_TOO_LARGE', message: 'Send one photo only.' });
      expect(await countRooms()).toBe(0);
    });

    it('refuses a file under another name', async () => {
      const parts: FormPart[] = [['roomType', 'Deluxe'], ['roomPrice', '10'], ['image', await photoFile()]];
      const response = await send('POST', '/api/rooms/add/new-room', parts);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toContain('the field "photo"');
    });

    it('answers 400 to a malformed multipart body', async () => {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/rooms/add/new-room',
        headers: { ...admin, 'content-type': 'multipart/form-data; boundary=xyz' },
        payload: '--xyz\r\nContent-Disposition: form-data; name="roomType"\r\n\r\nDeluxe\r\n--xy',
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().code).toBe('VALIDATION_FAILED');
    });

    it('keeps the old photo when an update brings a bad one', async () => {
      const created = (await addRoom(await photoFile('png'))).json();
      const response = await send('PUT', `/api/rooms/update/${created.id}`, [
        ['roomPrice', '5'],
        ['photo', { filename: 'photo.jpg', contentType: 'image/jpeg', data: HTML_AS_JPEG }],
      ]);
      expect(response.statusCode).toBe(415);
      const after = await t.app.inject({ method: 'GET', url: `/api/rooms/room/${created.id}` });
      expect(after.json()).toEqual(created);
    });
  });

  describe('GET /api/rooms/room/{id}/photo', () => {
    async function roomWithPhoto(colour = '#3b82f6') {
      const response = await addRoom(await photoFile('png', { colour }));
      return response.json() as { id: number; imageUrl: string };
    }

    it('serves the stored bytes with their type, ETag, long-lived caching and nosniff at imageUrl', async () => {
      const room = await roomWithPhoto();
      const stored = await storedPhoto(room.id);
      const response = await t.app.inject({ method: 'GET', url: room.imageUrl });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('image/webp');
      expect(response.headers.etag).toBe(`"${stored.photoEtag}"`);
      expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.rawPayload.equals(stored.photo!)).toBe(true);
    });

    it('asks clients to revalidate when the URL carries no or an old version', async () => {
      const room = await roomWithPhoto();
      for (const url of [`/api/rooms/room/${room.id}/photo`, `/api/rooms/room/${room.id}/photo?v=0123456789abcdef`]) {
        const response = await t.app.inject({ method: 'GET', url });
        expect(response.statusCode).toBe(200);
        expect(response.headers['cache-control']).toBe('public, no-cache');
        expect(response.headers.etag).toMatch(/^"[0-9a-f]{32}"$/);
      }
    });

    it('answers 304 without a body to If-None-Match with the current ETag', async () => {
      const room = await roomWithPhoto();
      const first = await t.app.inject({ method: 'GET', url: room.imageUrl });
      const etag = first.headers.etag as string;
      for (const ifNoneMatch of [etag, `W/${etag}`, `"other", ${etag}`, '*']) {
        const response = await t.app.inject({ method: 'GET', url: room.imageUrl, headers: { 'if-none-match': ifNoneMatch } });
        expect(response.statusCode).toBe(304);
        expect(response.rawPayload.length).toBe(0);
        expect(response.headers.etag).toBe(etag);
      }
      const stale = await t.app.inject({ method: 'GET', url: room.imageUrl, headers: { 'if-none-match': '"0123456789abcdef"' } });
      expect(stale.statusCode).toBe(200);
    });

    it('gives a new photo a new imageUrl and ETag, and serves it to holders of the old ETag', async () => {
      const room = await roomWithPhoto('#3b82f6');
      const oldEtag = (await t.app.inject({ method: 'GET', url: room.imageUrl })).headers.etag as string;
      const updated = (await send('PUT', `/api/rooms/update/${room.id}`, roomForm({ photo: await photoFile('jpeg', { colour: '#f97316' }) }))).json();
      expect(updated.imageUrl).not.toBe(room.imageUrl);

      const response = await t.app.inject({ method: 'GET', url: updated.imageUrl, headers: { 'if-none-match': oldEtag } });
      expect(response.statusCode).toBe(200);
      expect(response.headers.etag).not.toBe(oldEtag);
      expect(updated.imageUrl).toContain(`v=${(response.headers.etag as string).replaceAll('"', '')}`);
      const { dominant } = await sharp(response.rawPayload).stats();
      expect(dominant.r).toBeGreaterThan(200);
      expect(dominant.b).toBeLessThan(100);
    });

    it('gives the same photo the same imageUrl', async () => {
      const a = await roomWithPhoto('#123456');
      const b = await roomWithPhoto('#123456');
      expect(a.imageUrl.split('?v=')[1]).toBe(b.imageUrl.split('?v=')[1]);
    });

    it('answers 404 ROOM_NOT_FOUND for a missing room and 404 NOT_FOUND for a room without a photo', async () => {
      const missing = await t.app.inject({ method: 'GET', url: '/api/rooms/room/999999/photo' });
      expect(missing.statusCode).toBe(404);
      expect(missing.json().code).toBe('ROOM_NOT_FOUND');
      const room = await createRoom(t.database);
      const noPhoto = await t.app.inject({ method: 'GET', url: `/api/rooms/room/${room.id}/photo` });
      expect(noPhoto.statusCode).toBe(404);
      expect(noPhoto.json()).toEqual({ code: 'NOT_FOUND', message: 'This room has no photo.' });
    });

    it('answers 400 for a bad id', async () => {
      const response = await t.app.inject({ method: 'GET', url: '/api/rooms/room/abc/photo' });
      expect(response.statusCode).toBe(400);
    });
  });
});
