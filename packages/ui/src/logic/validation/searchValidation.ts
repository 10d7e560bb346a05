import type { Message } from '../../messages/Message';
import { MAX_STAY_NIGHTS, stayProblems } from '@hotel/booking-rules';
import type { IsoDate } from '../dates';
import type { FieldError } from './fieldErrors';

export type SearchValidationMessages = {
  invalidDates: Message;
  checkOutBeforeCheckIn: Message;
  /** More than MAX_STAY_NIGHTS nights. */
  stayTooLong: Message;
  /** A check-in date typed before today. */
  checkInPast: Message;
};

export const searchValidationMessages: SearchValidationMessages = {
  invalidDates: 'Please enter valid dates',
  checkOutBeforeCheckIn: 'Check-out date must be after check-in date',
  stayTooLong: `A stay can be at most ${MAX_STAY_NIGHTS} nights.`,
  checkInPast: 'Check-in date cannot be in the past.',
};

export type SearchValues = { checkInDate: IsoDate; checkOutDate: IsoDate };
export type SearchField = keyof SearchValues;

/**
 * Room search, the server's stay rules (`@hotel/booking-rules`): both dates must parse, then at least one night (the
 * spec let a same-day check-out through), at most MAX_STAY_NIGHTS, and with `today` no check-in before it (dates are
 * typed, so the past can be). Returns the first error; empty means valid.
 */
export function validateSearch(
  values: SearchValues,
  messages: SearchValidationMessages = searchValidationMessages,
  today?: IsoDate,
): FieldError<SearchField>[] {
  const [problem] = stayProblems(values, today);
  switch (problem) {
    case undefined:
      return [];
    case 'CHECK_IN_INVALID':
      return [{ field: 'checkInDate', message: messages.invalidDates }];
    case 'CHECK_OUT_INVALID':
      return [{ field: 'checkOutDate', message: messages.invalidDates }];
    case 'CHECK_IN_IN_PAST':
      return [{ field: 'checkInDate', message: messages.checkInPast }];
    case 'STAY_TOO_LONG':
      return [{ field: 'checkOutDate', message: messages.stayTooLong }];
    default:
      return [{ field: 'checkOutDate', message: messages.checkOutBeforeCheckIn }];
  }
}

declare module '../../messages/allMessages' {
  interface AllMessages {
    SearchValidation: SearchValidationMessages;
  }
}
