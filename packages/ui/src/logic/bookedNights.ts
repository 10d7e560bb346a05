import { addDays, MIN_STAY_NIGHTS, rateRuleProblems } from '@hotel/booking-rules';
import type { IsoDate } from './dates';

/**
 * A stay's dates, half-open: the nights from `checkInDate` up to, not including, `checkOutDate`.
 * Booked nights use the same shape (the server's merged ranges), so a stay and a booked range compare directly.
 */
export type StayDates = { checkInDate: IsoDate; checkOutDate: IsoDate };

/**
 * Whether the stay shares a night with any booked range: the server's overlap rule (`blocksStay`), so a stay may
 * check out on the day a booked range starts and check in on the day one ends. ISO dates compare as strings.
 */
export function stayCrossesBookedNight(stay: StayDates, booked: readonly StayDates[]): boolean {
  return booked.some((range) => range.checkInDate < stay.checkOutDate && stay.checkInDate < range.checkOutDate);
}

/** Whether the night of `night` (from that day to the next) is booked. */
export function isNightBooked(night: IsoDate, booked: readonly StayDates[]): boolean {
  return booked.some((range) => range.checkInDate <= night && night < range.checkOutDate);
}

/** The first booked night on or after `checkInDate`, or null: the latest check-out a stay from that day can have. */
export function firstBookedNightFrom(checkInDate: IsoDate, booked: readonly StayDates[]): IsoDate | null {
  let first: IsoDate | null = null;
  for (const range of booked) {
    if (range.checkOutDate <= checkInDate) continue;
    const start = range.checkInDate > checkInDate ? range.checkInDate : checkInDate;
    if (first === null || start < first) first = start;
  }
  return first;
}

/** Nights the room is not sold (a closure of the hotel), half-open like a stay, with the hotel's reason if any. */
export type ClosedNights = StayDates & { reason?: string };

/** A minimum stay: a stay whose check-in falls in [checkInDate, checkOutDate) is at least `minNights` nights. */
export type MinimumStay = StayDates & { minNights: number };

/** The closure covering the night of `night`, if any. */
export function closureOf(night: IsoDate, closed: readonly ClosedNights[]): ClosedNights | undefined {
  return closed.find((range) => range.checkInDate <= night && night < range.checkOutDate);
}

/**
 * The fewest nights of a stay that starts on `checkInDate` (1 without a minimum stay there): the booking rules'
 * `rateRuleProblems`, so the calendar and the server agree.
 */
export function minimumNightsFrom(checkInDate: IsoDate, minimumStays: readonly MinimumStay[]): number {
  const seasons = minimumStays.map(({ checkInDate: startDate, checkOutDate: endDate, minNights }) => ({ name: '', startDate, endDate, minNights }));
  const problem = rateRuleProblems({ checkInDate, checkOutDate: addDays(checkInDate, 1) }, { seasons, closures: [] }).find(
    (found) => found.code === 'MIN_STAY_NOT_MET',
  );
  return problem?.code === 'MIN_STAY_NOT_MET' ? problem.minNights : MIN_STAY_NIGHTS;
}
