import { describe, expect, it } from 'vitest';
import { validateReservation, validateReservationTotal, type ReservationValues } from './reservationValidation';

const valid: ReservationValues = {
  guestFullName: 'Ada Lovelace',
  guestEmail: 'ada@example.com',
  checkInDate: '2025-12-30',
  checkOutDate: '2026-01-02',
  numOfAdults: 2,
  numOfChildren: 0,
};

describe('validateReservation', () => {
  it('accepts a complete reservation, including a same-day check-out', () => {
    expect(validateReservation(valid)).toEqual([]);
    expect(validateReservation({ ...valid, checkOutDate: valid.checkInDate })).toEqual([]);
  });

  it('lists every message of the spec in the spec order', () => {
    const errors = validateReservation({
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
    expect(validateReservation({ ...valid, checkInDate: '2026-01-01', checkOutDate: '2025-12-31' })).toEqual([
      { field: 'checkOutDate', message: 'Check-out date must be after check-in date' },
    ]);
  });

  it('needs at least one adult even with children', () => {
    expect(validateReservation({ ...valid, numOfAdults: 0, numOfChildren: 2 }).map((e) => e.field)).toEqual([
      'numOfAdults',
    ]);
    expect(validateReservation({ ...valid, numOfAdults: null }).map((e) => e.field)).toEqual(['numOfAdults']);
  });

  it('rejects negative or fractional counts', () => {
    expect(validateReservation({ ...valid, numOfChildren: -1 }).map((e) => e.field)).toEqual(['numOfChildren']);
    expect(validateReservation({ ...valid, numOfAdults: 1.5 }).map((e) => e.field)).toEqual(['numOfAdults']);
  });

  it.each(['ada', 'ada@example', 'ada @example.com', '@example.com'])('rejects the email %j', (guestEmail) => {
    expect(validateReservation({ ...valid, guestEmail })).toEqual([
      { field: 'guestEmail', message: 'Please enter a valid email address.' },
    ]);
  });

  it('treats an impossible date as missing', () => {
    expect(validateReservation({ ...valid, checkInDate: '2025-02-29' })).toEqual([
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
