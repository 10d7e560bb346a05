import type { Message } from './Message';

/** The admin screens' texts after a call that succeeded: the spec's for Existing Rooms (its spelling kept). */
export type AdminNoticesMessages = {
  /** Existing Rooms: a room removed (the spec's). */
  roomDeleted: Message<{ roomId: number }>;
  /** Calendar Sync: the export address copied. */
  addressCopied: Message;
  /** Calendar Sync: a new export address made. */
  addressRotated: Message;
  /** Calendar Sync: a calendar imported. */
  calendarImported: Message;
  /** Calendar Sync: an imported calendar removed. */
  calendarRemoved: Message;
  /** Calendar Sync: the calendars synced. */
  calendarsSynced: Message;
};

export const adminNoticesMessages: AdminNoticesMessages = {
  roomDeleted: 'Room No {roomId} was delete',
  addressCopied: 'The address is copied.',
  addressRotated: 'A new address is ready. Give it to every booking site that read the old one.',
  calendarImported: 'The calendar is imported.',
  calendarRemoved: 'The calendar is removed.',
  calendarsSynced: 'The calendars are synced.',
};

declare module './allMessages' {
  interface AllMessages {
    AdminNotices: AdminNoticesMessages;
  }
}
