import type { Locale } from 'date-fns';
import type { DatePatterns } from '../logic/datePatterns';
import type { AllMessages, MessagesPack } from '../messages/allMessages';

/** A language and its formats: what `HotelUiProvider`'s `locale` takes. */
export type LocalePack = {
  /** BCP 47 tag for numbers and money, e.g. 'de-DE'; also the kit root's `lang`. */
  code: string;
  /** date-fns locale: month and day names, the day picker's first day of the week. Default en-US. */
  dateLocale?: Locale;
  /** The pattern of each of the kit's date styles. */
  datePatterns: DatePatterns;
  /** The kit's texts in this language; groups or keys left out fall back to the English defaults. */
  messages: MessagesPack;
};

/** Every text of every group but the hotel's name (the brand's): a translation the compiler checks for completeness. */
export type CompleteMessages = { [Name in Exclude<keyof AllMessages, 'Brand'>]: AllMessages[Name] };

/** Declares a locale pack (typed, so misspelled groups and keys fail type checking). */
export function defineLocale(pack: LocalePack): LocalePack {
  return pack;
}
