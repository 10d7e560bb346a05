import type { Message } from './Message';

/**
 * The admin screens' texts around a failed call, the server's text (or the error's detail) as `{detail}`: the spec's
 * for Existing Rooms and Existing Bookings, word for word, and the same form for the screens the spec does not have.
 */
export type AdminErrorsMessages = {
  /** Existing Rooms: a room that could not be removed (the spec's). */
  deleteRoomFailed: Message<{ detail: string }>;
  /** Existing Bookings' list (the spec's). */
  fetchBookingsFailed: Message<{ detail: string }>;
  /** The Audit Log's page. */
  fetchAuditLogFailed: Message<{ detail: string }>;
  /** Occupancy's timeline. */
  fetchOccupancyFailed: Message<{ detail: string }>;
  /** The Reports' occupancy report. */
  fetchReportFailed: Message<{ detail: string }>;
  /** The Reports' bookings download (CSV). */
  downloadBookingsFailed: Message<{ detail: string }>;
  /** Failed Mail's list. */
  fetchFailedMailFailed: Message<{ detail: string }>;
  /** Failed Mail: a mail that could not be sent again. */
  resendMailFailed: Message<{ detail: string }>;
  /** Calendar Sync's addresses and imports. */
  fetchCalendarSyncFailed: Message<{ detail: string }>;
  /** Calendar Sync: a new export address that could not be made. */
  rotateAddressFailed: Message<{ detail: string }>;
  /** Calendar Sync: a calendar that could not be imported. */
  importCalendarFailed: Message<{ detail: string }>;
  /** Calendar Sync: an imported calendar that could not be removed. */
  removeCalendarFailed: Message<{ detail: string }>;
  /** Calendar Sync: the calendars could not be synced. */
  syncCalendarsFailed: Message<{ detail: string }>;
  /** Calendar Sync: the browser refused to copy the export address. */
  copyAddressFailed: Message;
};

export const adminErrorsMessages: AdminErrorsMessages = {
  deleteRoomFailed: 'Error deleting room {detail}',
  fetchBookingsFailed: 'Error fetching bookings : {detail}',
  fetchAuditLogFailed: 'Error fetching the audit log : {detail}',
  fetchOccupancyFailed: 'Error fetching occupancy : {detail}',
  fetchReportFailed: 'Error fetching the report : {detail}',
  downloadBookingsFailed: 'Error downloading the bookings : {detail}',
  fetchFailedMailFailed: 'Error fetching failed mail : {detail}',
  resendMailFailed: 'Error sending mail again : {detail}',
  fetchCalendarSyncFailed: 'Error fetching the calendar sync : {detail}',
  rotateAddressFailed: 'Error making a new address : {detail}',
  importCalendarFailed: 'Error importing the calendar : {detail}',
  removeCalendarFailed: 'Error removing the calendar : {detail}',
  syncCalendarsFailed: 'Error syncing the calendars : {detail}',
  copyAddressFailed: 'The address could not be copied: select it and copy it yourself.',
};

declare module './allMessages' {
  interface AllMessages {
    AdminErrors: AdminErrorsMessages;
  }
}
