import type { Message } from '../../messages/Message';
import { parseIsoDate, type IsoDate } from '../dates';
import { hasMinimumStay, MAX_ADULTS, MAX_CHILDREN, MAX_GUESTS } from '../stay';
import { isValidEmail } from './email';
import type { FieldError } from './fieldErrors';

export type ReservationValidationMessages = {
  fullNameRequired: Message;
  emailInvalid: Message;
  checkInRequired: Message;
  checkOutRequired: Message;
  /** Check-in before the hotel's today. */
  checkInPast: Message;
  adultsMinimum: Message;
  /** More adults than one booking takes (MAX_ADULTS). */
  adultsMaximum: Message;
  childrenMinimum: Message;
  /** More children than one booking takes (MAX_CHILDREN). */
  childrenMaximum: Message;
  /** Adults plus children above MAX_GUESTS. */
  guestsMaximum: Message;
  /** Check-out on or before check-in: a stay is at least one night. */
  checkOutBeforeCheckIn: Message;
  /** Shown on the summary when the total payment is not positive (note the final period). */
  totalNotPositive: Message;
};

export const reservationValidationMessages: ReservationValidationMessages = {
  fullNameRequired: 'Please enter your fullname.',
  emailInvalid: 'Please enter a valid email address.',
  checkInRequired: 'Please select a check in date.',
  checkOutRequired: 'Please select a check out date.',
  checkInPast: 'Check-in date cannot be in the past.',
  adultsMinimum: 'Please select at least 1 adult.',
  adultsMaximum: 'At most 20 adults per booking.',
  childrenMinimum: 'Select 0 if no children',
  childrenMaximum: 'At most 20 children per booking.',
  guestsMaximum: 'A booking can be for at most 20 guests.',
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

const isCount = (value: number | null, min: number): value is number =>
  value !== null && Number.isInteger(value) && value >= min;

/**
 * Reservation form, every failing rule in the spec's order, then the server's rules the spec leaves
 * out (check-in not before the hotel's `today`, at least one night, 1–20 adults, 0–20 children, at most 20
 * guests), so nothing the server refuses reaches the summary. Empty means valid.
 * "Adults plus children at least 1" needs no message of its own: at least 1 adult guarantees it.
 */
export function validateReservation(
  values: ReservationValues,
  today: IsoDate,
  messages: ReservationValidationMessages = reservationValidationMessages,
): FieldError<ReservationField>[] {
  const errors: FieldError<ReservationField>[] = [];
  const checkIn = parseIsoDate(values.checkInDate);
  const checkOut = parseIsoDate(values.checkOutDate);
  const adults = values.numOfAdults;
  const children = values.numOfChildren;

  if (!values.guestFullName.trim()) errors.push({ field: 'guestFullName', message: messages.fullNameRequired });
  if (!isValidEmail(values.guestEmail)) errors.push({ field: 'guestEmail', message: messages.emailInvalid });
  if (!checkIn) errors.push({ field: 'checkInDate', message: messages.checkInRequired });
  if (!checkOut) errors.push({ field: 'checkOutDate', message: messages.checkOutRequired });
  if (!isCount(adults, MIN_ADULTS)) errors.push({ field: 'numOfAdults', message: messages.adultsMinimum });
  if (!isCount(children, MIN_CHILDREN)) errors.push({ field: 'numOfChildren', message: messages.childrenMinimum });
  if (checkIn && checkOut && !hasMinimumStay(values.checkInDate, values.checkOutDate)) {
    errors.push({ field: 'checkOutDate', message: messages.checkOutBeforeCheckIn });
  }
  if (checkIn && values.checkInDate < today) {
    errors.push({ field: 'checkInDate', message: messages.checkInPast });
  }
  const adultsFit = isCount(adults, MIN_ADULTS) && adults <= MAX_ADULTS;
  const childrenFit = isCount(children, MIN_CHILDREN) && children <= MAX_CHILDREN;
  if (isCount(adults, MIN_ADULTS) && !adultsFit) {
    errors.push({ field: 'numOfAdults', message: messages.adultsMaximum });
  }
  if (isCount(children, MIN_CHILDREN) && !childrenFit) {
    errors.push({ field: 'numOfChildren', message: messages.childrenMaximum });
  }
  if (adultsFit && childrenFit && adults + children > MAX_GUESTS) {
    errors.push({ field: 'numOfChildren', message: messages.guestsMaximum });
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

declare module '../../messages/allMessages' {
  interface AllMessages {
    ReservationValidation: ReservationValidationMessages;
  }
}
