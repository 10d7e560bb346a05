/**
 * End to end, the admin's destructive actions ask first (issue 7, "Nothing destroyed by one click"): cancelling a
 * booking in Existing Bookings and deleting a room in Existing Rooms open the kit's dialog naming what goes; Escape
 * keeps it and returns focus, Tab stays inside, and only the confirmation changes the database. The built app served
 * by the real API (in-process, temporary SQLite), driven in Debian's Chromium.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser, BrowserContext, Page } from 'playwright';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../../api/src/modules/auth/passwords.js';
import { createAdmin, createRoom, createUser } from '../../api/test/fixtures.js';
import { buildTestApp, type TestApp } from '../../api/test/helper.js';
import { isoDay, logInWithForm, openWatchedPage, requireBuiltApp, type PageProblem } from './browser.js';

const distDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../dist');
const adminAccount = { email: 'admin.confirm@example.test', password: 'admin-pass-42' };

let testApp: TestApp;
let baseUrl: string;
let browser: Browser;
let context: BrowserContext;
let page: Page;
let problems: PageProblem[];
let bookedRoom: { id: number; roomType: string };
let spareRoom: { id: number; roomType: string };
let booking: { id: number; confirmationCode: string };

const url = (pathname: string) => new URL(pathname, baseUrl).toString();
const focusedText = () => page.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? document.activeElement?.textContent);
const focusIsInDialog = () => page.evaluate(() => Boolean(document.activeElement?.closest('dialog')));

beforeAll(async () => {
  requireBuiltApp(distDir);
  testApp = await buildTestApp('sqlite', { config: { webAppDir: distDir } });
  bookedRoom = await createRoom(testApp.database, { roomType: 'Lighthouse Loft', roomPriceCents: 14_000 });
  spareRoom = await createRoom(testApp.database, { roomType: 'Boathouse Double', roomPriceCents: 9_500 });
  await createAdmin(testApp.database, { email: adminAccount.email, passwordHash: await hashPassword(adminAccount.password) });

  const guest = await createUser(testApp.database, { email: 'ruth.guest@example.test', firstName: 'Ruth', lastName: 'Guest' });
  const token = await testApp.app.tokens.issue({ id: guest.id, email: guest.email, roles: guest.roles, tokenVersion: guest.tokenVersion });
  const response = await testApp.app.inject({
    method: 'POST',
    url: `/api/bookings/room/${bookedRoom.id}/booking`,
    headers: { authorization: `Bearer ${token}` },
    payload: { guestFullName: 'Ruth Guest', guestEmail: guest.email, checkInDate: isoDay(20), checkOutDate: isoDay(22), numOfAdults: 1, numOfChildren: 0 },
  });
  expect(response.statusCode, response.body).toBe(201);
  booking = await testApp.database.db.selectFrom('bookings').select(['id', 'confirmationCode']).executeTakeFirstOrThrow();

  baseUrl = await testApp.app.listen({ host: '127.0.0.1', port: 0 });
  ({ browser, context, page, problems } = await openWatchedPage());
});

afterAll(async () => {
  await context?.close();
  await browser?.close();
  await testApp?.close();
});

describe('the admin asks before destroying', () => {
  it('asks before cancelling a booking in Existing Bookings, naming it; Escape keeps it and returns focus', async () => {
    await page.goto(url('/existing-bookings'));
    await page.waitForURL((address) => address.pathname === '/login');
    await logInWithForm(page, adminAccount);
    await page.waitForURL(url('/existing-bookings'));

    const cancel = page.getByRole('button', { name: `Cancel booking ${booking.confirmationCode}` });
    await cancel.click();
    const dialog = page.getByRole('dialog', { name: `Cancel booking ${booking.confirmationCode}?` });
    await dialog.waitFor();
    await expect(dialog.innerText()).resolves.toContain('Ruth Guest');
    await expect(dialog.innerText()).resolves.toContain(bookedRoom.roomType);
    await expect(focusedText()).resolves.toBe('Keep booking');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await expect(focusIsInDialog()).resolves.toBe(true);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    await expect(focusedText()).resolves.toBe(`Cancel booking ${booking.confirmationCode}`);
    const status = () => testApp.database.db.selectFrom('bookings').select('status').where('id', '=', booking.id).executeTakeFirstOrThrow();
    await expect(status()).resolves.toEqual({ status: 'CONFIRMED' });

    await cancel.click();
    await dialog.getByRole('button', { name: 'Yes, cancel booking' }).click();
    const row = page.getByRole('row').filter({ hasText: booking.confirmationCode });
    await row.getByText('Cancelled').waitFor();
    await expect(status()).resolves.toEqual({ status: 'CANCELLED' });
  });

  it('asks before deleting a room in Existing Rooms, naming its type and id; keyboard only: Enter, Escape, Enter, Tab, Enter', async () => {
    await page.goto(url('/existing-rooms'));
    const remove = page.getByRole('button', { name: `Delete room ${spareRoom.id}` });
    await remove.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: `Delete room ${spareRoom.id} (${spareRoom.roomType})?` });
    await dialog.waitFor();
    await expect(focusedText()).resolves.toBe('Keep room');
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    await expect(focusedText()).resolves.toBe(`Delete room ${spareRoom.id}`);
    const room = () => testApp.database.db.selectFrom('rooms').select('id').where('id', '=', spareRoom.id).executeTakeFirst();
    await expect(room()).resolves.toEqual({ id: spareRoom.id });

    await page.keyboard.press('Enter');
    await dialog.waitFor();
    await page.keyboard.press('Tab');
    await expect(focusedText()).resolves.toBe('Yes, delete room');
    await page.keyboard.press('Enter');
    await page.getByText(`Room No ${spareRoom.id} was delete`).waitFor();
    await remove.waitFor({ state: 'detached' });
    await expect(room()).resolves.toBeUndefined();
  });

  it('met no CSP violation or uncaught exception on any page', () => {
    expect(problems.filter((problem) => problem.kind === 'csp' || problem.kind === 'pageerror')).toEqual([]);
  });
});
