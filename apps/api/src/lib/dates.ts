/**
 * Calendar-date helpers on `YYYY-MM-DD` strings. Stays are half-open ranges [checkIn, checkOut):
 * a stay may start on the day another ends. All arithmetic is done in UTC on the calendar date
 * itself, so no local time zone can shift a day.
 */
const DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;
const DAY_MS = 86_400_000;

export function isCalendarDate(value: string): boolean {
  const match = DATE_PATTERN.exec(value);
  if (!match) return false;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return date.toISOString().slice(0, 10) === value;
}

function toUtcMs(date: string): number {
  return Date.parse(`${date}T00:00:00Z`);
}

export function addDays(date: string, days: number): string {
  return new Date(toUtcMs(date) + days * DAY_MS).toISOString().slice(0, 10);
}

/** The same day `months` calendar months later, clamped to the end of a shorter month (Jan 31 + 1 → Feb 28/29). */
export function addMonths(date: string, months: number): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const lastDay = new Date(Date.UTC(year, month - 1 + months + 1, 0)).getUTCDate();
  return new Date(Date.UTC(year, month - 1 + months, Math.min(day, lastDay))).toISOString().slice(0, 10);
}

/** Whole nights from check-in to check-out (negative when check-out comes first). */
export function nightsBetween(checkIn: string, checkOut: string): number {
  return Math.round((toUtcMs(checkOut) - toUtcMs(checkIn)) / DAY_MS);
}

/** One formatter per time zone: building an Intl.DateTimeFormat costs far more than formatting with one. */
const dayFormatters = new Map<string, Intl.DateTimeFormat>();

/** Today's calendar date in the given IANA time zone. */
export function todayIn(timeZone: string, now: Date): string {
  let formatter = dayFormatters.get(timeZone);
  if (!formatter) {
    // en-CA formats as YYYY-MM-DD.
    formatter = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
    dayFormatters.set(timeZone, formatter);
  }
  return formatter.format(now);
}

/** Whether two half-open stays [aIn, aOut) and [bIn, bOut) share at least one night. */
export function staysOverlap(aIn: string, aOut: string, bIn: string, bOut: string): boolean {
  return aIn < bOut && bIn < aOut;
}
