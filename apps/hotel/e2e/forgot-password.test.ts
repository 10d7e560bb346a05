/**
 * End to end (issue 20): a guest who forgot the password follows "Forgot password?" from Login, gets the mailed code,
 * sets a new password and logs in with it; the old password no longer works. The built app (apps/hotel/dist) against
 * the real API (temporary SQLite, captured mail) in Debian's Chromium, with CSP violations, console errors and failed
 * responses watched as in booking-flow (the refused old password's 401 is the one expected failure).
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser, BrowserContext, Page } from 'playwright';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../../api/src/modules/auth/passwords.js';
import { createUser } from '../../api/test/fixtures.js';
import { buildTestApp, type TestApp } from '../../api/test/helper.js';
import { logInWithForm, openWatchedPage, requireBuiltApp, type PageProblem } from './browser.js';

const distDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../dist');
const guest = { email: 'forgetful.guest@example.test', oldPassword: 'old-password-1', newPassword: 'a-new-password-2' };

let testApp: TestApp;
let baseUrl: string;
let browser: Browser;
let context: BrowserContext;
let page: Page;
let problems: PageProblem[];

beforeAll(async () => {
  requireBuiltApp(distDir);
  testApp = await buildTestApp('sqlite', { config: { webAppDir: distDir } });
  await createUser(testApp.database, { email: guest.email, firstName: 'Fern', passwordHash: await hashPassword(guest.oldPassword) });
  baseUrl = await testApp.app.listen({ host: '127.0.0.1', port: 0 });
  ({ browser, context, page, problems } = await openWatchedPage());
});

afterAll(async () => {
  await context?.close();
  await browser?.close();
  await testApp?.close();
});

const url = (pathname: string) => new URL(pathname, baseUrl).toString();

/** The 6-digit code of the newest password-reset mail to the guest, once it has been sent. */
async function mailedResetCode(): Promise<string> {
  await expect.poll(() => testApp.mailer.sent.filter((mail) => mail.to === guest.email).length).toBeGreaterThan(0);
  const mail = testApp.mailer.sent.filter((mail) => mail.to === guest.email).at(-1)!;
  expect(mail.subject).toBe('HavenHub - Reset Your Password');
  const code = /password reset code is (\d{6})\b/.exec(mail.text ?? '')?.[1];
  expect(code).toMatch(/^\d{6}$/);
  return code!;
}

describe('forgot password', () => {
  it('sends a code from Login\'s link, sets the new password with it, and only the new password logs in', async () => {
    await page.goto(url('/login'));
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await page.waitForURL((address) => address.pathname === '/forgot-password');
    await page.getByRole('heading', { name: 'Forgot password' }).waitFor();
    await page.getByLabel('Email').fill(guest.email);
    await page.getByRole('button', { name: 'Send code' }).click();
    await page.waitForURL((address) => address.pathname === '/reset-password');
    await page.getByRole('heading', { name: 'Reset password' }).waitFor();

    const code = await mailedResetCode();
    // The address travels from the first form to the second.
    await expect(page.getByRole('main').getByLabel('Email', { exact: true }).first().inputValue()).resolves.toBe(guest.email);
    await page.getByLabel('Code from the email').fill(code);
    await page.getByLabel('New password', { exact: true }).fill(guest.newPassword);
    await page.getByLabel('Confirm new password').fill(guest.newPassword);
    await page.getByRole('button', { name: 'Set new password' }).click();
    await page.getByText('Your password has been reset, and you have been logged out on every device.', { exact: false }).waitFor();

    await page.getByRole('link', { name: 'Go to login' }).click();
    await page.waitForURL((address) => address.pathname === '/login');
    const refusals = problems.length;
    await logInWithForm(page, { email: guest.email, password: guest.oldPassword });
    await page.getByText('Invalid username or password. Please try again.').waitFor();
    // The old password's 401 (and the browser's console line about it) are the only failures of the whole journey.
    expect(problems.slice(0, refusals)).toEqual([]);
    expect(problems.slice(refusals).filter((problem) => !/401/.test(problem.text))).toEqual([]);

    await page.getByLabel('Password').fill(guest.newPassword);
    await page.getByRole('button', { name: 'Login' }).click();
    await page.waitForURL((address) => address.pathname !== '/login');
    await page.goto(url('/'));
    await page.getByText(`You are logged-In as ${guest.email}`).waitFor();
  });
});
