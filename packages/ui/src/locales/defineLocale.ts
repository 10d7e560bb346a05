import type { Locale } from 'date-fns';
import type { DatePatterns } from '../logic/datePatterns';
import type { AllMessages, MessageGroupName } from '../messages/allMessages';

/** A locale's texts: any groups (those left out stay English), each translated completely. */
export type LocaleMessages = { [Name in MessageGroupName]?: AllMessages[Name] };

export type TextDirection = 'ltr' | 'rtl';

/** Languages written right to left (ISO 639 codes). */
const rightToLeftLanguages = new Set(['ar', 'arc', 'ckb', 'dv', 'fa', 'ha', 'he', 'iw', 'khw', 'ks', 'ku', 'ps', 'sd', 'ug', 'ur', 'yi']);

/** The pack's `direction`, else the direction its language is written in. */
export function localeDirection({ code, direction }: Pick<LocalePack, 'code' | 'direction'>): TextDirection {
  if (direction) return direction;
  return rightToLeftLanguages.has(code.split('-')[0]!.toLowerCase()) ? 'rtl' : 'ltr';
}

/** A language and its formats: what `HotelUiProvider`'s `locale` takes. */
export type LocalePack = {
  /** BCP 47 tag for numbers and money, e.g. 'de-DE'; also the kit root's `lang`. */
  code: string;
  /** date-fns locale: month and day names, the day picker's first day of the week. Default en-US. */
  dateLocale?: Locale;
  /** The writing direction, the kit root's `dir`. Default: right to left for Arabic, Hebrew, Persian, Urdu and other
   * right-to-left languages (by the code's language), else left to right. */
  direction?: TextDirection;
  /** The pattern of each of the kit's date styles. */
  datePatterns: DatePatterns;
  /** The kit's texts in this language; groups left out fall back to the English defaults, keys may not. */
  messages: LocaleMessages;
};

/** Every text of every group but the hotel's name (the brand's): a translation the compiler checks for completeness. */
export type CompleteMessages = { [Name in Exclude<keyof AllMessages, 'Brand'>]: AllMessages[Name] };

/** What is wrong with a pack, or `undefined`: for packs built at run time, which the compiler cannot see. */
function localeProblem({ code, direction, datePatterns, messages }: LocalePack): string | undefined {
  try {
    if (Intl.getCanonicalLocales(code).length !== 1) return `code '${code}' is not a language tag`;
  } catch {
    return `code '${code}' is not a language tag`;
  }
  if (direction !== undefined && direction !== 'ltr' && direction !== 'rtl') return `direction '${String(direction)}' is neither 'ltr' nor 'rtl'`;
  for (const style of ['booking', 'range'] as const) {
    if (typeof datePatterns?.[style] !== 'string') return `datePatterns.${style} is missing`;
  }
  for (const [group, texts] of Object.entries(messages ?? {})) {
    for (const [key, text] of Object.entries(texts ?? {})) {
      if (typeof text !== 'function' && (typeof text !== 'string' || text === '')) return `messages.${group}.${key} is missing`;
    }
  }
  return undefined;
}

/**
 * Declares a locale pack. Typed, so misspelled groups and keys, and a key left out of a group, fail type checking;
 * a pack built at run time is checked here: an invalid language code, a date pattern or a text missing throws.
 */
export function defineLocale(pack: LocalePack): LocalePack {
  const problem = localeProblem(pack);
  if (problem) throw new Error(`@hotel/ui: defineLocale('${pack.code}'): ${problem}`);
  return pack;
}
