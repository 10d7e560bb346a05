import { format } from 'date-fns';
import type { Locale } from 'date-fns';
import { enUS } from 'date-fns/locale/en-US';
import { parseIsoDate } from './dates';
import { datePatterns, type DatePatterns, type DateStyle } from './datePatterns';
import { createMoneyFormatter, type MoneyFormatOptions } from './formatMoney';

export { datePatterns, type DatePatterns, type DateStyle } from './datePatterns';

export type FormatOptions = MoneyFormatOptions & {
  /** date-fns locale for month and day names. Default en-US. */
  dateLocale?: Locale;
  /** The pattern of each date style. Default `datePatterns` (US English). */
  datePatterns?: DatePatterns;
  /** The locale's writing direction: right to left, a calendar's ArrowLeft leads to the next day. Default 'ltr'. */
  direction?: 'ltr' | 'rtl';
};

export type Formatter = {
  /** '$150', '$150.50', '$1,200'. Whole amounts have no cents. */
  formatMoney: (amount: number) => string;
  /**
   * A `YYYY-MM-DD` date, read as a local calendar date, in one of the locale's date styles ('booking', 'range').
   * Text that is not a valid ISO date is returned unchanged, so bad data stays visible.
   */
  formatDate: (isoDate: string, style: DateStyle) => string;
  /** The date-fns locale in use, for widgets such as the day picker. */
  dateLocale: Locale;
  /** The writing direction, for widgets such as the day picker. */
  direction: 'ltr' | 'rtl';
};

/** The kit's one formatter for money and dates; `useFormat()` returns the provider's instance. */
export function createFormatter({
  locale,
  currency,
  dateLocale = enUS,
  datePatterns: patterns = datePatterns,
  direction = 'ltr',
}: FormatOptions = {}): Formatter {
  return {
    formatMoney: createMoneyFormatter({ locale, currency }),
    formatDate: (isoDate, style) => {
      const date = parseIsoDate(isoDate);
      return date ? format(date, patterns[style], { locale: dateLocale }) : isoDate;
    },
    dateLocale,
    direction,
  };
}
