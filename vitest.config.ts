import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import { kitSourceAlias } from './.storybook/main.ts';
import { baselineDir, reportDir } from './.storybook/visualReport.ts';

const rootDir = path.dirname(fileURLToPath(import.meta.url));

/** Debian's Chromium; Playwright cannot download its own browser on these machines. */
export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const chromiumArgs = [
  '--no-sandbox',
  '--headless',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
const browser = (contextOptions?: { viewport: { width: number; height: number } }) => ({
  enabled: true,
  headless: true,
  provider: playwright({ launchOptions: { executablePath: chromiumPath, args: chromiumArgs }, contextOptions }),
  instances: [{ browser: 'chromium' as const }],
});

/**
 * Node projects run three files at a time, even on 2 cores: their tests mostly wait (PostgreSQL, SMTP, timers), so
 * three workers take the API suite from 873 s to 552 s on the 2-core machine, with no failure. Vitest runs projects of
 * different worker counts in separate groups (`sequence.groupOrder`): the node projects first, then the end-to-end
 * test, then the browser projects, which keep one worker each (one Chromium page at a time).
 */
const nodeGroup = { maxWorkers: 3, sequence: { groupOrder: 0 } };
const e2eGroup = { sequence: { groupOrder: 1 } };
const browserGroup = { sequence: { groupOrder: 2 } };

/** Resolves `react` and `react-dom` (and their subpaths) to the package directories `packageDir` names. */
const reactAliases = (packageDir: (name: string) => string) =>
  ['react', 'react-dom'].map((name) => ({ find: new RegExp(`^${name}(/.*)?$`), replacement: `${packageDir(name)}$1` }));
/** The npm-aliased React 18 packages (react-18, react-dom-18) at the root. */
const react18Aliases = reactAliases((name) => path.join(rootDir, 'node_modules', `${name}-18`));
/** The app's own React 18 (apps/hotel/node_modules). */
const appReactAliases = reactAliases((name) => path.join(rootDir, 'apps/hotel/node_modules', name));

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'booking-rules',
          ...nodeGroup,
          root: path.join(rootDir, 'packages/booking-rules'),
          include: ['test/**/*.test.ts'],
          environment: 'node',
          testTimeout: 30_000,
        },
      },
      {
        test: {
          name: 'api',
          ...nodeGroup,
          root: path.join(rootDir, 'apps/api'),
          include: ['test/**/*.test.ts'],
          environment: 'node',
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'ui',
          ...nodeGroup,
          root: path.join(rootDir, 'packages/ui'),
          include: ['src/**/*.test.{ts,tsx}'],
          environment: 'node',
          provide: { reactMajor: '19' },
          // The convention checks parse every source file: seconds of CPU on a busy 2-core machine, not a hang.
          testTimeout: 30_000,
        },
      },
      {
        // The kit's unit tests that render components (`*.test.tsx`) again on React 18. In Chromium rather than Node:
        // React 18 is installed as npm aliases (react-18, react-dom-18), and only the bundler can point react-dom-18's
        // own `require('react')` at react-18; in Node it would load React 19 beside react-dom 18.
        resolve: { alias: react18Aliases },
        test: {
          name: 'ui-react18',
          ...browserGroup,
          root: path.join(rootDir, 'packages/ui'),
          include: ['src/**/*.test.tsx'],
          provide: { reactMajor: '18' },
          browser: browser(),
        },
      },
      {
        test: {
          // The packed kit as another site uses it: bundle cost per import, and a fresh consumer app on React 18 and 19.
          // Needs the built kit (`npm test` builds it) and the npm registry.
          name: 'kit-package',
          ...nodeGroup,
          root: path.join(rootDir, 'packages/ui'),
          include: ['test/**/*.test.ts'],
          environment: 'node',
          testTimeout: 300_000,
        },
      },
      {
        test: {
          name: 'api-client',
          ...nodeGroup,
          root: path.join(rootDir, 'packages/api-client'),
          include: ['test/**/*.test.ts'],
          environment: 'node',
          testTimeout: 30_000,
        },
      },
      {
        // The app ships React 18 while the workspace root holds React 19: the packages that import React from the root
        // go through Vite here (inline), so that they and the app resolve the app's one copy.
        resolve: {
          alias: [
            ...appReactAliases,
            // Their CommonJS builds (what Node resolves them to here) would `require` React 19 from the root, past any alias.
            ...Object.entries({
              '@testing-library/react': '@testing-library/react/dist/@testing-library/react.esm.js',
              'styled-components': 'styled-components/dist/styled-components.esm.js',
              'react-router-dom': 'react-router-dom/dist/index.mjs',
              'react-router': 'react-router/dist/development/index.mjs',
              'react-router/dom': 'react-router/dist/development/dom-export.mjs',
              '@tanstack/react-virtual': '@tanstack/react-virtual/dist/esm/index.js',
            }).map(([name, esmBuild]) => ({ find: new RegExp(`^${name}$`), replacement: path.join(rootDir, 'node_modules', esmBuild) })),
          ],
        },
        test: {
          // The app's glue: mappers and session, and every route rendered in a DOM (happy-dom) with the client's
          // generated MSW handlers answering its calls.
          name: 'hotel',
          ...nodeGroup,
          server: {
            deps: { inline: [/\/node_modules\/(react-router|react-router-dom|styled-components|@testing-library\/react|react-day-picker|@tanstack\/react-virtual|@visx\/[a-z-]+)\//] },
          },
          root: path.join(rootDir, 'apps/hotel'),
          include: ['src/**/*.test.{ts,tsx}'],
          environment: 'happy-dom',
          setupFiles: ['src/test/setup.ts'],
          testTimeout: 30_000,
        },
      },
      {
        test: {
          // The built app (apps/hotel/dist) served by the real API, driven in Chromium. `npm test` builds first.
          name: 'e2e',
          ...e2eGroup,
          root: path.join(rootDir, 'apps/hotel'),
          include: ['e2e/**/*.test.ts'],
          environment: 'node',
          testTimeout: 180_000,
          hookTimeout: 120_000,
        },
      },
      {
        // Discovered late, storybook/viewport would make Vite reload the test page mid-run on a fresh clone.
        optimizeDeps: { include: ['storybook/viewport'] },
        // On React 18, the oldest React the kit supports (peer range `^18.2 || ^19`; refs, ids and effects differ):
        // the `storybook` project runs every story on React 19, this one every story again on React 18.
        resolve: { alias: [kitSourceAlias, ...react18Aliases] },
        test: {
          name: 'brands',
          ...browserGroup,
          include: ['.storybook/every-story-in-every-brand.test.tsx'],
          testTimeout: 30_000,
          browser: browser(),
        },
      },
      {
        // Every screen story's layout at 320, 375 and 1280 px in each locale and brand (packages/ui/README.md).
        resolve: { alias: [kitSourceAlias] },
        test: {
          name: 'layout',
          ...browserGroup,
          include: ['.storybook/screen-layout.test.tsx', '.storybook/layoutProblems.test.tsx'],
          testTimeout: 30_000,
          browser: { ...browser(), screenshotFailures: false },
        },
      },
      {
        // Every screen story in each brand and scheme against its committed baseline (docs/testing.md).
        optimizeDeps: { include: ['storybook/viewport'] }, // as in `brands`
        resolve: { alias: [kitSourceAlias] },
        test: {
          name: 'visual',
          ...browserGroup,
          include: ['.storybook/visual.test.tsx'],
          // Empties test-results/visual before the run; writes its index.html of the differences after it.
          globalSetup: ['.storybook/visualReport.ts'],
          testTimeout: 90_000,
          browser: {
            // A window larger than the largest story viewport (1200 × 900): Vitest scales the test frame down to fit
            // a smaller one (Playwright's default is 1280 × 720), and the screenshots with it.
            ...browser({ viewport: { width: 1280, height: 1000 } }),
            // The report has the screenshots; Vitest's own failure screenshots (__screenshots__/) would repeat them.
            screenshotFailures: false,
            expect: {
              toMatchScreenshot: {
                comparatorName: 'pixelmatch',
                comparatorOptions: { threshold: 0.01, allowedMismatchedPixels: 0 },
                // Two equal captures in a row make a stable screenshot; on a busy machine one capture took seconds,
                // and the default 5 s failed 8 of 60 (CI run, 27 Nov).
                timeout: 60_000,
                resolveScreenshotPath: ({ root, arg, ext }) => path.join(root, baselineDir, `${arg}${ext}`),
                resolveDiffPath: ({ root, arg, ext }) => path.join(root, reportDir, `${arg}${ext}`),
              },
            },
          },
        },
      },
      {
        extends: true,
        plugins: [storybookTest({ configDir: path.join(rootDir, '.storybook') })],
        test: {
          name: 'storybook',
          ...browserGroup,
          // Every story file in one page: the portable-stories runner mounts each story afresh and cleans up after
          // it, so the page need not be rebuilt per file. React, styled-components and the kit then load once per
          // project instead of once per file (449 s against 96 s for this project alone on the 2-core machine).
          isolate: false,
          testTimeout: 30_000,
          browser: browser(),
        },
      },
    ],
  },
});
