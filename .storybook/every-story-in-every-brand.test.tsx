// Every story of the kit run again beside the `storybook` project (English, the default brand, React 19): each must
// render, its play function must pass, and it must pass axe (colour contrast included). Play functions find elements
// by role and through the story's messages, so a second hotel's colours and texts, or another language, cannot
// silently break a screen nobody looked at. This project runs on React 18 (vitest.config.ts), the oldest React the
// kit supports. Which brand × locale × scheme combinations run, and why: packages/ui/README.md.
import axe from 'axe-core';
import { composeStory, setProjectAnnotations, type Meta, type StoryObj } from '@storybook/react-vite';
import mswAnnotations from 'msw-storybook-addon/preview';
import { version as reactDomVersion } from 'react-dom';
import { version as reactVersion } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import type { ColorScheme } from '../packages/ui/src';
import { storyLocales, type StoryLocaleKey } from '../packages/ui/src/stories/locales';
import { alternateBrandKeys, brands, type BrandKey } from './brands';
import preview from './preview';
import { storyViewport } from './storyViewport';

type StoryModule = { default: Meta } & Record<string, unknown>;
const storyModules = import.meta.glob<StoryModule>(['../packages/ui/src/**/*.stories.tsx', '../apps/hotel/src/**/*.stories.tsx'], {
  eager: true,
});

// The core annotations (the play context's `canvas` and `userEvent`), React's renderer, MSW (context.msw, for the
// app's screens) and the kit's preview.
setProjectAnnotations([mswAnnotations, preview]);

type A11yParameters = { test?: 'error' | 'todo' | 'off'; config?: { rules?: { id: string; enabled: boolean }[] } };

let container: HTMLDivElement | undefined;
afterEach(() => {
  container?.remove();
});

/** Each story run in `globals` (brand, colour scheme, locale): it renders, its play passes, and axe finds nothing. */
function runStories(globals: { brand: BrandKey; colorScheme: ColorScheme; locale?: StoryLocaleKey }, isSampled: (title: string) => boolean) {
  const projectAnnotations = { initialGlobals: globals };
  for (const [file, { default: meta, ...exports }] of Object.entries(storyModules)) {
    if (!isSampled(meta.title ?? file)) continue;
    for (const [name, story] of Object.entries(exports)) {
      if (name === '__namedExportsOrder') continue;
      const Story = composeStory(story as StoryObj, meta, projectAnnotations, name);
      it(`${meta.title ?? file} / ${name}`, async () => {
        const { width, height } = storyViewport(Story.globals);
        await page.viewport(width, height);
        container = document.body.appendChild(document.createElement('div'));
        // Renders the story, then runs its play function (which fails the test on a failed expectation).
        await Story.run({ canvasElement: container });
        expect(container.childElementCount).toBeGreaterThan(0);
        // A story may fix its own brand, scheme or locale (`SeasideBrand`, `DarkScheme`, `German`); every other one
        // renders in `globals`.
        const expected = { locale: 'en', ...globals, ...meta.globals, ...(story as StoryObj).globals };
        const root = container.querySelector('[data-brand]');
        expect(root?.getAttribute('data-brand')).toBe(expected.brand);
        expect(root?.getAttribute('data-color-scheme')).toBe(expected.colorScheme);
        expect(root?.getAttribute('lang')).toBe(storyLocales[expected.locale as StoryLocaleKey].code);

        const a11y = (Story.parameters?.a11y ?? {}) as A11yParameters;
        if (a11y.test === 'off') return;
        const rules = Object.fromEntries((a11y.config?.rules ?? []).map((rule) => [rule.id, { enabled: rule.enabled }]));
        const { violations } = await axe.run(container, { rules });
        expect(violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)).toEqual([]);
      });
    }
  }
}

it('runs on React 18, the oldest React the kit supports', () => {
  expect([reactVersion, reactDomVersion].map((version) => version.split('.')[0])).toEqual(['18', '18']);
});

// Every story in the other brand and in German at once: beside the `storybook` project's run (the default brand, in
// English), every story then meets each brand and each language the kit ships, with a run fewer than taking them apart.
describe.each(alternateBrandKeys)('every story in the %s brand, in German', (brand) => {
  runStories({ brand, colorScheme: 'light', locale: 'de' }, () => true);
});

// The dark scheme on a sample: every story of all 400-odd in one brand took 102 s on the 2-core machine, too slow for
// `npm test` in both brands. The screens compose every section, so they show each colour role in its real context;
// Foundations shows every token, and the switch is the scheme's own control. (The README says how it is sampled.)
const isDarkSample = (title: string) => /^(Screens|Foundations)\//.test(title) || title === 'Components/ColorSchemeSwitch';

describe.each(Object.keys(brands) as BrandKey[])('the dark scheme in the %s brand', (brand) => {
  runStories({ brand, colorScheme: 'dark' }, isDarkSample);
});

// The pseudo-locales on a sample, as every story in them took too long for `npm test` (the README says how long, and
// how it is sampled). The screens compose every section, so they show each text at its 40 % longer length and each
// layout mirrored. Beside them run the sections whose plays
// depend on the locale beyond their texts: in the pseudo-locale the table that must fit a desktop screen with every
// header, and whose buttons' names must contain their visible texts; right to left, the sections whose arrow keys and
// swipes follow the writing direction.
const localeSampleSections = {
  pseudo: ['Admin/ExistingBookingsTable'],
  rtl: [
    'Booking/RoomGallery',
    'Home/RoomCarousel',
    'Admin/OccupancyTimeline',
    'Components/DateField',
    'Components/BookingDateRangeFilter',
    'Components/AvailabilityCalendar',
  ],
} as const satisfies Partial<Record<StoryLocaleKey, readonly string[]>>;

it('samples sections that exist', () => {
  const titles = new Set(Object.values(storyModules).map((module) => module.default.title));
  expect(Object.values(localeSampleSections).flat().filter((title) => !titles.has(title))).toEqual([]);
});

describe.each(['pseudo', 'rtl'] as const)('the %s locale', (locale) => {
  const sections: readonly string[] = localeSampleSections[locale];
  runStories({ brand: 'default', colorScheme: 'light', locale }, (title) => title.startsWith('Screens/') || sections.includes(title));
});
