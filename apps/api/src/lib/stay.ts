import { ApiErrors } from '../errors/catalog.js';
import { isCalendarDate, nightsBetween } from './dates.js';

/** The longest stay one booking (or search) may cover. */
export const MAX_STAY_NIGHTS = 365;

/**
 * The one rule for a requested stay [checkIn, checkOut), shared by search and booking:
 * both are real calendar dates, at least one night, check-in not before `today` (the hotel's
 * calendar date, `fastify.hotelToday()`), and at most MAX_STAY_NIGHTS nights.
 * Throws `INVALID_DATES` (400) with a message the client can show.
 */
export function validateStay(checkIn: string, checkOut: string, today: string): void {
  if (!isCalendarDate(checkIn) || !isCalendarDate(checkOut)) {
    throw new ApiErrors.INVALID_DATES('Please enter valid dates');
  }
  if (checkOut <= checkIn) {
    throw new ApiErrors.INVALID_DATES('Check-out date must be after check-in date');
  }
  if (checkIn < today) {
    throw new ApiErrors.INVALID_DATES(`Check-in date cannot be in the past (today is ${today}).`);
  }
  if (nightsBetween(checkIn, checkOut) > MAX_STAY_NIGHTS) {
    throw new ApiErrors.INVALID_DATES(`A stay can be at most ${MAX_STAY_NIGHTS} nights.`);
  }
}
