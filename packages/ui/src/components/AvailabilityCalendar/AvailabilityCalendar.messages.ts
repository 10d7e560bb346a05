import type { Message } from '../../messages/Message';

/** The calendar's own texts; the day picker's (month navigation, day names) are the `DayPicker` group. */
export type AvailabilityCalendarMessages = {
  /** Names the calendar's group (the month grid is named by its month). */
  label: Message;
  /** Hint while no check-in is picked in the calendar. */
  pickCheckInHint: Message;
  /** Hint after the check-in pick: the stay is chosen once the check-out is picked. */
  pickCheckOutHint: Message;
  /** Shown while the booked nights load; every day waits, disabled. */
  loading: Message;
  /** Wraps `dayLabel` for a day whose night is already booked. */
  bookedDayLabel: Message<{ date: string }>;
  /** The picked check-out would make the stay include a booked night: the stay is refused. */
  crossesBookedNight: Message;
};

export const availabilityCalendarMessages: AvailabilityCalendarMessages = {
  label: 'Availability',
  pickCheckInHint: 'Pick your check-in day in the calendar, then your check-out day.',
  pickCheckOutHint: 'Now pick your check-out day.',
  loading: 'Loading availability...',
  bookedDayLabel: '{date}, booked',
  crossesBookedNight:
    'Your stay would include a night that is already booked. Pick an earlier check-out day, or another check-in day.',
};

declare module '../../messages/allMessages' {
  interface AllMessages {
    AvailabilityCalendar: AvailabilityCalendarMessages;
  }
}
