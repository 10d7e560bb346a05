import { describe, expect, it } from 'vitest';
import { filterBookingsByDateRange } from './bookingFilter';

const booking = (id: number, checkInDate: string, checkOutDate: string) => ({ id, checkInDate, checkOutDate });

const bookings = [
  booking(1, '2025-12-01', '2025-12-05'), // inside
  booking(2, '2025-11-28', '2025-12-03'), // starts before the range
  booking(3, '2025-12-29', '2026-01-02'), // ends after the range
  booking(4, '2025-12-10', '2025-12-31'), // ends on the last day: kept
  booking(5, '2025-12-01', '2025-12-01'), // check-out equals the start: dropped (must be after the start)
  booking(6, 'not a date', '2025-12-05'),
];
const december = { start: '2025-12-01', end: '2025-12-31' };

describe('filterBookingsByDateRange', () => {
  it('keeps everything when there is no range', () => {
    expect(filterBookingsByDateRange(bookings, null)).toEqual(bookings);
    expect(filterBookingsByDateRange(bookings, undefined)).toHaveLength(bookings.length);
  });

  it('keeps bookings that start on/after the start, end on/before the end, and end after the start', () => {
    expect(filterBookingsByDateRange(bookings, december).map((b) => b.id)).toEqual([1, 4]);
  });

  it('treats a one-day range as that whole day', () => {
    const range = { start: '2025-12-05', end: '2025-12-05' };
    expect(filterBookingsByDateRange([booking(1, '2025-12-05', '2025-12-05')], range)).toEqual([]);
    expect(filterBookingsByDateRange([booking(2, '2025-12-04', '2025-12-05')], range)).toEqual([]);
    const twoDays = { start: '2025-12-04', end: '2025-12-05' };
    expect(filterBookingsByDateRange([booking(2, '2025-12-04', '2025-12-05')], twoDays)).toHaveLength(1);
  });

  it('compares dates, not strings, across month ends', () => {
    const range = { start: '2025-01-31', end: '2025-02-28' };
    expect(filterBookingsByDateRange([booking(1, '2025-01-31', '2025-02-01')], range)).toHaveLength(1);
    expect(filterBookingsByDateRange([booking(2, '2025-01-30', '2025-02-01')], range)).toHaveLength(0);
  });

  it('ignores a range whose bounds are unreadable', () => {
    expect(filterBookingsByDateRange(bookings, { start: '', end: '' })).toHaveLength(bookings.length);
  });
});
