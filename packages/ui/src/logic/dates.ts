// No date-fns here: these run on every page (form validation, today's date), ahead of any date formatting.

/** A calendar date as `YYYY-MM-DD`, the only date shape view models carry. */
export type IsoDate = string;

/** An inclusive range of calendar dates. */
export type IsoDateRange = { start: IsoDate; end: IsoDate };

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * Parses `YYYY-MM-DD` as a local calendar date (midnight local time), or returns null.
 * Never use `new Date('YYYY-MM-DD')`: it parses as UTC midnight and shows the previous day west of Greenwich.
 * Impossible dates such as 2025-02-30 are rejected instead of rolling over.
 */
export function parseIsoDate(value: string): Date | null {
  const match = ISO_DATE.exec(value);
  if (!match) return null;
  const [, y, m, d] = match.map(Number) as [number, number, number, number];
  const date = new Date(y, m - 1, d);
  // `new Date(y, m, d)` maps years 0–99 to 1900–1999; setFullYear does not.
  date.setFullYear(y);
  if (date.getFullYear() !== y || date.getMonth() !== m - 1 || date.getDate() !== d) return null;
  return date;
}

/** The local calendar date of `date` as `YYYY-MM-DD`. */
export function toIsoDate(date: Date): IsoDate {
  const pad = (value: number, length: number) => String(value).padStart(length, '0');
  return `${pad(date.getFullYear(), 4)}-${pad(date.getMonth() + 1, 2)}-${pad(date.getDate(), 2)}`;
}
