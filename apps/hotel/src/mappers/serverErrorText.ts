import { useCallback, useMemo } from 'react';
import type { ApiErrorCode } from '@hotel/api-client';
import { formatMessage, serverErrorsMessages, useFormat, useMessages, type ServerErrorsMessages } from '@hotel/ui';
import { bestDetail, errorCode, serverMessage } from './errorMessage';

const isoDate = /\d{4}-\d{2}-\d{2}/;

/** The kit's ServerErrors messages without parameters (the others need details read from the server's message). */
type PlainServerError = { [Key in keyof ServerErrorsMessages]: ServerErrorsMessages[Key] extends string ? Key : never }[keyof ServerErrorsMessages];

/** The codes whose text is one message of the kit's, whatever the server's message says. */
const textByCode: Partial<Record<ApiErrorCode, PlainServerError>> = {
  ROOM_UNAVAILABLE: 'roomUnavailable',
  INVALID_CREDENTIALS: 'invalidCredentials',
  EMAIL_NOT_VERIFIED: 'emailNotVerified',
  INVALID_OTP: 'invalidOtp',
  OTP_ATTEMPTS_EXCEEDED: 'otpAttemptsExceeded',
  CURRENT_PASSWORD_INCORRECT: 'currentPasswordIncorrect',
  FORBIDDEN: 'forbidden',
  USER_NOT_FOUND: 'userNotFound',
  BOOKING_ALREADY_CANCELLED: 'bookingAlreadyCancelled',
  BOOKING_ALREADY_ENDED: 'bookingAlreadyEnded',
  BOOKING_UNDER_WAY: 'bookingUnderWay',
  ROOM_NOT_FOUND: 'roomNotFound',
  LAST_ADMIN: 'lastAdmin',
  INTERNAL: 'internal',
  SERVICE_BUSY: 'serviceBusy',
  DATABASE_UNAVAILABLE: 'databaseUnavailable',
};

/** The first capture of `pattern` in `text`, or null. */
const captured = (pattern: RegExp, text: string) => pattern.exec(text)?.[1] ?? null;

/** An INVALID_DATES answer in the kit's words: which stay rule it names (its English message says). */
function invalidDatesText(message: string, t: ServerErrorsMessages, date: (iso: string) => string): string | null {
  const today = captured(/today is (\d{4}-\d{2}-\d{2})/, message);
  if (today) return formatMessage(t.checkInInPast, { today: date(today) });
  const maxNights = captured(/^A stay can be at most (\d+) nights\.$/, message);
  if (maxNights) return formatMessage(t.stayTooLong, { maxNights: Number(maxNights) });
  if (message.startsWith('Check-out date must be after check-in date')) return t.checkOutNotAfterCheckIn;
  if (message === 'Please enter valid dates') return t.datesInvalid;
  return null;
}

/** A VALIDATION_FAILED answer in the kit's words: the password or registration rule its English message names. */
function validationText(message: string, t: ServerErrorsMessages): string | null {
  const min = captured(/^Password must be at least (\d+) characters$/, message);
  if (min) return formatMessage(t.passwordTooShort, { min: Number(min) });
  if (message === 'First name is required') return t.firstNameRequired;
  if (message === 'Last name is required') return t.lastNameRequired;
  if (message === 'Valid email is required') return t.emailInvalid;
  const tooLong = /^body\/(\w+) must NOT have more than (\d+) characters$/.exec(message);
  if (tooLong) return formatMessage(t.fieldTooLong, { field: tooLong[1]!, max: Number(tooLong[2]) });
  return null;
}

/** A BOOKING_NOT_FOUND answer in the kit's words: a look-up's (it names the code) or a cancellation's. */
function bookingNotFoundText(message: string, t: ServerErrorsMessages): string | null {
  const code = captured(/^No booking found with booking code :(.+)$/, message);
  if (code) return formatMessage(t.noBookingWithCode, { code });
  return message === 'Booking not found.' ? t.bookingNotFound : null;
}

/**
 * The text for a server error a guest can meet, from the kit's messages by its code (in the reader's language), its
 * details (a date, a number of nights) read from the server's English message; in English it is that message, word
 * for word (the login's: the spec's). Null for a code or message without a text here: the caller's own then.
 * `date` writes a date of the message for the reader (English keeps the server's ISO dates).
 */
export function serverErrorText(error: unknown, t: ServerErrorsMessages, date: (iso: string) => string = (iso) => iso): string | null {
  const message = serverMessage(error) ?? '';
  const code = errorCode(error) as ApiErrorCode | null;
  const key = code === null ? undefined : textByCode[code];
  if (key) return t[key];
  switch (code) {
    case 'OVER_CAPACITY': {
      const adults = captured(/at most (\d+) adults?/, message);
      if (adults === null) return null;
      return formatMessage(t.overCapacity, { maxAdults: Number(adults), maxChildren: Number(captured(/(\d+) child/, message) ?? 0) });
    }
    case 'NIGHT_CLOSED': {
      const night = captured(new RegExp(`(${isoDate.source})`), message);
      return night ? formatMessage(t.nightClosed, { date: date(night) }) : null;
    }
    case 'MIN_STAY_NOT_MET': {
      const checkInDate = captured(new RegExp(`(${isoDate.source})`), message);
      const minNights = captured(/at least (\d+) nights/, message);
      return checkInDate && minNights ? formatMessage(t.minStayNotMet, { checkInDate: date(checkInDate), minNights: Number(minNights) }) : null;
    }
    case 'INVALID_DATES':
      return invalidDatesText(message, t, date);
    case 'RATE_LIMITED': {
      const wait = captured(/try again in (.+)\.$/, message);
      return wait ? formatMessage(t.rateLimited, { wait }) : null;
    }
    case 'VALIDATION_FAILED':
      return validationText(message, t);
    case 'BOOKING_NOT_FOUND':
      return bookingNotFoundText(message, t);
    default:
      return null;
  }
}

/** The kit's ServerErrors messages in the reader's language (the spec's prefixes among them). */
export function useServerErrorMessages(): ServerErrorsMessages {
  return useMessages('ServerErrors', serverErrorsMessages);
}

/**
 * How a date read from the server's message is written for the reader: undefined in English (the server's ISO date
 * stays, so English is its message word for word), else the locale's range format.
 */
export function useServerMessageDate(): ((iso: string) => string) | undefined {
  const { formatDate, dateLocale } = useFormat();
  const isEnglish = dateLocale.code.startsWith('en');
  return useMemo(() => (isEnglish ? undefined : (iso: string) => formatDate(iso, 'range')), [isEnglish, formatDate]);
}

/** `serverErrorText` with the kit's messages and dates of the reader's language. */
export function useServerErrorText(): (error: unknown) => string | null {
  const t = useServerErrorMessages();
  const date = useServerMessageDate();
  return useCallback((error: unknown) => serverErrorText(error, t, date), [t, date]);
}

/** A server failure's text in the reader's language, or null: `serverErrorText`'s, or an admin screen's wider one. */
type WordFailure = (error: unknown) => string | null;

/**
 * The text for a failure the server may word: `wordFailure`'s in the reader's language, else the server's own
 * message, else `fallback` (the spec's text, or the error's detail after a prefix).
 */
export function useShownMessageBy(wordFailure: WordFailure): (error: unknown, fallback: string) => string {
  return useCallback((error: unknown, fallback: string) => wordFailure(error) ?? serverMessage(error) ?? fallback, [wordFailure]);
}

/** The detail to show after one of the spec's prefixes: `wordFailure`'s in the reader's language, else `bestDetail`. */
export function useShownDetailBy(wordFailure: WordFailure): (error: unknown) => string {
  return useCallback((error: unknown) => wordFailure(error) ?? bestDetail(error), [wordFailure]);
}

/** useShownMessageBy with `serverErrorText` (the guests' screens). */
export const useShownMessage = () => useShownMessageBy(useServerErrorText());

/** useShownDetailBy with `serverErrorText` (the guests' screens). */
export const useShownDetail = () => useShownDetailBy(useServerErrorText());
