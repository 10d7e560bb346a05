import type { Message } from '../../messages/Message';
import { parseIsoDate, type IsoDate } from '../dates';
import type { FieldError } from './fieldErrors';

export type ReservationValidationMessages = {
  fullNameRequired: Message;
  emailInvalid: Message;
  checkInRequired: Message;
  checkOutRequired: Message;
  adultsMinimum: Message;
  childrenMinimum: Message;
  checkOutBeforeCheckIn: Message;
  /** Shown on the summary when the total payment is not positive (note the final period). */
  totalNotPositive: Message;
};

export const reservationValidationMessages: ReservationValidationMessages = {
  fullNameRequired: 'Please enter your fullname.',
  emailInvalid: 'Please enter a valid email address.',
  checkInRequired: 'Please select a check in date.',
  checkOutRequired: 'Please select a check out date.',
  adultsMinimum: 'Please select at least 1 adult.',
  childrenMinimum: 'Select 0 if no children',
  checkOutBeforeCheckIn: 'Check-out date must be after check-in date',
  totalNotPositive: 'Check-out date must be after check-in date.',
};

/** The reservation form's values; names follow the booking request. Counts are null while empty. */
export type ReservationValues = {
  guestFullName: string;
  guestEmail: string;
  checkInDate: IsoDate;
  checkOutDate: IsoDate;
  numOfAdults: number | null;
  numOfChildren: number | null;
};
export type ReservationField = keyof ReservationValues;

export const MIN_ADULTS = 1;
export const MIN_CHILDREN = 0;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * Reservation form (spec §5), every failing rule in the spec's order; empty means valid.
 * "Adults plus children at least 1" needs no message of its own: at least 1 adult and
 * at least 0 children already guarantee it. A same-day check-out passes here; the summary
 * then rejects its zero total through `validateReservationTotal`.
 */
export function validateReservation(
  values: ReservationValues,
  messages: ReservationValidationMessages = reservationValidationMessages,
): FieldError<ReservationField>[] {
  const errors: FieldError<ReservationField>[] = [];
  const checkIn = parseIsoDate(values.checkInDate);
  const checkOut = parseIsoDate(values.checkOutDate);
  const adults = values.numOfAdults;
  const children = values.numOfChildren;

  if (!values.guestFullName.trim()) errors.push({ field: 'guestFullName', message: messages.fullNameRequired });
  if (!EMAIL.test(values.guestEmail.trim())) errors.push({ field: 'guestEmail', message: messages.emailInvalid });
  if (!checkIn) errors.push({ field: 'checkInDate', message: messages.checkInRequired });
  if (!checkOut) errors.push({ field: 'checkOutDate', message: messages.checkOutRequired });
  if (adults === null || !Number.isInteger(adults) || adults < MIN_ADULTS) {
    errors.push({ field: 'numOfAdults', message: messages.adultsMinimum });
  }
  if (children === null || !Number.isInteger(children) || children < MIN_CHILDREN) {
    errors.push({ field: 'numOfChildren', message: messages.childrenMinimum });
  }
  if (checkIn && checkOut && checkOut < checkIn) {
    errors.push({ field: 'checkOutDate', message: messages.checkOutBeforeCheckIn });
  }
  return errors;
}

/** The summary's check: a total payment that is not positive (e.g. zero nights) is an error. */
export function validateReservationTotal(
  total: number,
  messages: ReservationValidationMessages = reservationValidationMessages,
): string | null {
  return total > 0 ? null : messages.totalNotPositive;
}
