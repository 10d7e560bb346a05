import type { Message } from '../../messages/Message';

/** The filter's own texts; the calendar's (month navigation and dropdowns, day names) are the `DayPicker` group. */
export type BookingDateRangeFilterMessages = {
  /** The filter's heading. */
  heading: Message;
  /** Names the group of static range buttons. */
  staticRangesLabel: Message;
  today: Message;
  yesterday: Message;
  thisWeek: Message;
  lastWeek: Message;
  thisMonth: Message;
  lastMonth: Message;
  /** Label of the number input that sets the N days ending today. */
  daysUpToToday: Message;
  /** Label of the number input that sets the N days starting today. */
  daysStartingToday: Message;
  /** Labels of the two typed dates (in the locale's pattern) that set the range once both are real dates. */
  fromLabel: Message;
  toLabel: Message;
  /** Screen-reader names of the two boxes of the date display. */
  startDateLabel: Message;
  endDateLabel: Message;
  /** Shown in the date display when the range has no start. */
  startPlaceholder: Message;
  /** Shown in the date display when the range has no end. */
  endPlaceholder: Message;
  /** Hint under the date display while no day has been picked in the calendar. */
  pickStartHint: Message;
  /** Hint after the first calendar pick: the filter applies once the end is picked. */
  pickEndHint: Message;
  clearFilter: Message;
};

export const bookingDateRangeFilterMessages: BookingDateRangeFilterMessages = {
  heading: 'Filter bookings by date',
  staticRangesLabel: 'Quick ranges',
  today: 'Today',
  yesterday: 'Yesterday',
  thisWeek: 'This Week',
  lastWeek: 'Last Week',
  thisMonth: 'This Month',
  lastMonth: 'Last Month',
  daysUpToToday: 'days up to today',
  daysStartingToday: 'days starting today',
  fromLabel: 'From',
  toLabel: 'To',
  startDateLabel: 'Start date',
  endDateLabel: 'End date',
  startPlaceholder: 'Early',
  endPlaceholder: 'Continuous',
  pickStartHint: 'Pick a start date in the calendar, then an end date.',
  pickEndHint: 'Now pick the end date.',
  clearFilter: 'Clear Filter',
};

declare module '../../messages/allMessages' {
  interface AllMessages {
    BookingDateRangeFilter: BookingDateRangeFilterMessages;
  }
}
