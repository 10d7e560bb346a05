import type { Message } from '../../messages/Message';

type Dates = { checkIn: string; checkOut: string };

export type OccupancyTimelineMessages = {
  heading: Message;
  /** The grid's name, with the window's first and last night. */
  gridLabel: Message<{ first: string; last: string }>;
  /** How to move in the grid, read once the grid has focus. */
  keyboardHint: Message;
  /** The head of the rooms' column. */
  roomHeader: Message;
  /** A room's row header. */
  roomName: Message<{ roomId: number; roomType: string }>;
  /** Said after a night's date when it is today; also the today marker in the legend. */
  today: Message;
  /** A night's header when it is today. */
  todayDate: Message<{ date: string }>;
  /** A night nobody has. */
  free: Message;
  /** A night of a booking made here. */
  directStay: Message<Dates & { guest: string }>;
  /** Said for a booking made here without a guest's name. */
  unnamedGuest: Message;
  /** A night blocked by an event from an imported calendar. */
  importedStay: Message<Dates & { source: string }>;
  /** A night the room is not sold. */
  closed: Message<{ start: string; end: string }>;
  /** The same, with the reason given. */
  closedWithReason: Message<{ start: string; end: string; reason: string }>;
  /** A night sold twice: an imported event over a booking made here. */
  conflict: Message<Dates & { source: string; bookingId: number }>;
  legendLabel: Message;
  legendDirect: Message;
  legendImported: Message;
  legendClosed: Message;
  legendConflict: Message;
  /** The period picker. */
  periodLabel: Message;
  firstNight: Message;
  lastNight: Message;
  showPeriod: Message;
  previousPeriod: Message;
  nextPeriod: Message;
  /** A date that is not one. */
  invalidDate: Message;
  lastBeforeFirst: Message;
  periodTooLong: Message<{ maxNights: number }>;
  loading: Message;
  /** Shown when loading failed and no `error` text was given. */
  loadError: Message;
  /** No rooms to show. */
  empty: Message;
};

export const occupancyTimelineMessages: OccupancyTimelineMessages = {
  heading: 'Occupancy',
  gridLabel: 'Rooms by night, {first} to {last}',
  keyboardHint: 'Arrow keys move between rooms and nights, Home and End to the ends of a row, Page Up and Page Down by ten rooms. Enter opens the booking.',
  roomHeader: 'Room',
  roomName: 'Room {roomId}, {roomType}',
  today: 'Today',
  todayDate: '{date}, today',
  free: 'Free',
  directStay: '{guest}, direct booking, {checkIn} to {checkOut}',
  unnamedGuest: 'Guest',
  importedStay: 'Blocked by {source}, {checkIn} to {checkOut}',
  closed: 'Closed, {start} to {end}',
  closedWithReason: 'Closed ({reason}), {start} to {end}',
  conflict: 'Conflict: {source} overlaps booking {bookingId}, {checkIn} to {checkOut}',
  legendLabel: 'Legend',
  legendDirect: 'Booking made here',
  legendImported: 'Blocked by an imported calendar',
  legendClosed: 'Closed',
  legendConflict: 'Conflict: sold twice',
  periodLabel: 'Period',
  firstNight: 'First night',
  lastNight: 'Last night',
  showPeriod: 'Show',
  previousPeriod: 'Previous period',
  nextPeriod: 'Next period',
  invalidDate: 'Enter a date.',
  lastBeforeFirst: 'The last night cannot come before the first.',
  periodTooLong: 'Choose at most {maxNights} nights.',
  loading: 'Loading occupancy',
  loadError: 'Error fetching occupancy',
  empty: 'No rooms to show.',
};

declare module '../../messages/allMessages' {
  interface AllMessages {
    OccupancyTimeline: OccupancyTimelineMessages;
  }
}
