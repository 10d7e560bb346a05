import { format } from 'date-fns';
import type { Locale } from 'date-fns';
import { enUS } from 'date-fns/locale/en-US';
import { parseIsoDate } from './dates';

/** date-fns patterns the spec asks for. */
export const datePatterns = {
  /** Find My Booking and the profile: 'Sep 18th, 2025'. */
  booking: 'MMM do, yyyy',
  /** The booking date-range filter: 'Sep 18, 2025'. */
  range: 'MMM d, yyyy',
} as const;

export type FormatOptions = {
  /** BCP 47 locale for numbers and money. Default 'en-US'. */
  locale?: string;
  /** ISO 4217 currency of prices. Default 'USD' (the spec's '$'). */
  currency?: string;
  /** date-fns locale for month and day names. Default en-US. */
  dateLocale?: Locale;
};

export type Formatter = {
  /** '$150', '$150.50', '$1,200'. Whole amounts have no cents. */
  formatMoney: (amount: number) => string;
  /**
   * A `YYYY-MM-DD` date, read as a local calendar date, in a date-fns pattern (see `datePatterns`).
   * Text that is not a valid ISO date is returned unchanged, so bad data stays visible.
   */
  formatDate: (isoDate: string, pattern: string) => string;
  /** The date-fns locale in use, for widgets such as the day picker. */
  dateLocale: Locale;
};

/** The kit's one formatter for money and dates; `useFormat()` returns the provider's instance. */
export function createFormatter({ locale = 'en-US', currency = 'USD', dateLocale = enUS }: FormatOptions = {}): Formatter {
  const whole = new Intl.NumberFormat(locale, { style: 'currency', currency, minimumFractionDigits: 0, maximumFractionDigits: 0 });
  const cents = new Intl.NumberFormat(locale, { style: 'currency', currency, minimumFractionDigits: 2 });
  return {
    formatMoney: (amount) => (Number.isInteger(amount) ? whole : cents).format(amount),
    formatDate: (isoDate, pattern) => {
      const date = parseIsoDate(isoDate);
      return date ? format(date, pattern, { locale: dateLocale }) : isoDate;
    },
    dateLocale,
  };
}
