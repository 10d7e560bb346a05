/**
 * End to end, the preloads the server announces in a route's page (src/app/routePreloads.ts, resolved to chunks by
 * the build) are the ones the page uses. On the built app served by the real API with the demo rooms, for Home,
 * Find My Booking and a room's page:
 * - every script the page loads is announced in the HTML it was served (none is found only once the entry has run,
 *   a round trip later);
 * - each announced API read and photo reaches the server once: the app's own call or `<img>` took the preloaded
 *   answer (one that did not match its preload would be a second request, and the preload wasted);
 * - the page's other API reads are only those that cannot be announced (photos whose address comes in an answer),
 *   so a read the app makes differently from its announcement does not go unnoticed.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser, BrowserContext, Page } from 'playwright';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { seedDemoRooms } from '../../api/src/modules/rooms/rooms.seed.js';
import { createUser } from '../../api/test/fixtures.js';
import { buildTestApp, type TestApp } from '../../api/test/helper.js';
import { launchChromium, logInWithToken, requireBuiltApp, watchPage, type PageProblem } from './browser.js';

const distDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../dist');

let testApp: TestApp;
let baseUrl: string;
let browser: Browser;
let context: BrowserContext;
let page: Page;
let problems: PageProblem[];
/** Every request that reached the server, by path and query. */
let served: string[] = [];

beforeAll(async () => {
  requireBuiltApp(distDir);
  // The server's own log of incoming requests: what reached it, whatever the browser reports.
  const requestLog = {
    write(line: string) {
      const entry = JSON.parse(line) as { msg?: string; req?: { url?: string } };
      if (entry.msg === 'incoming request' && entry.req?.url) served.push(entry.req.url);
    },
  };
  testApp = await buildTestApp('sqlite', { config: { webAppDir: distDir }, logger: { level: 'info', stream: requestLog } });
  await seedDemoRooms(testApp.database, testApp.app.log);
  baseUrl = await testApp.app.listen({ host: '127.0.0.1', port: 0 });
  browser = await launchChromium();
});

beforeEach(async () => {
  served = [];
  context = await browser.newContext({ viewport: { width: 412, height: 823 } });
  page = await context.newPage();
  page.setDefaultTimeout(15_000);
  problems = await watchPage(page);
});

afterEach(async () => {
  await context.close();
});

afterAll(async () => {
  await browser?.close();
  await testApp?.close();
});

/**
 * The scripts (module or classic, such as the colour scheme's before-paint script) and the API reads and photos
 * announced in the page's HTML as the server sends it for `pathname`.
 */
async function announced(pathname: string): Promise<{ scripts: string[]; reads: string[]; imageCandidates: string[] }> {
  const html = await (await fetch(new URL(pathname, baseUrl))).text();
  const head = html.slice(0, html.indexOf('</head>'));
  const hrefs = (pattern: RegExp) => [...head.matchAll(pattern)].map(([, href]) => href!);
  return {
    scripts: [...hrefs(/<script[^>]* src="([^"]+)"/g), ...hrefs(/<link rel="modulepreload"[^>]* href="([^"]+)"/g)],
    reads: hrefs(/<link rel="preload" as="(?:fetch|image)"[^>]* href="([^"]+)"/g),
    // A photo announced by its srcset (the browser picks the width as the page's <picture> does): every file it lists.
    imageCandidates: hrefs(/<link rel="preload" as="image"[^>]* imagesrcset="([^"]+)"/g).flatMap((srcset) =>
      srcset.split(',').map((candidate) => candidate.trim().split(/\s+/)[0]!),
    ),
  };
}

/**
 * Opens `pathname`, waits for `loaded`, then checks the page's scripts and API reads against what its HTML
 * announced: `expectedReads` announced, and API requests matching `unannounced` the only others.
 */
async function expectPreloadsUsed(pathname: string, loaded: () => Promise<unknown>, expectedReads: string[], unannounced: RegExp) {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  // The browser's word on a preload its page did not take (e.g. "not used because the request credentials mode does
  // not match"): a photo is cached for a year, so the second request may never reach the server to be counted.
  const preloadWarnings: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning' && /preload/i.test(message.text())) preloadWarnings.push(message.text());
  });
  const announcement = await announced(pathname);
  served = [];
  await page.goto(new URL(pathname, baseUrl).toString());
  await loaded();
  await page.waitForLoadState('networkidle');

  expect(announcement.reads).toEqual(expectedReads);
  expect(scripts.length).toBeGreaterThan(1);
  expect(scripts.filter((script) => !announcement.scripts.includes(script))).toEqual([]);
  for (const read of announcement.reads) expect(served.filter((url) => url === read), read).toHaveLength(1);
  // Of a photo announced by its srcset, the page fetched one file, once: the one the preload fetched.
  if (announcement.imageCandidates.length > 0) expect(served.filter((url) => announcement.imageCandidates.includes(url))).toHaveLength(1);
  const apiReads = served.filter((url) => url.startsWith('/api/'));
  const isAnnounced = (url: string) => announcement.reads.includes(url) || announcement.imageCandidates.includes(url);
  expect(apiReads.filter((url) => !isAnnounced(url) && !unannounced.test(url))).toEqual([]);
  expect(preloadWarnings).toEqual([]);
  expect(problems).toEqual([]);
}

describe('route preloads', () => {
  it('Home: the calendar’s chunks and the rooms, room types and hotel date are announced, and used', async () => {
    await expectPreloadsUsed(
      '/',
      async () => {
        await page.getByRole('grid').first().waitFor();
        await page.getByRole('heading', { level: 3 }).first().waitFor();
        await page.getByRole('option', { name: 'Double' }).first().waitFor({ state: 'attached' });
      },
      ['/api/rooms/all-rooms', '/api/rooms/room/types', '/api/health'],
      /^\/api\/rooms\/room\/\d+\/photo\?/,
    );
  });

  it('Find My Booking: its route chunk is announced, and used', async () => {
    await expectPreloadsUsed('/find-booking', () => page.getByRole('button', { name: /find/i }).first().waitFor(), [], /^$/);
  });

  it('a room’s page: its chunks, the room, its booked nights, its rates, the hotel date and its photo are announced, and used', async () => {
    const guest = await createUser(testApp.database, { email: 'preloads@example.test' });
    await logInWithToken(page, testApp, baseUrl, guest);
    const [room] = await testApp.database.db.selectFrom('rooms').select('id').orderBy('id').limit(1).execute();
    const { photos } = (await testApp.app.inject({ method: 'GET', url: `/api/rooms/room/${room!.id}` })).json<{ photos: Array<{ id: number; alt: string }> }>();
    await expectPreloadsUsed(
      `/book-room/${room!.id}`,
      async () => {
        // The gallery's first photo (the page's largest image), announced by its AVIF srcset.
        await page.getByRole('img', { name: photos[0]!.alt, exact: true }).first().waitFor();
        await page.getByRole('grid').first().waitFor();
      },
      [`/api/rooms/room/${room!.id}`, `/api/rooms/room/${room!.id}/booked-nights`, `/api/rooms/${room!.id}/rates`, '/api/health'],
      // The gallery's other photos load lazily, after the first.
      new RegExp(`^/api/rooms/photos/(?!${photos[0]!.id}/)`),
    );
  });
});
