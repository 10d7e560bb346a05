import type { RoomBookedNights } from '@hotel/api-client';
import { parseIsoDate, toIsoDate, type IsoDate, type StayDates } from '@hotel/ui';

/** The room's calendar covers this month and the next eleven (the API allows a 13-month window). */
export const calendarMonths = 12;

/** The booked-nights window from the hotel's today: [today, the first day of the month `calendarMonths` later). */
export function bookedNightsWindow(today: IsoDate): { from: IsoDate; to: IsoDate } {
  const day = parseIsoDate(today) ?? new Date();
  return { from: today, to: toIsoDate(new Date(day.getFullYear(), day.getMonth() + calendarMonths, 1)) };
}

/** What the room's calendar shows: the taken nights, and the last month they are known for. */
export type RoomCalendarView = { bookedNights: StayDates[]; lastMonth: IsoDate };

export function toRoomCalendar(answer: RoomBookedNights): RoomCalendarView {
  const end = parseIsoDate(answer.to);
  return {
    bookedNights: answer.bookedNights.map(({ start, end: checkOutDate }) => ({ checkInDate: start, checkOutDate })),
    // The window ends before `to`: its last night is the day before.
    lastMonth: end ? toIsoDate(new Date(end.getFullYear(), end.getMonth(), end.getDate() - 1)) : answer.from,
  };
}
