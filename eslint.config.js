import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import storybook from 'eslint-plugin-storybook';
import globals from 'globals';

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'storybook-static/**',
      'test-results/**',
      'data/**',
      'packages/api-client/src/generated/**',
      'public/mockServiceWorker.js',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-eval': 'error',
      'no-implied-eval': 'error',
    },
  },
  {
    files: ['packages/ui/**/*.{ts,tsx}', 'apps/hotel/**/*.{ts,tsx}', '.storybook/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  {
    files: ['packages/ui/**/*.tsx', 'apps/hotel/**/*.tsx'],
    ...jsxA11y.flatConfigs.recommended,
  },
  ...storybook.configs['flat/recommended'],
  {
    // The kit is pure: view models in, events out. No fetching, routing, storage or API types.
    files: ['packages/ui/src/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: ['axios', 'react-router', 'react-router-dom', 'msw', '@hotel/api-client', 'jwt-decode'].map((name) => ({
            name,
            message: '@hotel/ui is pure: the app does fetching, routing and API mapping.',
          })),
          patterns: [
            { group: ['@hotel/api-client/*', '**/apps/**'], message: '@hotel/ui may not import the app or the API client.' },
            { group: ['**/logic/stay', '**/validation/email'], message: 'The stay, guest and email rules live in @hotel/booking-rules.' },
          ],
        },
      ],
      'no-restricted-globals': [
        'error',
        { name: 'localStorage', message: '@hotel/ui has no storage.' },
        { name: 'sessionStorage', message: '@hotel/ui has no storage.' },
        { name: 'fetch', message: '@hotel/ui does no fetching.' },
      ],
    },
  },
  {
    // One router module: react-router-dom (the product's named package). Importing react-router beside it can give
    // two router contexts once Vite pre-bundles them separately, and the routes then lose their router.
    files: ['apps/hotel/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': ['error', { paths: [{ name: 'react-router', message: "Import from 'react-router-dom'." }] }],
    },
  },
  {
    // The rules shared by server, kit and app: pure TypeScript with no runtime dependency, so each can inline it.
    files: ['packages/booking-rules/src/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ regex: '^(?!\\./)', message: '@hotel/booking-rules imports only its own modules.' }] }],
    },
  },
  {
    files: ['apps/api/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['@hotel/ui', '@hotel/ui/*'], message: 'The server does not use the UI kit.' },
            { group: ['**/lib/dates.js'], message: 'Calendar dates and the stay rules live in @hotel/booking-rules.' },
          ],
        },
      ],
    },
  },
);
