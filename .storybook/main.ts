import type { StorybookConfig } from '@storybook/react-vite';

const config: StorybookConfig = {
  stories: ['../packages/ui/src/guides/*.mdx', '../packages/ui/src/**/*.stories.@(ts|tsx)'],
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
  // A `test-only` story checks behaviour (a keyboard path, a precedence rule, a no-op) rather than showing a state:
  // the story tests run it, the sidebar leaves it out unless the tag filter asks for it, and docs pages never show it.
  tags: { 'test-only': { defaultFilterSelection: 'exclude', excludeFromDocsStories: true } },
};

export default config;
