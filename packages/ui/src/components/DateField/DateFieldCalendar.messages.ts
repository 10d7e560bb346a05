import type { Message } from '../../messages/Message';

/** The date field's calendar (loaded on demand); the month grid's own texts are the `DayPicker` group. */
export type DateFieldCalendarMessages = {
  /**
   * The calendar button's name; its description is the field's label. Not the label itself: a search for the field
   * by its label ('Check-in date') must find the text field alone.
   */
  openCalendar: Message;
  /** Closes the calendar without choosing a day. */
  closeCalendar: Message;
};

export const dateFieldCalendarMessages: DateFieldCalendarMessages = {
  openCalendar: 'Open the calendar',
  closeCalendar: 'Close',
};

declare module '../../messages/allMessages' {
  interface AllMessages {
    DateFieldCalendar: DateFieldCalendarMessages;
  }
}
