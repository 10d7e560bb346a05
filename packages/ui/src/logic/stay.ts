import { nightsBetween, type IsoDate } from './dates';

/**
 * The server's stay rules (apps/api: `validateStay` and the booking schema), applied by the forms before
 * anything is sent, so a guest meets them at the field instead of after a spinner.
 */
export const MIN_STAY_NIGHTS = 1;
export const MAX_ADULTS = 20;
export const MAX_CHILDREN = 20;
export const MAX_GUESTS = 20;

/** A stay needs at least one night: check-out on the check-in day (or before it) is no stay. */
export function hasMinimumStay(checkIn: IsoDate, checkOut: IsoDate): boolean {
  const nights = nightsBetween(checkIn, checkOut);
  return nights !== null && nights >= MIN_STAY_NIGHTS;
}
