// Every screen story laid out at a small phone's, a phone's and a desktop's width, in each locale and both brands: the
// page must not scroll sideways, no text may run out of its box or be cut off, no text may be printed over another or
// over a field, and a desktop screen shows every column of its tables. Which combinations run, and why, is in
// packages/ui/README.md ("The layout check").
import { composeStory, setProjectAnnotations, type Meta, type StoryObj } from '@storybook/react-vite';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import type { StoryLocaleKey } from '../packages/ui/src/stories/locales';
import type { BrandKey } from './brands';
import { findLayoutProblems, type LayoutProblem, type LayoutProblemKind } from './layoutProblems';
import preview from './preview';

type StoryModule = { default: Meta } & Record<string, unknown>;
const screenModules = import.meta.glob<StoryModule>('../packages/ui/src/screens/*.stories.tsx', { eager: true });

setProjectAnnotations([preview]);

type Width = 320 | 375 | 1280;
type Sample = { brand: BrandKey; locale: StoryLocaleKey; widths: Width[] };

/**
 * The combinations that run (every screen story in each): all four locales at 320 px, where text has the least room;
 * German at 375 px; German, the 40 % longer pseudo-locale and right to left at 1280 px, where the admin tables must
 * show every column; Seaside, whose type is larger, in the pseudo-locale at 320 and 1280 px. The full product (4
 * locales × 3 widths × 2 brands, 912 renders) takes twice as long; what it found besides is in packages/ui/README.md.
 */
const samples: Sample[] = [
  { brand: 'default', locale: 'en', widths: [320] },
  { brand: 'default', locale: 'de', widths: [320, 375, 1280] },
  { brand: 'default', locale: 'pseudo', widths: [320, 1280] },
  { brand: 'default', locale: 'rtl', widths: [320, 1280] },
  { brand: 'seaside', locale: 'pseudo', widths: [320, 1280] },
];

/**
 * Problems this check finds that are known and not fixed yet, or kept on purpose, each with its reason. An entry that
 * no longer matches anything in a run that covers it fails the run, so the list only shrinks.
 */
type KnownProblem = { story: string; kind: LayoutProblemKind; widths?: Width[]; locales?: StoryLocaleKey[]; reason: string };
const knownProblems: KnownProblem[] = [
  {
    story: 'Screens/Occupancy/',
    kind: 'text-overlap',
    reason: "on purpose: a conflict's warning sign is drawn over the stays it marks; each night's cell names them",
  },
];

const covers = (known: KnownProblem, story: string, width: Width, locale: StoryLocaleKey) =>
  story.startsWith(known.story) && (!known.widths || known.widths.includes(width)) && (!known.locales || known.locales.includes(locale));

const coveredKnownProblems = new Set<KnownProblem>();
const seenKnownProblems = new Set<KnownProblem>();

let container: HTMLDivElement | undefined;
beforeAll(() => {
  // Storybook's fullscreen layout: the story starts at the page's edge.
  document.body.style.margin = '0';
});
afterEach(() => {
  container?.remove();
});
afterAll(() => {
  const stale = [...coveredKnownProblems].filter((known) => !seenKnownProblems.has(known));
  expect(stale.map((known) => `${known.story} ${known.kind}: no longer found, remove it from knownProblems`)).toEqual([]);
});

/** Two frames: styles are applied and effects that measure (a carousel, a sticky column) have run. */
const settled = () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));

const describeProblem = ({ kind, where, detail }: LayoutProblem) => `${kind}: ${where}: ${detail}`;

describe.each(samples)('$brand brand, $locale', ({ brand, locale, widths }) => {
  describe.each(widths)('%i px', (width) => {
    for (const [file, { default: meta, ...exports }] of Object.entries(screenModules)) {
      for (const [name, story] of Object.entries(exports)) {
        if (name === '__namedExportsOrder') continue;
        // The layout as the story renders it; its play checks behaviour and runs in the storybook and brands projects.
        const Story = composeStory({ ...(story as StoryObj), play: undefined }, meta, { initialGlobals: { brand, locale } }, name);
        const title = `${meta.title ?? file}/${name}`;
        it(title, async () => {
          await page.viewport(width, 800);
          container = document.body.appendChild(document.createElement('div'));
          await Story.run({ canvasElement: container });
          await settled();
          const known = knownProblems.filter((entry) => covers(entry, title, width, locale));
          known.forEach((entry) => coveredKnownProblems.add(entry));
          const problems = findLayoutProblems(container, { viewportWidth: width }).filter((problem) => {
            const entry = known.find((candidate) => candidate.kind === problem.kind);
            if (entry) seenKnownProblems.add(entry);
            return !entry;
          });
          expect(problems.map(describeProblem)).toEqual([]);
        });
      }
    }
  });
});
