import { isCalendarDate, nightsBetween, type CalendarDate } from './dates.js';

/** A requested stay: the nights [checkInDate, checkOutDate). */
export type Stay = { checkInDate: CalendarDate; checkOutDate: CalendarDate };

export const MIN_STAY_NIGHTS = 1;
/** The longest stay one booking (or search, or quote) may cover. */
export const MAX_STAY_NIGHTS = 365;

export type StayProblem =
  | 'CHECK_IN_INVALID'
  | 'CHECK_OUT_INVALID'
  | 'CHECK_OUT_NOT_AFTER_CHECK_IN'
  | 'CHECK_IN_IN_PAST'
  | 'STAY_TOO_LONG';

/**
 * Every rule a stay breaks whatever the room, in this order: both dates are calendar dates, at least one night,
 * check-in not before the hotel's `today` (left out when `today` is not given, e.g. a form that does not know it),
 * at most MAX_STAY_NIGHTS nights. Empty when the stay is valid.
 */
export function stayProblems({ checkInDate, checkOutDate }: Stay, today?: CalendarDate): StayProblem[] {
  const problems: StayProblem[] = [];
  const checkInValid = isCalendarDate(checkInDate);
  const checkOutValid = isCalendarDate(checkOutDate);
  if (!checkInValid) problems.push('CHECK_IN_INVALID');
  if (!checkOutValid) problems.push('CHECK_OUT_INVALID');
  const nights = checkInValid && checkOutValid ? nightsBetween(checkInDate, checkOutDate) : null;
  if (nights !== null && nights < MIN_STAY_NIGHTS) problems.push('CHECK_OUT_NOT_AFTER_CHECK_IN');
  if (checkInValid && today !== undefined && checkInDate < today) problems.push('CHECK_IN_IN_PAST');
  if (nights !== null && nights > MAX_STAY_NIGHTS) problems.push('STAY_TOO_LONG');
  return problems;
}
