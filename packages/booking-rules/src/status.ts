/**
 * The states a guest sees: a booking stands until it is cancelled, and a stay whose check-out day has come (by the
 * hotel's calendar date) is finished.
 */
export type GuestBookingStatus = 'CONFIRMED' | 'CANCELLED' | 'FINISHED';

/** Where a stay stands on the hotel's calendar date `today` (dates `YYYY-MM-DD`). */
export type StayPhase = 'upcoming' | 'underWay' | 'ended';

/** Ended on its check-out day or later; under way from its check-in day until then. */
export function stayPhase(stay: { checkInDate: string; checkOutDate: string }, today: string): StayPhase {
  if (stay.checkOutDate <= today) return 'ended';
  return stay.checkInDate <= today ? 'underWay' : 'upcoming';
}

/**
 * Who may cancel a stay that is not cancelled yet: nobody once it has ended; while it is under way, the hotel (an
 * admin) but not its guest; before, both.
 */
export function mayCancelStay(phase: StayPhase, byAdmin: boolean): boolean {
  return phase === 'upcoming' || (phase === 'underWay' && byAdmin);
}

/** A stored booking status as the guest sees it on `today`: a cancellation, a finished stay, else a confirmed stay. */
export function guestBookingStatus(status: string, stay: { checkInDate: string; checkOutDate: string }, today: string): GuestBookingStatus {
  if (status === 'CANCELLED') return 'CANCELLED';
  return stayPhase(stay, today) === 'ended' ? 'FINISHED' : 'CONFIRMED';
}
