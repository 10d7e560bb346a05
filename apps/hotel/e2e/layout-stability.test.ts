/**
 * End to end, the first screen holds still while the page's data arrives (issue 9, "First paint within budget":
 * Lighthouse's layout shift). On a phone-sized page of the built app served by the real API with the demo rooms,
 * the responses that fill a page (the rooms, their photos, the home page's calendar chunk) are held back until the
 * page has painted without them, then let through one by one; the browser's own `layout-shift` entries (what
 * Lighthouse's Cumulative Layout Shift adds up) must stay empty.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser, BrowserContext, Page, Route } from 'playwright';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { seedDemoRooms } from '../../api/src/modules/rooms/rooms.seed.js';
import { createUser } from '../../api/test/fixtures.js';
import { buildTestApp, type TestApp } from '../../api/test/helper.js';
import { launchChromium, logInWithToken, requireBuiltApp, watchPage, type PageProblem } from './browser.js';

const distDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../dist');
/** Lighthouse's mobile screen (a Moto G Power). */
const phoneViewport = { width: 412, height: 823 };

type Shift = { value: number; moved: string[] };

let testApp: TestApp;
let baseUrl: string;
let browser: Browser;
let context: BrowserContext;
let page: Page;
let problems: PageProblem[];

/** The address of the chunk a source module of the app was built into (chunks are named by their hash alone). */
function builtChunk(sourceModule: string): string {
  const manifest = JSON.parse(readFileSync(path.join(distDir, '.vite/manifest.json'), 'utf8')) as Record<string, { file: string }>;
  const chunk = manifest[sourceModule];
  if (!chunk) throw new Error(`The build has no chunk for ${sourceModule}.`);
  return `**/${chunk.file}`;
}

/** Requests matching `pattern` wait until `release()`; `requested` says whether one has arrived. */
async function holdBack(pattern: string | RegExp) {
  const held: Route[] = [];
  let released = false;
  await page.route(pattern, (route) => (released ? route.continue() : void held.push(route)));
  return {
    requested: () => held.length > 0,
    release: async () => {
      released = true;
      await Promise.all(held.splice(0).map((route) => route.continue()));
    },
  };
}

/** The layout shifts recorded since the page loaded (none counted after input, as in CLS), naming what moved. */
const layoutShifts = () => page.evaluate(() => (window as unknown as { layoutShifts: Shift[] }).layoutShifts);

/** Waits until the page has painted what it shows now (two animation frames), so shifts so far are recorded. */
const painted = () => page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));

/** Waits until every image of the first screen has loaded (or failed) and been painted (lazy ones further down wait). */
async function firstScreenImagesLoaded() {
  await page.waitForFunction(() =>
    [...document.images].filter((image) => image.getBoundingClientRect().top < innerHeight).every((image) => image.complete),
  );
  await painted();
}

beforeAll(async () => {
  requireBuiltApp(distDir);
  testApp = await buildTestApp('sqlite', { config: { webAppDir: distDir } });
  await seedDemoRooms(testApp.database, testApp.app.log);
  baseUrl = await testApp.app.listen({ host: '127.0.0.1', port: 0 });
  browser = await launchChromium();
});

beforeEach(async () => {
  context = await browser.newContext({ viewport: phoneViewport, isMobile: true, hasTouch: true });
  page = await context.newPage();
  page.setDefaultTimeout(15_000);
  problems = await watchPage(page);
  await page.addInitScript(() => {
    const shifts: Shift[] = [];
    (window as unknown as { layoutShifts: Shift[] }).layoutShifts = shifts;
    const describeNode = (node: Node | null) =>
      node instanceof Element ? `${node.tagName.toLowerCase()} "${(node.textContent ?? '').trim().slice(0, 40)}"` : String(node?.nodeName);
    type LayoutShift = PerformanceEntry & { value: number; hadRecentInput: boolean; sources: { node: Node | null }[] };
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as LayoutShift[]) {
        if (!entry.hadRecentInput) shifts.push({ value: entry.value, moved: entry.sources.map((source) => describeNode(source.node)) });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
});

afterEach(async () => {
  await context?.close();
});

afterAll(async () => {
  await browser?.close();
  await testApp?.close();
});

describe('the first screen holds still while the data arrives', () => {
  it('on Browse: the room list and then its photos arrive without moving the footer or the cards', async () => {
    const rooms = await holdBack('**/api/rooms/all-rooms');
    const photos = await holdBack(/\/api\/rooms\/room\/\d+\/photo/);
    await page.goto(new URL('/browse-all-rooms', baseUrl).toString());
    await page.getByText('Loading rooms').waitFor();
    await expect.poll(rooms.requested).toBe(true);
    await painted();

    await rooms.release();
    await page.getByRole('heading', { level: 2 }).first().waitFor();
    await painted();
    await expect.poll(photos.requested).toBe(true);
    await photos.release();
    await firstScreenImagesLoaded();

    await expect(layoutShifts()).resolves.toEqual([]);
    expect(problems).toEqual([]);
  });

  it("on Room: the room's photos and text arrive without moving the reservation form below them", async () => {
    const guest = await createUser(testApp.database, { email: 'still.guest@example.test' });
    await logInWithToken(page, testApp, baseUrl, guest);
    const { id } = await testApp.database.db.selectFrom('rooms').select('id').orderBy('id').executeTakeFirstOrThrow();
    const room = await holdBack(new RegExp(`/api/rooms/room/${id}$`));
    await page.goto(new URL(`/book-room/${id}`, baseUrl).toString());
    await page.getByRole('heading', { name: 'Reserve Room' }).waitFor();
    await expect.poll(room.requested).toBe(true);
    await painted();

    await room.release();
    await page.getByRole('heading', { level: 1 }).waitFor();
    await painted();
    await firstScreenImagesLoaded();

    await expect(layoutShifts()).resolves.toEqual([]);
    expect(problems).toEqual([]);
  });

  it('on Home: the calendar, the rooms and their photos arrive without moving what is on screen', async () => {
    const calendar = await holdBack(builtChunk('src/routes/availabilityCalendarChunk.ts'));
    const rooms = await holdBack('**/api/rooms/all-rooms');
    const photos = await holdBack(/\/api\/rooms\/room\/\d+\/photo/);
    await page.goto(new URL('/', baseUrl).toString());
    await page.getByRole('heading', { level: 1 }).waitFor();
    await expect.poll(calendar.requested).toBe(true);
    await expect.poll(rooms.requested).toBe(true);
    await painted();

    await calendar.release();
    await page.getByRole('grid').first().waitFor();
    await painted();
    await rooms.release();
    await page.getByRole('heading', { level: 3 }).first().waitFor();
    await painted();
    await expect.poll(photos.requested).toBe(true);
    await photos.release();
    await firstScreenImagesLoaded();

    await expect(layoutShifts()).resolves.toEqual([]);
    expect(problems).toEqual([]);
  });
});
