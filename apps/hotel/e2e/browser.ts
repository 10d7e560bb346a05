import { existsSync } from 'node:fs';
import path from 'node:path';
import { chromium, type Browser, type BrowserContext, type ConsoleMessage, type Page } from 'playwright';
import type { TestUser } from '../../api/test/fixtures.js';
import type { TestApp } from '../../api/test/helper.js';

/** Debian's Chromium (Playwright cannot download its own browser on these machines). */
export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: chromiumPath,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
  });
}

export type PageProblem = { kind: 'csp' | 'console' | 'pageerror' | 'http'; url: string; text: string };

/**
 * Records, for every document the page loads, Content-Security-Policy violations (reported from inside the page
 * through an exposed binding, so they survive full navigations), console errors, uncaught exceptions and
 * failed responses (4xx/5xx) — each with the address of the page it happened on.
 */
export async function watchPage(page: Page): Promise<PageProblem[]> {
  const problems: PageProblem[] = [];
  await page.exposeBinding('__reportCspViolation', ({ frame }, violation: string) => {
    problems.push({ kind: 'csp', url: frame.url(), text: violation });
  });
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { __reportCspViolation?: (text: string) => void }).__reportCspViolation;
      report?.(`${event.effectiveDirective} blocked ${event.blockedURI || '(inline)'} ${event.sample}`.trim());
    });
  });
  page.on('console', (message: ConsoleMessage) => {
    if (message.type() === 'error') problems.push({ kind: 'console', url: page.url(), text: message.text() });
  });
  page.on('pageerror', (error) => problems.push({ kind: 'pageerror', url: page.url(), text: error.message }));
  page.on('response', (response) => {
    if (response.status() >= 400) problems.push({ kind: 'http', url: page.url(), text: `${response.status()} ${response.request().method()} ${response.url()}` });
  });
  return problems;
}

/** Stops a suite at once, saying what to do, when the built app it serves is missing. */
export function requireBuiltApp(distDir: string): void {
  if (!existsSync(path.join(distDir, 'index.html'))) {
    throw new Error(
      `The built app is missing (${path.join(distDir, 'index.html')}). Build it first with \`npm run build\` ` +
        '(`npm test` does this before running the e2e project).',
    );
  }
}

/** The local calendar date `days` from `from` (default today) as `YYYY-MM-DD`. */
export function isoDay(days: number, from = new Date()): string {
  const date = new Date(from.getFullYear(), from.getMonth(), from.getDate() + days);
  return [date.getFullYear(), date.getMonth() + 1, date.getDate()].map((part) => String(part).padStart(2, '0')).join('-');
}

/** A `YYYY-MM-DD` date as the date fields show it in English ('MM/dd/yyyy') or, with 'de', in German ('dd.MM.yyyy'). */
export function shownDate(isoDate: string, language: 'en' | 'de' = 'en'): string {
  const [year, month, day] = isoDate.split('-');
  return language === 'de' ? `${day}.${month}.${year}` : `${month}/${day}/${year}`;
}

export type Credentials = { email: string; password: string };

/** Logs in through the Login form on screen. */
export async function logInWithForm(page: Page, { email, password }: Credentials): Promise<void> {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Login' }).click();
}

/** Fills and sends the Register form on screen. */
export async function registerWithForm(page: Page, person: Credentials & { firstName: string; lastName: string }): Promise<void> {
  await page.getByLabel('First name').fill(person.firstName);
  await page.getByLabel('Last name').fill(person.lastName);
  await page.getByLabel('Email').fill(person.email);
  await page.getByLabel('Password').fill(person.password);
  await page.getByRole('button', { name: 'Register' }).click();
}

/** Types the code mailed to `email` (from the server's captured mail) into Verify OTP's boxes and verifies it. */
export async function verifyMailedCode(page: Page, sent: readonly { to: string; text: string }[], email: string): Promise<void> {
  const mail = sent.find((candidate) => candidate.to === email);
  const code = /verification code is (\d{6})/.exec(mail?.text ?? '')?.[1];
  if (!code) throw new Error(`No OTP mail to ${email}`);
  await page.getByRole('textbox', { name: 'Digit 1 of 6' }).click();
  await page.keyboard.type(code);
  await page.getByRole('button', { name: 'Verify OTP' }).click();
}

/** Chromium with one desktop-sized page whose problems are recorded (`watchPage`), as the e2e suites start. */
export async function openWatchedPage(): Promise<{ browser: Browser; context: BrowserContext; page: Page; problems: PageProblem[] }> {
  const browser = await launchChromium();
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  page.setDefaultTimeout(15_000);
  return { browser, context, page, problems: await watchPage(page) };
}

/** Logs `user` in the way the app stores a session, without the login screen (booking-flow covers that). */
export async function logInWithToken(target: Page, testApp: TestApp, baseUrl: string, user: TestUser): Promise<void> {
  const token = await testApp.app.tokens.issue({ id: user.id, email: user.email, roles: user.roles, tokenVersion: user.tokenVersion });
  await target.goto(new URL('/find-booking', baseUrl).toString());
  await target.evaluate(
    ([value, email]) => {
      localStorage.setItem('token', value!);
      localStorage.setItem('userId', email!);
      localStorage.setItem('userRole', 'ROLE_USER');
    },
    [token, user.email],
  );
}
