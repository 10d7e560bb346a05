import type { Message } from '../../messages/Message';

/**
 * The texts of every react-day-picker of the kit (AvailabilityCalendar, BookingDateRangeFilter): month navigation,
 * the month and year dropdowns, and the days' accessible names. One group, so a brand or locale pack says them once.
 */
export type DayPickerMessages = {
  previousMonthLabel: Message;
  nextMonthLabel: Message;
  monthNavigationLabel: Message;
  /** The month and year dropdowns (where a calendar has them). */
  monthDropdownLabel: Message;
  yearDropdownLabel: Message;
  /**
   * Accessible name of a calendar day, from localised parts. It must contain the day's visible number as a
   * word (WCAG 2.5.3), so no ordinal '18th'.
   */
  dayLabel: Message<{ weekday: string; month: string; day: number; year: number }>;
  /** Wraps `dayLabel` for today and for selected days. */
  todayDayLabel: Message<{ date: string }>;
  selectedDayLabel: Message<{ date: string }>;
};

export const dayPickerMessages: DayPickerMessages = {
  previousMonthLabel: 'Go to the previous month',
  nextMonthLabel: 'Go to the next month',
  monthNavigationLabel: 'Months',
  monthDropdownLabel: 'Choose the month',
  yearDropdownLabel: 'Choose the year',
  dayLabel: '{weekday}, {month} {day}, {year}',
  todayDayLabel: 'Today, {date}',
  selectedDayLabel: '{date}, selected',
};

declare module '../../messages/allMessages' {
  interface AllMessages {
    DayPicker: DayPickerMessages;
  }
}
