/**
 * End to end, the hotel's own name (issue 20, "The hotel's profile"): the admin renames the hotel on Hotel Profile
 * and the navbar, footer and title show the new name at once, prices follow the new currency, and a fresh load of any
 * page paints the name from its first frame (the server writes the profile into the page). The built app served by the
 * real API (in-process, temporary SQLite), driven in Debian's Chromium.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser, BrowserContext, Page } from 'playwright';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../../api/src/modules/auth/passwords.js';
import { createAdmin, createRoom } from '../../api/test/fixtures.js';
import { buildTestApp, type TestApp } from '../../api/test/helper.js';
import { logInWithForm, openWatchedPage, requireBuiltApp, type PageProblem } from './browser.js';

const distDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../dist');
const adminAccount = { email: 'admin.profile@example.test', password: 'admin-pass-42' };
const newName = 'Gasthof Zur Linde';

let testApp: TestApp;
let baseUrl: string;
let browser: Browser;
let context: BrowserContext;
let page: Page;
let problems: PageProblem[];

const url = (pathname: string) => new URL(pathname, baseUrl).toString();
const brandLink = () => page.getByRole('banner').getByRole('link', { name: newName });

beforeAll(async () => {
  requireBuiltApp(distDir);
  testApp = await buildTestApp('sqlite', { config: { webAppDir: distDir } });
  await createRoom(testApp.database, { roomType: 'Lighthouse Loft', roomPriceCents: 14_000 });
  await createAdmin(testApp.database, { email: adminAccount.email, passwordHash: await hashPassword(adminAccount.password) });
  baseUrl = await testApp.app.listen({ host: '127.0.0.1', port: 0 });
  ({ browser, context, page, problems } = await openWatchedPage());
});

afterAll(async () => {
  await context?.close();
  await browser?.close();
  await testApp?.close();
});

describe("the hotel's profile", () => {
  it('renamed by the admin, shows in the navbar, footer and title at once, and prices in its currency', async () => {
    await page.goto(url('/admin'));
    await page.waitForURL((address) => address.pathname === '/login');
    await logInWithForm(page, adminAccount);
    await page.waitForURL(url('/admin'));
    await page.getByRole('link', { name: 'Hotel Profile' }).click();
    await page.waitForURL(url('/admin/hotel'));

    const name = page.getByRole('textbox', { name: "Hotel's name" });
    await expect(name.inputValue()).resolves.toBe('HavenHub');
    await name.fill(newName);
    await page.getByRole('textbox', { name: 'Currency' }).fill('eur');
    await page.getByRole('button', { name: 'Save profile' }).click();
    await page.getByRole('status').filter({ hasText: "The hotel's profile was saved." }).waitFor();

    await brandLink().waitFor();
    await expect(page.getByRole('contentinfo').innerText()).resolves.toContain(newName);
    await expect(page.title()).resolves.toBe(`Hotel Profile · ${newName}`);
    const stored = (await testApp.app.inject({ method: 'GET', url: '/api/hotel' })).json();
    expect(stored).toMatchObject({ name: newName, currency: 'EUR' });

    await page.getByRole('banner').getByRole('link', { name: 'Admin' }).click();
    await page.getByRole('link', { name: 'Manage Rooms' }).click();
    await page.getByRole('table').getByText('€140').waitFor();
  });

  it('paints the name from the first render of a fresh load, never the default one (the page carries the profile)', async () => {
    const html = await (await fetch(url('/find-booking'))).text();
    expect(html).toContain(`<title>${newName}</title>`);
    // Records whether the page's body ever shows the default name, from its first node on.
    await page.addInitScript(() => {
      const seen = window as unknown as { sawDefaultName: boolean };
      seen.sawDefaultName = false;
      new MutationObserver(() => {
        if (document.body?.textContent?.includes('HavenHub')) seen.sawDefaultName = true;
      }).observe(document, { subtree: true, childList: true, characterData: true });
    });
    await page.goto(url('/find-booking'));
    await brandLink().waitFor();
    await expect(page.evaluate(() => (window as unknown as { sawDefaultName: boolean }).sawDefaultName)).resolves.toBe(false);
    await expect(page.title()).resolves.toBe(`Find My Booking · ${newName}`);
    expect(problems.filter((problem) => problem.kind === 'csp' || problem.kind === 'pageerror')).toEqual([]);
  });
});
