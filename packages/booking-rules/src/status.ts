/** The two states a guest sees: a booking stands until it is cancelled. */
export type GuestBookingStatus = 'CONFIRMED' | 'CANCELLED';

/** A stored booking status as the guest sees it: only a cancellation is news, any other state is a confirmed stay. */
export function guestBookingStatus(status: string): GuestBookingStatus {
  return status === 'CANCELLED' ? 'CANCELLED' : 'CONFIRMED';
}
