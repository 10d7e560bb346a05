/**
 * Calendar dates as `YYYY-MM-DD` strings, the one date shape of stays, rates and bookings. Arithmetic is done in UTC
 * on the calendar date itself, so no time zone or clock change can shift a day; the hotel's "today" is always an
 * argument (see `todayIn`), never read from the machine's clock here.
 */
export type CalendarDate = string;

/** A half-open range of nights [startDate, endDate): `endDate` is the first night not covered (a stay's check-out). */
export type DateRange = { startDate: CalendarDate; endDate: CalendarDate };

const DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;
const DAY_MS = 86_400_000;

/** Milliseconds of the date's UTC midnight; years 0–99 stay themselves (Date.UTC would map them to 1900–1999). */
function toUtcMs(date: CalendarDate): number {
  const match = DATE_PATTERN.exec(date);
  if (!match) return Number.NaN;
  return new Date(0).setUTCFullYear(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
}

function fromUtcMs(ms: number): CalendarDate {
  const date = new Date(ms);
  const pad = (value: number, length: number) => String(value).padStart(length, '0');
  return `${pad(date.getUTCFullYear(), 4)}-${pad(date.getUTCMonth() + 1, 2)}-${pad(date.getUTCDate(), 2)}`;
}

/** Whether `value` is a real calendar date written `YYYY-MM-DD` (2025-02-30 and 2025-9-1 are not). */
export function isCalendarDate(value: string): boolean {
  const ms = toUtcMs(value);
  return !Number.isNaN(ms) && fromUtcMs(ms) === value;
}

/** Negative when `a` comes first, 0 on the same day, positive after (`YYYY-MM-DD` sorts as text). */
export function compareDates(a: CalendarDate, b: CalendarDate): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/** The date `days` calendar days later (earlier when negative). */
export function addDays(date: CalendarDate, days: number): CalendarDate {
  return fromUtcMs(toUtcMs(date) + days * DAY_MS);
}

/** The same day `months` calendar months later, clamped to the end of a shorter month (Jan 31 + 1 → Feb 28/29). */
export function addMonths(date: CalendarDate, months: number): CalendarDate {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const lastDay = new Date(new Date(0).setUTCFullYear(year, month - 1 + months + 1, 0)).getUTCDate();
  return fromUtcMs(new Date(0).setUTCFullYear(year, month - 1 + months, Math.min(day, lastDay)));
}

/** Whole nights from check-in to check-out: 0 on the same day, negative when check-out comes first. */
export function nightsBetween(checkIn: CalendarDate, checkOut: CalendarDate): number {
  return Math.round((toUtcMs(checkOut) - toUtcMs(checkIn)) / DAY_MS);
}

/** ISO weekday of a date: 1 = Monday … 7 = Sunday. */
export function isoWeekday(date: CalendarDate): number {
  return new Date(toUtcMs(date)).getUTCDay() || 7;
}

/** Every night of a half-open range, in order ([] when the range is empty or reversed). */
export function nightsOf({ startDate, endDate }: DateRange): CalendarDate[] {
  const nights: CalendarDate[] = [];
  for (let night = startDate; night < endDate; night = addDays(night, 1)) nights.push(night);
  return nights;
}

/** Whether a night falls in a half-open range. */
export function rangeCovers(range: DateRange, night: CalendarDate): boolean {
  return range.startDate <= night && night < range.endDate;
}

/** Whether two half-open ranges share at least one night (a stay may start on the day another ends). */
export function rangesOverlap(a: DateRange, b: DateRange): boolean {
  return a.startDate < b.endDate && b.startDate < a.endDate;
}

/** One formatter per time zone: building an Intl.DateTimeFormat costs far more than formatting with one. */
const dayFormatters = new Map<string, Intl.DateTimeFormat>();

/** The calendar date at instant `now` in an IANA time zone: the hotel's today is `todayIn(hotelTimeZone, now)`. */
export function todayIn(timeZone: string, now: Date): CalendarDate {
  let formatter = dayFormatters.get(timeZone);
  if (!formatter) {
    // en-CA formats as YYYY-MM-DD.
    formatter = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
    dayFormatters.set(timeZone, formatter);
  }
  return formatter.format(now);
}
