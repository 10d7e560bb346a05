/**
 * End to end: the built app (apps/hotel/dist) served by the real API (in-process, temporary SQLite, captured
 * mail), driven in Debian's Chromium. One visitor registers, verifies the mailed code, logs in, books, finds and
 * cancels the booking; an admin lists the bookings and adds a room. On every page the test records CSP
 * violations, console errors, uncaught exceptions and failed responses, and expects none: the app runs under
 * the server's strict Content-Security-Policy.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser, BrowserContext, Page } from 'playwright';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../../api/src/modules/auth/passwords.js';
import { createAdmin, createRoom } from '../../api/test/fixtures.js';
import { buildTestApp, type TestApp } from '../../api/test/helper.js';
import { makeImage } from '../../api/test/rooms-helpers.js';
import { logInWithForm, openWatchedPage, registerWithForm, requireBuiltApp, verifyMailedCode, watchPage, type PageProblem } from './browser.js';

const distDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../dist');
const screenshotDir = process.env.E2E_SCREENSHOT_DIR ?? '/tmp';

const monthNames = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const ordinal = (day: number) => {
  const tens = day % 100;
  if (tens >= 11 && tens <= 13) return `${day}th`;
  return `${day}${['th', 'st', 'nd', 'rd'][day % 10] ?? 'th'}`;
};

/** A local calendar date `days` from today as `YYYY-MM-DD`, and as the booking screens show it ('Sep 18th, 2025'). */
function dayFromToday(days: number): { iso: string; shown: string } {
  const now = new Date();
  const date = new Date(now.getFullYear(), now.getMonth(), now.getDate() + days);
  const [y, m, d] = [date.getFullYear(), date.getMonth(), date.getDate()];
  return {
    iso: `${y}-${String(m + 1).padStart(2, '0')}-${String(d).padStart(2, '0')}`,
    shown: `${monthNames[m]} ${ordinal(d)}, ${y}`,
  };
}

const guest = { firstName: 'Grace', lastName: 'Hopper', email: 'grace.hopper@example.test', password: 'cobol-1959' };
const adminAccount = { email: 'admin.e2e@example.test', password: 'admin-pass-42' };
const checkIn = dayFromToday(30);
const checkOut = dayFromToday(33);

let testApp: TestApp;
let baseUrl: string;
let browser: Browser;
let context: BrowserContext;
let page: Page;
let problems: PageProblem[];
let roomId: number;
let confirmationCode: string;

beforeAll(async () => {
  requireBuiltApp(distDir);
  testApp = await buildTestApp('sqlite', { config: { webAppDir: distDir } });
  const room = await createRoom(testApp.database, { roomType: 'Ocean Suite', roomPriceCents: 25_000 });
  roomId = room.id;
  await createRoom(testApp.database, { roomType: 'Garden Single', roomPriceCents: 9_000 });
  await createAdmin(testApp.database, { email: adminAccount.email, passwordHash: await hashPassword(adminAccount.password) });
  baseUrl = await testApp.app.listen({ host: '127.0.0.1', port: 0 });

  ({ browser, context, page, problems } = await openWatchedPage());
});

afterAll(async () => {
  await context?.close();
  await browser?.close();
  await testApp?.close();
});

const url = (pathname: string) => new URL(pathname, baseUrl).toString();
const mainRegion = () => page.getByRole('main');

describe('the built app against the real API', () => {
  it('notices CSP violations (the watcher itself works)', async () => {
    const probe = await context.newPage();
    const probeProblems = await watchPage(probe);
    await probe.goto(url('/find-booking'));
    await probe.evaluate(() => {
      const script = document.createElement('script');
      script.textContent = 'window.__inline = true';
      document.body.append(script);
    });
    await expect.poll(() => probeProblems.filter((problem) => problem.kind === 'csp').length).toBeGreaterThan(0);
    await probe.close();
  });

  it('home renders the rooms from one rooms request', async () => {
    const roomListRequests: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/api/rooms/all-rooms')) roomListRequests.push(request.url());
    });
    await page.goto(url('/'));
    // The page renders after its scripts load (in slices): wait for the heading rather than read it at once.
    await page.getByRole('heading', { level: 1, name: 'Welcome to HavenHub' }).waitFor();
    await page.getByRole('heading', { name: 'Ocean Suite' }).first().waitFor();
    await page.getByRole('heading', { name: 'Garden Single' }).first().waitFor();
    await expect(page.getByText('$250/night').first().isVisible()).resolves.toBe(true);
    await page.screenshot({ path: path.join(screenshotDir, 'hotel-e2e-home.png'), fullPage: true });
    expect(roomListRequests).toHaveLength(1);
  });

  it('sends a logged-out visitor to login, then registers, verifies the mailed code (after a reload) and logs in', async () => {
    // A logged-out visitor who opens a room's booking page is sent to /login, remembering the page.
    await page.goto(url(`/book-room/${roomId}`));
    await page.waitForURL(url(`/login?returnTo=${encodeURIComponent(`/book-room/${roomId}`)}`));
    await page.getByRole('link', { name: 'Register' }).click();
    // The page to return to travels through registration (?returnTo=).
    await page.waitForURL((address) => address.pathname === '/register');

    await registerWithForm(page, guest);
    await page.waitForURL((address) => address.pathname === '/verify-otp');
    await mainRegion().getByText('Registration successful! Please check your email for OTP.').waitFor();
    await mainRegion().getByText(guest.email).first().waitFor();

    // A reload keeps the email (the original lost it with the router state).
    await page.reload();
    await mainRegion().getByText(guest.email).first().waitFor();

    await verifyMailedCode(page, testApp.mailer.sent, guest.email);
    await mainRegion().getByText('OTP verified successfully! You can now log in.').waitFor();
    await page.waitForURL((address) => address.pathname === '/login');

    await logInWithForm(page, guest);
    // Back to the room that sent the new guest to log in.
    await page.waitForURL(url(`/book-room/${roomId}`));
    await page.goto(url('/'));
    await page.getByText(`You are logged-In as ${guest.email}`).waitFor();
  });

  it('books a room for future dates and shows the confirmation code', async () => {
    await page.goto(url(`/book-room/${roomId}`));
    await page.getByText('Loading room information...').waitFor();
    await page.getByRole('heading', { level: 1, name: 'Ocean Suite' }).waitFor();
    await expect(page.getByLabel('Email').inputValue()).resolves.toBe(guest.email);

    await page.getByLabel('Full name').fill(`${guest.firstName} ${guest.lastName}`);
    await page.getByLabel('Check-in date').fill(checkIn.iso);
    await page.getByLabel('Check-out date').fill(checkOut.iso);
    await page.getByLabel('Adults').fill('2');
    await page.getByLabel('Children').fill('1');
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByRole('heading', { name: 'Reservation Summary' }).waitFor();
    await expect(page.getByText('$750').first().isVisible()).resolves.toBe(true);
    await page.screenshot({ path: path.join(screenshotDir, 'hotel-e2e-book-room.png'), fullPage: true });

    const bookingPosts: number[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().includes('/api/bookings/room/')) bookingPosts.push(Date.now());
    });
    const confirmedAt = Date.now();
    await page.getByRole('button', { name: 'Confirm Booking & proceed to payment' }).click();
    await page.getByText('Booking Confirmed, redirecting to payment...').waitFor();
    await page.waitForURL(url('/booking-success'));
    // The booking is submitted after the 3 s spinner, then the page navigates once, with the result.
    expect(bookingPosts).toHaveLength(1);
    expect(bookingPosts[0]! - confirmedAt).toBeGreaterThanOrEqual(2900);

    const booking = await testApp.database.db
      .selectFrom('bookings')
      .select('confirmationCode')
      .where('guestEmail', '=', guest.email)
      .executeTakeFirstOrThrow();
    confirmationCode = booking.confirmationCode;
    await page.getByRole('heading', { name: 'Booking Success!' }).waitFor();
    await mainRegion().getByText(confirmationCode).first().waitFor();
  });

  it('finds the booking by its code with the right dates, and cancels it', async () => {
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Find my booking' }).click();
    await page.waitForURL(url('/find-booking'));
    await page.getByLabel('Confirmation code').fill(confirmationCode);
    await page.getByRole('button', { name: 'Find booking' }).click();
    await page.getByText('Finding your booking...').waitFor();
    const details = page.getByRole('region', { name: 'Booking Information' });
    await details.waitFor();

    const valueOf = (term: string) => details.locator('dt', { hasText: term }).locator('xpath=following-sibling::dd[1]').innerText();
    await expect(valueOf('Confirmation Code')).resolves.toBe(confirmationCode);
    await expect(valueOf('Check-in Date')).resolves.toBe(checkIn.shown);
    await expect(valueOf('Check-out Date')).resolves.toBe(checkOut.shown);
    await expect(valueOf('Total Guest')).resolves.toBe('3');

    await details.getByRole('button', { name: 'Cancel Booking' }).click();
    await page.getByRole('dialog', { name: `Cancel booking ${confirmationCode}?` }).getByRole('button', { name: 'Yes, cancel booking' }).click();
    await page.getByText('Booking has been cancelled successfully!').waitFor();
    await expect(page.getByLabel('Confirmation code').inputValue()).resolves.toBe('');
  });

  it('shows the guest their profile and booking history', async () => {
    await page.getByRole('button', { name: 'Account', exact: true }).click();
    await page.getByRole('link', { name: 'Profile' }).click();
    await page.waitForURL(url('/profile'));
    await mainRegion().getByText(guest.email).first().waitFor();
    const history = page.getByRole('table', { name: 'Booking History' });
    const row = history.getByRole('row').filter({ hasText: confirmationCode });
    await row.waitFor();
    await expect(row.innerText()).resolves.toContain(checkOut.shown);
    await page.screenshot({ path: path.join(screenshotDir, 'hotel-e2e-profile.png'), fullPage: true });
  });

  it('shows a logged-in guest why the admin pages are not for them (no Admin link either)', async () => {
    await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Admin' }).count()).resolves.toBe(0);
    await page.goto(url('/existing-bookings'));
    await page.getByText('Administrators only').waitFor();
    await page.goto(url('/profile'));
    await page.getByRole('table', { name: 'Booking History' }).waitFor();
  });

  it('closes the account after the confirmation, landing logged out on a freshly loaded home page with its notice', async () => {
    await page.getByRole('button', { name: 'Close account' }).click();
    await page.getByText('Are you sure you want to delete your account? This action cannot be undone.').waitFor();
    const visited: string[] = [];
    const onNavigated = (frame: { url(): string; parentFrame(): unknown }) => {
      if (!frame.parentFrame()) visited.push(new URL(frame.url()).pathname);
    };
    page.on('framenavigated', onNavigated);
    const reloaded = page.waitForEvent('load');
    await page.getByRole('button', { name: 'Yes, close my account' }).click();
    await reloaded;
    await page.waitForURL(url('/'));
    // Straight home: the Login form never shows on the way, and the server's notice survives the reload.
    await mainRegion().getByText('User deleted successfully').waitFor();
    page.off('framenavigated', onNavigated);
    expect(visited).not.toContain('/login');
    await expect(page.evaluate(() => localStorage.getItem('token'))).resolves.toBeNull();
    await page.getByRole('button', { name: 'Account', exact: true }).click();
    await page.getByRole('link', { name: 'Login' }).waitFor();
    const user = await testApp.database.db.selectFrom('users').select('id').where('email', '=', guest.email).executeTakeFirst();
    expect(user).toBeUndefined();
  });

  it('lets an admin list the bookings and add a room', async () => {
    await page.goto(url('/existing-bookings'));
    await page.waitForURL(url('/login?returnTo=%2Fexisting-bookings'));
    await logInWithForm(page, adminAccount);
    await page.waitForURL(url('/existing-bookings'));

    await page.getByText('Loading existing bookings').waitFor();
    const table = page.getByRole('table');
    await table.getByRole('cell', { name: confirmationCode }).waitFor();
    await expect(table.getByRole('cell', { name: guest.email }).isVisible()).resolves.toBe(true);
    await page.screenshot({ path: path.join(screenshotDir, 'hotel-e2e-existing-bookings.png'), fullPage: true });

    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Admin' }).click();
    await page.getByRole('heading', { name: 'Welcome to Adimin Panel' }).waitFor();
    await page.getByRole('link', { name: 'Manage Rooms' }).click();
    await page.waitForURL(url('/existing-rooms'));
    await page.getByRole('cell', { name: 'Ocean Suite' }).waitFor();

    await page.getByRole('link', { name: 'Add Room' }).click();
    await page.waitForURL(url('/add-room'));
    await page.getByRole('combobox', { name: /room type/i }).selectOption('Ocean Suite');
    await page.getByLabel('Room Price').fill('180');
    await page.getByLabel('Room Photo').setInputFiles({
      name: 'room.png',
      mimeType: 'image/png',
      buffer: await makeImage('png', { width: 64, height: 48, colour: '#1c6b5a' }),
    });
    await page.getByRole('img', { name: 'Preview of the chosen room photo' }).waitFor();
    await page.getByRole('button', { name: 'Save Room' }).click();
    await page.getByText('A new room was  added successfully !').waitFor();
    await page.screenshot({ path: path.join(screenshotDir, 'hotel-e2e-add-room.png'), fullPage: true });

    // The new room's photo is served by the API and allowed by the CSP.
    await page.goto(url('/browse-all-rooms'));
    const photo = page.locator('img[src*="/api/rooms/room/"]').first();
    await photo.waitFor();
    await expect(photo.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).resolves.toBe(true);
  });

  it('logs the admin out from the navigation bar', async () => {
    await page.getByRole('button', { name: 'Account', exact: true }).click();
    await page.getByRole('button', { name: 'Logout' }).click();
    await page.waitForURL(url('/'));
    await page.getByText('You have been logged out!').waitFor();
    await expect(page.evaluate(() => [localStorage.token, localStorage.userId, localStorage.userRole])).resolves.toEqual([
      undefined,
      undefined,
      undefined,
    ]);
  });

  it('met no CSP violation, console error, uncaught exception or failed request on any page', () => {
    expect(problems).toEqual([]);
  });
});
