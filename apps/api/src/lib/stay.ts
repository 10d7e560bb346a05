import { stayProblems, MAX_GUESTS, MAX_STAY_NIGHTS, type StayProblem } from '@hotel/booking-rules';
import { ApiErrors } from '../errors/catalog.js';

/** The server's words for the stay rules of `@hotel/booking-rules`; all answer `INVALID_DATES` (400). */
const stayMessages = (today: string): Record<StayProblem, string> => ({
  CHECK_IN_INVALID: 'Please enter valid dates',
  CHECK_OUT_INVALID: 'Please enter valid dates',
  CHECK_OUT_NOT_AFTER_CHECK_IN: 'Check-out date must be after check-in date',
  CHECK_IN_IN_PAST: `Check-in date cannot be in the past (today is ${today}).`,
  STAY_TOO_LONG: `A stay can be at most ${MAX_STAY_NIGHTS} nights.`,
});

/**
 * The stay rules for a requested stay [checkIn, checkOut), shared by search and booking, with `today` the hotel's
 * calendar date (`fastify.hotelToday()`). Throws `INVALID_DATES` (400) for the first broken rule.
 */
export function validateStay(checkIn: string, checkOut: string, today: string): void {
  const [problem] = stayProblems({ checkInDate: checkIn, checkOutDate: checkOut }, today);
  if (problem) throw new ApiErrors.INVALID_DATES(stayMessages(today)[problem]);
}

/** The 400 of more guests than one booking takes, for search and booking alike. */
export const guestsTooManyMessage = `A booking can be for at most ${MAX_GUESTS} guests.`;
