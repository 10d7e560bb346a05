import {
  addDays,
  addMonths,
  endOfMonth,
  endOfWeek,
  startOfDay,
  startOfMonth,
  startOfWeek,
  type Day,
} from 'date-fns';
import { toIsoDate, type IsoDateRange } from './dates';

/** Keys of the date picker's static ranges, in display order; labels come from messages. */
export const staticRangeKeys = ['today', 'yesterday', 'thisWeek', 'lastWeek', 'thisMonth', 'lastMonth'] as const;
export type StaticRangeKey = (typeof staticRangeKeys)[number];

export type StaticRange = { key: StaticRangeKey; range: IsoDateRange };

/** 0 = Sunday … 6 = Saturday. */
export type WeekStart = Day;

/** Largest value the "days" inputs accept (clamped to 0..99999, as the spec says). */
export const MAX_RANGE_DAYS = 99_999;

/**
 * The static ranges Today, Yesterday, This Week, Last Week, This Month and Last Month,
 * relative to `now` (local calendar), with weeks starting on `weekStartsOn`.
 */
export function staticDateRanges(now: Date, weekStartsOn: WeekStart = 0): StaticRange[] {
  const today = startOfDay(now);
  const lastWeek = addDays(today, -7);
  const lastMonth = addMonths(today, -1);
  const ranges: Record<StaticRangeKey, [Date, Date]> = {
    today: [today, today],
    yesterday: [addDays(today, -1), addDays(today, -1)],
    thisWeek: [startOfWeek(today, { weekStartsOn }), endOfWeek(today, { weekStartsOn })],
    lastWeek: [startOfWeek(lastWeek, { weekStartsOn }), endOfWeek(lastWeek, { weekStartsOn })],
    thisMonth: [startOfMonth(today), endOfMonth(today)],
    lastMonth: [startOfMonth(lastMonth), endOfMonth(lastMonth)],
  };
  return staticRangeKeys.map((key) => {
    const [start, end] = ranges[key];
    return { key, range: { start: toIsoDate(start), end: toIsoDate(end) } };
  });
}

/** Clamps a "days" input to a whole number in 0..99999; anything unreadable becomes 0. */
export function clampRangeDays(value: number): number {
  if (!Number.isFinite(value)) return value === Infinity ? MAX_RANGE_DAYS : 0;
  return Math.min(MAX_RANGE_DAYS, Math.max(0, Math.trunc(value)));
}

/** "N days up to today": the N calendar days ending today (0 and 1 both mean just today). */
export function daysUpToToday(days: number, now: Date): IsoDateRange {
  const today = startOfDay(now);
  const span = Math.max(clampRangeDays(days), 1) - 1;
  return { start: toIsoDate(addDays(today, -span)), end: toIsoDate(today) };
}

/** "N days starting today": the N calendar days starting today (0 and 1 both mean just today). */
export function daysStartingToday(days: number, now: Date): IsoDateRange {
  const today = startOfDay(now);
  const span = Math.max(clampRangeDays(days), 1) - 1;
  return { start: toIsoDate(today), end: toIsoDate(addDays(today, span)) };
}
