// No date-fns here: the date field is on the home page's first JavaScript, and a numeric pattern needs no locale data.
import { isCalendarDate } from '@hotel/booking-rules';
import type { IsoDate } from './dates';

/** The US English way of typing a date, for packs that name none. */
export const defaultEntryPattern = 'MM/dd/yyyy';

const FIELDS = /yyyy|MM|dd/g;

/**
 * A typed date as `YYYY-MM-DD`, or null when it is not a real date: the day, month and year in the order of
 * `pattern` ('dd.MM.yyyy', 'MM/dd/yyyy'), with any separators and one- or two-digit days and months
 * ('1.2.2027'). A `YYYY-MM-DD` date is taken as it is.
 */
export function parseDateEntry(text: string, pattern: string): IsoDate | null {
  const typed = text.trim();
  if (isCalendarDate(typed)) return typed;
  const numbers = typed.split(/\D+/).filter(Boolean);
  const order = pattern.match(FIELDS) ?? [];
  if (numbers.length !== 3 || order.length !== 3) return null;
  const parts: Record<string, string> = {};
  order.forEach((field, index) => {
    parts[field] = (numbers[index] ?? '').padStart(2, '0');
  });
  const iso = `${parts.yyyy}-${parts.MM}-${parts.dd}`;
  return isCalendarDate(iso) ? iso : null;
}

/** A `YYYY-MM-DD` date as typed in `pattern` ('2027-02-01' → '01.02.2027'); other text is returned unchanged. */
export function formatDateEntry(isoDate: string, pattern: string): string {
  if (!isCalendarDate(isoDate)) return isoDate;
  const [yyyy, MM, dd] = isoDate.split('-');
  const parts: Record<string, string | undefined> = { yyyy, MM, dd };
  return pattern.replace(FIELDS, (field) => parts[field] ?? field);
}
