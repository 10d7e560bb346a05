import type { BookingView } from '../types/views';

/** Whether a booking offers Cancel: a confirmed one (not cancelled, not finished), unless this viewer may not cancel it. */
export function isCancellable(booking: Pick<BookingView, 'status' | 'canCancel'>): boolean {
  return booking.status === 'CONFIRMED' && booking.canCancel !== false;
}
