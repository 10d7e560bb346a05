/**
 * End to end in German (issue 20): a guest switches the app to German, logs in and books with dates typed as
 * TT.MM.JJJJ; the screens, the stored booking and the confirmation mail are German; the choice survives a reload and
 * switching back to English works. The built app (apps/hotel/dist) against the real API (temporary SQLite, captured
 * mail) in Debian's Chromium, with CSP violations, console errors and failed responses watched as in booking-flow.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser, BrowserContext, Page } from 'playwright';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../../api/src/modules/auth/passwords.js';
import { createRoom, createUser } from '../../api/test/fixtures.js';
import { buildTestApp, type TestApp } from '../../api/test/helper.js';
import { isoDay, openWatchedPage, requireBuiltApp, shownDate, type PageProblem } from './browser.js';

const distDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../dist');
const guest = { email: 'jutta.berg@example.test', password: 'Sommerfrische-2026' };
const checkIn = isoDay(40);
const checkOut = isoDay(42);

let testApp: TestApp;
let baseUrl: string;
let browser: Browser;
let context: BrowserContext;
let page: Page;
let problems: PageProblem[];
let roomId: number;

beforeAll(async () => {
  requireBuiltApp(distDir);
  testApp = await buildTestApp('sqlite', { config: { webAppDir: distDir } });
  roomId = (await createRoom(testApp.database, { roomType: 'Seeblick Doppel', roomPriceCents: 15_000 })).id;
  await createUser(testApp.database, { email: guest.email, firstName: 'Jutta', lastName: 'Berg', passwordHash: await hashPassword(guest.password) });
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
/** English chrome texts of the screens this test passes through: none may show once German is chosen. */
const englishChrome = ['Check-in date', 'Check-out date', 'Continue', 'Reservation Summary', 'Booking Success', 'Login', 'Find my booking'];

async function expectNoEnglishChrome(): Promise<void> {
  const text = await page.locator('body').innerText();
  expect(englishChrome.filter((english) => text.includes(english))).toEqual([]);
}

describe('a guest in German', () => {
  it('switches to German, and the choice survives a reload', async () => {
    await page.goto(url('/'));
    await page.getByRole('heading', { level: 1, name: 'Welcome to HavenHub' }).waitFor();
    await page.getByRole('combobox', { name: 'Language' }).selectOption('de');
    await page.getByRole('heading', { level: 1, name: 'Willkommen im HavenHub' }).waitFor();
    await expect(page.evaluate(() => document.documentElement.lang)).resolves.toBe('de');

    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'Willkommen im HavenHub' }).waitFor();
    await expect(page.evaluate(() => document.documentElement.lang)).resolves.toBe('de');
    await expectNoEnglishChrome();
  });

  it('logs in and books with dates typed as TT.MM.JJJJ; every screen and the mail are German', async () => {
    await page.goto(url('/login'));
    await page.getByRole('heading', { name: 'Anmelden' }).waitFor();
    await page.getByLabel('E-Mail').fill(guest.email);
    await page.getByLabel('Passwort').fill(guest.password);
    await page.getByRole('button', { name: 'Anmelden' }).click();
    await page.getByText(`Sie sind angemeldet als ${guest.email}`).waitFor();

    await page.goto(url(`/book-room/${roomId}`));
    await page.getByRole('heading', { level: 1, name: 'Seeblick Doppel' }).waitFor();
    const checkInField = page.getByLabel('Anreisedatum', { exact: true });
    await expect(checkInField.getAttribute('placeholder')).resolves.toBe('TT.MM.JJJJ');
    await page.getByLabel('Vollständiger Name').fill('Jutta Berg');
    await checkInField.fill(shownDate(checkIn, 'de'));
    await page.getByLabel('Abreisedatum', { exact: true }).fill(shownDate(checkOut, 'de'));
    await page.getByLabel('Erwachsene', { exact: true }).fill('2');
    await page.getByLabel('Kinder', { exact: true }).fill('0');
    await page.getByRole('button', { name: 'Weiter' }).click();
    await page.getByRole('heading', { name: 'Reservierungsübersicht' }).waitFor();
    await expect(mainRegion().innerText()).resolves.toContain(shownDate(checkIn, 'de'));
    await expectNoEnglishChrome();

    const mailsBefore = testApp.mailer.sent.length;
    await page.getByRole('button', { name: 'Buchung bestätigen und zur Zahlung' }).click();
    await page.getByRole('heading', { name: 'Buchung erfolgreich!' }).waitFor();
    await expectNoEnglishChrome();

    const booking = await testApp.database.db
      .selectFrom('bookings')
      .select(['confirmationCode', 'checkInDate', 'checkOutDate', 'language'])
      .where('guestEmail', '=', guest.email)
      .executeTakeFirstOrThrow();
    expect(booking).toMatchObject({ checkInDate: checkIn, checkOutDate: checkOut, language: 'de' });
    await mainRegion().getByText(booking.confirmationCode).first().waitFor();

    await expect.poll(() => testApp.mailer.sent.length).toBeGreaterThan(mailsBefore);
    const mail = testApp.mailer.sent.at(-1)!;
    expect(mail.to).toBe(guest.email);
    expect(mail.subject).toBe('HavenHub - Buchungsbestätigung');
    expect(mail.text).toContain('Ihre Buchung ist bestätigt.');
    expect(mail.text).toMatch(/^Gesamt:\s+300\s\$$/m);
  });

  it('switches back to English, which a reload keeps too; nothing went wrong on any page', async () => {
    await page.goto(url('/'));
    await page.getByRole('combobox', { name: 'Sprache' }).selectOption('en');
    await page.getByRole('heading', { level: 1, name: 'Welcome to HavenHub' }).waitFor();
    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'Welcome to HavenHub' }).waitFor();
    await expect(page.evaluate(() => document.documentElement.lang)).resolves.toBe('en');
    expect(problems).toEqual([]);
  });
});
