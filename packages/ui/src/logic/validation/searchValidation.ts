import type { Message } from '../../messages/Message';
import { parseIsoDate, type IsoDate } from '../dates';
import { hasMinimumStay } from '../stay';
import type { FieldError } from './fieldErrors';

export type SearchValidationMessages = {
  invalidDates: Message;
  checkOutBeforeCheckIn: Message;
};

export const searchValidationMessages: SearchValidationMessages = {
  invalidDates: 'Please enter valid dates',
  checkOutBeforeCheckIn: 'Check-out date must be after check-in date',
};

export type SearchValues = { checkInDate: IsoDate; checkOutDate: IsoDate };
export type SearchField = keyof SearchValues;

/**
 * Room search: both dates must parse, then the stay must be at least one night (the server's rule for
 * search and booking alike; the spec let a same-day check-out through). Returns the errors in the spec's order;
 * empty means valid.
 */
export function validateSearch(
  values: SearchValues,
  messages: SearchValidationMessages = searchValidationMessages,
): FieldError<SearchField>[] {
  const checkIn = parseIsoDate(values.checkInDate);
  const checkOut = parseIsoDate(values.checkOutDate);
  if (!checkIn || !checkOut) {
    return [{ field: checkIn ? 'checkOutDate' : 'checkInDate', message: messages.invalidDates }];
  }
  if (!hasMinimumStay(values.checkInDate, values.checkOutDate)) {
    return [{ field: 'checkOutDate', message: messages.checkOutBeforeCheckIn }];
  }
  return [];
}

declare module '../../messages/allMessages' {
  interface AllMessages {
    SearchValidation: SearchValidationMessages;
  }
}
