import { deflateSync } from 'node:zlib';
import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { storedWebp } from '../src/modules/rooms/room-photo.js';
import { MAX_PHOTO_BYTES } from '../src/modules/rooms/rooms.schemas.js';
import { moveRoomPhotosIntoGalleries, recutRoomCovers } from '../src/modules/rooms/rooms.service.js';
import { authHeader, createAdmin, createRoom, createUser } from './fixtures.js';
import { buildTestApp, testDialects, type TestApp } from './helper.js';
import { makeImage, multipartForm, photoFile, roomForm, type FilePart } from './rooms-helpers.js';

type Photo = { id: number; alt: string; width: number; height: number; version: string; sources: { avif: string; webp: string; jpeg: string } };
type RoomAnswer = {
  id: number;
  imageUrl: string | null;
  description: string;
  bedType: string | null;
  sizeSquareMeters: number | null;
  amenities: string[];
  galleryVersion: number;
  photos: Photo[];
};

/** A photo-like JPEG: gradients under soft noise, so encoders work as on a real photo (not a flat colour). */
async function photoLikeJpeg(width: number, height: number, orientation?: number): Promise<Buffer> {
  const gradient = Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><defs><linearGradient id="g" x2="1" y2="1">` +
      `<stop offset="0" stop-color="#f59e0b"/><stop offset="1" stop-color="#1e3a8a"/></linearGradient></defs>` +
      `<rect width="100%" height="100%" fill="url(#g)"/><circle cx="${width / 3}" cy="${height / 3}" r="${height / 5}" fill="#fef3c7"/></svg>`,
  );
  const noise = await sharp({ create: { width, height, channels: 3, background: '#808080', noise: { type: 'gaussian', mean: 128, sigma: 12 } } }).png().toBuffer();
  const image = sharp(gradient).composite([{ input: noise, blend: 'overlay' }]).jpeg({ quality: 92 });
  if (orientation) image.withMetadata({ orientation }).withExif({ IFD0: { Artist: 'Phone owner', Copyright: 'Someone' } });
  return image.toBuffer();
}

/** A phone camera's 4032×3024 JPEG at quality 95, grainy enough to weigh what a phone's does (about 9 MB). */
function phoneJpeg(): Promise<Buffer> {
  return sharp({ create: { width: 4032, height: 3024, channels: 3, background: '#808080', noise: { type: 'gaussian', mean: 128, sigma: 30 } } })
    .jpeg({ quality: 95 })
    .toBuffer();
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
function crc32(data: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of data) crc = CRC_TABLE[(crc ^ byte) & 0xff]! ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}
function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}
/** A valid PNG header declaring 50000×50000 pixels (10 GB decoded) around a few hundred bytes of data. */
function decompressionBombPng(): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(50_000, 0);
  header.writeUInt32BE(50_000, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(Buffer.alloc(1000))),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/** Encoding a large photo into nine files takes seconds, more on a busy machine. */
const ENCODING_TIMEOUT_MS = 120_000;

const widthsOf = (srcset: string) => srcset.split(', ').map((entry) => Number(entry.split(' ')[1]!.replace('w', '')));
const urlsOf = (srcset: string) => srcset.split(', ').map((entry) => entry.split(' ')[0]!);

describe.each(testDialects)('room details and gallery (%s)', (dialect) => {
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

  const json = (method: 'PUT' | 'DELETE' | 'GET', url: string, payload?: object) =>
    t.app.inject({ method, url, headers: admin, ...(payload ? { payload } : {}) });

  /** Uploads a photo with its alt text (null: none). */
  async function upload(roomId: number, file: FilePart, alt: string | null = 'The bed by the window') {
    const form = multipartForm([...(alt === null ? [] : [['alt', alt] as [string, string]]), ['photo', file]]);
    return t.app.inject({ method: 'POST', url: `/api/rooms/room/${roomId}/photos`, headers: { ...admin, ...form.headers }, payload: form.payload });
  }

  async function roomWithPhotos(count: number): Promise<RoomAnswer> {
    const { id } = await createRoom(t.database);
    let room: RoomAnswer | undefined;
    for (let index = 0; index < count; index++) {
      const response = await upload(id, await photoFile('png', { width: 40, height: 30, colour: `#${(index * 20 + 16).toString(16).padStart(2, '0')}8040` }), `Photo ${index}`);
      expect(response.statusCode).toBe(201);
      room = response.json<RoomAnswer>();
    }
    return room!;
  }

  const getRoom = async (id: number) => (await json('GET', `/api/rooms/room/${id}`)).json<RoomAnswer>();

  describe('details', () => {
    it('stores every field, answers them in the room, the lists and the audit log', async () => {
      const { id } = await createRoom(t.database);
      const description = 'A quiet room over the garden.\n\nThe desk faces the window; blackout curtains.';
      const response = await json('PUT', `/api/rooms/room/${id}/details`, {
        description,
        bedType: 'queen',
        sizeSquareMeters: 28,
        amenities: ['seaView', 'wifi', 'balcony'],
      });
      expect(response.statusCode).toBe(200);
      // Amenities come back in the list's order, whatever order they were sent in.
      expect(response.json()).toMatchObject({ description, bedType: 'queen', sizeSquareMeters: 28, amenities: ['wifi', 'balcony', 'seaView'] });
      expect(await getRoom(id)).toMatchObject({ description, bedType: 'queen', sizeSquareMeters: 28 });
      const all = (await json('GET', '/api/rooms/all-rooms')).json<RoomAnswer[]>();
      expect(all.find((room) => room.id === id)).toMatchObject({ description, amenities: ['wifi', 'balcony', 'seaView'] });
      const entry = await t.database.db.selectFrom('auditLog').selectAll().where('recordId', '=', id).orderBy('id', 'desc').executeTakeFirstOrThrow();
      expect(entry.kind).toBe('room.updated');
      expect(JSON.parse(entry.after!)).toMatchObject({ bedType: 'queen', sizeSquareMeters: '28', amenities: 'wifi, balcony, seaView' });
    });

    it('changes only the fields sent, and null clears bed type and size', async () => {
      const { id } = await createRoom(t.database);
      await json('PUT', `/api/rooms/room/${id}/details`, { description: 'Bright.', bedType: 'king', sizeSquareMeters: 30, amenities: ['wifi'] });
      const response = await json('PUT', `/api/rooms/room/${id}/details`, { bedType: null, sizeSquareMeters: null });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ description: 'Bright.', bedType: null, sizeSquareMeters: null, amenities: ['wifi'] });
    });

    it('writes CR LF line breaks as LF and trims the description', async () => {
      const { id } = await createRoom(t.database);
      const response = await json('PUT', `/api/rooms/room/${id}/details`, { description: '  First.\r\n\r\nSecond.  ' });
      expect(response.json().description).toBe('First.\n\nSecond.');
    });

    it.each([
      ['a description of 4001 characters', { description: 'x'.repeat(4001) }],
      ['a description with a control character other than a line break', { description: 'Bell\u0007' }],
      ['an unknown bed type', { bedType: 'waterbed' }],
      ['a size of 0', { sizeSquareMeters: 0 }],
      ['a size of 1001', { sizeSquareMeters: 1001 }],
      ['a fractional size', { sizeSquareMeters: 20.5 }],
      ['an unknown amenity', { amenities: ['wifi', 'jacuzzi'] }],
      ['free text as an amenity', { amenities: ['Free Wi-Fi'] }],
      ['an amenity twice', { amenities: ['wifi', 'wifi'] }],
      ['an unknown field', { view: 'sea' }],
    ])('refuses %s with 400 and changes nothing', async (_case, body) => {
      const { id } = await createRoom(t.database);
      const response = await json('PUT', `/api/rooms/room/${id}/details`, body);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: 'VALIDATION_FAILED', message: expect.any(String) });
      expect(await getRoom(id)).toMatchObject({ description: '', bedType: null, sizeSquareMeters: null, amenities: [] });
    });

    it('accepts a description of exactly 4000 characters and every amenity at once', async () => {
      const { id } = await createRoom(t.database);
      const amenities = ['wifi', 'breakfast', 'minibar', 'parking', 'airConditioning', 'balcony', 'seaView', 'accessibleBathroom', 'bathtub', 'workDesk', 'coffeeMachine', 'safe', 'tv', 'kitchenette', 'petFriendly', 'hairdryer'];
      const response = await json('PUT', `/api/rooms/room/${id}/details`, { description: 'x'.repeat(4000), amenities, sizeSquareMeters: 1000 });
      expect(response.statusCode).toBe(200);
      expect(response.json().amenities).toEqual(amenities);
    });

    it('is for admins only, and answers 404 for a missing room', async () => {
      const { id } = await createRoom(t.database);
      const guest = await authHeader(t.app, await createUser(t.database, { email: 'gallery-guest@example.test' }));
      const refused = await t.app.inject({ method: 'PUT', url: `/api/rooms/room/${id}/details`, headers: guest, payload: { description: 'Mine now' } });
      expect(refused.statusCode).toBe(403);
      expect((await json('PUT', `/api/rooms/room/${id + 1000}/details`, { description: 'x' })).statusCode).toBe(404);
    });
  });

  describe('upload', () => {
    it('turns a large phone photo with EXIF orientation 6 upright, in every width and format, without metadata', async () => {
      const { id } = await createRoom(t.database);
      // Stored 3000×2000 with "rotate 90° clockwise": upright it is 2000×3000, fitted into 1600×1200 → 800×1200.
      const phone = await photoLikeJpeg(3000, 2000, 6);
      expect(await sharp(phone).metadata()).toMatchObject({ width: 3000, height: 2000, orientation: 6 });
      const response = await upload(id, { filename: 'IMG_0001.jpg', contentType: 'image/jpeg', data: phone });
      expect(response.statusCode).toBe(201);
      const room = response.json<RoomAnswer>();
      const [photo] = room.photos;
      expect(photo).toMatchObject({ alt: 'The bed by the window', width: 800, height: 1200, version: expect.stringMatching(/^[0-9a-f]{32}$/) });
      expect(widthsOf(photo!.sources.avif)).toEqual([400, 800]);
      expect(widthsOf(photo!.sources.webp)).toEqual([400, 800]);
      const files = [
        ...urlsOf(photo!.sources.avif).map((url, index) => ({ url, format: 'heif', width: [400, 800][index]! })),
        ...urlsOf(photo!.sources.webp).map((url, index) => ({ url, format: 'webp', width: [400, 800][index]! })),
        { url: photo!.sources.jpeg, format: 'jpeg', width: 800 },
      ];
      for (const file of files) {
        const served = await t.app.inject({ method: 'GET', url: file.url });
        expect(served.statusCode).toBe(200);
        expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
        expect(served.headers['x-content-type-options']).toBe('nosniff');
        const metadata = await sharp(served.rawPayload).metadata();
        expect(metadata.format).toBe(file.format);
        // Upright: portrait, 2:3.
        expect({ width: metadata.width, height: metadata.height }).toEqual({ width: file.width, height: file.width * 1.5 });
        expect(metadata.exif).toBeUndefined();
        expect(metadata.orientation).toBeUndefined();
      }
      // The first photo is the room's imageUrl.
      expect(room.imageUrl).toBe(`/api/rooms/room/${id}/photo?v=${photo!.version}`);
    }, ENCODING_TIMEOUT_MS);

    it('writes 400, 800 and 1600 pixels wide from a large landscape photo, and never enlarges a small one', async () => {
      const { id } = await createRoom(t.database);
      const large = await upload(id, { filename: 'a.jpg', contentType: 'image/jpeg', data: await photoLikeJpeg(4000, 3000) });
      expect(large.statusCode).toBe(201);
      const [big] = large.json<RoomAnswer>().photos;
      expect(big).toMatchObject({ width: 1600, height: 1200 });
      expect(widthsOf(big!.sources.avif)).toEqual([400, 800, 1600]);
      expect(big!.sources.jpeg).toMatch(/\/800\.jpg$/);
      const small = await upload(id, await photoFile('png', { width: 300, height: 200 }));
      const smallPhoto = small.json<RoomAnswer>().photos[1]!;
      expect(smallPhoto).toMatchObject({ width: 300, height: 200 });
      expect(widthsOf(smallPhoto.sources.webp)).toEqual([300]);
      expect(smallPhoto.sources.jpeg).toMatch(/\/300\.jpg$/);
    }, ENCODING_TIMEOUT_MS);

    it("takes a phone's 12-megapixel JPEG of over 8 MB", async () => {
      const { id } = await createRoom(t.database);
      const data = await phoneJpeg();
      expect(data.length).toBeGreaterThan(8 * 1024 * 1024);
      const response = await upload(id, { filename: 'IMG_2041.jpg', contentType: 'image/jpeg', data });
      expect(response.statusCode).toBe(201);
      expect(response.json<RoomAnswer>().photos).toEqual([expect.objectContaining({ width: 1600, height: 1200 })]);
    }, ENCODING_TIMEOUT_MS);

    it.each([
      ['a decompression-bomb PNG (50000×50000 declared, tiny file)', () => ({ filename: 'bomb.png', contentType: 'image/png', data: decompressionBombPng() }), 422, 'UNPROCESSABLE'],
      [
        'a truncated JPEG',
        async () => {
          const whole = await photoLikeJpeg(600, 400);
          return { filename: 'cut.jpg', contentType: 'image/jpeg', data: whole.subarray(0, Math.floor(whole.length / 2)) };
        },
        422,
        'UNPROCESSABLE',
      ],
      ['a text file named .jpg', () => ({ filename: 'room.jpg', contentType: 'image/jpeg', data: Buffer.from('Just some notes about the room.\n') }), 415, 'UNSUPPORTED_MEDIA_TYPE'],
      ['a file over 15 MB', () => ({ filename: 'big.jpg', contentType: 'image/jpeg', data: Buffer.alloc(MAX_PHOTO_BYTES + 1, 0xff) }), 413, 'PAYLOAD_TOO_LARGE'],
    ] as const)('refuses %s with a 4xx {code, message} and adds nothing', async (_case, file, status, code) => {
      const { id } = await createRoom(t.database);
      const response = await upload(id, await file());
      expect(response.statusCode).toBe(status);
      expect(response.json()).toEqual({ code, message: expect.any(String) });
      expect((await getRoom(id)).photos).toEqual([]);
      expect(await t.database.db.selectFrom('roomPhotoVariants').select('photoId').execute()).toEqual([]);
    });

    it.each([
      ['no alt text', null],
      ['a blank alt text', '   '],
      ['an alt text of 251 characters', 'x'.repeat(251)],
      ['an alt text with a line break', 'Bed\nand window'],
    ])('refuses %s with 400', async (_case, alt) => {
      const { id } = await createRoom(t.database);
      const response = await upload(id, await photoFile(), alt);
      expect(response.statusCode).toBe(400);
      expect(response.json().code).toBe('VALIDATION_FAILED');
    });

    it('takes 12 photos and refuses the 13th with 409 GALLERY_FULL', async () => {
      const room = await roomWithPhotos(12);
      expect(room.photos).toHaveLength(12);
      const response = await upload(room.id, await photoFile('png', { width: 40, height: 30 }));
      expect(response.statusCode).toBe(409);
      expect(response.json().code).toBe('GALLERY_FULL');
      expect((await getRoom(room.id)).photos).toHaveLength(12);
    });

    it('answers 404 for a missing room before reading the image', async () => {
      const response = await upload(987_654, { filename: 'x.jpg', contentType: 'image/jpeg', data: Buffer.from('not an image') });
      expect(response.statusCode).toBe(404);
    });

    it("makes the spec's add form photo the gallery's first, and an update's photo replaces only that one", async () => {
      const form = multipartForm(roomForm({ roomType: 'Twin', roomPrice: '120', photo: await photoFile('jpeg', { width: 500, height: 400 }) }));
      const added = await t.app.inject({ method: 'POST', url: '/api/rooms/add/new-room', headers: { ...admin, ...form.headers }, payload: form.payload });
      const room = added.json<RoomAnswer>();
      expect(room.photos).toEqual([expect.objectContaining({ alt: 'Twin room', width: 500, height: 400 })]);
      const second = (await upload(room.id, await photoFile('png', { width: 60, height: 40 }), 'The bathroom')).json<RoomAnswer>();
      const update = multipartForm([['photo', await photoFile('webp', { width: 200, height: 100, colour: '#ff0000' })]]);
      const updated = await t.app.inject({ method: 'PUT', url: `/api/rooms/update/${room.id}`, headers: { ...admin, ...update.headers }, payload: update.payload });
      expect(updated.statusCode).toBe(200);
      const photos = updated.json<RoomAnswer>().photos;
      expect(photos.map((photo) => photo.width)).toEqual([200, 60]);
      expect(photos[1]!.id).toBe(second.photos[1]!.id);
      expect(updated.json<RoomAnswer>().imageUrl).toContain(`v=${photos[0]!.version}`);
      // The replaced photo's files are gone.
      expect((await t.app.inject({ method: 'GET', url: urlsOf(room.photos[0]!.sources.webp)[0]! })).statusCode).toBe(404);
    });
  });

  describe('reorder, alt text and removal', () => {
    it('reorders, and the new first photo becomes the imageUrl', async () => {
      const room = await roomWithPhotos(3);
      const order = [room.photos[2]!.id, room.photos[0]!.id, room.photos[1]!.id];
      const response = await json('PUT', `/api/rooms/room/${room.id}/photos/order`, { galleryVersion: room.galleryVersion, photoIds: order });
      expect(response.statusCode).toBe(200);
      const reordered = response.json<RoomAnswer>();
      expect(reordered.photos.map((photo) => photo.id)).toEqual(order);
      expect(reordered.galleryVersion).toBe(room.galleryVersion + 1);
      expect(reordered.imageUrl).toContain(`v=${room.photos[2]!.version}`);
      const cover = await t.app.inject({ method: 'GET', url: reordered.imageUrl! });
      expect(await sharp(cover.rawPayload).metadata()).toMatchObject({ format: 'webp', width: 40, height: 30 });
    });

    it('refuses an order that leaves out or adds a photo with 400', async () => {
      const room = await roomWithPhotos(2);
      const missing = await json('PUT', `/api/rooms/room/${room.id}/photos/order`, { galleryVersion: room.galleryVersion, photoIds: [room.photos[0]!.id] });
      expect(missing.statusCode).toBe(400);
      const foreign = await json('PUT', `/api/rooms/room/${room.id}/photos/order`, { galleryVersion: room.galleryVersion, photoIds: [room.photos[0]!.id, 999_999] });
      expect(foreign.statusCode).toBe(400);
    });

    it('of two concurrent reorders from the same version, one wins and the other gets 409 GALLERY_CHANGED', async () => {
      const room = await roomWithPhotos(3);
      const [a, b, c] = room.photos.map((photo) => photo.id) as [number, number, number];
      const orders = [
        [c, b, a],
        [b, a, c],
      ];
      const answers = await Promise.all(orders.map((photoIds) => json('PUT', `/api/rooms/room/${room.id}/photos/order`, { galleryVersion: room.galleryVersion, photoIds })));
      expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
      const winner = answers.findIndex((answer) => answer.statusCode === 200);
      expect(answers[1 - winner]!.json()).toEqual({ code: 'GALLERY_CHANGED', message: expect.any(String) });
      const final = await getRoom(room.id);
      expect(final.photos.map((photo) => photo.id)).toEqual(orders[winner]);
      expect(final.galleryVersion).toBe(room.galleryVersion + 1);
    });

    it('of a concurrent removal and reorder from the same version, one wins and the gallery stays whole', async () => {
      const room = await roomWithPhotos(3);
      const ids = room.photos.map((photo) => photo.id);
      const [removal, reorder] = await Promise.all([
        json('DELETE', `/api/rooms/room/${room.id}/photos/${ids[0]}?galleryVersion=${room.galleryVersion}`),
        json('PUT', `/api/rooms/room/${room.id}/photos/order`, { galleryVersion: room.galleryVersion, photoIds: [...ids].reverse() }),
      ]);
      expect([removal!.statusCode, reorder!.statusCode].sort()).toEqual([200, 409]);
      const final = await getRoom(room.id);
      expect(final.photos.map((photo) => photo.id)).toEqual(removal!.statusCode === 200 ? ids.slice(1) : [...ids].reverse());
      const positions = await t.database.db.selectFrom('roomPhotos').select('position').where('roomId', '=', room.id).orderBy('position').execute();
      expect(positions.map((row) => row.position)).toEqual(final.photos.map((_, index) => index));
      expect(final.imageUrl).toContain(`v=${final.photos[0]!.version}`);
    });

    it('removes a photo and its files; removing the last leaves no imageUrl', async () => {
      const room = await roomWithPhotos(2);
      const first = room.photos[0]!;
      const response = await json('DELETE', `/api/rooms/room/${room.id}/photos/${first.id}?galleryVersion=${room.galleryVersion}`);
      expect(response.statusCode).toBe(200);
      const after = response.json<RoomAnswer>();
      expect(after.photos.map((photo) => photo.id)).toEqual([room.photos[1]!.id]);
      expect((await t.app.inject({ method: 'GET', url: first.sources.jpeg })).statusCode).toBe(404);
      const stale = await json('DELETE', `/api/rooms/room/${room.id}/photos/${room.photos[1]!.id}?galleryVersion=${room.galleryVersion}`);
      expect(stale.statusCode).toBe(409);
      const last = await json('DELETE', `/api/rooms/room/${room.id}/photos/${room.photos[1]!.id}?galleryVersion=${after.galleryVersion}`);
      expect(last.json()).toMatchObject({ imageUrl: null, photos: [] });
    });

    it("answers 404 PHOTO_NOT_FOUND for another room's photo", async () => {
      const mine = await roomWithPhotos(1);
      const other = await roomWithPhotos(1);
      const response = await json('DELETE', `/api/rooms/room/${mine.id}/photos/${other.photos[0]!.id}?galleryVersion=${mine.galleryVersion}`);
      expect(response.statusCode).toBe(404);
      expect(response.json().code).toBe('PHOTO_NOT_FOUND');
      expect((await getRoom(other.id)).photos).toHaveLength(1);
    });

    it('changes an alt text (the last write wins) and audits it', async () => {
      const room = await roomWithPhotos(1);
      const photo = room.photos[0]!;
      const response = await json('PUT', `/api/rooms/room/${room.id}/photos/${photo.id}/alt`, { alt: '  The sea from the balcony ' });
      expect(response.statusCode).toBe(200);
      expect(response.json<RoomAnswer>().photos[0]!.alt).toBe('The sea from the balcony');
      const blank = await json('PUT', `/api/rooms/room/${room.id}/photos/${photo.id}/alt`, { alt: ' ' });
      expect(blank.statusCode).toBe(400);
      const entry = await t.database.db.selectFrom('auditLog').selectAll().where('recordId', '=', room.id).orderBy('id', 'desc').executeTakeFirstOrThrow();
      expect(JSON.parse(entry.after!)).toEqual({ [`alt of photo ${photo.id}`]: 'The sea from the balcony' });
    });
  });

  describe('databases from before galleries', () => {
    it("moves each room's photo into its gallery once, re-encoded", async () => {
      const legacy = storedWebp(await sharp(await makeImage('png', { width: 640, height: 480 })).webp().toBuffer());
      const { id } = await createRoom(t.database, { roomType: 'Suite' });
      await t.database.db.updateTable('rooms').set(legacy).where('id', '=', id).execute();
      const log = { info: () => undefined, warn: () => undefined };
      expect(await moveRoomPhotosIntoGalleries(t.database, log, () => new Date())).toBe(1);
      const room = await getRoom(id);
      expect(room.photos).toEqual([expect.objectContaining({ alt: 'Suite room', width: 640, height: 480 })]);
      expect(widthsOf(room.photos[0]!.sources.avif)).toEqual([400, 640]);
      expect(room.imageUrl).toContain(`v=${room.photos[0]!.version}`);
      expect(await moveRoomPhotosIntoGalleries(t.database, log, () => new Date())).toBe(0);
    });

    it("cuts a cover written at the largest width to a card's 800 pixels, once", async () => {
      const { id } = await createRoom(t.database);
      const uploaded = (await upload(id, await photoFile('png', { width: 2000, height: 1500 }))).json<RoomAnswer>();
      const [photo] = uploaded.photos;
      // As covers were written before: the first photo's largest WebP.
      const largest = await t.app.inject({ method: 'GET', url: urlsOf(photo!.sources.webp).at(-1)! });
      await t.database.db.updateTable('rooms').set(storedWebp(largest.rawPayload)).where('id', '=', id).execute();
      const log = { info: () => undefined };
      expect(await recutRoomCovers(t.database, log)).toBe(1);
      const room = await getRoom(id);
      const cover = await t.app.inject({ method: 'GET', url: room.imageUrl! });
      expect(await sharp(cover.rawPayload).metadata()).toMatchObject({ format: 'webp', width: 800, height: 600 });
      expect(room.galleryVersion).toBe(uploaded.galleryVersion);
      expect(await recutRoomCovers(t.database, log)).toBe(0);
    }, ENCODING_TIMEOUT_MS);
  });
});
