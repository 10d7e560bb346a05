import { describe, expect, it } from 'vitest';
import * as germanPack from '../locales/de.messages';
import { formatMessage } from './Message';
import { adminErrorsMessages } from './adminErrors.messages';
import { adminNoticesMessages } from './adminNotices.messages';
import { adminPageTitlesMessages } from './adminPageTitles.messages';
import { adminServerErrorsMessages } from './adminServerErrors.messages';
import { adminOnlyMessages, noBookingResultMessages, verifyOtpEmailMessages } from './appScreens.messages';
import { pageTitlesMessages } from './pageTitles.messages';
import { roomLoadErrorsMessages } from './roomLoadErrors.messages';

/** The groups of the texts an app composes around its screens and calls (issue 20: no English left under German). */
const groups = {
  PageTitles: pageTitlesMessages,
  AdminPageTitles: adminPageTitlesMessages,
  RoomLoadErrors: roomLoadErrorsMessages,
  AdminErrors: adminErrorsMessages,
  AdminNotices: adminNoticesMessages,
  AdminServerErrors: adminServerErrorsMessages,
  AdminOnly: adminOnlyMessages,
  NoBookingResult: noBookingResultMessages,
  VerifyOtpEmail: verifyOtpEmailMessages,
} as const;

describe('the app’s own texts', () => {
  it('are the spec’s English byte for byte (its odd spacing and spelling kept)', () => {
    expect(roomLoadErrorsMessages.roomsLoadFailed).toBe('Error : Error fetching rooms');
    expect(roomLoadErrorsMessages.fetchRoomsFailed).toBe('Error fetching rooms');
    expect(roomLoadErrorsMessages.fetchRoomTypesFailed).toBe('Error fetching room types');
    expect(formatMessage(adminErrorsMessages.deleteRoomFailed, { detail: 'x' })).toBe('Error deleting room x');
    expect(formatMessage(adminErrorsMessages.fetchBookingsFailed, { detail: 'x' })).toBe('Error fetching bookings : x');
    expect(formatMessage(adminNoticesMessages.roomDeleted, { roomId: 7 })).toBe('Room No 7 was delete');
    expect(pageTitlesMessages.findBooking).toBe('Find My Booking');
  });

  it('are the server’s English word for word where they stand for its message', () => {
    expect(formatMessage(adminServerErrorsMessages.roomHasStays, { stays: 1 })).toBe('This room has 1 stay that has not ended; cancel it before removing the room.');
    expect(formatMessage(adminServerErrorsMessages.roomHasStays, { stays: 2 })).toBe('This room has 2 stays that have not ended; cancel them before removing the room.');
  });

  it.each(Object.entries(groups))('%s: every English text has a different German one in the de pack', (name, english) => {
    const german = (germanPack as Record<string, Record<string, unknown>>)[name]!;
    for (const key of Object.keys(english)) {
      const text = (message: unknown) => formatMessage(message as string, { detail: 'x', roomId: 7, stays: 2, max: 3, field: 'f' });
      expect(text(german[key]), `${name}.${key}`).not.toBe(text((english as Record<string, unknown>)[key]));
    }
  });
});
