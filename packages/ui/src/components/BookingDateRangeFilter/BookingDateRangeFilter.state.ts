import { addYears, endOfMonth, isAfter, isBefore, startOfMonth } from 'date-fns';
import { clampRangeDays, daysStartingToday, daysUpToToday, MAX_RANGE_DAYS } from '../../logic/dateRanges';
import { nightsBetween } from '@hotel/booking-rules';
import { parseIsoDate, type IsoDate, type IsoDateRange } from '../../logic/dates';

/** The two "days" inputs: days up to today, days starting today. */
export type DaysField = 'upTo' | 'starting';

/** The calendar navigates from 100 years back to 20 years ahead. */
const YEARS_BACK = 100;
const YEARS_AHEAD = 20;

/** What the filter's state depends on: today's date, and the calendar's first and last month. */
export type FilterCalendar = { today: IsoDate; todayDate: Date; startMonth: Date; endMonth: Date };

export function filterCalendar(today: IsoDate): FilterCalendar {
  const todayDate = parseIsoDate(today)!;
  return {
    today,
    todayDate,
    startMonth: startOfMonth(addYears(todayDate, -YEARS_BACK)),
    endMonth: endOfMonth(addYears(todayDate, YEARS_AHEAD)),
  };
}

/** The filter's own state; the applied range is the `value` prop. */
export type FilterState = {
  /** The first calendar pick, waiting for the second. */
  pendingStart: IsoDate | null;
  /** What the focused "days" input shows while the user types (the clamped number, or null while empty). */
  daysDraft: { field: DaysField; days: number | null } | null;
  /** The calendar's month. */
  month: Date;
};

export type FilterEvent =
  /** A static range (Today … Last Month). */
  | { type: 'staticRangePicked'; range: IsoDateRange }
  /** A "days" input changed (null: emptied). */
  | { type: 'daysTyped'; field: DaysField; days: number | null }
  /** A "days" input lost focus. */
  | { type: 'daysLeft' }
  /** Both typed dates are real dates (in either order). */
  | { type: 'rangeTyped'; range: IsoDateRange }
  /** A day pressed in the calendar. */
  | { type: 'dayPicked'; day: IsoDate }
  /** Escape in the calendar. */
  | { type: 'pickCancelled' }
  /** The calendar's month navigation. */
  | { type: 'monthShown'; month: Date }
  /** Clear Filter. */
  | { type: 'cleared' };

/** The next state, and the range to emit through `onChange` when the event applies one (null: no filter). */
export type FilterTransition = { state: FilterState; change?: { range: IsoDateRange | null } };

export function initialFilterState(value: IsoDateRange | null, calendar: FilterCalendar): FilterState {
  return { pendingStart: null, daysDraft: null, month: monthToShow(value, calendar) };
}

/**
 * The filter as a small machine. A static range, two typed dates or a typed number of days applies a whole range at once and shows
 * its month; in the calendar the first pick only marks the start and the second applies the range (in calendar
 * order), so the filter never applies a half-chosen range; Escape drops a first pick; an emptied "days" input waits
 * for a number instead of filtering on "0 days".
 */
export function transition(state: FilterState, event: FilterEvent, calendar: FilterCalendar): FilterTransition {
  const apply = (range: IsoDateRange | null, draft: FilterState['daysDraft']): FilterTransition => ({
    state: { pendingStart: null, daysDraft: draft, month: range ? monthToShow(range, calendar) : state.month },
    change: { range },
  });
  switch (event.type) {
    case 'staticRangePicked':
      return apply(event.range, null);
    case 'rangeTyped': {
      // ISO dates compare in calendar order as strings.
      const { start, end } = event.range;
      return apply(start <= end ? event.range : { start: end, end: start }, null);
    }
    case 'cleared':
      return apply(null, null);
    case 'daysTyped': {
      if (event.days === null) return { state: { ...state, daysDraft: { field: event.field, days: null } } };
      const days = clampRangeDays(event.days);
      const range = event.field === 'upTo' ? daysUpToToday(days, calendar.todayDate) : daysStartingToday(days, calendar.todayDate);
      return apply(range, { field: event.field, days });
    }
    case 'daysLeft':
      return { state: { ...state, daysDraft: null } };
    case 'dayPicked': {
      const { pendingStart } = state;
      if (pendingStart === null) return { state: { ...state, pendingStart: event.day } };
      // ISO dates compare in calendar order as strings.
      const [start, end] = event.day < pendingStart ? [event.day, pendingStart] : [pendingStart, event.day];
      return { state: { ...state, pendingStart: null }, change: { range: { start, end } } };
    }
    case 'pickCancelled':
      return { state: { ...state, pendingStart: null } };
    case 'monthShown':
      return { state: { ...state, month: event.month } };
  }
}

/** The dates the display shows: the first pick alone while it waits, else the applied range. */
export function shownDates(state: FilterState, value: IsoDateRange | null): { start: IsoDate | null; end: IsoDate | null } {
  return state.pendingStart
    ? { start: state.pendingStart, end: null }
    : { start: value?.start ?? null, end: value?.end ?? null };
}

/**
 * What a "days" input shows: its draft while focused, else the applied range's length in days when that range ends
 * (up to today) or starts (starting today) today, else nothing.
 */
export function daysShown(state: FilterState, value: IsoDateRange | null, field: DaysField, today: IsoDate): number | null {
  if (state.daysDraft?.field === field) return state.daysDraft.days;
  if (!value || state.pendingStart) return null;
  const anchor = field === 'upTo' ? value.end : value.start;
  if (anchor !== today) return null;
  const span = nightsBetween(value.start, value.end);
  return span === null || span < 0 ? null : Math.min(span + 1, MAX_RANGE_DAYS);
}

/** A static range's button is pressed while that range is applied and no first pick waits. */
export function isRangeActive(state: FilterState, value: IsoDateRange | null, range: IsoDateRange): boolean {
  return !state.pendingStart && value !== null && value.start === range.start && value.end === range.end;
}

/**
 * The month to show for a range: its start's month when the calendar can show it, else its end's
 * (e.g. 99999 days up to today starts before the calendar's first year), else today's.
 */
export function monthToShow(range: IsoDateRange | null, { todayDate, startMonth, endMonth }: FilterCalendar): Date {
  const candidates = range ? [range.start, range.end] : [];
  for (const iso of candidates) {
    const date = parseIsoDate(iso);
    if (date && !isBefore(date, startMonth) && !isAfter(date, endMonth)) return startOfMonth(date);
  }
  return startOfMonth(todayDate);
}
