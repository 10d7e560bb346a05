import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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

  it('leaves small JSON answers alone', async () => {
    const health = await t.app.inject({ method: 'GET', url: '/api/health', headers: { 'accept-encoding': 'br, gzip' } });
    expect(health.statusCode).toBe(200);
    expect(health.headers['content-encoding']).toBeUndefined();
    expect(health.json()).toMatchObject({ status: 'ok' });
  });
});
