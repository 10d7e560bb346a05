import type { Decorator, Preview } from '@storybook/react-vite';
import { lazy, Suspense } from 'react';
import { configure } from 'storybook/test';
// From the kit's index, so every message group's registration (declaration merging) is in this program.
import { colorSchemes, type ColorScheme } from '../packages/ui/src';
import { storyLocale } from '../packages/ui/src/stories/locales';
import { HotelUiProvider } from '../packages/ui/src/provider/HotelUiProvider';
import { brands, isBrandKey } from './brands';
import { StorybookLink } from './StorybookLink';

// Play functions wait for states (findBy…, waitFor) instead of racing the clock; on a busy machine a state can take
// seconds to settle, so the wait gives up after 10 s rather than Testing Library's default 1 s.
configure({ asyncUtilTimeout: 10_000 });

const isColorScheme = (value: unknown): value is ColorScheme => colorSchemes.includes(value as ColorScheme);

/** The one decorator: every story renders inside HotelUiProvider for the toolbar's brand, locale and colour scheme. */
const withHotelUi: Decorator = (Story, context) => {
  const brand = brands[isBrandKey(context.globals.brand) ? context.globals.brand : 'default'];
  const colorScheme = isColorScheme(context.globals.colorScheme) ? context.globals.colorScheme : 'light';
  return (
    <HotelUiProvider
      brand={brand}
      locale={storyLocale(context.globals)}
      colorScheme={colorScheme}
      linkComponent={StorybookLink}
    >
      <div style={{ padding: '1rem' }}>
        <Story />
      </div>
    </HotelUiProvider>
  );
};

// Loaded with the docs only: the story tests import this preview, and a dependency (here the docs blocks) that Vite
// discovers mid-run reloads their page (see vitest.config.ts).
const DocsPageWithAccessibility = lazy(() => import('./DocsPageWithAccessibility'));

/** Each docs page: autodocs (title, description, primary story, controls, stories), then the accessibility statement. */
function DocsPage() {
  return (
    <Suspense fallback={null}>
      <DocsPageWithAccessibility />
    </Suspense>
  );
}

const preview: Preview = {
  tags: ['autodocs'],
  parameters: {
    // Axe violations fail the story tests.
    a11y: { test: 'error' },
    docs: { page: DocsPage },
    layout: 'fullscreen',
    // Guides first, then whole screens (in the order a guest meets them), then the sections grouped by the screens
    // they make up (Home, Booking, Account, Admin, and the Layout every screen shares), then the building blocks.
    options: {
      storySort: {
        order: [
          'Guides',
          ['Getting started', 'Theming', 'Messages and locales'],
          'Foundations',
          'Screens',
          [
            'Home',
            'Browse All Rooms',
            'Book Room',
            'Booking Success',
            'Find My Booking',
            'Login',
            'Register',
            'Verify OTP',
            'Profile',
            'Admin Panel',
            'Existing Rooms',
            'Add Room',
            'Edit Room',
            'Existing Bookings',
          ],
          'App',
          'Home',
          'Booking',
          'Account',
          'Admin',
          'Layout',
          'Components',
          'Primitives',
        ],
      },
    },
  },
  globalTypes: {
    brand: {
      description: 'Brand pack (tokens + messages)',
      toolbar: {
        title: 'Brand',
        icon: 'paintbrush',
        items: [
          { value: 'default', title: 'HavenHub (default)' },
          { value: 'seaside', title: 'Seaside Inn' },
        ],
        dynamicTitle: true,
      },
    },
    colorScheme: {
      description: "Colour scheme (the brand's light or dark palette, or the system's preference)",
      toolbar: {
        title: 'Scheme',
        icon: 'mirror',
        items: [
          { value: 'light', title: 'Light' },
          { value: 'dark', title: 'Dark' },
          { value: 'system', title: 'Follow the system' },
        ],
        dynamicTitle: true,
      },
    },
    locale: {
      // Play functions find elements through the story's messages, so every story passes in every locale.
      description: 'Locale pack (texts, writing direction, date and number formats)',
      toolbar: {
        title: 'Locale',
        icon: 'globe',
        items: [
          { value: 'en', title: 'English' },
          { value: 'de', title: 'Deutsch' },
          { value: 'pseudo', title: 'Pseudo (accented, 40 % longer)' },
          { value: 'rtl', title: 'Pseudo right to left' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { brand: 'default', colorScheme: 'light', locale: 'en' },
  decorators: [withHotelUi],
};

export default preview;
