import { parseIsoDate, type IsoDate, type IsoDateRange } from './dates';

/** The fields the date filter reads; any booking view model with them can be filtered. */
export type DatedBooking = { checkInDate: IsoDate; checkOutDate: IsoDate };

/**
 * The booking date-range filter: keeps bookings whose check-in is on or after the range start,
 * whose check-out is on or before the range end, and whose check-out is after the start.
 * With no range every booking is kept. Bookings with unreadable dates never match a range.
 */
export function filterBookingsByDateRange<T extends DatedBooking>(
  bookings: readonly T[],
  range: IsoDateRange | null | undefined,
): T[] {
  if (!range) return [...bookings];
  const start = parseIsoDate(range.start);
  const end = parseIsoDate(range.end);
  if (!start || !end) return [...bookings];
  return bookings.filter((booking) => {
    const checkIn = parseIsoDate(booking.checkInDate);
    const checkOut = parseIsoDate(booking.checkOutDate);
    if (!checkIn || !checkOut) return false;
    return checkIn >= start && checkOut <= end && checkOut > start;
  });
}
