import { de as germanDates } from 'date-fns/locale/de';
import * as deMessages from './de.messages';
import type { CompleteMessages, LocalePack } from './defineLocale';

// The kit's own packs are typed constants, not `defineLocale` calls: a bundler drops what a page does not use, and
// defineLocale.test.ts checks them with `defineLocale`.

/**
 * German formats without texts or month names: numbers, money and date patterns, the root's `lang`. The base of a
 * German pack holding only the texts a page uses: `defineLocale({ ...deBase, messages: { Paginator } })` with
 * `Paginator` from '@hotel/ui/locales/de'.
 */
export const deBase: LocalePack = {
  code: 'de-DE',
  datePatterns: { booking: 'd. MMMM yyyy', range: 'dd.MM.yyyy', entry: 'dd.MM.yyyy' },
  messages: {},
};

/** Every text of the kit in German; the compiler fails when a group or key is missing. */
const messages: CompleteMessages = deMessages;

/** German: every text of the kit, German month names, '18. September 2025' and '18.09.2025' dates. */
export const de: LocalePack = { ...deBase, dateLocale: germanDates, messages };
