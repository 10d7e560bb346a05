import type { RoomBookedNights } from '@hotel/api-client';
import { parseIsoDate, toIsoDate, type IsoDate, type StayDates } from '@hotel/ui';

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
