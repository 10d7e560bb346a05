import type { StorybookConfig } from '@storybook/react-vite';

const config: StorybookConfig = {
  stories: ['../packages/ui/src/**/*.stories.@(ts|tsx)'],
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
};

export default config;
