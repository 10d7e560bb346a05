import type { Message } from './Message';

/**
 * The texts the app shows for the server's error codes a guest can meet, by code (the server keeps English and stable
 * codes; the app picks the text in the reader's language), and the spec's texts the app puts around them. English is
 * the server's wording, or the spec's where the spec has one (the login's, the prefixes), word for word.
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
  /** 400 VALIDATION_FAILED: a registration without a first name. */
  firstNameRequired: Message;
  /** 400 VALIDATION_FAILED: a registration without a last name. */
  lastNameRequired: Message;
  /** 400 VALIDATION_FAILED: a registration whose email is not valid. */
  emailInvalid: Message;
  /** 400 VALIDATION_FAILED: a field of the request's body longer than the server takes (`field` as the API names it). */
  fieldTooLong: Message<{ field: string; max: number }>;
  /** 403 FORBIDDEN: a call the account may not make. */
  forbidden: Message;
  /** 404 USER_NOT_FOUND. */
  userNotFound: Message;
  /** 404 BOOKING_NOT_FOUND of a look-up by confirmation code (the spec's text). */
  noBookingWithCode: Message<{ code: string }>;
  /** 404 BOOKING_NOT_FOUND of a cancellation. */
  bookingNotFound: Message;
  /** 409 BOOKING_ALREADY_CANCELLED. */
  bookingAlreadyCancelled: Message;
  /** 409 BOOKING_ALREADY_ENDED. */
  bookingAlreadyEnded: Message;
  /** 409 BOOKING_UNDER_WAY: a guest cancelling a stay that has begun. */
  bookingUnderWay: Message;
  /** 404 ROOM_NOT_FOUND (also for an address whose room id is no id at all). */
  roomNotFound: Message;
  /** 409 LAST_ADMIN: closing the last administrator's account. */
  lastAdmin: Message;
  /** 500 INTERNAL. */
  internal: Message;
  /** 503 SERVICE_BUSY. */
  serviceBusy: Message;
  /** 503 DATABASE_UNAVAILABLE. */
  databaseUnavailable: Message;
  /** Find My Booking's failure (the spec's 'Error: ' before the text). */
  findBookingFailed: Message<{ message: string }>;
  /** A look-up by code that failed without a text from the server: the error's own `detail`. */
  findBookingNoText: Message<{ detail: string }>;
  /** A refused cancellation (Find My Booking, Existing Bookings): the text or the error's `detail` after it. */
  cancelBookingFailed: Message<{ detail: string }>;
  /** The register screen's failure (the spec's 'Registration error : ' before the text). */
  registerFailed: Message<{ message: string }>;
  /** A registration that failed without a text from the server: the error's own `detail`. */
  registerNoText: Message<{ detail: string }>;
  /** A room that could not be loaded (Book Room, Edit Room, Room Rates): the text or the error's `detail` after it. */
  fetchRoomFailed: Message<{ detail: string }>;
  /** A booking that failed without a text from the server: the error's own `detail`. */
  bookRoomNoText: Message<{ detail: string }>;
  /** The profile's booking history could not be loaded. */
  fetchUserBookingsFailed: Message;
  /** A sign-up code check that failed without a text from the server. */
  verifyOtpFailed: Message;
  /** A new sign-up code that could not be sent, without a text from the server. */
  resendOtpFailed: Message;
  /** The password change failed without a text from the server (the spec has none of the account texts below). */
  changePasswordFailed: Message;
  /** No reset code could be sent, without a text from the server. */
  forgotPasswordFailed: Message;
  /** The new password could not be set, without a text from the server. */
  resetPasswordFailed: Message;
  /** "Log out of all devices" failed without a text from the server. */
  logOutEverywhereFailed: Message;
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
  firstNameRequired: 'First name is required',
  lastNameRequired: 'Last name is required',
  emailInvalid: 'Valid email is required',
  fieldTooLong: 'body/{field} must NOT have more than {max} characters',
  forbidden: 'You are not allowed to do this.',
  userNotFound: 'User not found.',
  noBookingWithCode: 'No booking found with booking code :{code}',
  bookingNotFound: 'Booking not found.',
  bookingAlreadyCancelled: 'This booking is already cancelled.',
  bookingAlreadyEnded: 'This stay has already ended and can no longer be cancelled.',
  bookingUnderWay: 'This stay has already begun. Please contact the hotel to change it.',
  roomNotFound: 'Room not found.',
  lastAdmin: 'The last administrator account cannot be deleted.',
  internal: 'Something went wrong on our side. Please try again later.',
  serviceBusy: 'The hotel is busy with other requests for this right now. Please try again in a moment.',
  databaseUnavailable: 'The booking system cannot reach its database right now. Please try again shortly.',
  findBookingFailed: 'Error: {message}',
  findBookingNoText: 'Error find booking : {detail}',
  cancelBookingFailed: 'Error cancelling booking :{detail}',
  registerFailed: 'Registration error : {message}',
  registerNoText: 'User registration error : {detail}',
  fetchRoomFailed: 'Error fetching room {detail}',
  bookRoomNoText: 'Error booking room : {detail}',
  fetchUserBookingsFailed: 'Failed to fetch bookings',
  verifyOtpFailed: 'OTP verification failed',
  resendOtpFailed: 'Failed to resend OTP',
  changePasswordFailed: 'Could not change the password. Please try again.',
  forgotPasswordFailed: 'Could not send the code. Please try again.',
  resetPasswordFailed: 'Could not set the new password. Please try again.',
  logOutEverywhereFailed: 'Could not log out of all devices. Please try again.',
};

declare module './allMessages' {
  interface AllMessages {
    ServerErrors: ServerErrorsMessages;
  }
}
