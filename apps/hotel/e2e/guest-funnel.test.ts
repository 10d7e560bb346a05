/**
 * End to end, the booking funnel a guest can trust (issue 7): what is shown is what gets booked, errors come
 * before the spinner, the guest's place is kept. The built app (apps/hotel/dist) served by the real API
 * (in-process, temporary SQLite), driven in Debian's Chromium, as in booking-flow.test.ts.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser, BrowserContext, Page } from 'playwright';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRoom, createUser, type TestUser } from '../../api/test/fixtures.js';
import { buildTestApp, type TestApp } from '../../api/test/helper.js';
import {
  isoDay,
  shownDate,
  launchChromium,
  logInWithForm,
  logInWithToken,
  registerWithForm,
  requireBuiltApp,
  verifyMailedCode,
  watchPage,
  type PageProblem,
} from './browser.js';

const distDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../dist');

let testApp: TestApp;
let baseUrl: string;
let browser: Browser;
let context: BrowserContext;
let page: Page;
let problems: PageProblem[];
let suiteRoom: { id: number; roomType: string };
/** An account whose email only a loose rule accepts: it registers, so it must be able to book. */
let bob: TestUser;
let other: TestUser;

const url = (pathname: string) => new URL(pathname, baseUrl).toString();
const mainRegion = () => page.getByRole('main');

const logIn = (target: Page, user: TestUser) => logInWithToken(target, testApp, baseUrl, user);

/** A booking made by someone else through the API, e.g. the one that wins a race. */
async function bookAsOther(roomId: number, checkInDate: string, checkOutDate: string) {
  const token = await testApp.app.tokens.issue({ id: other.id, email: other.email, roles: other.roles, tokenVersion: other.tokenVersion });
  const response = await testApp.app.inject({
    method: 'POST',
    url: `/api/bookings/room/${roomId}/booking`,
    headers: { authorization: `Bearer ${token}` },
    payload: { guestFullName: 'Other Guest', guestEmail: other.email, checkInDate, checkOutDate, numOfAdults: 1, numOfChildren: 0 },
  });
  expect(response.statusCode, response.body).toBe(201);
}

/** Opens the room's page and waits for the room, so Continue can ask about it. */
async function openRoom(roomId: number, query = '') {
  await page.goto(url(`/book-room/${roomId}${query}`));
  await page.getByRole('heading', { level: 1, name: suiteRoom.roomType }).waitFor();
}

async function fillReservation(values: { checkIn: string; checkOut: string; adults: string; children: string }) {
  await page.getByLabel('Full name').fill('Bob Local');
  await page.getByLabel('Check-in date').fill(values.checkIn);
  await page.getByLabel('Check-out date').fill(values.checkOut);
  await page.getByLabel('Adults').fill(values.adults);
  await page.getByLabel('Children').fill(values.children);
}

const summaryHeading = () => page.getByRole('heading', { name: 'Reservation Summary' });
const confirmButton = () => page.getByRole('button', { name: 'Confirm Booking & proceed to payment' });
const fieldError = (label: string) =>
  page.getByLabel(label).evaluate((input) => {
    const ids = input.getAttribute('aria-describedby')?.split(' ') ?? [];
    return document.getElementById(ids.at(-1) ?? '')?.textContent ?? null;
  });

beforeAll(async () => {
  requireBuiltApp(distDir);
  testApp = await buildTestApp('sqlite', { config: { webAppDir: distDir } });
  suiteRoom = await createRoom(testApp.database, { roomType: 'Harbour Suite', roomPriceCents: 11_900 });
  await createRoom(testApp.database, { roomType: 'Attic Single', roomPriceCents: 6_000 });
  bob = await createUser(testApp.database, { email: 'bob@localhost', firstName: 'Bob', lastName: 'Local' });
  other = await createUser(testApp.database, { email: 'other.guest@example.test' });
  baseUrl = await testApp.app.listen({ host: '127.0.0.1', port: 0 });

  browser = await launchChromium();
  context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  page = await context.newPage();
  page.setDefaultTimeout(15_000);
  problems = await watchPage(page);
  await logIn(page, bob);
});

afterAll(async () => {
  await context?.close();
  await browser?.close();
  await testApp?.close();
});

describe('the guest funnel', () => {
  it('keeps the search in the address: back/forward and a shared link restore the results; Book Now carries the dates', async () => {
    const checkIn = isoDay(40);
    const checkOut = isoDay(42);
    await page.goto(url('/'));
    await page.getByLabel('Check-in date').fill(checkIn);
    await page.getByLabel('Check-out date').fill(checkOut);
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await page.waitForURL((address) => address.searchParams.get('checkIn') === checkIn && address.searchParams.get('checkOut') === checkOut);
    const results = page.getByRole('region', { name: 'Search Results' });
    await results.getByRole('heading', { name: 'Harbour Suite' }).waitFor();
    const searchAddress = page.url();

    // Away and back: the results come back from the address, and the form shows the criteria.
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Find my booking' }).click();
    await page.waitForURL(url('/find-booking'));
    await page.goBack();
    await results.getByRole('heading', { name: 'Harbour Suite' }).waitFor();
    await expect(page.getByLabel('Check-in date').inputValue()).resolves.toBe(shownDate(checkIn));
    await page.goForward();
    await page.waitForURL(url('/find-booking'));
    await page.goBack();
    await results.getByRole('heading', { name: 'Harbour Suite' }).waitFor();

    // A shared link, in a fresh tab.
    const shared = await context.newPage();
    await shared.goto(searchAddress);
    await shared.getByRole('region', { name: 'Search Results' }).getByRole('heading', { name: 'Attic Single' }).waitFor();
    await expect(shared.getByLabel('Check-out date').inputValue()).resolves.toBe(shownDate(checkOut));
    await shared.close();

    // Book Now: the room's form starts with the searched dates.
    await results.getByRole('article').filter({ hasText: 'Harbour Suite' }).getByRole('link', { name: /Book Now/ }).click();
    await page.waitForURL((address) => address.pathname === `/book-room/${suiteRoom.id}`);
    await expect(page.getByLabel('Check-in date').inputValue()).resolves.toBe(shownDate(checkIn));
    await expect(page.getByLabel('Check-out date').inputValue()).resolves.toBe(shownDate(checkOut));
  });

  it('carries guests from the address into the form', async () => {
    await openRoom(suiteRoom.id, `?checkIn=${isoDay(50)}&checkOut=${isoDay(51)}&adults=2&children=1`);
    await expect(page.getByLabel('Adults').inputValue()).resolves.toBe('2');
    await expect(page.getByLabel('Children').inputValue()).resolves.toBe('1');
  });

  it("refuses what the server would refuse before any spinner: the past, 25 adults, 15 + 15 guests, a same-day stay", async () => {
    const bookingRequests: string[] = [];
    const onRequest = (request: { method(): string; url(): string }) => {
      if (request.method() === 'POST' && request.url().includes('/api/bookings/')) bookingRequests.push(request.url());
    };
    page.on('request', onRequest);
    await openRoom(suiteRoom.id);
    await fillReservation({ checkIn: isoDay(-1), checkOut: isoDay(2), adults: '25', children: '0' });
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(fieldError('Check-in date')).resolves.toBe('Check-in date cannot be in the past.');
    await expect(fieldError('Adults')).resolves.toBe('At most 20 adults per booking.');

    await fillReservation({ checkIn: isoDay(5), checkOut: isoDay(5), adults: '15', children: '15' });
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(fieldError('Check-out date')).resolves.toBe('Check-out date must be after check-in date');
    await expect(fieldError('Children')).resolves.toBe('A booking can be for at most 20 guests.');
    await expect(summaryHeading().count()).resolves.toBe(0);
    expect(bookingRequests).toEqual([]);
    page.off('request', onRequest);
  });

  it("takes today from the hotel: a check-in the hotel's calendar has passed is refused", async () => {
    // The hotel's clock is two days ahead of the browser's (another time zone, or a wrong browser clock).
    testApp.clock.set(new Date(Date.now() + 2 * 24 * 3600 * 1000));
    try {
      await openRoom(suiteRoom.id);
      await fillReservation({ checkIn: isoDay(1), checkOut: isoDay(4), adults: '1', children: '0' });
      await page.getByRole('button', { name: 'Continue' }).click();
      await expect(fieldError('Check-in date')).resolves.toBe('Check-in date cannot be in the past.');
    } finally {
      testApp.clock.set(new Date());
    }
  });

  it('hides the summary on any edit, so an invalid edit can never confirm the previous dates', async () => {
    await openRoom(suiteRoom.id);
    await fillReservation({ checkIn: isoDay(60), checkOut: isoDay(62), adults: '1', children: '0' });
    await page.getByRole('button', { name: 'Continue' }).click();
    await summaryHeading().waitFor();
    await mainRegion().getByText('Good news: this room is available for your dates.').waitFor();
    await expect(page.getByText('$238').first().isVisible()).resolves.toBe(true);

    await page.getByLabel('Check-out date').fill(isoDay(58));
    await summaryHeading().waitFor({ state: 'detached' });
    await expect(confirmButton().count()).resolves.toBe(0);
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(fieldError('Check-out date')).resolves.toBe('Check-out date must be after check-in date');
    await expect(summaryHeading().count()).resolves.toBe(0);
  });

  it('asks the server on Continue whether the room is free, and says so in the form', async () => {
    await bookAsOther(suiteRoom.id, isoDay(70), isoDay(73));
    await openRoom(suiteRoom.id);
    await fillReservation({ checkIn: isoDay(71), checkOut: isoDay(72), adults: '1', children: '0' });
    await page.getByRole('button', { name: 'Continue' }).click();
    await mainRegion()
      .getByRole('alert')
      .filter({ hasText: 'Sorry, this room is already booked for some of these dates. Please choose other dates.' })
      .waitFor();
    await expect(summaryHeading().count()).resolves.toBe(0);

    // The day the other stay ends is free again (half-open stays).
    await page.getByLabel('Check-in date').fill(isoDay(73));
    await page.getByLabel('Check-out date').fill(isoDay(74));
    await page.getByRole('button', { name: 'Continue' }).click();
    await summaryHeading().waitFor();
  });

  it('returns a guest whose booking failed (someone else was faster) to the filled form with the error', async () => {
    await openRoom(suiteRoom.id);
    await fillReservation({ checkIn: isoDay(80), checkOut: isoDay(82), adults: '2', children: '1' });
    await page.getByRole('button', { name: 'Continue' }).click();
    await summaryHeading().waitFor();
    await bookAsOther(suiteRoom.id, isoDay(81), isoDay(83));

    await confirmButton().click();
    await page.getByText('Booking Confirmed, redirecting to payment...').waitFor();
    await mainRegion().getByRole('alert').filter({ hasText: /already booked|not available/i }).waitFor();
    expect(new URL(page.url()).pathname).toBe(`/book-room/${suiteRoom.id}`);
    await expect(page.getByLabel('Full name').inputValue()).resolves.toBe('Bob Local');
    await expect(page.getByLabel('Check-in date').inputValue()).resolves.toBe(shownDate(isoDay(80)));
    await expect(page.getByLabel('Adults').inputValue()).resolves.toBe('2');
    await expect(summaryHeading().count()).resolves.toBe(0);
  });

  it('lets an account with a local email (bob@localhost) book with its own, read-only email', async () => {
    await openRoom(suiteRoom.id);
    await expect(page.getByLabel('Email').inputValue()).resolves.toBe('bob@localhost');
    await fillReservation({ checkIn: isoDay(90), checkOut: isoDay(91), adults: '1', children: '0' });
    await page.getByRole('button', { name: 'Continue' }).click();
    await summaryHeading().waitFor();
    await confirmButton().click();
    await page.waitForURL(url('/booking-success'));
    await page.getByRole('heading', { name: 'Booking Success!' }).waitFor();
  });

  it('on a 375 px phone, Continue moves focus to the summary heading and brings it into view', async () => {
    const phone = await browser.newContext({ viewport: { width: 375, height: 667 }, isMobile: true, hasTouch: true });
    const phonePage = await phone.newPage();
    phonePage.setDefaultTimeout(15_000);
    try {
      await logIn(phonePage, bob);
      await phonePage.goto(url(`/book-room/${suiteRoom.id}?checkIn=${isoDay(100)}&checkOut=${isoDay(102)}&adults=1&children=0`));
      await phonePage.getByRole('heading', { level: 1, name: suiteRoom.roomType }).waitFor();
      await phonePage.getByLabel('Full name').fill('Bob Local');
      await phonePage.getByRole('button', { name: 'Continue' }).click();
      const heading = phonePage.getByRole('heading', { name: 'Reservation Summary' });
      await heading.waitFor();
      await expect.poll(() => heading.evaluate((element) => element === document.activeElement)).toBe(true);
      await expect.poll(() => heading.evaluate((element) => {
        const box = element.getBoundingClientRect();
        return box.top >= 0 && box.bottom <= window.innerHeight;
      })).toBe(true);
      // Nothing on the page is wider than the phone.
      await expect(phonePage.evaluate(() => document.documentElement.scrollWidth)).resolves.toBeLessThanOrEqual(375);
    } finally {
      await phone.close();
    }
  });

  it('tells a logged-out guest why to log in, offers Register, and brings them back to the room with the dates after registering', async () => {
    const visitor = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const guestPage = await visitor.newPage();
    guestPage.setDefaultTimeout(15_000);
    const checkIn = isoDay(110);
    const checkOut = isoDay(112);
    const newGuest = { firstName: 'New', lastName: 'Guest', email: 'new.guest@example.test', password: 'harbour-view-1' };
    try {
      await guestPage.goto(url(`/?checkIn=${checkIn}&checkOut=${checkOut}`));
      const results = guestPage.getByRole('region', { name: 'Search Results' });
      await results.getByRole('article').filter({ hasText: 'Harbour Suite' }).getByRole('link', { name: /Book Now/ }).click();
      await guestPage.waitForURL((address) => address.pathname === '/login');
      const notice = guestPage.getByRole('main').getByRole('status').filter({ hasText: 'Log in to book this room' });
      await notice.waitFor();
      await expect(notice.innerText()).resolves.toContain('New here? Register');

      await guestPage.getByRole('main').getByRole('link', { name: 'Register' }).click();
      await guestPage.waitForURL((address) => address.pathname === '/register');
      await registerWithForm(guestPage, newGuest);
      await guestPage.waitForURL((address) => address.pathname === '/verify-otp');

      await verifyMailedCode(guestPage, testApp.mailer.sent, newGuest.email);
      await guestPage.waitForURL((address) => address.pathname === '/login');

      await logInWithForm(guestPage, newGuest);
      await guestPage.waitForURL((address) => address.pathname === `/book-room/${suiteRoom.id}`);
      await guestPage.getByRole('heading', { level: 1, name: suiteRoom.roomType }).waitFor();
      await expect(guestPage.getByLabel('Check-in date').inputValue()).resolves.toBe(shownDate(checkIn));
      await expect(guestPage.getByLabel('Check-out date').inputValue()).resolves.toBe(shownDate(checkOut));
      await expect(guestPage.getByLabel('Email').inputValue()).resolves.toBe(newGuest.email);
    } finally {
      await visitor.close();
    }
  });

  it('gives every page its own title and, after each navigation, focus on its main heading', async () => {
    const focusedHeading = () =>
      page.evaluate(() => {
        const active = document.activeElement;
        return active?.tagName === 'H1' && active.closest('main') ? active.textContent : null;
      });
    await page.goto(url('/'));
    await expect.poll(() => page.title()).toBe('Home · HavenHub');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Find my booking' }).click();
    await page.waitForURL(url('/find-booking'));
    await expect.poll(() => page.title()).toBe('Find My Booking · HavenHub');
    await expect.poll(focusedHeading).toBe('Find My Booking');

    // A page whose heading arrives after loading (the room, after the spec's 1 s).
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Browse all rooms' }).click();
    await expect.poll(() => page.title()).toBe('Browse All Rooms · HavenHub');
    await expect.poll(focusedHeading).not.toBeNull();
    await page.getByRole('article').filter({ hasText: 'Harbour Suite' }).getByRole('link', { name: /Book Now|View|Harbour/ }).first().click();
    await expect.poll(() => page.title()).toBe('Book Room · HavenHub');
    await expect.poll(focusedHeading).toBe(suiteRoom.roomType);
  });

  it('books with the keyboard only: Tab, type, Enter', async () => {
    await page.goto(url(`/book-room/${suiteRoom.id}?checkIn=${isoDay(120)}&checkOut=${isoDay(121)}`));
    await page.getByRole('heading', { level: 1, name: suiteRoom.roomType }).waitFor();
    const focusedName = () => page.evaluate(() => document.activeElement?.getAttribute('name') ?? document.activeElement?.textContent ?? null);
    // From the top of the freshly loaded page, Tab reaches the form's first field.
    for (let presses = 0; presses < 10 && (await focusedName()) !== 'guestFullName'; presses += 1) await page.keyboard.press('Tab');
    await expect(focusedName()).resolves.toBe('guestFullName');
    await page.keyboard.type('Keyboard Guest');
    // Past the email, the calendar (previous, next, its day) and the date inputs' month/day/year parts.
    for (let presses = 0; presses < 15 && (await focusedName()) !== 'numOfAdults'; presses += 1) await page.keyboard.press('Tab');
    await page.keyboard.type('2');
    await page.keyboard.press('Tab');
    await page.keyboard.type('0');
    await page.keyboard.press('Enter');
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe('Reservation Summary');
    for (let presses = 0; presses < 10 && (await focusedName()) !== 'Confirm Booking & proceed to payment'; presses += 1) {
      await page.keyboard.press('Tab');
    }
    await page.keyboard.press('Enter');
    await page.waitForURL(url('/booking-success'));
    await expect.poll(() => page.title()).toBe('Booking Success · HavenHub');
    await expect.poll(() => page.evaluate(() => document.activeElement?.tagName)).toBe('H1');
  });

  it('asks before cancelling a booking, in a dialog naming it (Escape keeps it, focus returns)', async () => {
    await bookAsOther(suiteRoom.id, isoDay(130), isoDay(131));
    const booking = await testApp.database.db
      .selectFrom('bookings')
      .select(['id', 'confirmationCode'])
      .where('checkInDate', '=', isoDay(130))
      .executeTakeFirstOrThrow();
    await page.goto(url('/find-booking'));
    await page.getByLabel('Confirmation code').fill(booking.confirmationCode);
    await page.getByRole('button', { name: 'Find booking' }).click();
    const cancel = page.getByRole('region', { name: 'Booking Information' }).getByRole('button', { name: 'Cancel Booking' });
    await cancel.click();
    const dialog = page.getByRole('dialog', { name: `Cancel booking ${booking.confirmationCode}?` });
    await dialog.waitFor();
    await expect(dialog.innerText()).resolves.toContain('Harbour Suite');
    // Keyboard: focus starts on the safe choice and Tab stays inside the dialog.
    await expect(page.evaluate(() => document.activeElement?.textContent)).resolves.toBe('Keep booking');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await expect(page.evaluate(() => Boolean(document.activeElement?.closest('dialog')))).resolves.toBe(true);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    await expect(page.evaluate(() => document.activeElement?.textContent)).resolves.toBe('Cancel Booking');
    const status = () =>
      testApp.database.db.selectFrom('bookings').select('status').where('id', '=', booking.id).executeTakeFirstOrThrow();
    await expect(status()).resolves.toEqual({ status: 'CONFIRMED' });

    await cancel.click();
    await dialog.getByRole('button', { name: 'Yes, cancel booking' }).click();
    await page.getByText('Booking has been cancelled successfully!').waitFor();
    await expect(status()).resolves.toEqual({ status: 'CANCELLED' });
  });

  it('met no CSP violation or uncaught exception on any page', () => {
    expect(problems.filter((problem) => problem.kind === 'csp' || problem.kind === 'pageerror')).toEqual([]);
  });
});
