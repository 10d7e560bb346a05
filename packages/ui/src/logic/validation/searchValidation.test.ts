import { describe, expect, it } from 'vitest';
import { validateSearch } from './searchValidation';

describe('validateSearch', () => {
  it('accepts a stay of at least one night', () => {
    expect(validateSearch({ checkInDate: '2025-12-30', checkOutDate: '2026-01-02' })).toEqual([]);
    expect(validateSearch({ checkInDate: '2025-12-31', checkOutDate: '2026-01-01' })).toEqual([]);
  });

  it('refuses a same-day check-out, as the server does', () => {
    expect(validateSearch({ checkInDate: '2025-12-31', checkOutDate: '2025-12-31' })).toEqual([
      { field: 'checkOutDate', message: 'Check-out date must be after check-in date' },
    ]);
  });

  it('asks for valid dates when either date does not parse', () => {
    expect(validateSearch({ checkInDate: '', checkOutDate: '2025-12-31' })).toEqual([
      { field: 'checkInDate', message: 'Please enter valid dates' },
    ]);
    expect(validateSearch({ checkInDate: '2025-12-31', checkOutDate: '2025-11-31' })).toEqual([
      { field: 'checkOutDate', message: 'Please enter valid dates' },
    ]);
  });

  it('rejects a check-out before the check-in', () => {
    expect(validateSearch({ checkInDate: '2026-01-01', checkOutDate: '2025-12-31' })).toEqual([
      { field: 'checkOutDate', message: 'Check-out date must be after check-in date' },
    ]);
  });

  it('refuses more nights than the server takes (it used to let 396 through)', () => {
    expect(validateSearch({ checkInDate: '2026-01-01', checkOutDate: '2027-01-01' })).toEqual([]);
    expect(validateSearch({ checkInDate: '2026-01-01', checkOutDate: '2027-01-02' })).toEqual([
      { field: 'checkOutDate', message: 'A stay can be at most 365 nights.' },
    ]);
    expect(validateSearch({ checkInDate: '2026-01-01', checkOutDate: '2027-02-01' })).toHaveLength(1);
  });

  it('refuses a typed check-in before today, when today is given', () => {
    const stay = { checkInDate: '2026-01-01', checkOutDate: '2026-01-03' };
    expect(validateSearch(stay, undefined, '2026-01-01')).toEqual([]);
    expect(validateSearch(stay, undefined, '2026-01-02')).toEqual([
      { field: 'checkInDate', message: 'Check-in date cannot be in the past.' },
    ]);
  });

  it('uses the given messages', () => {
    const messages = { invalidDates: 'Dates?', checkOutBeforeCheckIn: 'Order!', stayTooLong: 'Long!', checkInPast: 'Past!' };
    expect(validateSearch({ checkInDate: 'x', checkOutDate: 'y' }, messages)[0]?.message).toBe('Dates?');
  });
});
