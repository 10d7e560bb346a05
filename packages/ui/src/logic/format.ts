import { format } from 'date-fns';
import type { Locale } from 'date-fns';
import { enUS } from 'date-fns/locale/en-US';
import { parseIsoDate } from './dates';

/** The kit's date styles, each a date-fns pattern chosen by the locale pack. */
export type DatePatterns = {
  /** Booking dates (Find My Booking, the profile, the summary). */
  booking: string;
  /** Dates in the admin's booking table and date-range filter. */
  range: string;
};

export type DateStyle = keyof DatePatterns;

/** The English (US) patterns the spec asks for: 'Sep 18th, 2025' and 'Sep 18, 2025'. */
export const datePatterns: DatePatterns = {
  booking: 'MMM do, yyyy',
  range: 'MMM d, yyyy',
};

export type FormatOptions = {
  /** BCP 47 locale for numbers and money. Default 'en-US'. */
  locale?: string;
  /** ISO 4217 currency of prices. Default 'USD' (the spec's '$'). */
  currency?: string;
  /** date-fns locale for month and day names. Default en-US. */
  dateLocale?: Locale;
  /** The pattern of each date style. Default `datePatterns` (US English). */
  datePatterns?: DatePatterns;
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
};

/** The kit's one formatter for money and dates; `useFormat()` returns the provider's instance. */
export function createFormatter({
  locale = 'en-US',
  currency = 'USD',
  dateLocale = enUS,
  datePatterns: patterns = datePatterns,
}: FormatOptions = {}): Formatter {
  const whole = new Intl.NumberFormat(locale, { style: 'currency', currency, minimumFractionDigits: 0, maximumFractionDigits: 0 });
  const cents = new Intl.NumberFormat(locale, { style: 'currency', currency, minimumFractionDigits: 2 });
  return {
    formatMoney: (amount) => (Number.isInteger(amount) ? whole : cents).format(amount),
    formatDate: (isoDate, style) => {
      const date = parseIsoDate(isoDate);
      return date ? format(date, patterns[style], { locale: dateLocale }) : isoDate;
    },
    dateLocale,
  };
}
