// Apart from format.ts (which needs date-fns): a locale pack declares its patterns without loading the formatter.

/** The kit's date styles, each a date-fns pattern chosen by the locale pack. */
export type DatePatterns = {
  /** Booking dates (Find My Booking, the profile, the summary). */
  booking: string;
  /** Dates in the admin's booking table and date-range filter. */
  range: string;
  /**
   * How dates are typed into a date field: numbers only, `dd`, `MM` and `yyyy` in the locale's order with its
   * separators ('MM/dd/yyyy', 'dd.MM.yyyy'). Default 'MM/dd/yyyy'.
   */
  entry?: string;
};

export type DateStyle = 'booking' | 'range';

/** The English (US) patterns the spec asks for: 'Sep 18th, 2025' and 'Sep 18, 2025'. */
export const datePatterns: DatePatterns = {
  booking: 'MMM do, yyyy',
  range: 'MMM d, yyyy',
  entry: 'MM/dd/yyyy',
};
