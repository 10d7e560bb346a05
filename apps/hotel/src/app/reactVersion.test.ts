import { version as reactVersion } from 'react';
import { version as reactDomVersion } from 'react-dom';
import { expect, it } from 'vitest';
import appPackage from '../../package.json';

// The workspace root holds React 19 for the kit's Storybook; the app ships its own React (see vitest.config.ts).
it('renders the route tests on the React the app ships', () => {
  expect(reactVersion).toBe(appPackage.dependencies.react);
  expect(reactDomVersion).toBe(appPackage.dependencies['react-dom']);
});
