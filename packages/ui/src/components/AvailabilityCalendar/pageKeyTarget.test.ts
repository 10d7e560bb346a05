import { describe, expect, it } from 'vitest';
import { pageKeyTarget } from './pageKeyTarget';

describe('pageKeyTarget', () => {
  it('aims at the same day of the next or previous month', () => {
    expect(pageKeyTarget('2026-12-18', 'PageDown', false)).toBe('2027-01-18');
    expect(pageKeyTarget('2027-01-18', 'PageUp', false)).toBe('2026-12-18');
  });

  it("stays in the next month when it is shorter: its last day", () => {
    expect(pageKeyTarget('2027-01-31', 'PageDown', false)).toBe('2027-02-28');
    expect(pageKeyTarget('2027-03-31', 'PageUp', false)).toBe('2027-02-28');
  });

  it('moves a year with Shift', () => {
    expect(pageKeyTarget('2026-12-18', 'PageDown', true)).toBe('2027-12-18');
    expect(pageKeyTarget('2028-02-29', 'PageUp', true)).toBe('2027-02-28');
  });

  it('aims nowhere for other keys or a day that is no date', () => {
    expect(pageKeyTarget('2026-12-18', 'ArrowDown', false)).toBeNull();
    expect(pageKeyTarget('12/18/2026', 'PageDown', false)).toBeNull();
  });
});
