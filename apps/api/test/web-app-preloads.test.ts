import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import webAppPlugin from '../src/plugins/web-app.js';
import { authHeader, createAdmin, createRoom } from './fixtures.js';
import { buildTestApp, type TestApp } from './helper.js';

/**
 * A build as the app's vite config writes it: index.html and, unless left out, .vite/route-preloads.json and
 * .vite/language-preloads.json.
 */
function writeBuild(routes?: unknown, languages?: unknown): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'hotel-web-'));
  writeFileSync(path.join(dir, 'index.html'), indexHtml);
  if (routes || languages) mkdirSync(path.join(dir, '.vite'));
  if (routes) writeFileSync(path.join(dir, '.vite/route-preloads.json'), JSON.stringify(routes));
  if (languages) writeFileSync(path.join(dir, '.vite/language-preloads.json'), JSON.stringify(languages));
  return dir;
}

const indexHtml = '<!doctype html><html><head><title>Hotel</title><script type="module" src="/assets/index-1.js"></script></head><body></body></html>';
const routes = [
  { path: '/', modules: ['/assets/calendar-1.js'], reads: ['/api/rooms/all-rooms'], roomPhotos: [] },
  { path: '/find-booking', modules: ['/assets/FindBookingRoute-1.js', '/assets/useAction-1.js'], reads: [], roomPhotos: [] },
  { path: '/book-room/:roomId', modules: [], reads: ['/api/rooms/room/:roomId'], roomPhotos: [':roomId'] },
];

const headOf = (html: string) => html.slice(0, html.indexOf('</head>'));
const profileScript = /\s*<script type="application\/json" id="hotel-profile">(.*?)<\/script>/;
/** The page without what the server writes into every page: the hotel's profile, and its name as the title. */
const withoutProfile = (html: string) => html.replace(profileScript, '').replace(/<title>[^<]*<\/title>/, '<title>Hotel</title>');
const preloads = (html: string) => [...headOf(html).matchAll(/<link rel="(?:modulepreload|preload)"[^>]*>/g)].map(([link]) => link);

describe('web app: route preloads announced in the page', () => {
  let t: TestApp;
  let withoutManifest: TestApp;
  const dirs: string[] = [];

  beforeAll(async () => {
    dirs.push(writeBuild(routes), writeBuild());
    t = await buildTestApp('sqlite', { config: { webAppDir: dirs[0] } });
    withoutManifest = await buildTestApp('sqlite', { config: { webAppDir: dirs[1] } });
  });

  afterAll(async () => {
    await Promise.all([t.close(), withoutManifest.close()]);
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  });

  it('announces a route’s chunks (modulepreload) and API reads (preload as fetch), at low priority, in the <head>', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/find-booking' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.headers['cache-control']).toBe('no-cache');
    expect(preloads(page.body)).toEqual([
      '<link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/FindBookingRoute-1.js">',
      '<link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/useAction-1.js">',
    ]);
    // The rest of the page is index.html as built.
    expect(withoutProfile(page.body).replace(/\s*<link rel="modulepreload"[^>]*>/g, '').replace(/\s*<\/head>/, '</head>')).toBe(indexHtml);

    const home = await t.app.inject({ method: 'GET', url: '/?checkIn=2030-01-01&checkOut=2030-01-03' });
    expect(preloads(home.body)).toEqual([
      '<link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/calendar-1.js">',
      '<link rel="preload" as="fetch" fetchpriority="low" crossorigin href="/api/rooms/all-rooms">',
    ]);
  });

  it('fills a read’s parameters from the page’s address, with or without a trailing slash', async () => {
    for (const url of ['/book-room/12', '/book-room/12/']) {
      const page = await t.app.inject({ method: 'GET', url });
      expect(preloads(page.body)).toEqual(['<link rel="preload" as="fetch" fetchpriority="low" crossorigin href="/api/rooms/room/12">']);
    }
  });

  it('puts a parameter into the page only percent-encoded, so an address cannot add markup', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/book-room/%22%3E%3Cscript%3Ealert(1)%3C%2Fscript%3E' });
    expect(page.statusCode).toBe(200);
    expect(page.body).not.toContain('<script>');
    expect(preloads(page.body)).toEqual([
      '<link rel="preload" as="fetch" fetchpriority="low" crossorigin href="/api/rooms/room/%22%3E%3Cscript%3Ealert(1)%3C%2Fscript%3E">',
    ]);
    // A path that is not valid percent-encoding is refused as such.
    const malformed = await t.app.inject({ method: 'GET', url: '/book-room/%E0%A4%A' });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toMatchObject({ code: 'VALIDATION_FAILED' });
  });

  it('announces the photo of the page’s room at the address the API gives it (imageUrl), without CORS, as the <img> asks', async () => {
    const { id: roomId } = await createRoom(t.database, { photoEtag: '0123456789abcdef0123456789abcdef' });
    const page = await t.app.inject({ method: 'GET', url: `/book-room/${roomId}` });
    const { imageUrl } = (await t.app.inject({ method: 'GET', url: `/api/rooms/room/${roomId}` })).json();
    expect(imageUrl).toBe(`/api/rooms/room/${roomId}/photo?v=0123456789abcdef0123456789abcdef`);
    expect(preloads(page.body)).toEqual([
      `<link rel="preload" as="fetch" fetchpriority="low" crossorigin href="/api/rooms/room/${roomId}">`,
      `<link rel="preload" as="image" fetchpriority="low" href="${imageUrl}">`,
    ]);
  });

  it('announces no photo for a room without one, a missing room, or what is not a room id', async () => {
    const { id: withoutPhoto } = await createRoom(t.database);
    for (const roomId of [String(withoutPhoto), '999999', '0', '1e3', 'x', '99999999999']) {
      const page = await t.app.inject({ method: 'GET', url: `/book-room/${roomId}` });
      expect(page.statusCode).toBe(200);
      expect(preloads(page.body)).toEqual([`<link rel="preload" as="fetch" fetchpriority="low" crossorigin href="/api/rooms/room/${roomId}">`]);
    }
  });

  it('announces the photo at its absolute address when the API is reached by PUBLIC_BASE_URL, as the API gives it', async () => {
    const absolute = await buildTestApp('sqlite', { config: { webAppDir: dirs[0], publicBaseUrl: 'https://api.hotel.example' } });
    try {
      const { id: roomId } = await createRoom(absolute.database, { photoEtag: 'fedcba9876543210fedcba9876543210' });
      const { imageUrl } = (await absolute.app.inject({ method: 'GET', url: `/api/rooms/room/${roomId}` })).json();
      expect(imageUrl).toBe(`https://api.hotel.example/api/rooms/room/${roomId}/photo?v=fedcba9876543210fedcba9876543210`);
      const page = await absolute.app.inject({ method: 'GET', url: `/book-room/${roomId}` });
      expect(preloads(page.body)).toContain(`<link rel="preload" as="image" fetchpriority="low" href="${imageUrl}">`);
    } finally {
      await absolute.close();
    }
  });

  it('announces a gallery’s first photo as the page’s <picture> picks it (AVIF srcset and the route’s sizes), escaped', async () => {
    const sizes = '(min-width: 64em) min(25vw, 24rem), 100vw';
    const dir = writeBuild([{ ...routes[2], roomPhotoSizes: sizes }, { path: '/room-plain/:roomId', modules: [], reads: [], roomPhotos: [':roomId'] }]);
    dirs.push(dir);
    const avifSrcset = '/api/rooms/photos/3/v1/400.avif 400w, /api/rooms/photos/3/v1/800.avif 800w, /x".avif 1600w';
    const app = Fastify();
    await app.register(webAppPlugin, { root: dir, roomPhoto: async (roomId) => (roomId === 12 ? { url: '/api/rooms/room/12/photo?v=1', avifSrcset } : null) });
    try {
      const page = await app.inject({ method: 'GET', url: '/book-room/12' });
      expect(preloads(page.body)).toContain(
        '<link rel="preload" as="image" fetchpriority="low" type="image/avif" ' +
          'imagesrcset="/api/rooms/photos/3/v1/400.avif 400w, /api/rooms/photos/3/v1/800.avif 800w, /x&#34;.avif 1600w" ' +
          `imagesizes="${sizes}">`,
      );
      // A route without sizes announces the photo at its imageUrl.
      const plain = await app.inject({ method: 'GET', url: '/room-plain/12' });
      expect(preloads(plain.body)).toEqual(['<link rel="preload" as="image" fetchpriority="low" href="/api/rooms/room/12/photo?v=1">']);
    } finally {
      await app.close();
    }
  });

  it('serves the page without the photo when looking it up fails, and logs why', async () => {
    const warnings: unknown[] = [];
    const app = Fastify({ logger: { level: 'warn', stream: { write: (line: string) => warnings.push(JSON.parse(line)) } } });
    await app.register(webAppPlugin, {
      root: dirs[0]!,
      roomPhoto: async () => {
        throw new Error('database unavailable');
      },
    });
    try {
      const page = await app.inject({ method: 'GET', url: '/book-room/12' });
      expect(page.statusCode).toBe(200);
      expect(preloads(page.body)).toEqual(['<link rel="preload" as="fetch" fetchpriority="low" crossorigin href="/api/rooms/room/12">']);
      expect(warnings).toMatchObject([{ roomId: 12, msg: 'web-app: the room photo preload was left out', err: { message: 'database unavailable' } }]);
    } finally {
      await app.close();
    }
  });

  it('serves index.html without preloads for pages of other routes, and for every page when the build has no route-preloads.json', async () => {
    for (const url of ['/login', '/book-room', '/book-room/12/extra', '/find-booking-x']) {
      const page = await t.app.inject({ method: 'GET', url });
      expect(page.statusCode).toBe(200);
      expect(withoutProfile(page.body).replace(/\s*<\/head>/, '</head>')).toBe(indexHtml);
    }
    const page = await withoutManifest.app.inject({ method: 'GET', url: '/find-booking' });
    expect(page.statusCode).toBe(200);
    expect(withoutProfile(page.body).replace(/\s*<\/head>/, '</head>')).toBe(indexHtml);
  });

  it('serves index.html as built when it is given no hotel profile (the plugin alone)', async () => {
    const app = Fastify();
    await app.register(webAppPlugin, { root: dirs[1]!, roomPhoto: async () => null });
    try {
      expect((await app.inject({ method: 'GET', url: '/login' })).body).toBe(indexHtml);
    } finally {
      await app.close();
    }
  });

  it('never serves the build’s .vite directory', async () => {
    const manifest = await t.app.inject({ method: 'GET', url: '/.vite/route-preloads.json' });
    expect(withoutProfile(manifest.body).replace(/\s*<\/head>/, '</head>')).toBe(indexHtml);
  });

  it("writes the hotel's public profile into every page, as the API gives it, and its name as the first title", async () => {
    const profile = (await t.app.inject({ method: 'GET', url: '/api/hotel' })).json();
    for (const url of ['/', '/login', '/find-booking']) {
      const page = await t.app.inject({ method: 'GET', url });
      expect(JSON.parse(profileScript.exec(headOf(page.body))?.[1] ?? 'null')).toEqual(profile);
      expect(page.body).toContain(`<title>${profile.name}</title>`);
    }
  });

  it('writes a name that holds markup or replacement patterns as data only, and follows a rename at once', async () => {
    const admin = await createAdmin(t.database);
    const profile = (await t.app.inject({ method: 'GET', url: '/api/hotel' })).json();
    const name = 'Zur "Linde" </script><script>alert(1)</script> <!-- & $& $\' Co\u2028';
    const renamed = await t.app.inject({ method: 'PUT', url: '/api/hotel', payload: { ...profile, name }, headers: await authHeader(t.app, admin) });
    expect(renamed.statusCode, renamed.body).toBe(200);
    try {
      const page = await t.app.inject({ method: 'GET', url: '/login' });
      expect(page.body).not.toContain('<script>alert(1)');
      expect(page.body).not.toContain('<!--');
      expect(page.body.match(/<\/script>/g)).toHaveLength(2);
      expect(JSON.parse(profileScript.exec(page.body)?.[1] ?? 'null')).toEqual({ ...profile, name });
      expect(page.body).toContain('<title>Zur "Linde" &#60;/script&#62;&#60;script&#62;alert(1)&#60;/script&#62; &#60;!-- &#38; $&#38; $\' Co\u2028</title>');
    } finally {
      await t.app.inject({ method: 'PUT', url: '/api/hotel', payload: profile, headers: await authHeader(t.app, admin) });
    }
  });
});

describe("web app: the reader's language pack announced in the page", () => {
  let t: TestApp;
  let dir: string;
  const languages = { de: ['/assets/germanLocale-1.js', '/assets/dates-1.js'] };
  const germanPack = [
    '<link rel="modulepreload" crossorigin href="/assets/germanLocale-1.js">',
    '<link rel="modulepreload" crossorigin href="/assets/dates-1.js">',
  ];
  const findBookingChunks = [
    '<link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/FindBookingRoute-1.js">',
    '<link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/useAction-1.js">',
  ];

  beforeAll(async () => {
    dir = writeBuild(routes, languages);
    t = await buildTestApp('sqlite', { config: { webAppDir: dir } });
  });
  afterAll(async () => {
    await t.close();
    rmSync(dir, { recursive: true, force: true });
  });

  const pageFor = (acceptLanguage?: string) =>
    t.app.inject({ method: 'GET', url: '/find-booking', headers: acceptLanguage === undefined ? {} : { 'accept-language': acceptLanguage } });

  it('announces the German pack, before the route’s chunks and at the default priority, to a reader who asks for German first', async () => {
    for (const acceptLanguage of ['de-DE,de;q=0.9,en;q=0.8', 'fr-FR, de;q=0.5, en;q=0.4']) {
      const page = await pageFor(acceptLanguage);
      expect(page.statusCode).toBe(200);
      expect(preloads(page.body)).toEqual([...germanPack, ...findBookingChunks]);
      expect(page.headers.vary).toBe('Accept-Language');
    }
  });

  it('announces no pack to a reader who asks for English first (English is in the entry)', async () => {
    for (const acceptLanguage of ['en-US,en;q=0.9,de;q=0.8', 'de;q=0, en']) {
      const page = await pageFor(acceptLanguage);
      expect(preloads(page.body)).toEqual(findBookingChunks);
      expect(page.headers.vary).toBe('Accept-Language');
    }
  });

  it("follows the hotel's default language when the reader asks for none the app speaks", async () => {
    expect(preloads((await pageFor()).body)).toEqual(findBookingChunks);
    const admin = await createAdmin(t.database);
    const profile = (await t.app.inject({ method: 'GET', url: '/api/hotel' })).json();
    const headers = await authHeader(t.app, admin);
    const changed = await t.app.inject({ method: 'PUT', url: '/api/hotel', payload: { ...profile, defaultLanguage: 'de' }, headers });
    expect(changed.statusCode, changed.body).toBe(200);
    try {
      expect(preloads((await pageFor()).body)).toEqual([...germanPack, ...findBookingChunks]);
      expect(preloads((await pageFor('fr-FR')).body)).toEqual([...germanPack, ...findBookingChunks]);
      expect(preloads((await pageFor('en')).body)).toEqual(findBookingChunks);
    } finally {
      await t.app.inject({ method: 'PUT', url: '/api/hotel', payload: profile, headers });
    }
  });
});
