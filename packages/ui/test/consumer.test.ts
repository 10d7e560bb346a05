import { execFile } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import type { Browser } from 'playwright';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultBrand } from '../src/brands/default';
import { seasideBrand } from '../src/brands/seaside';
import { designTokens, designTokensCss } from '../src/theme/designTokens';
import { launchChromium } from './chromium';

/** The design token files the kit ships, by file name: the default brand is the spec's hotel, HavenHub. */
const tokenFiles = { havenhub: defaultBrand, seaside: seasideBrand };
const tokenSchemes = ['light', 'dark'] as const;

// Another site adopting the kit: the packed package (`npm pack`) installed into a fresh Vite + React app outside
// the workspaces — once with React 18, once with React 19 — typechecked, built, and rendered in Chromium with its
// own brand and the German locale pack. Installing needs the npm registry; the machine's npm cache makes it quick.
const run = promisify(execFile);
const here = path.dirname(fileURLToPath(import.meta.url));
const packageDir = path.join(here, '..');
const rootDir = path.join(packageDir, '../..');

const rootPackage = JSON.parse(readFileSync(path.join(rootDir, 'package.json'), 'utf8')) as {
  devDependencies: Record<string, string>;
};
/** The toolchain versions the repository itself uses, so the fixture tests the kit, not a new tool release. */
const tool = (name: string) => rootPackage.devDependencies[name]!;

const reactVersions = {
  18: { react: '18.3.1', types: '^18.3.0' },
  19: { react: tool('react'), types: tool('@types/react') },
} as const;
type ReactMajor = keyof typeof reactVersions;

const workDir = mkdtempSync(path.join(tmpdir(), 'hotel-ui-consumer-'));
const appDir = (major: ReactMajor) => path.join(workDir, `react${major}`);

async function prepareApp(major: ReactMajor, tarball: string): Promise<void> {
  const dir = appDir(major);
  cpSync(path.join(here, 'consumer'), dir, { recursive: true });
  const { react, types } = reactVersions[major];
  const manifest = {
    name: `hotel-ui-consumer-react${major}`,
    private: true,
    type: 'module',
    dependencies: {
      '@hotel/ui': `file:${tarball}`,
      react,
      'react-dom': react,
      'styled-components': tool('styled-components'),
    },
    devDependencies: {
      '@types/react': types,
      '@types/react-dom': types,
      // styled-components' own declarations name `NodeJS.ReadableStream`; the nodenext fixture checks them too.
      '@types/node': tool('@types/node'),
      '@vitejs/plugin-react': tool('@vitejs/plugin-react'),
      typescript: tool('typescript'),
      vite: tool('vite'),
    },
  };
  writeFileSync(path.join(dir, 'package.json'), `${JSON.stringify(manifest, null, 2)}\n`);
  // A peer conflict (e.g. the kit requiring React 19 only) fails here, as it would for the adopting site.
  await run('npm', ['install', '--prefer-offline', '--no-audit', '--no-fund', '--loglevel=error'], { cwd: dir });
  await run(path.join(dir, 'node_modules/.bin/tsc'), ['-p', dir], { cwd: dir });
  await run(path.join(dir, 'node_modules/.bin/vite'), ['build', '--logLevel', 'error'], { cwd: dir });
}

/** Serves a built app's files (the browser refuses module scripts from file:// URLs). */
function serve(dir: string): Promise<Server> {
  const types: Record<string, string> = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css' };
  const server = createServer((request, response) => {
    const file = path.join(dir, request.url === '/' ? 'index.html' : path.normalize(request.url ?? '/'));
    if (!file.startsWith(dir) || !existsSync(file)) {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(200, { 'content-type': types[path.extname(file)] ?? 'application/octet-stream' });
    response.end(readFileSync(file));
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

let browser: Browser;
let packedTarball: string;

beforeAll(async () => {
  expect(existsSync(path.join(packageDir, 'dist/index.js')), 'run `npm run build -w @hotel/ui` first').toBe(true);
  const { stdout } = await run('npm', ['pack', '--json', '--pack-destination', workDir], { cwd: packageDir });
  const [packed] = JSON.parse(stdout) as { filename: string; files: { path: string }[] }[];
  const shipped = packed!.files.map((file) => file.path);
  expect(shipped).toEqual(
    expect.arrayContaining([
      ...['README.md', 'CHANGELOG.md', 'LICENSE', 'package.json'],
      ...['dist/index.js', 'dist/index.d.ts', 'dist/index.cjs', 'dist/index.d.cts'],
      ...['dist/locales/de.messages.js', 'dist/locales/de.messages.d.ts', 'dist/locales/de.messages.cjs', 'dist/locales/de.messages.d.cts'],
      ...Object.keys(tokenFiles).flatMap((file) => tokenSchemes.flatMap((scheme) => [`dist/tokens/${file}.${scheme}.json`, `dist/tokens/${file}.${scheme}.css`])),
    ]),
  );
  expect(shipped.filter((file) => file.includes('.stories.') || file.startsWith('src/'))).toEqual([]);
  const tarball = path.join(workDir, packed!.filename);
  packedTarball = tarball;
  await Promise.all([prepareApp(18, tarball), prepareApp(19, tarball)]);
  browser = await launchChromium();
}, 600_000);

afterAll(async () => {
  await browser?.close();
  await rm(workDir, { recursive: true, force: true });
}, 180_000);

describe.each([18, 19] as const)('a Vite app with React %i using the packed kit', (major) => {
  it('renders German texts, dates and prices in its brand, and focuses the first invalid field', async () => {
    const server = await serve(path.join(appDir(major), 'dist'));
    const page = await browser.newPage();
    const problems: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text());
    });
    page.on('pageerror', (error) => problems.push(error.message));
    try {
      await page.goto(`http://127.0.0.1:${(server.address() as AddressInfo).port}/`);
      const main = page.locator('main');
      await expect.poll(() => main.getAttribute('data-react-version')).toMatch(new RegExp(`^${major}\\.`));
      await expect.poll(() => page.locator('[data-hui-root]').getAttribute('lang')).toBe('de-DE');

      // Texts from the de pack, the brand's own wording over it, a German date and a euro price.
      await expect.poll(() => page.getByRole('heading', { name: 'Buchungsinformationen' }).count()).toBe(1);
      await expect.poll(() => page.getByRole('link', { name: 'Zimmer sichern' }).count()).toBe(1);
      const text = await main.innerText();
      expect(text).toContain('18. Dezember 2026');
      expect(text).toContain('1.250\u00a0€');
      await expect.poll(() => page.getByRole('img', { name: 'Zimmer Bergblick-Suite' }).getAttribute('src')).toMatch(/^data:image\/svg\+xml,/);

      // An empty search: the German error, and focus on the first invalid field (this needs refs to reach the input).
      await page.getByRole('button', { name: 'Suchen' }).click();
      await expect.poll(() => page.getByText('Bitte geben Sie gültige Daten ein').count()).toBeGreaterThan(0);
      await expect.poll(() => page.evaluate(() => document.activeElement?.id ?? '')).toBe(
        await page.getByLabel('Anreisedatum').getAttribute('id'),
      );
      expect(problems).toEqual([]);
    } finally {
      await page.close();
      server.close();
    }
  });
});

/** Runs a command that is expected to fail; returns its output (a success fails the test). */
async function failingRun(command: string, args: string[], cwd: string): Promise<string> {
  try {
    await run(command, args, { cwd });
  } catch (error) {
    const { stdout = '', stderr = '' } = error as { stdout?: string; stderr?: string };
    return `${stdout}${stderr}`;
  }
  throw new Error(`${command} ${args.join(' ')} succeeded, but it had to fail`);
}

describe('the packed kit for Node, CommonJS and TypeScript without a bundler', () => {
  // The fixtures sit in the React 19 app, so they use its installed copy of the packed kit.
  const fixtureDir = () => path.join(appDir(19), 'types');
  beforeAll(() => cpSync(path.join(here, 'consumer-types'), fixtureDir(), { recursive: true }));

  // node10 (`moduleResolution: node`, deprecated in TypeScript 6) predates `exports` and cannot see a subpath such as
  // '@hotel/ui/locales/de'; the node16 profile leaves out that one limit. The root entry is still checked for node10.
  it('has types that resolve for node16 (from ESM and from CommonJS) and bundlers (@arethetypeswrong/cli)', async () => {
    const { stdout } = await run(path.join(rootDir, 'node_modules/.bin/attw'), [packedTarball, '--profile', 'node16', '--format', 'json'], {
      maxBuffer: 64 * 1024 * 1024,
    }).catch((error: { code?: number }) => {
      // attw exits at once on a problem, which can cut its JSON short: point to the readable report instead.
      throw new Error(`attw found problems (exit ${error.code}); see \`npx attw --pack packages/ui --profile node16\``);
    });
    const report = JSON.parse(stdout) as {
      analysis: {
        problems: { resolutionKind?: string }[];
        entrypoints: Record<string, { resolutions: Record<string, { resolution?: { fileName: string } }> }>;
      };
    };
    expect(report.analysis.problems.filter((problem) => problem.resolutionKind !== 'node10')).toEqual([]);
    const resolved = (entrypoint: string) =>
      Object.fromEntries(
        Object.entries(report.analysis.entrypoints[entrypoint]!.resolutions).map(([kind, { resolution }]) => [kind, resolution?.fileName]),
      );
    expect(resolved('.')).toEqual({
      node10: '/node_modules/@hotel/ui/dist/index.d.ts',
      'node16-cjs': '/node_modules/@hotel/ui/dist/index.d.cts',
      'node16-esm': '/node_modules/@hotel/ui/dist/index.d.ts',
      bundler: '/node_modules/@hotel/ui/dist/index.d.ts',
    });
    // The German texts per group. node10 ignores `exports`, so it cannot see a subpath: that is node10's limit.
    expect(resolved('./locales/de')).toEqual({
      node10: undefined,
      'node16-cjs': '/node_modules/@hotel/ui/dist/locales/de.messages.d.cts',
      'node16-esm': '/node_modules/@hotel/ui/dist/locales/de.messages.d.ts',
      bundler: '/node_modules/@hotel/ui/dist/locales/de.messages.d.ts',
    });
  });

  it('typechecks an ESM page and a CommonJS module under moduleResolution nodenext', async () => {
    const result = await run(path.join(appDir(19), 'node_modules/.bin/tsc'), ['-p', fixtureDir(), '--pretty', 'false'], { cwd: fixtureDir() }).then(
      () => '',
      (error: { stdout?: string }) => error.stdout ?? String(error),
    );
    expect(result, 'tsc reports no errors').toBe('');
  });

  it('rejects wrong props under nodenext (the imports are typed, not any)', async () => {
    const wrongDir = path.join(fixtureDir(), 'wrong');
    const output = await failingRun(path.join(appDir(19), 'node_modules/.bin/tsc'), ['-p', wrongDir, '--pretty', 'false'], wrongDir);
    const reported = [...output.matchAll(/wrong-props\.tsx\((\d+),\d+\): error (TS\d+)/g)].map(([, line, code]) => `${line} ${code}`);
    const expected = readFileSync(path.join(wrongDir, 'wrong-props.tsx'), 'utf8')
      .split('\n')
      .flatMap((line, index) => [...line.matchAll(/expect-error: (TS\d+)/g)].map(([, code]) => `${index + 1} ${code}`));
    expect(expected.length).toBeGreaterThan(0);
    expect([...new Set(reported)].sort()).toEqual(expected.sort());
  });

  it('ships each brand × scheme as design tokens (DTCG JSON and CSS) under @hotel/ui/tokens/, made from the brand objects', () => {
    const requireFromApp = createRequire(path.join(appDir(19), 'package.json'));
    for (const [file, brand] of Object.entries(tokenFiles)) {
      for (const scheme of tokenSchemes) {
        const json = readFileSync(requireFromApp.resolve(`@hotel/ui/tokens/${file}.${scheme}.json`), 'utf8');
        expect(JSON.parse(json), `${file}.${scheme}.json`).toEqual(designTokens(brand.tokens, scheme));
        const css = readFileSync(requireFromApp.resolve(`@hotel/ui/tokens/${file}.${scheme}.css`), 'utf8');
        expect(css, `${file}.${scheme}.css`).toBe(designTokensCss(brand.tokens, scheme));
      }
    }
  });

  it("loads with require('@hotel/ui') and renders a Button in the provider", async () => {
    const { stdout } = await run(process.execPath, [path.join(fixtureDir(), 'require-render.cjs')], { cwd: appDir(19) });
    expect(stdout).toMatch(/<div[^>]*data-hui-root=""[^>]*lang="de-DE"/);
    expect(stdout).toMatch(/<button[^>]*type="button"[^>]*>Jetzt buchen<\/button>/);
  });
});
