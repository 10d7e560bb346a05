import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays, addMonths, compareDates, isCalendarDate, isoWeekday, nightsBetween, nightsOf, rangesOverlap, todayIn } from '../src/index.js';

describe('calendar dates', () => {
  it.each(['2025-02-30', '2025-04-31', '2025-13-01', '2025-00-10', '2025-9-18', '18/09/2025', '', '2025-09-18T00:00'])('%j is no calendar date', (value) => {
    expect(isCalendarDate(value)).toBe(false);
  });

  it.each(['2024-02-29', '2025-12-31', '0099-12-31', '9999-01-01'])('%j is a calendar date', (value) => {
    expect(isCalendarDate(value)).toBe(true);
  });

  it('counts nights across month, year and clock-change boundaries', () => {
    expect(nightsBetween('2025-09-18', '2025-09-21')).toBe(3);
    expect(nightsBetween('2025-09-18', '2025-09-18')).toBe(0);
    expect(nightsBetween('2025-09-18', '2025-09-16')).toBe(-2);
    expect(nightsBetween('2024-02-28', '2024-03-01')).toBe(2);
    expect(nightsBetween('2025-12-30', '2026-01-02')).toBe(3);
    expect(nightsBetween('0099-12-31', '0100-01-01')).toBe(1);
    expect(nightsBetween('2025-03-29', '2025-03-31')).toBe(2);
  });

  it('adds days and months on the calendar', () => {
    expect(addDays('2024-02-28', 1)).toBe('2024-02-29');
    expect(addDays('2025-01-01', -1)).toBe('2024-12-31');
    expect(addMonths('2025-01-31', 1)).toBe('2025-02-28');
    expect(addMonths('2024-01-31', 1)).toBe('2024-02-29');
    expect(addMonths('2025-11-15', 2)).toBe('2026-01-15');
  });

  it('names ISO weekdays, Monday 1 to Sunday 7', () => {
    expect(['2025-09-15', '2025-09-16', '2025-09-17', '2025-09-18', '2025-09-19', '2025-09-20', '2025-09-21'].map(isoWeekday)).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });

  it('compares dates and ranges half-open', () => {
    expect(compareDates('2025-01-02', '2025-01-10')).toBeLessThan(0);
    expect(compareDates('2025-01-10', '2025-01-10')).toBe(0);
    expect(rangesOverlap({ startDate: '2025-01-01', endDate: '2025-01-05' }, { startDate: '2025-01-05', endDate: '2025-01-07' })).toBe(false);
    expect(rangesOverlap({ startDate: '2025-01-01', endDate: '2025-01-06' }, { startDate: '2025-01-05', endDate: '2025-01-07' })).toBe(true);
  });

  it("takes the hotel's today in its time zone from an instant", () => {
    const instant = new Date('2025-09-18T23:30:00Z');
    expect(todayIn('UTC', instant)).toBe('2025-09-18');
    expect(todayIn('Europe/Berlin', instant)).toBe('2025-09-19');
    expect(todayIn('America/Los_Angeles', instant)).toBe('2025-09-18');
  });

  it('adding n days gives n nights, and the nights of a range are each day once', () => {
    const date = fc.date({ min: new Date('1970-01-01T00:00:00Z'), max: new Date('2200-12-31T00:00:00Z'), noInvalidDate: true }).map((d) => d.toISOString().slice(0, 10));
    fc.assert(
      fc.property(date, fc.integer({ min: -800, max: 800 }), (start, days) => {
        const end = addDays(start, days);
        expect(isCalendarDate(end)).toBe(true);
        expect(nightsBetween(start, end)).toBe(days);
        const nights = nightsOf({ startDate: start, endDate: end });
        expect(nights).toHaveLength(Math.max(days, 0));
        nights.forEach((night, index) => expect(night).toBe(addDays(start, index)));
      }),
    );
  });
});
