import type { Message } from '../../messages/Message';

export type CalendarSyncPanelMessages = {
  heading: Message;
  /** Names the room whose calendar this is. */
  roomName: Message<{ roomName: string }>;
  exportHeading: Message;
  exportHint: Message;
  exportUrl: Message;
  copy: Message;
  rotate: Message;
  confirmRotateTitle: Message;
  confirmRotateText: Message;
  confirmRotateYes: Message;
  confirmRotateNo: Message;
  importsHeading: Message;
  importsHint: Message;
  importsCaption: Message;
  name: Message;
  site: Message;
  lastAttempt: Message;
  lastSuccess: Message;
  events: Message;
  conflicts: Message;
  state: Message;
  actions: Message;
  /** A feed whose last fetch worked. */
  ok: Message;
  /** A feed never fetched yet. */
  never: Message;
  /** A failed fetch, with the server's reason. */
  failed: Message<{ error: string }>;
  remove: Message;
  removeLabel: Message<{ name: string }>;
  confirmRemoveTitle: Message<{ name: string }>;
  confirmRemoveText: Message<{ name: string }>;
  confirmRemoveYes: Message;
  confirmRemoveNo: Message;
  syncNow: Message;
  noImports: Message;
  addHeading: Message;
  newName: Message;
  newNameHint: Message;
  newUrl: Message;
  newUrlHint: Message;
  add: Message;
  nameRequired: Message;
  urlInvalid: Message;
  loading: Message;
  /** Shown when loading failed and no `error` text was given. */
  loadError: Message;
};

export const calendarSyncPanelMessages: CalendarSyncPanelMessages = {
  heading: 'Calendar Sync',
  roomName: 'Room: {roomName}',
  exportHeading: 'This room’s calendar for booking sites',
  exportHint: 'Give this address to Airbnb, Booking.com and the like so they see the nights booked here. Keep it secret: whoever has it sees when the room is busy.',
  exportUrl: 'Export address',
  copy: 'Copy address',
  rotate: 'Make a new address',
  confirmRotateTitle: 'Make a new export address?',
  confirmRotateText: 'The current address stops working at once. Every booking site that reads it needs the new one.',
  confirmRotateYes: 'Yes, make a new address',
  confirmRotateNo: 'Keep the address',
  importsHeading: 'Calendars imported from booking sites',
  importsHint: 'Nights booked on these sites are blocked here. They are fetched every few minutes.',
  importsCaption: 'Imported calendars',
  name: 'Name',
  site: 'Site',
  lastAttempt: 'Last fetch',
  lastSuccess: 'Last read',
  events: 'Events',
  conflicts: 'Conflicts',
  state: 'Status',
  actions: 'Actions',
  ok: 'Working',
  never: 'Not fetched yet',
  failed: 'Failed: {error}',
  remove: 'Remove',
  removeLabel: 'Remove {name}',
  confirmRemoveTitle: 'Remove {name}?',
  confirmRemoveText: 'The nights {name} blocked here are free again for booking.',
  confirmRemoveYes: 'Yes, remove it',
  confirmRemoveNo: 'Keep it',
  syncNow: 'Sync now',
  noImports: 'No calendars imported yet.',
  addHeading: 'Import a calendar',
  newName: 'Name',
  newNameHint: 'How stays from it are labelled, e.g. Airbnb.',
  newUrl: 'Calendar address (iCal)',
  newUrlHint: 'The booking site’s export address of this room, starting with https://.',
  add: 'Import calendar',
  nameRequired: 'Enter a name.',
  urlInvalid: 'Enter an address starting with http:// or https://.',
  loading: 'Loading the calendar sync',
  loadError: 'Error fetching the calendar sync',
};

declare module '../../messages/allMessages' {
  interface AllMessages {
    CalendarSyncPanel: CalendarSyncPanelMessages;
  }
}
