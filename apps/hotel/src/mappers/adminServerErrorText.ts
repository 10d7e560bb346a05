// The admin screens' server errors in the reader's language, apart from serverErrorText.ts so that the guests'
// screens do not carry the texts only an administrator meets.
import { useCallback } from 'react';
import type { ApiErrorCode } from '@hotel/api-client';
import { adminServerErrorsMessages, formatMessage, useMessages, type AdminServerErrorsMessages } from '@hotel/ui';
import { errorCode, serverMessage } from './errorMessage';
import { useServerErrorText, useServerMessageDate, useShownDetailBy, useShownMessageBy } from './serverErrorText';

type PlainAdminError = { [Key in keyof AdminServerErrorsMessages]: AdminServerErrorsMessages[Key] extends string ? Key : never }[keyof AdminServerErrorsMessages];

/** The codes whose text is one message of the kit's, whatever the server's message says. */
const textByCode: Partial<Record<ApiErrorCode, PlainAdminError>> = {
  CALENDAR_NOT_FOUND: 'calendarNotFound',
  CALENDAR_IMPORT_NOT_FOUND: 'calendarImportNotFound',
  MAIL_NOT_FAILED: 'mailNotFailed',
  MAIL_NOT_FOUND: 'mailNotFound',
  GALLERY_FULL: 'galleryFull',
  GALLERY_CHANGED: 'galleryChanged',
  PHOTO_NOT_FOUND: 'photoNotFound',
};

/** FEED_URL_INVALID's messages (apps/api lib/feed-fetch.ts) → the kit's. */
function feedUrlText(message: string, t: AdminServerErrorsMessages): string | null {
  const max = /^The feed address can be at most (\d+) characters\.$/.exec(message)?.[1];
  if (max) return formatMessage(t.feedUrlTooLong, { max: Number(max) });
  const fixed: Record<string, string> = {
    'The feed address is not a URL.': t.feedUrlNotUrl,
    'The feed address must start with http:// or https://.': t.feedUrlScheme,
    'The feed address may not carry a user name or password.': t.feedUrlCredentials,
  };
  return Object.hasOwn(fixed, message) ? fixed[message]! : null;
}

/** UNPROCESSABLE's photo messages (apps/api rooms/room-photo.ts) → the kit's. */
function photoUnprocessableText(message: string, t: AdminServerErrorsMessages): string | null {
  if (message === 'The photo could not be read: the image is damaged or incomplete.') return t.photoUnreadable;
  const found = /^The photo is (\d+)×(\d+) pixels; at most (\d+) megapixels and (\d+) pixels a side are accepted\.$/.exec(message);
  if (!found) return null;
  const [width, height, maxMegapixels, maxSide] = found.slice(1).map(Number) as [number, number, number, number];
  return formatMessage(t.photoTooManyPixels, { width, height, maxMegapixels, maxSide });
}

const closurePattern = /^The closure closures\/(\d+) \((\S+) to (\S+)\) covers nights of confirmed bookings: (.+)\. Cancel or move them first\.$/;
const overlapPattern = /^Season (".*") \(seasons\/(\d+)\) overlaps season (".*") \(seasons\/(\d+)\) on the nights from (\S+) to (\S+)\.$/;

/**
 * The text for a server error only an administrator meets, from the kit's AdminServerErrors messages by its code, its
 * details read from the server's English message (in English it is that message, word for word); null otherwise.
 * `date` writes a date of the message for the reader (English keeps the server's ISO dates).
 */
export function adminServerErrorText(error: unknown, t: AdminServerErrorsMessages, date: (iso: string) => string = (iso) => iso): string | null {
  const message = serverMessage(error) ?? '';
  const code = errorCode(error) as ApiErrorCode | null;
  const key = code === null ? undefined : textByCode[code];
  if (key) return t[key];
  switch (code) {
    case 'ROOM_HAS_BOOKINGS': {
      const stays = /^This room has (\d+) stays? that ha(?:s|ve) not ended;/.exec(message)?.[1];
      return stays ? formatMessage(t.roomHasStays, { stays: Number(stays) }) : null;
    }
    case 'CLOSURE_OVER_BOOKINGS': {
      const found = closurePattern.exec(message);
      if (!found) return null;
      const [, index, startDate, endDate, codes] = found as unknown as [string, string, string, string, string];
      return formatMessage(t.closureOverBookings, { index: Number(index), number: Number(index) + 1, startDate: date(startDate), endDate: date(endDate), codes });
    }
    case 'SEASONS_OVERLAP': {
      const found = overlapPattern.exec(message);
      if (!found) return null;
      const [, name, index, otherName, otherIndex, startDate, endDate] = found as unknown as [string, string, string, string, string, string, string];
      return formatMessage(t.seasonsOverlap, { name, index: Number(index), otherName, otherIndex: Number(otherIndex), startDate: date(startDate), endDate: date(endDate) });
    }
    case 'TOO_MANY_CALENDAR_IMPORTS': {
      const max = /^A room can import at most (\d+) calendars\.$/.exec(message)?.[1];
      return max ? formatMessage(t.tooManyCalendarImports, { max: Number(max) }) : null;
    }
    case 'FEED_URL_INVALID':
      return feedUrlText(message, t);
    case 'PAYLOAD_TOO_LARGE': {
      const max = /^The photo must be at most (\d+) MB\.$/.exec(message)?.[1];
      return max ? formatMessage(t.photoTooLarge, { maxMegabytes: Number(max) }) : null;
    }
    case 'UNSUPPORTED_MEDIA_TYPE':
      return message === 'The photo must be a JPEG, PNG or WebP image.' ? t.photoNotAnImage : null;
    case 'UNPROCESSABLE':
      return photoUnprocessableText(message, t);
    default:
      return null;
  }
}

/** A server error's text on an admin screen: the admin texts, then the guests' (serverErrorText), in the reader's language; else null. */
export function useAdminServerErrorText(): (error: unknown) => string | null {
  const t = useMessages('AdminServerErrors', adminServerErrorsMessages);
  const serverErrorText = useServerErrorText();
  const date = useServerMessageDate();
  return useCallback((error: unknown) => adminServerErrorText(error, t, date) ?? serverErrorText(error), [t, date, serverErrorText]);
}

/** useShownMessage for the admin screens: the admin texts too. */
export const useAdminShownMessage = () => useShownMessageBy(useAdminServerErrorText());

/** useShownDetail for the admin screens: the detail after one of their prefixes, the admin texts too. */
export const useAdminShownDetail = () => useShownDetailBy(useAdminServerErrorText());
