import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authHeader, createAdmin, createRoom } from './fixtures.js';
import { buildAppOnTestDatabase, buildTestApp, createTestMailer, testConfig, testDialects, type TestApp } from './helper.js';
import { multipartForm, NO_DETAILS } from './rooms-helpers.js';

describe.each(testDialects)('GET /api/rooms/all-rooms revalidation (%s)', (dialect) => {
  let t: TestApp;
  let admin: { authorization: string };

  beforeAll(async () => {
    t = await buildTestApp(dialect);
    admin = await authHeader(t.app, await createAdmin(t.database));
  });
  afterAll(async () => t.close());

  const allRooms = (etag?: string, app: FastifyInstance = t.app) =>
    app.inject({ method: 'GET', url: '/api/rooms/all-rooms', headers: etag ? { 'if-none-match': etag } : {} });

  it('answers 304 to the current ETag, and every room write gives a new one', async () => {
    const room = await createRoom(t.database, { roomType: 'Double' });
    const first = await allRooms();
    expect(first.statusCode).toBe(200);
    expect(first.headers['cache-control']).toBe('public, no-cache');
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^"[0-9a-f]{32}"$/);

    const unchanged = await allRooms(etag);
    expect(unchanged.statusCode).toBe(304);
    expect(unchanged.body).toBe('');

    const form = multipartForm([['roomPrice', '321']]);
    const update = await t.app.inject({ method: 'PUT', url: `/api/rooms/update/${room.id}`, headers: { ...admin, ...form.headers }, payload: form.payload });
    expect(update.statusCode, update.body).toBe(200);
    const afterUpdate = await allRooms(etag);
    expect(afterUpdate.statusCode).toBe(200);
    expect(afterUpdate.json()).toEqual([{ id: room.id, roomType: 'Double', roomPrice: 321, maxAdults: 20, maxChildren: 20, imageUrl: null, ...NO_DETAILS }]);
    expect(afterUpdate.headers.etag).not.toBe(etag);

    const removed = await t.app.inject({ method: 'DELETE', url: `/api/rooms/delete/room/${room.id}`, headers: admin });
    expect(removed.statusCode).toBe(200);
    const afterRemoval = await allRooms(afterUpdate.headers.etag as string);
    expect(afterRemoval.statusCode).toBe(200);
    expect(afterRemoval.json()).toEqual([]);
  });

  it('answers from memory only while no instance has written a room: another instance’s writes show at once', async () => {
    const second = await buildAppOnTestDatabase(dialect, { config: testConfig(), database: t.database, clock: t.clock, mailer: createTestMailer(), logger: false });
    try {
      const room = await createRoom(t.database, { roomType: 'Twin' });
      const kept = await allRooms();
      expect(kept.json()).toContainEqual(expect.objectContaining({ id: room.id, roomType: 'Twin' }));

      const form = multipartForm([['roomType', 'Twin Deluxe']]);
      const update = await second.inject({ method: 'PUT', url: `/api/rooms/update/${room.id}`, headers: { ...admin, ...form.headers }, payload: form.payload });
      expect(update.statusCode, update.body).toBe(200);
      const afterUpdate = await allRooms(kept.headers.etag as string);
      expect(afterUpdate.statusCode).toBe(200);
      expect(afterUpdate.json()).toContainEqual(expect.objectContaining({ id: room.id, roomType: 'Twin Deluxe' }));
      // Both instances give the same answer the same tag, so a client may revalidate against either.
      expect((await allRooms(undefined, second)).headers.etag).toBe(afterUpdate.headers.etag);

      // A write outside any server (a script, a migration) is seen too: the version is kept by the database.
      await t.database.db.updateTable('rooms').set({ roomPriceCents: 45_600 }).where('id', '=', room.id).execute();
      const afterScript = await allRooms(afterUpdate.headers.etag as string);
      expect(afterScript.statusCode).toBe(200);
      expect(afterScript.json()).toContainEqual(expect.objectContaining({ id: room.id, roomPrice: 456 }));
    } finally {
      await second.close();
    }
  });
});
