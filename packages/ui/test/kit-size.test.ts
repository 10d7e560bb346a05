import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import type { Browser, Locator, Page } from 'playwright';
import { build, type Rolldown } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium } from './chromium';

// What a consumer pays for the kit: tiny pages built with Vite from the built package (`dist`, via its `exports`),
// measured as the gzip size of the JavaScript they ship, minus a baseline page. A size only counts for a page that
// works, so each page is also run in Chromium and must render what it promises, without an error.
const here = path.dirname(fileURLToPath(import.meta.url));
const packageDir = path.join(here, '..');
const KB = 1024;

type BuiltPage = { gzipBytes: number; code: string };

async function buildPage(entry: string): Promise<BuiltPage> {
  const result = await build({
    configFile: false,
    logLevel: 'silent',
    root: path.join(here, 'size'),
    define: { 'process.env.NODE_ENV': '"production"' },
    build: { write: false, minify: true, rolldownOptions: { input: path.join(here, 'size', entry) } },
  });
  const outputs = (Array.isArray(result) ? result : [result]) as Rolldown.RolldownOutput[];
  const chunks = outputs.flatMap((output) => output.output).filter((file) => file.type === 'chunk');
  // One chunk, so the page can run from one script tag, and the measure is all it ships.
  expect(chunks.map((chunk) => chunk.fileName)).toHaveLength(1);
  return { gzipBytes: gzipSync(chunks[0]!.code).length, code: chunks[0]!.code };
}

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
}, 120_000);
afterAll(async () => {
  await browser?.close();
});

/** Waits (generously: a busy 2-core machine) until the page shows exactly one of `locator`. */
const shows = (locator: Locator) => expect.poll(() => locator.count(), { timeout: 15_000 }).toBe(1);

/** Runs a built page in Chromium and hands its document to `check`; an uncaught error fails the test. */
async function renders(page: BuiltPage, check: (document: Page) => Promise<void>): Promise<void> {
  const tab = await browser.newPage();
  const errors: string[] = [];
  tab.on('pageerror', (error) => errors.push(error.message));
  tab.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  try {
    await tab.setContent('<!doctype html><html><body><div id="root"></div></body></html>');
    await tab.addScriptTag({ type: 'module', content: page.code });
    await check(tab);
    expect(errors).toEqual([]);
  } finally {
    await tab.close();
  }
}

describe('what importing from @hotel/ui costs a consumer, on pages that render', () => {
  const pages: Record<string, BuiltPage> = {};
  beforeAll(async () => {
    expect(existsSync(path.join(packageDir, 'dist/index.js')), 'run `npm run build -w @hotel/ui` first').toBe(true);
    for (const name of ['react-only', 'baseline', 'button', 'button-de', 'button-de-complete', 'paginator', 'paginator-de', 'format-message']) {
      pages[name] = await buildPage(`${name}.ts`);
    }
  }, 180_000);
  const over = (page: string, baseline: string) => pages[page]!.gzipBytes - pages[baseline]!.gzipBytes;

  // Issue 24 asks for 3 KB. Colour schemes and the writing direction had taken it to 3.33 KB; back under it since the
  // kit's styles name the theme's CSS variables themselves (static styles: no functions of the theme), the build
  // minifies the CSS in its templates (babel-plugin-styled-components, scripts/minify-styles.mjs), and the spinner's
  // animation is a plain @keyframes (styled-components' `keyframes` cost 0.13 KB): 2.97 KB, measured.
  it('keeps one Button, provider included, within 3 KB gzip over React, ReactDOM and styled-components', async () => {
    await renders(pages.baseline!, async (tab) => {
      await shows(tab.getByRole('button', { name: 'Hello' }));
    });
    await renders(pages.button!, async (tab) => {
      await shows(tab.locator('[data-hui-root][data-brand="default"][lang="en-US"]').getByRole('button', { name: 'Hello' }));
    });
    const button = over('button', 'baseline');
    console.info(`@hotel/ui size: one Button in HotelUiProvider +${(button / KB).toFixed(2)} KB gzip over React, ReactDOM and styled-components`);
    expect(button).toBeGreaterThan(0);
    expect(button).toBeLessThanOrEqual(3 * KB);
  });

  it('charges German on a one-Button page only its formats (≤ 1 KB gzip): the Button has no texts', async () => {
    await renders(pages['button-de']!, async (tab) => {
      await shows(tab.locator('[data-hui-root][lang="de-DE"]').getByRole('button', { name: 'Hello' }));
    });
    await renders(pages['button-de-complete']!, async (tab) => {
      await shows(tab.locator('[data-hui-root][lang="de-DE"]').getByRole('button', { name: 'Hello' }));
    });
    const german = over('button-de', 'button');
    const complete = over('button-de-complete', 'button');
    console.info(`@hotel/ui size: German on a one-Button page +${(german / KB).toFixed(2)} KB gzip (the complete \`de\` pack: +${(complete / KB).toFixed(1)} KB)`);
    expect(german).toBeGreaterThan(0);
    expect(german).toBeLessThanOrEqual(1 * KB);
  });

  it("charges a German page only the texts of the components it uses (the Paginator's, not every group's)", async () => {
    await renders(pages.paginator!, async (tab) => {
      await shows(tab.getByRole('navigation', { name: 'Pagination' }));
    });
    await renders(pages['paginator-de']!, async (tab) => {
      await shows(tab.getByRole('navigation', { name: 'Seitennavigation' }));
      await shows(tab.getByRole('button', { name: 'Seite 2' }));
    });
    const paginatorInGerman = over('paginator-de', 'paginator');
    console.info(`@hotel/ui size: German for a Paginator page +${(paginatorInGerman / KB).toFixed(2)} KB gzip`);
    expect(paginatorInGerman).toBeGreaterThan(0);
    expect(paginatorInGerman).toBeLessThanOrEqual(1 * KB);
    // Far below the complete pack: the other groups' texts stayed out.
    expect(paginatorInGerman * 4).toBeLessThan(over('button-de-complete', 'button'));
  });

  it('keeps one pure function under 1 KB over React alone', async () => {
    await renders(pages['format-message']!, async (tab) => {
      await shows(tab.getByText('Hello you'));
    });
    const pureFunction = over('format-message', 'react-only');
    console.info(`@hotel/ui size: formatMessage +${(pureFunction / KB).toFixed(2)} KB gzip`);
    expect(pureFunction).toBeGreaterThan(0);
    expect(pureFunction).toBeLessThanOrEqual(1 * KB);
  });
});
