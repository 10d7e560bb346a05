import { describe, expect, it } from 'vitest';
import { validateReservation, validateReservationTotal, type ReservationValues } from './reservationValidation';

const today = '2025-12-30';
const valid: ReservationValues = {
  guestFullName: 'Ada Lovelace',
  guestEmail: 'ada@example.com',
  checkInDate: '2025-12-30',
  checkOutDate: '2026-01-02',
  numOfAdults: 2,
  numOfChildren: 0,
};
const check = (values: Partial<ReservationValues>) => validateReservation({ ...valid, ...values }, today);

describe('validateReservation', () => {
  it('accepts a complete reservation starting today, one night being enough', () => {
    expect(check({})).toEqual([]);
    expect(check({ checkOutDate: '2025-12-31' })).toEqual([]);
  });

  it('lists every message of the spec in the spec order', () => {
    const errors = check({
      guestFullName: '  ',
      guestEmail: 'ada@',
      checkInDate: '',
      checkOutDate: '',
      numOfAdults: 0,
      numOfChildren: null,
    });
    expect(errors).toEqual([
      { field: 'guestFullName', message: 'Please enter your fullname.' },
      { field: 'guestEmail', message: 'Please enter a valid email address.' },
      { field: 'checkInDate', message: 'Please select a check in date.' },
      { field: 'checkOutDate', message: 'Please select a check out date.' },
      { field: 'numOfAdults', message: 'Please select at least 1 adult.' },
      { field: 'numOfChildren', message: 'Select 0 if no children' },
    ]);
  });

  it('rejects a check-out before the check-in, across the year end', () => {
    expect(check({ checkInDate: '2026-01-01', checkOutDate: '2025-12-31' })).toEqual([
      { field: 'checkOutDate', message: 'Check-out date must be after check-in date' },
    ]);
  });

  it('rejects a same-day check-out: a stay is at least one night, as on the server', () => {
    expect(check({ checkOutDate: valid.checkInDate })).toEqual([
      { field: 'checkOutDate', message: 'Check-out date must be after check-in date' },
    ]);
  });

  it("rejects a check-in before the hotel's today", () => {
    expect(check({ checkInDate: '2025-12-29' })).toEqual([
      { field: 'checkInDate', message: 'Check-in date cannot be in the past.' },
    ]);
  });

  it('takes at most 365 nights, as the server does (the form used to let longer stays through)', () => {
    expect(check({ checkInDate: '2025-12-30', checkOutDate: '2026-12-30' })).toEqual([]);
    expect(check({ checkInDate: '2025-12-30', checkOutDate: '2026-12-31' })).toEqual([
      { field: 'checkOutDate', message: 'A stay can be at most 365 nights.' },
    ]);
  });

  it('takes at most 20 adults, 20 children and 20 guests in all', () => {
    expect(check({ numOfAdults: 20, numOfChildren: 0 })).toEqual([]);
    expect(check({ numOfAdults: 1, numOfChildren: 19 })).toEqual([]);
    expect(check({ numOfAdults: 25 })).toEqual([{ field: 'numOfAdults', message: 'At most 20 adults per booking.' }]);
    expect(check({ numOfChildren: 21 })).toEqual([{ field: 'numOfChildren', message: 'At most 20 children per booking.' }]);
    expect(check({ numOfAdults: 15, numOfChildren: 15 })).toEqual([
      { field: 'numOfChildren', message: 'A booking can be for at most 20 guests.' },
    ]);
  });

  it('needs at least one adult even with children', () => {
    expect(check({ numOfAdults: 0, numOfChildren: 2 }).map((e) => e.field)).toEqual(['numOfAdults']);
    expect(check({ numOfAdults: null }).map((e) => e.field)).toEqual(['numOfAdults']);
  });

  it('rejects negative or fractional counts', () => {
    expect(check({ numOfChildren: -1 }).map((e) => e.field)).toEqual(['numOfChildren']);
    expect(check({ numOfAdults: 1.5 }).map((e) => e.field)).toEqual(['numOfAdults']);
  });

  it.each(['ada', 'ada@', 'ada @example.com', '@example.com'])('rejects the email %j', (guestEmail) => {
    expect(check({ guestEmail })).toEqual([{ field: 'guestEmail', message: 'Please enter a valid email address.' }]);
  });

  it('accepts the local address an account may have registered with', () => {
    expect(check({ guestEmail: 'bob@localhost' })).toEqual([]);
  });

  it('treats an impossible date as missing', () => {
    expect(check({ checkInDate: '2025-02-29' })).toEqual([
      { field: 'checkInDate', message: 'Please select a check in date.' },
    ]);
  });
});

describe('validateReservationTotal', () => {
  it('accepts a positive total and rejects zero or less with the period-ended message', () => {
    expect(validateReservationTotal(450)).toBeNull();
    expect(validateReservationTotal(0)).toBe('Check-out date must be after check-in date.');
    expect(validateReservationTotal(-150)).toBe('Check-out date must be after check-in date.');
  });
});
