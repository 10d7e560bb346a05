import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync, constants as zlibConstants } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRoomCatalogue } from '../src/modules/rooms/room-catalogue.js';
import { createRoom } from './fixtures.js';
import { buildTestApp, testDialects, type TestApp } from './helper.js';

describe.each(testDialects)('compression (%s)', (dialect) => {
  let t: TestApp;
  let webAppDir: string;
  const script = `console.log(${JSON.stringify('room '.repeat(2000))});`;

  beforeAll(async () => {
    // A build as the app's vite config writes it: each text file with its .br and .gz beside it.
    webAppDir = mkdtempSync(path.join(os.tmpdir(), 'hotel-web-'));
    mkdirSync(path.join(webAppDir, 'assets'));
    const scriptFile = path.join(webAppDir, 'assets', 'index-abc123.js');
    writeFileSync(scriptFile, script);
    writeFileSync(`${scriptFile}.br`, brotliCompressSync(script));
    writeFileSync(`${scriptFile}.gz`, gzipSync(script));
    writeFileSync(path.join(webAppDir, 'index.html'), '<!doctype html><title>Hotel</title>');
    t = await buildTestApp(dialect, { config: { webAppDir } });
    for (let i = 0; i < 30; i += 1) await createRoom(t.database, { roomType: `Family Suite ${i}` });
  });

  afterAll(async () => {
    await t.close();
    rmSync(webAppDir, { recursive: true, force: true });
  });

  it('serves the app’s scripts precompressed by Accept-Encoding (brotli first), varying on it', async () => {
    const url = '/assets/index-abc123.js';
    const br = await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(script);

    const gzip = await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(script);

    const plain = await t.app.inject({ method: 'GET', url });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(script);
  });

  it('compresses JSON answers above 1 KB for clients that accept it', async () => {
    const rooms = await t.app.inject({ method: 'GET', url: '/api/rooms/all-rooms', headers: { 'accept-encoding': 'br' } });
    expect(rooms.statusCode).toBe(200);
    expect(rooms.headers['content-encoding']).toBe('br');
    expect(JSON.parse(brotliDecompressSync(rooms.rawPayload).toString())).toHaveLength(30);

    const plain = await t.app.inject({ method: 'GET', url: '/api/rooms/all-rooms' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.json()).toHaveLength(30);
  });

  it('sends all-rooms compressed once per version of the rooms, at the highest level, by Accept-Encoding', async () => {
    const plain = await t.app.inject({ method: 'GET', url: '/api/rooms/all-rooms' });
    expect(plain.headers.vary).toMatch(/accept-encoding/i);
    const highestBrotli = brotliCompressSync(plain.body, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: zlibConstants.BROTLI_MAX_QUALITY } });
    for (let request = 0; request < 2; request += 1) {
      const br = await t.app.inject({ method: 'GET', url: '/api/rooms/all-rooms', headers: { 'accept-encoding': 'gzip;q=0.5, br' } });
      expect(br.headers['content-encoding']).toBe('br');
      expect(br.headers.vary).toMatch(/accept-encoding/i);
      expect(br.headers.etag).toBe(plain.headers.etag);
      expect(br.rawPayload.equals(highestBrotli)).toBe(true);
    }
    const gzip = await t.app.inject({ method: 'GET', url: '/api/rooms/all-rooms', headers: { 'accept-encoding': 'br;q=0, gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(plain.body);
    const refused = await t.app.inject({ method: 'GET', url: '/api/rooms/all-rooms', headers: { 'accept-encoding': 'br;q=0, gzip;q=0' } });
    expect(refused.headers['content-encoding']).toBeUndefined();
    expect(refused.body).toBe(plain.body);

    // One compressed copy per version: every request of that version gets the same one.
    const catalogue = createRoomCatalogue(t.database, (room) => JSON.stringify(room), () => 'one version');
    const { allRooms } = await catalogue();
    expect(allRooms.compressed('br')).toBe((await catalogue()).allRooms.compressed('br'));
    expect(brotliDecompressSync(await allRooms.compressed('br')).toString()).toBe(allRooms.json);

    // A room write gives a new version, compressed anew.
    await createRoom(t.database, { roomType: 'Penthouse' });
    const afterWrite = await t.app.inject({ method: 'GET', url: '/api/rooms/all-rooms', headers: { 'accept-encoding': 'br' } });
    expect(JSON.parse(brotliDecompressSync(afterWrite.rawPayload).toString())).toHaveLength(31);
  });

  it('leaves small JSON answers alone', async () => {
    const health = await t.app.inject({ method: 'GET', url: '/api/health', headers: { 'accept-encoding': 'br, gzip' } });
    expect(health.statusCode).toBe(200);
    expect(health.headers['content-encoding']).toBeUndefined();
    expect(health.json()).toMatchObject({ status: 'ok' });
  });
});
