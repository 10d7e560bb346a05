import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authHeader, createAdmin, createRoom } from './fixtures.js';
import { buildTestApp, testDialects, type TestApp } from './helper.js';
import { multipartForm } from './rooms-helpers.js';

describe.each(testDialects)('GET /api/rooms/all-rooms revalidation (%s)', (dialect) => {
  let t: TestApp;
  let admin: { authorization: string };

  beforeAll(async () => {
    t = await buildTestApp(dialect);
    admin = await authHeader(t.app, await createAdmin(t.database));
  });
  afterAll(async () => t.close());

  const allRooms = (etag?: string) =>
    t.app.inject({ method: 'GET', url: '/api/rooms/all-rooms', headers: etag ? { 'if-none-match': etag } : {} });

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
    expect(afterUpdate.json()).toEqual([{ id: room.id, roomType: 'Double', roomPrice: 321, imageUrl: null }]);
    expect(afterUpdate.headers.etag).not.toBe(etag);

    const removed = await t.app.inject({ method: 'DELETE', url: `/api/rooms/delete/room/${room.id}`, headers: admin });
    expect(removed.statusCode).toBe(200);
    const afterRemoval = await allRooms(afterUpdate.headers.etag as string);
    expect(afterRemoval.statusCode).toBe(200);
    expect(afterRemoval.json()).toEqual([]);
  });
});
