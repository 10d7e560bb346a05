import type { StorybookConfig } from '@storybook/react-vite';
import { fileURLToPath } from 'node:url';
import { mergeConfig } from 'vite';

/**
 * The app's `@hotel/ui` imports (its screens' stories) resolve to the kit's source: the same modules the preview's
 * HotelUiProvider comes from. The built `dist` would be a second copy, whose contexts that provider does not fill.
 */
export const kitSourceAlias = {
  find: /^@hotel\/ui$/,
  replacement: fileURLToPath(new URL('../packages/ui/src/index.ts', import.meta.url)),
};

const config: StorybookConfig = {
  stories: [
    '../packages/ui/src/guides/*.mdx',
    '../packages/ui/src/**/*.stories.@(ts|tsx)',
    // The app's screens wired to the generated client, answered by MSW.
    '../apps/hotel/src/**/*.stories.@(ts|tsx)',
  ],
  addons: [
    '@storybook/addon-docs',
    '@storybook/addon-a11y',
    '@storybook/addon-vitest',
    // v3 registers its own preview annotations (context.msw in beforeEach); no initialize()/mswLoader.
    'msw-storybook-addon',
  ],
  framework: { name: '@storybook/react-vite', options: {} },
  // Serves mockServiceWorker.js for msw-storybook-addon.
  staticDirs: ['../public', '../apps/hotel/public'],
  core: { disableTelemetry: true },
  // The app's screens import React from apps/hotel, which ships its own React 18: one copy, the workspace's, here.
  viteFinal: (viteConfig) => mergeConfig(viteConfig, { resolve: { alias: [kitSourceAlias], dedupe: ['react', 'react-dom'] } }),
  // A `test-only` story checks behaviour (a keyboard path, a precedence rule, a no-op) rather than showing a state:
  // the story tests run it, the sidebar leaves it out unless the tag filter asks for it, and docs pages never show it.
  tags: { 'test-only': { defaultFilterSelection: 'exclude', excludeFromDocsStories: true } },
};

export default config;
