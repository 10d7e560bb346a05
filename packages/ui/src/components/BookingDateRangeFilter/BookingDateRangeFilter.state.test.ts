import { describe, expect, it } from 'vitest';
import { toIsoDate } from '../../logic/dates';
import {
  daysShown,
  filterCalendar,
  initialFilterState,
  isRangeActive,
  monthToShow,
  shownDates,
  transition,
  type FilterState,
} from './BookingDateRangeFilter.state';

const calendar = filterCalendar('2026-11-26');
const month = (iso: string) => toIsoDate(monthToShow({ start: iso, end: iso }, calendar));
const idle: FilterState = initialFilterState(null, calendar);

describe('initialFilterState', () => {
  it("shows the value's month, or today's without one", () => {
    expect(toIsoDate(initialFilterState({ start: '2025-03-04', end: '2025-03-09' }, calendar).month)).toBe('2025-03-01');
    expect(toIsoDate(idle.month)).toBe('2026-11-01');
    expect(idle).toMatchObject({ pendingStart: null, daysDraft: null });
  });
});

describe('transition', () => {
  it('a static range applies at once and shows its month', () => {
    const waiting = { ...idle, pendingStart: '2026-11-02', daysDraft: { field: 'upTo' as const, days: 3 } };
    const { state, change } = transition(waiting, { type: 'staticRangePicked', range: { start: '2026-10-01', end: '2026-10-31' } }, calendar);
    expect(change).toEqual({ range: { start: '2026-10-01', end: '2026-10-31' } });
    expect(state).toMatchObject({ pendingStart: null, daysDraft: null });
    expect(toIsoDate(state.month)).toBe('2026-10-01');
  });

  it('two typed dates apply at once, in calendar order, and show the month', () => {
    const waiting = { ...idle, pendingStart: '2026-11-02' };
    const { state, change } = transition(waiting, { type: 'rangeTyped', range: { start: '2026-09-20', end: '2026-09-03' } }, calendar);
    expect(change).toEqual({ range: { start: '2026-09-03', end: '2026-09-20' } });
    expect(state).toMatchObject({ pendingStart: null, daysDraft: null });
    expect(toIsoDate(state.month)).toBe('2026-09-01');
  });

  it('Clear Filter applies no range and keeps the month', () => {
    const shown = { ...idle, month: new Date(2024, 1, 1), pendingStart: '2024-02-03' };
    const { state, change } = transition(shown, { type: 'cleared' }, calendar);
    expect(change).toEqual({ range: null });
    expect(state).toEqual({ pendingStart: null, daysDraft: null, month: shown.month });
  });

  it('typed days apply the range up to or starting today, clamped, and keep the typed number', () => {
    const upTo = transition(idle, { type: 'daysTyped', field: 'upTo', days: 3 }, calendar);
    expect(upTo.change).toEqual({ range: { start: '2026-11-24', end: '2026-11-26' } });
    expect(upTo.state.daysDraft).toEqual({ field: 'upTo', days: 3 });
    const starting = transition(idle, { type: 'daysTyped', field: 'starting', days: 200_000 }, calendar);
    expect(starting.state.daysDraft).toEqual({ field: 'starting', days: 99_999 });
    expect(starting.change?.range?.start).toBe('2026-11-26');
  });

  it('99999 days up to today shows the last month the calendar can show of the range (its end), not its start', () => {
    const { state } = transition(idle, { type: 'daysTyped', field: 'upTo', days: 99_999 }, calendar);
    expect(toIsoDate(state.month)).toBe('2026-11-01');
  });

  it('an emptied days input waits for a number: nothing applied, a first pick kept', () => {
    const waiting = { ...idle, pendingStart: '2026-11-02' };
    const { state, change } = transition(waiting, { type: 'daysTyped', field: 'starting', days: null }, calendar);
    expect(change).toBeUndefined();
    expect(state).toEqual({ ...waiting, daysDraft: { field: 'starting', days: null } });
  });

  it('leaving a days input drops its draft', () => {
    const typing = { ...idle, daysDraft: { field: 'upTo' as const, days: null } };
    expect(transition(typing, { type: 'daysLeft' }, calendar)).toEqual({ state: { ...typing, daysDraft: null } });
  });

  it('the first calendar pick only marks the start; the second applies the range in calendar order', () => {
    const first = transition(idle, { type: 'dayPicked', day: '2026-11-20' }, calendar);
    expect(first).toEqual({ state: { ...idle, pendingStart: '2026-11-20' } });
    const second = transition(first.state, { type: 'dayPicked', day: '2026-11-12' }, calendar);
    expect(second.change).toEqual({ range: { start: '2026-11-12', end: '2026-11-20' } });
    expect(second.state).toEqual(idle);
    const sameDay = transition(first.state, { type: 'dayPicked', day: '2026-11-20' }, calendar);
    expect(sameDay.change).toEqual({ range: { start: '2026-11-20', end: '2026-11-20' } });
  });

  it('Escape drops a first pick without applying anything', () => {
    const waiting = { ...idle, pendingStart: '2026-11-20' };
    expect(transition(waiting, { type: 'pickCancelled' }, calendar)).toEqual({ state: idle });
  });

  it('month navigation only moves the calendar', () => {
    const shown = new Date(2027, 4, 1);
    expect(transition(idle, { type: 'monthShown', month: shown }, calendar)).toEqual({ state: { ...idle, month: shown } });
  });
});

describe('what the filter shows', () => {
  const lastThreeDays = { start: '2026-11-24', end: '2026-11-26' };

  it('the display shows a waiting first pick alone, else the applied range', () => {
    expect(shownDates(idle, lastThreeDays)).toEqual(lastThreeDays);
    expect(shownDates({ ...idle, pendingStart: '2026-11-02' }, lastThreeDays)).toEqual({ start: '2026-11-02', end: null });
    expect(shownDates(idle, null)).toEqual({ start: null, end: null });
  });

  it('a days input shows its draft, else the length of a range anchored on today', () => {
    expect(daysShown(idle, lastThreeDays, 'upTo', '2026-11-26')).toBe(3);
    expect(daysShown(idle, lastThreeDays, 'starting', '2026-11-26')).toBeNull();
    expect(daysShown({ ...idle, daysDraft: { field: 'starting', days: null } }, lastThreeDays, 'starting', '2026-11-26')).toBeNull();
    expect(daysShown({ ...idle, daysDraft: { field: 'upTo', days: 7 } }, lastThreeDays, 'upTo', '2026-11-26')).toBe(7);
    expect(daysShown({ ...idle, pendingStart: '2026-11-02' }, lastThreeDays, 'upTo', '2026-11-26')).toBeNull();
    expect(daysShown(idle, null, 'upTo', '2026-11-26')).toBeNull();
  });

  it('a static range is pressed while applied and no first pick waits', () => {
    expect(isRangeActive(idle, lastThreeDays, lastThreeDays)).toBe(true);
    expect(isRangeActive(idle, lastThreeDays, { start: '2026-11-26', end: '2026-11-26' })).toBe(false);
    expect(isRangeActive({ ...idle, pendingStart: '2026-11-02' }, lastThreeDays, lastThreeDays)).toBe(false);
    expect(isRangeActive(idle, null, lastThreeDays)).toBe(false);
  });

  it('shows the month of a range the calendar can show', () => {
    expect(month('2026-03-15')).toBe('2026-03-01');
  });
});
