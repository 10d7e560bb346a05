/**
 * End to end, the room's availability calendar (issue 8): booked nights are shown disabled, and a guest picks a
 * stay in it with the keyboard alone and books it. The built app (apps/hotel/dist) served by the real API
 * (in-process, temporary SQLite), driven in Debian's Chromium, as in guest-funnel.test.ts.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser, BrowserContext, Page } from 'playwright';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authHeader, createRoom, createUser, type TestUser } from '../../api/test/fixtures.js';
import { buildTestApp, type TestApp } from '../../api/test/helper.js';
import { isoDay, logInWithToken, shownDate, openWatchedPage, requireBuiltApp, type PageProblem } from './browser.js';

const distDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../dist');

let testApp: TestApp;
let baseUrl: string;
let browser: Browser;
let context: BrowserContext;
let page: Page;
let problems: PageProblem[];
let guest: TestUser;
let other: TestUser;

const url = (pathname: string) => new URL(pathname, baseUrl).toString();

/** A day button's accessible name, as the kit's English messages build it ('Monday, January 5, 2099'). */
function dayName(iso: string): string {
  const [year, month, day] = iso.split('-').map(Number) as [number, number, number];
  const date = new Date(year, month - 1, day);
  const weekday = date.toLocaleDateString('en-US', { weekday: 'long' });
  const monthName = date.toLocaleDateString('en-US', { month: 'long' });
  return `${weekday}, ${monthName} ${day}, ${year}`;
}

/** Opens the room's page and waits for its calendar. */
async function openRoomCalendar(roomId: number, roomType: string) {
  await page.goto(url(`/book-room/${roomId}`));
  await page.getByRole('heading', { level: 1, name: roomType }).waitFor();
  await page.getByRole('group', { name: 'Availability' }).waitFor();
}

const focused = () =>
  page.evaluate(() => {
    const element = document.activeElement;
    return {
      name: element?.getAttribute('name') ?? element?.getAttribute('aria-label') ?? element?.textContent ?? null,
      inGrid: element?.closest('[role="grid"]') !== null,
    };
  });

/** Presses Tab until `reached` holds for the focused element (at most `limit` presses). */
async function tabUntil(reached: (state: Awaited<ReturnType<typeof focused>>) => boolean, limit = 15) {
  for (let presses = 0; presses < limit && !reached(await focused()); presses += 1) await page.keyboard.press('Tab');
  expect(reached(await focused())).toBe(true);
}

beforeAll(async () => {
  requireBuiltApp(distDir);
  testApp = await buildTestApp('sqlite', { config: { webAppDir: distDir } });
  guest = await createUser(testApp.database, { email: 'calendar.guest@example.test', firstName: 'Cal', lastName: 'Endar' });
  other = await createUser(testApp.database, { email: 'early.bird@example.test' });
  baseUrl = await testApp.app.listen({ host: '127.0.0.1', port: 0 });

  ({ browser, context, page, problems } = await openWatchedPage());
  await logInWithToken(page, testApp, baseUrl, guest);
});

afterAll(async () => {
  await context?.close();
  await browser?.close();
  await testApp?.close();
});

describe('the availability calendar', () => {
  it('shows a night someone else booked as disabled, and the morning after it as free', async () => {
    const room = await createRoom(testApp.database, { roomType: 'Garden Loft', roomPriceCents: 9_000 });
    const response = await testApp.app.inject({
      method: 'POST',
      url: `/api/bookings/room/${room.id}/booking`,
      headers: await authHeader(testApp.app, other),
      payload: { guestFullName: 'Early Bird', guestEmail: other.email, checkInDate: isoDay(2), checkOutDate: isoDay(3), numOfAdults: 1, numOfChildren: 0 },
    });
    expect(response.statusCode, response.body).toBe(201);

    await openRoomCalendar(room.id, 'Garden Loft');
    // The booked night may fall in next month's page of the calendar.
    const booked = page.getByRole('button', { name: `${dayName(isoDay(2))}, booked` });
    if ((await booked.count()) === 0) await page.getByRole('button', { name: 'Go to the next month' }).click();
    await expect(booked.isDisabled()).resolves.toBe(true);
    const nextMorning = page.getByRole('button', { name: new RegExp(`^${dayName(isoDay(3))}`) });
    if ((await nextMorning.count()) === 0) await page.getByRole('button', { name: 'Go to the next month' }).click();
    await expect(nextMorning.isEnabled()).resolves.toBe(true);
  });

  it('lets a guest pick the dates in the calendar with the keyboard alone and book them', async () => {
    const room = await createRoom(testApp.database, { roomType: 'Keyboard Suite', roomPriceCents: 12_000 });
    await openRoomCalendar(room.id, 'Keyboard Suite');

    await tabUntil((state) => state.name === 'guestFullName');
    await page.keyboard.type('Cal Endar');
    // Into the calendar: its one tab stop is today.
    await tabUntil((state) => state.inGrid);
    // Named with its night's price: the room's own, as it has no rates.
    await expect(focused()).resolves.toEqual({ name: `Today, ${dayName(isoDay(0))}, $120 per night`, inGrid: true });
    // Check-in tomorrow (the arrows cross into next month on their own), check-out two nights later.
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('Enter');
    await page.getByText('Now pick your check-out day.').waitFor();
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('Enter');
    await expect(page.getByLabel('Check-in date').inputValue()).resolves.toBe(shownDate(isoDay(1)));
    await expect(page.getByLabel('Check-out date').inputValue()).resolves.toBe(shownDate(isoDay(3)));

    await tabUntil((state) => state.name === 'numOfAdults');
    await page.keyboard.type('2');
    await page.keyboard.press('Tab');
    await page.keyboard.type('0');
    await page.keyboard.press('Enter');
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe('Reservation Summary');
    await tabUntil((state) => state.name === 'Confirm Booking & proceed to payment');
    await page.keyboard.press('Enter');
    await page.waitForURL(url('/booking-success'));

    const booking = await testApp.database.db
      .selectFrom('bookings')
      .select(['checkInDate', 'checkOutDate', 'numOfAdults', 'guestName'])
      .where('roomId', '=', room.id)
      .executeTakeFirstOrThrow();
    expect(booking).toEqual({ checkInDate: isoDay(1), checkOutDate: isoDay(3), numOfAdults: 2, guestName: 'Cal Endar' });
  });

  it('met no CSP violation or uncaught exception on any page', () => {
    expect(problems.filter((problem) => problem.kind === 'csp' || problem.kind === 'pageerror')).toEqual([]);
  });
});
