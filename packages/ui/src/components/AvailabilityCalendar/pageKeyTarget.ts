import { addMonths, addYears } from 'date-fns';
import { parseIsoDate, toIsoDate, type IsoDate } from '../../logic/dates';

// date-fns, not @hotel/booking-rules' addMonths: that module is on the home page's first JavaScript, and whatever
// of it the calendar used would go there too.

/**
 * The day Page Up / Page Down (with Shift: a year) aims at from `day`, as react-day-picker counts it (the same day
 * of the month before or after, or that month's last day), or null for any other key.
 */
export function pageKeyTarget(day: IsoDate, key: string, shiftKey: boolean): IsoDate | null {
  const from = parseIsoDate(day);
  if (!from || (key !== 'PageUp' && key !== 'PageDown')) return null;
  const step = key === 'PageDown' ? 1 : -1;
  return toIsoDate(shiftKey ? addYears(from, step) : addMonths(from, step));
}
