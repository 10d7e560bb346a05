import type { Message } from './Message';

/**
 * The texts the app shows for the server's error codes a guest can meet, by code (the server keeps English and stable
 * codes; the app picks the text in the reader's language). English is the server's wording, or the spec's where the
 * spec has one (the login's), word for word.
 */
export type ServerErrorsMessages = {
  /** 409 ROOM_UNAVAILABLE: the nights were taken (a race between Continue and Confirm). */
  roomUnavailable: Message;
  /** 422 OVER_CAPACITY. */
  overCapacity: Message<{ maxAdults: number; maxChildren: number }>;
  /** 422 NIGHT_CLOSED: `date` is the closed night. */
  nightClosed: Message<{ date: string }>;
  /** 422 MIN_STAY_NOT_MET: the season the stay starts in asks for more nights. */
  minStayNotMet: Message<{ checkInDate: string; minNights: number }>;
  /** 400 INVALID_DATES: check-in before the hotel's today. */
  checkInInPast: Message<{ today: string }>;
  /** 400 INVALID_DATES: more nights than one booking takes. */
  stayTooLong: Message<{ maxNights: number }>;
  /** 400 INVALID_DATES: check-out on or before check-in. */
  checkOutNotAfterCheckIn: Message;
  /** 400 INVALID_DATES: a date that is no calendar date. */
  datesInvalid: Message;
  /** 401 INVALID_CREDENTIALS (the spec's login text: it never says whether the email exists). */
  invalidCredentials: Message;
  /** 403 EMAIL_NOT_VERIFIED. */
  emailNotVerified: Message;
  /** 429 RATE_LIMITED: `wait` as the server words it ('60 seconds'). */
  rateLimited: Message<{ wait: string }>;
  /** 400 INVALID_OTP: a sign-up or reset code that is wrong, expired or used. */
  invalidOtp: Message;
  /** 429 OTP_ATTEMPTS_EXCEEDED. */
  otpAttemptsExceeded: Message;
  /** 400 CURRENT_PASSWORD_INCORRECT. */
  currentPasswordIncorrect: Message;
  /** 400 VALIDATION_FAILED for a new password under the strength rule. */
  passwordTooShort: Message<{ min: number }>;
};

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

export const serverErrorsMessages: ServerErrorsMessages = {
  roomUnavailable: 'Sorry, this room is not available for the selected dates.',
  overCapacity: ({ maxAdults, maxChildren }) =>
    `This room sleeps at most ${plural(maxAdults, 'adult', 'adults')} and ${maxChildren === 0 ? 'no children' : plural(maxChildren, 'child', 'children')}.`,
  nightClosed: 'The room is closed on the night of {date}.',
  minStayNotMet: 'A stay starting on {checkInDate} is at least {minNights} nights.',
  checkInInPast: 'Check-in date cannot be in the past (today is {today}).',
  stayTooLong: 'A stay can be at most {maxNights} nights.',
  checkOutNotAfterCheckIn: 'Check-out date must be after check-in date',
  datesInvalid: 'Please enter valid dates',
  invalidCredentials: 'Invalid username or password. Please try again.',
  emailNotVerified: 'Please verify your email with OTP before logging in.',
  rateLimited: 'Too many requests. Please try again in {wait}.',
  invalidOtp: 'Invalid or expired OTP.',
  otpAttemptsExceeded: 'Too many wrong codes. Please request a new OTP.',
  currentPasswordIncorrect: 'Your current password is not correct.',
  passwordTooShort: 'Password must be at least {min} characters',
};

declare module './allMessages' {
  interface AllMessages {
    ServerErrors: ServerErrorsMessages;
  }
}
