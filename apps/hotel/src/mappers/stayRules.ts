import type { ReservationField, ReservationView } from '@hotel/ui';
import { errorCode } from './errorMessage';

/** What a room sleeps, as the API gives it. */
export type RoomCapacity = { maxAdults: number; maxChildren: number };

/**
 * The reservation form's field a refusal of the room's rules is about (the quote's and booking's 422s), so its text
 * shows there: too many guests at the count over the room's capacity (adults unless only the children are over), a
 * closed night at the check-in, a minimum stay not met at the check-out. Null for any other failure.
 */
export function stayRuleField(error: unknown, reservation: ReservationView, capacity: RoomCapacity | undefined): ReservationField | null {
  switch (errorCode(error)) {
    case 'OVER_CAPACITY':
      return capacity && reservation.numOfAdults <= capacity.maxAdults && reservation.numOfChildren > capacity.maxChildren ? 'numOfChildren' : 'numOfAdults';
    case 'NIGHT_CLOSED':
      return 'checkInDate';
    case 'MIN_STAY_NOT_MET':
      return 'checkOutDate';
    default:
      return null;
  }
}
