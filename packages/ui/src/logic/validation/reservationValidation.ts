import type { Message } from '../../messages/Message';
import { guestProblems, isValidEmail, MAX_STAY_NIGHTS, stayProblems, type GuestProblem, type StayProblem } from '@hotel/booking-rules';
import type { IsoDate } from '../dates';
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
  /** More than MAX_STAY_NIGHTS nights. */
  stayTooLong: Message;
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
  stayTooLong: `A stay can be at most ${MAX_STAY_NIGHTS} nights.`,
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

type Problem = StayProblem | GuestProblem;

/** Each rule's field and message, in the order the form lists them. */
const problemErrors: [Problem, ReservationField, keyof ReservationValidationMessages][] = [
  ['CHECK_IN_INVALID', 'checkInDate', 'checkInRequired'],
  ['CHECK_OUT_INVALID', 'checkOutDate', 'checkOutRequired'],
  ['ADULTS_TOO_FEW', 'numOfAdults', 'adultsMinimum'],
  ['CHILDREN_TOO_FEW', 'numOfChildren', 'childrenMinimum'],
  ['CHECK_OUT_NOT_AFTER_CHECK_IN', 'checkOutDate', 'checkOutBeforeCheckIn'],
  ['CHECK_IN_IN_PAST', 'checkInDate', 'checkInPast'],
  ['STAY_TOO_LONG', 'checkOutDate', 'stayTooLong'],
  ['ADULTS_TOO_MANY', 'numOfAdults', 'adultsMaximum'],
  ['CHILDREN_TOO_MANY', 'numOfChildren', 'childrenMaximum'],
  ['GUESTS_TOO_MANY', 'numOfChildren', 'guestsMaximum'],
];

/**
 * Reservation form, every failing rule in the spec's order, then the server's rules the spec leaves
 * out (`@hotel/booking-rules`: check-in not before the hotel's `today`, one to MAX_STAY_NIGHTS nights, 1–20 adults,
 * 0–20 children, at most 20 guests), so nothing the server refuses reaches the summary. Empty means valid.
 * "Adults plus children at least 1" needs no message of its own: at least 1 adult guarantees it.
 */
export function validateReservation(
  values: ReservationValues,
  today: IsoDate,
  messages: ReservationValidationMessages = reservationValidationMessages,
): FieldError<ReservationField>[] {
  const errors: FieldError<ReservationField>[] = [];
  if (!values.guestFullName.trim()) errors.push({ field: 'guestFullName', message: messages.fullNameRequired });
  if (!isValidEmail(values.guestEmail.trim())) errors.push({ field: 'guestEmail', message: messages.emailInvalid });
  const problems = new Set<Problem>([...stayProblems(values, today), ...guestProblems(values)]);
  for (const [problem, field, message] of problemErrors) {
    if (problems.has(problem)) errors.push({ field, message: messages[message] });
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
