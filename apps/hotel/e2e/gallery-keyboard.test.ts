/**
 * End to end, the gallery and the room form by keyboard alone (issue 21, "The gallery and form pass the keyboard
 * journey"): from Browse All Rooms to a room's page through the login, through its photos with the buttons and the
 * arrow keys, into the lightbox and out (focus kept inside, then returned); then, as the admin, Edit Room: a photo
 * added with its alt text, moved up, another deleted, the room saved. Every step is a key press (files are picked in
 * the chooser a key opens); the database says what was saved. The built app served by the real API (in-process,
 * temporary SQLite), driven in Debian's Chromium.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser, BrowserContext, Locator, Page } from 'playwright';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../../api/src/modules/auth/passwords.js';
import { authHeader, createAdmin, createRoom } from '../../api/test/fixtures.js';
import { buildTestApp, type TestApp } from '../../api/test/helper.js';
import { multipartForm } from '../../api/test/rooms-helpers.js';
import { openWatchedPage, requireBuiltApp, type PageProblem } from './browser.js';

const distDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../dist');
const adminAccount = { email: 'admin.gallery@example.test', password: 'admin-pass-42' };
const startingAlts = ['Bed by the window', 'Desk and armchair', 'Bathroom with a tub'];

let testApp: TestApp;
let baseUrl: string;
let browser: Browser;
let context: BrowserContext;
let page: Page;
let problems: PageProblem[];
let room: { id: number; roomType: string };

const url = (pathname: string) => new URL(pathname, baseUrl).toString();

/** A small JPEG in a colour of its own, as a picked file. */
const jpeg = async (name: string, colour: string) => ({
  name,
  mimeType: 'image/jpeg',
  buffer: await sharp({ create: { width: 640, height: 480, channels: 3, background: colour } }).jpeg().toBuffer(),
});

/** The room's gallery in order, as stored. */
const storedAlts = async () =>
  (
    await testApp.database.db.selectFrom('roomPhotos').select('alt').where('roomId', '=', room.id).orderBy('position').execute()
  ).map(({ alt }) => alt);

const hasFocus = (target: Locator) => target.evaluate((element) => element === document.activeElement);

/** Presses Tab (Shift+Tab with `backwards`) until `target` has focus; fails after `limit` presses. */
async function tabTo(target: Locator, { backwards = false, limit = 80 } = {}): Promise<void> {
  for (let presses = 0; presses <= limit; presses++) {
    if (await hasFocus(target)) return;
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
  }
  throw new Error(`Focus did not reach ${target.toString()} in ${limit} presses`);
}

/** Opens the file chooser of the focused input with Space and picks `file` in it. */
async function pickWithKeyboard(file: Awaited<ReturnType<typeof jpeg>>): Promise<void> {
  // Generous: on a busy machine the chooser took over the default 15 s to open.
  const chooser = page.waitForEvent('filechooser', { timeout: 60_000 });
  await page.keyboard.press('Space');
  await (await chooser).setFiles(file);
}

beforeAll(async () => {
  requireBuiltApp(distDir);
  testApp = await buildTestApp('sqlite', { config: { webAppDir: distDir } });
  room = await createRoom(testApp.database, { roomType: 'Lantern Suite', roomPriceCents: 16_000 });
  const admin = await createAdmin(testApp.database, { email: adminAccount.email, passwordHash: await hashPassword(adminAccount.password) });
  const headers = await authHeader(testApp.app, admin);
  for (const [index, alt] of startingAlts.entries()) {
    const photo = await jpeg(`photo-${index}.jpg`, ['#c2410c', '#0f766e', '#1d4ed8'][index]!);
    const form = multipartForm([['alt', alt], ['photo', { filename: photo.name, contentType: photo.mimeType, data: photo.buffer }]]);
    const response = await testApp.app.inject({ method: 'POST', url: `/api/rooms/room/${room.id}/photos`, headers: { ...headers, ...form.headers }, payload: form.payload });
    expect(response.statusCode, response.body).toBe(201);
  }
  baseUrl = await testApp.app.listen({ host: '127.0.0.1', port: 0 });
  ({ browser, context, page, problems } = await openWatchedPage());
});

afterAll(async () => {
  await context?.close();
  await browser?.close();
  await testApp?.close();
});

describe('the gallery and the room form by keyboard', () => {
  it('opens a room from Browse All Rooms through the login, moves through its photos, and opens and closes the lightbox', async () => {
    await page.goto(url('/browse-all-rooms'));
    const card = page.getByRole('article').filter({ has: page.getByRole('heading', { name: room.roomType }) });
    await tabTo(card.getByRole('link', { name: 'Book Now' }));
    await page.keyboard.press('Enter');
    await page.waitForURL((address) => address.pathname === '/login');
    await tabTo(page.getByLabel('Email'));
    await page.keyboard.type(adminAccount.email);
    await page.keyboard.press('Tab');
    await page.keyboard.type(adminAccount.password);
    await page.keyboard.press('Enter');
    await page.waitForURL(url(`/book-room/${room.id}`));

    const gallery = page.getByRole('region', { name: 'Room photos' });
    const announced = () => gallery.locator('[aria-live="polite"]').innerText();
    await tabTo(gallery.getByRole('button', { name: 'Next photo' }));
    await page.keyboard.press('Enter');
    await expect.poll(announced).toBe(`Photo 2 of 3: ${startingAlts[1]}`);
    // Arrow keys while focus is in the gallery; they wrap around.
    await page.keyboard.press('ArrowRight');
    await expect.poll(announced).toBe(`Photo 3 of 3: ${startingAlts[2]}`);
    await page.keyboard.press('ArrowRight');
    await expect.poll(announced).toBe(`Photo 1 of 3: ${startingAlts[0]}`);
    await page.keyboard.press('End');
    await expect.poll(announced).toBe(`Photo 3 of 3: ${startingAlts[2]}`);

    const enlarge = gallery.getByRole('button', { name: 'View larger' });
    await tabTo(enlarge);
    await page.keyboard.press('Enter');
    const lightbox = page.getByRole('dialog', { name: 'Photo 3 of 3' });
    await lightbox.waitFor();
    await expect.poll(() => hasFocus(lightbox.getByRole('button', { name: 'Close' }))).toBe(true);
    await expect(lightbox.getByRole('img').getAttribute('alt')).resolves.toBe(startingAlts[2]);
    // Tab and Shift+Tab stay inside.
    for (const key of ['Tab', 'Tab', 'Tab', 'Tab', 'Shift+Tab', 'Shift+Tab', 'Shift+Tab']) {
      await page.keyboard.press(key);
      await expect(page.evaluate(() => Boolean(document.activeElement?.closest('dialog[open]')))).resolves.toBe(true);
    }
    await page.keyboard.press('Home');
    await page.getByRole('dialog', { name: 'Photo 1 of 3' }).waitFor();
    await page.keyboard.press('Escape');
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    await expect.poll(() => hasFocus(enlarge)).toBe(true);
    // The gallery behind followed the lightbox.
    await expect.poll(announced).toBe(`Photo 1 of 3: ${startingAlts[0]}`);
  });

  it('as the admin, adds a photo with its alt text, moves it up, deletes another and saves the room', async () => {
    await page.goto(url(`/edit-room/${room.id}`));
    const manager = page.getByRole('region', { name: 'Photo gallery' });
    const row = (number: number) => manager.getByRole('listitem').filter({ has: page.getByRole('textbox', { name: `Alt text of photo ${number}` }) });

    // Add: pick a file, and Upload asks for its alt text first.
    const addPhotos = manager.getByLabel('Add photos');
    await tabTo(addPhotos);
    await pickWithKeyboard(await jpeg('terrace.jpg', '#a16207'));
    await page.keyboard.press('Tab');
    const newAlt = manager.getByRole('textbox', { name: 'Alt text of terrace.jpg' });
    await expect(hasFocus(newAlt)).resolves.toBe(true);
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await expect(newAlt.getAttribute('aria-invalid')).resolves.toBe('true');
    await expect.poll(() => hasFocus(newAlt)).toBe(true);
    await page.keyboard.type('Terrace at sunset');
    await page.keyboard.press('Tab');
    await expect(hasFocus(manager.getByRole('button', { name: 'Upload' }))).resolves.toBe(true);
    await page.keyboard.press('Enter');
    await expect.poll(storedAlts).toEqual([...startingAlts, 'Terrace at sunset']);
    await expect.poll(() => row(4).getByRole('textbox').inputValue()).toBe('Terrace at sunset');
    // With nothing left to describe, focus is back on Add photos.
    await expect.poll(() => hasFocus(addPhotos)).toBe(true);

    // Reorder: the new photo up twice; focus stays on its Move up.
    await tabTo(row(4).getByRole('button', { name: 'Move up' }), { backwards: true });
    await page.keyboard.press('Enter');
    await expect.poll(storedAlts).toEqual([startingAlts[0], startingAlts[1], 'Terrace at sunset', startingAlts[2]]);
    await expect.poll(() => hasFocus(row(3).getByRole('button', { name: 'Move up' }))).toBe(true);
    await page.keyboard.press('Enter');
    await expect.poll(storedAlts).toEqual([startingAlts[0], 'Terrace at sunset', startingAlts[1], startingAlts[2]]);
    await expect(manager.locator('[aria-live="polite"]').innerText()).resolves.toBe('Photo moved to position 2 of 4.');

    // Delete the desk; focus moves to the next photo's Delete.
    await tabTo(row(3).getByRole('button', { name: 'Delete' }));
    await page.keyboard.press('Enter');
    await expect.poll(storedAlts).toEqual([startingAlts[0], 'Terrace at sunset', startingAlts[2]]);
    await expect.poll(() => hasFocus(row(3).getByRole('button', { name: 'Delete' }))).toBe(true);
    await expect(row(3).getByRole('textbox').inputValue()).resolves.toBe(startingAlts[2]);

    // Save: the spec's form takes a new room photo, which replaces the gallery's first.
    await tabTo(page.getByLabel('Room Photo'), { backwards: true });
    await pickWithKeyboard(await jpeg('main.jpg', '#4d7c0f'));
    await tabTo(page.getByRole('button', { name: 'Edit Room' }));
    await page.keyboard.press('Enter');
    await page.getByText('Room updated successfully!').waitFor();
    const saved = await storedAlts();
    expect(saved.slice(1)).toEqual(['Terrace at sunset', startingAlts[2]]);
    expect(saved).toHaveLength(3);
  });

  it('met no CSP violation or uncaught exception on any page', () => {
    expect(problems.filter((problem) => problem.kind === 'csp' || problem.kind === 'pageerror')).toEqual([]);
  });
});
