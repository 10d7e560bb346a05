// Screen stories (Screens/…) photographed in Chromium at the story's viewport, in every brand and colour scheme, and
// compared with their committed baselines (.storybook/visual-baselines). What is compared, how to update the
// baselines and where the diff report is: docs/testing.md.
import { composeStory, setProjectAnnotations, type Meta, type StoryObj } from '@storybook/react-vite';
import mswAnnotations from 'msw-storybook-addon/preview';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import type { ColorScheme } from '../packages/ui/src';
import type { BrandKey } from './brands';
import preview from './preview';
import { storyViewport } from './storyViewport';

type StoryModule = { default: Meta } & Record<string, unknown>;
const storyModules = import.meta.glob<StoryModule>(['../packages/ui/src/**/*.stories.tsx', '../apps/hotel/src/**/*.stories.tsx'], {
  eager: true,
});
/** The committed baselines, by name (`Home/Default/default-light`); only their names are read here. */
const baselineNames = Object.keys(import.meta.glob('./visual-baselines/**/*.png')).map((file) =>
  file.replace(/^\.\/visual-baselines\//, '').replace(/\.png$/, ''),
);

setProjectAnnotations([mswAnnotations, preview]);

type Look = { brand: BrandKey; scheme: ColorScheme };
type ScreenStory = { meta: Meta; name: string; story: StoryObj; screen: string };

/** The screen stories that show a state (`test-only` stories check behaviour and are not in the sidebar). */
const screenStories: ScreenStory[] = Object.values(storyModules).flatMap(({ default: meta, ...exports }) =>
  meta.title?.startsWith('Screens/')
    ? Object.entries(exports)
        .filter(([name, story]) => name !== '__namedExportsOrder' && !(story as StoryObj).tags?.includes('test-only'))
        .map(([name, story]) => ({ meta, name, story: story as StoryObj, screen: meta.title!.slice('Screens/'.length) }))
    : [],
);

/** Every screen story in each brand and colour scheme (docs/testing.md). */
const looks: Look[] = [
  { brand: 'default', scheme: 'light' },
  { brand: 'default', scheme: 'dark' },
  { brand: 'seaside', scheme: 'light' },
  { brand: 'seaside', scheme: 'dark' },
];

/**
 * The baseline's name, already in the form Vitest's `toMatchScreenshot` sanitizes a name to (spaces to hyphens, other
 * punctuation dropped), so that the stale-baseline check below sees the same names.
 */
const baselineName = (screen: string, story: string, { brand, scheme }: Look) =>
  [screen, story, `${brand}-${scheme}`].map((part) => part.replace(/\s+/g, '-').replace(/[^\w-]+/g, '').replace(/-{2,}/g, '-')).join('/');

/** Fonts loaded, every image in view decoded, and two frames for effects that measure (a carousel, a sticky column). */
async function settled(container: HTMLElement) {
  await document.fonts.ready;
  const isInView = (image: HTMLImageElement) => {
    const box = image.getBoundingClientRect();
    return box.bottom > 0 && box.top < window.innerHeight && box.right > 0 && box.left < window.innerWidth;
  };
  await Promise.all(
    [...container.querySelectorAll('img')].filter(isInView).map((image) =>
      image.decode().catch(() => {
        throw new Error(`The image ${image.currentSrc.slice(0, 80)} did not load.`);
      }),
    ),
  );
  await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
}

let container: HTMLDivElement | undefined;
beforeAll(() => {
  // Storybook's fullscreen layout: the story starts at the page's edge.
  document.body.style.margin = '0';
});
afterEach(() => {
  container?.remove();
});

for (const look of looks) {
  describe(`${look.brand} brand, ${look.scheme} scheme`, () => {
    for (const { meta, name, story, screen } of screenStories) {
      const Story = composeStory(story, meta, { initialGlobals: { brand: look.brand, colorScheme: look.scheme } }, name);
      it(`${meta.title}/${name}`, async () => {
        const { width, height } = storyViewport(Story.globals);
        await page.viewport(width, height);
        container = document.body.appendChild(document.createElement('div'));
        // One viewport per story: what lies below it is clipped (`clip`, unlike `hidden`, keeps sticky elements
        // relative to the page).
        Object.assign(container.style, { height: `${height}px`, overflow: 'clip' });
        // Renders the story and runs its play, which waits for the state the story shows.
        await Story.run({ canvasElement: container });
        await settled(container);
        await expect(container).toMatchScreenshot(baselineName(screen, name, look));
      });
    }
  });
}

it('has a screen story for every committed baseline', () => {
  const expected = new Set(screenStories.flatMap(({ screen, name }) => looks.map((look) => baselineName(screen, name, look))));
  expect(baselineNames.filter((name) => !expected.has(name)).map((name) => `${name}.png: no screen story of that name; delete it`)).toEqual([]);
});
