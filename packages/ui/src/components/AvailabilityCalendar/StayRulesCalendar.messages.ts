import type { Message } from '../../messages/Message';

/**
 * The calendar's texts for a room's own rules (closed nights, minimum and longest stays): a group apart from
 * `AvailabilityCalendar`, whose texts the calendar's placeholder on the home page carries.
 */
export type StayRulesCalendarMessages = {
  /** The check-out hint for a check-in whose season asks for a minimum stay. */
  pickCheckOutMinimumHint: Message<{ nights: number }>;
  /** Wraps `dayLabel` for a day whose night the hotel does not sell (a closure without a reason). */
  closedDayLabel: Message<{ date: string }>;
  /** The same, with the hotel's reason. */
  closedForReasonDayLabel: Message<{ date: string; reason: string }>;
  /** After the check-in pick: a check-out day short of the minimum stay. */
  tooShortDayLabel: Message<{ date: string; nights: number }>;
  /** After the check-in pick: a check-out day beyond the longest stay. */
  tooLongDayLabel: Message<{ date: string; nights: number }>;
  /** A day the guest may pick, with the price of its night (`price` already formatted). */
  pricedDayLabel: Message<{ date: string; price: string }>;
};

export const stayRulesCalendarMessages: StayRulesCalendarMessages = {
  pickCheckOutMinimumHint: 'Now pick your check-out day: a stay starting on this day is at least {nights} nights.',
  closedDayLabel: '{date}, closed',
  closedForReasonDayLabel: '{date}, closed: {reason}',
  tooShortDayLabel: '{date}, shorter than the minimum stay of {nights} nights',
  tooLongDayLabel: '{date}, longer than the longest stay of {nights} nights',
  pricedDayLabel: '{date}, {price} per night',
};

declare module '../../messages/allMessages' {
  interface AllMessages {
    StayRulesCalendar: StayRulesCalendarMessages;
  }
}
