import { defaultEntryPattern, formatDateEntry } from '../logic/dateEntry';
import { createFormatter, type Formatter } from '../logic/format';
import { de } from '../locales/de';
import { localeDirection, type LocalePack } from '../locales/defineLocale';
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

/**
 * The kit's formatter as the story's provider sets it up (the locale's money, date patterns and month names), for
 * play functions that find formatted dates and prices: `storyFormat(globals).formatDate('2026-12-01', 'range')`.
 */
export function storyFormat(globals: Record<string, unknown>): Formatter {
  const { code, dateLocale, datePatterns } = storyLocale(globals);
  return createFormatter({ locale: code, dateLocale, datePatterns });
}

/**
 * A date as typed into a date field in the story's locale, in its entry pattern ('12/31/2025', '31.12.2025');
 * `unpadded` leaves out the leading zeros a person may skip ('2/1/2027', '1.2.2027').
 */
export function typedDate(globals: Record<string, unknown>, iso: string, { unpadded = false } = {}): string {
  const typed = formatDateEntry(iso, storyLocale(globals).datePatterns.entry ?? defaultEntryPattern);
  return unpadded ? typed.replace(/\b0(\d)/g, '$1') : typed;
}

/** The day the story's locale starts its weeks on: 0 (Sunday) in en-US, 1 (Monday) in German. */
export const storyWeekStartsOn = (globals: Record<string, unknown>): number => storyLocale(globals).dateLocale?.options?.weekStartsOn ?? 0;

/** Whether the story's locale is written right to left. */
export const isStoryRtl = (globals: Record<string, unknown>): boolean => localeDirection(storyLocale(globals)) === 'rtl';

/**
 * The arrow keys (userEvent syntax) that lead to the next and the previous item along a row in the story's writing
 * direction: right to left, the next photo, slide or night lies to the left, so ArrowLeft leads to it (WAI-ARIA APG).
 */
export function storyArrows(globals: Record<string, unknown>): { next: string; previous: string } {
  return isStoryRtl(globals)
    ? { next: '{ArrowLeft}', previous: '{ArrowRight}' }
    : { next: '{ArrowRight}', previous: '{ArrowLeft}' };
}
