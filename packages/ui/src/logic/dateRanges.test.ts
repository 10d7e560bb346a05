import { describe, expect, it } from 'vitest';
import { clampRangeDays, daysStartingToday, daysUpToToday, MAX_RANGE_DAYS, staticDateRanges } from './dateRanges';

const rangesOf = (now: Date, weekStartsOn?: 0 | 1) =>
  Object.fromEntries(staticDateRanges(now, weekStartsOn).map(({ key, range }) => [key, range]));

describe('staticDateRanges', () => {
  it('lists the six ranges in display order', () => {
    expect(staticDateRanges(new Date(2025, 8, 18)).map((r) => r.key)).toEqual([
      'today',
      'yesterday',
      'thisWeek',
      'lastWeek',
      'thisMonth',
      'lastMonth',
    ]);
  });

  it('computes them for a Thursday mid-month (weeks from Sunday)', () => {
    expect(rangesOf(new Date(2025, 8, 18, 15, 30))).toEqual({
      today: { start: '2025-09-18', end: '2025-09-18' },
      yesterday: { start: '2025-09-17', end: '2025-09-17' },
      thisWeek: { start: '2025-09-14', end: '2025-09-20' },
      lastWeek: { start: '2025-09-07', end: '2025-09-13' },
      thisMonth: { start: '2025-09-01', end: '2025-09-30' },
      lastMonth: { start: '2025-08-01', end: '2025-08-31' },
    });
  });

  it('honours a Monday week start', () => {
    const ranges = rangesOf(new Date(2025, 8, 14), 1); // a Sunday
    expect(ranges.thisWeek).toEqual({ start: '2025-09-08', end: '2025-09-14' });
    expect(ranges.lastWeek).toEqual({ start: '2025-09-01', end: '2025-09-07' });
  });

  it('crosses the year boundary on January 1st', () => {
    const ranges = rangesOf(new Date(2026, 0, 1));
    expect(ranges.yesterday).toEqual({ start: '2025-12-31', end: '2025-12-31' });
    expect(ranges.lastMonth).toEqual({ start: '2025-12-01', end: '2025-12-31' });
    expect(ranges.thisWeek).toEqual({ start: '2025-12-28', end: '2026-01-03' });
  });

  it('gets last month right from a 31st (no overflow into the current month)', () => {
    expect(rangesOf(new Date(2025, 2, 31)).lastMonth).toEqual({ start: '2025-02-01', end: '2025-02-28' });
    expect(rangesOf(new Date(2024, 2, 31)).lastMonth).toEqual({ start: '2024-02-01', end: '2024-02-29' });
  });
});

describe('clampRangeDays', () => {
  it.each([
    [5, 5],
    [0, 0],
    [-3, 0],
    [99_999, 99_999],
    [100_000, MAX_RANGE_DAYS],
    [2.7, 2],
    [Number.NaN, 0],
    [Number.POSITIVE_INFINITY, MAX_RANGE_DAYS],
    [Number.NEGATIVE_INFINITY, 0],
  ])('clamps %s to %s', (input, expected) => {
    expect(clampRangeDays(input)).toBe(expected);
  });
});

describe('input ranges', () => {
  const now = new Date(2025, 11, 30, 18, 0);

  it('"days up to today" ends today', () => {
    expect(daysUpToToday(3, now)).toEqual({ start: '2025-12-28', end: '2025-12-30' });
    expect(daysUpToToday(31, new Date(2026, 0, 1))).toEqual({ start: '2025-12-02', end: '2026-01-01' });
  });

  it('"days starting today" starts today and crosses the year end', () => {
    expect(daysStartingToday(3, now)).toEqual({ start: '2025-12-30', end: '2026-01-01' });
  });

  it('treats 0 and 1 as just today', () => {
    expect(daysUpToToday(0, now)).toEqual({ start: '2025-12-30', end: '2025-12-30' });
    expect(daysStartingToday(1, now)).toEqual({ start: '2025-12-30', end: '2025-12-30' });
  });

  it('clamps huge and negative inputs', () => {
    expect(daysStartingToday(1_000_000, now)).toEqual(daysStartingToday(MAX_RANGE_DAYS, now));
    expect(daysUpToToday(-10, now)).toEqual({ start: '2025-12-30', end: '2025-12-30' });
  });
});
