// Apart from format.ts and formatMoney.ts: only the admin's reports count and take percentages, so Home never loads it.

export type NumberFormatter = {
  /** A count in the locale's digits and grouping: '1,240' ('1.240' in German). */
  formatCount: (count: number) => string;
  /** A rate of 0–1 as a percentage with at most one decimal: '72.5%' ('72,5 %' in German). */
  formatPercent: (rate: number) => string;
};

/** Counts and percentages for a BCP 47 locale (default 'en-US'). */
export function createNumberFormatter(locale = 'en-US'): NumberFormatter {
  const count = new Intl.NumberFormat(locale, { maximumFractionDigits: 0 });
  const percent = new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 1 });
  return { formatCount: (value) => count.format(value), formatPercent: (rate) => percent.format(rate) };
}
