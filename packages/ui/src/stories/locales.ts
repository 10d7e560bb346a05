import { de } from '../locales/de';
import type { LocalePack } from '../locales/defineLocale';
import { en } from '../locales/en';
import { pseudo, pseudoRtl } from '../catalogue/pseudo';

/** The locale packs of the Storybook toolbar, keyed by the `locale` global. */
export const storyLocales = { en, de, pseudo, rtl: pseudoRtl } as const satisfies Record<string, LocalePack>;
export type StoryLocaleKey = keyof typeof storyLocales;

export const isStoryLocaleKey = (value: unknown): value is StoryLocaleKey =>
  typeof value === 'string' && Object.hasOwn(storyLocales, value);

/** The locale a story renders in: its `locale` global, else English. */
export const storyLocale = (globals: Record<string, unknown>): LocalePack =>
  storyLocales[isStoryLocaleKey(globals.locale) ? globals.locale : 'en'];
