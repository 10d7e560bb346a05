import { chromium, type Browser, type ConsoleMessage, type Page } from 'playwright';

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
