// Occupancy's own mappers, apart from the shared ones so that they stay out of Home's first JavaScript.
import { addDays, isCalendarDate, nightsBetween } from '@hotel/ui';
import type { Occupancy } from '@hotel/api-client';
import type { IsoDate, OccupancyPeriod, OccupancyRoomView } from '@hotel/ui';
import { periodParams } from './adminParams';

/** The longest window the API answers (`GET /api/admin/occupancy`). */
export const MAX_OCCUPANCY_NIGHTS = 93;
/** The window shown when the address names none: two weeks from today. */
const DEFAULT_NIGHTS = 14;

/** The period the address names, when it is a real window the API answers; else two weeks from `today`. */
export function parseOccupancyPeriod(search: URLSearchParams, today: IsoDate): OccupancyPeriod {
  const from = search.get(periodParams.from) ?? '';
  const to = search.get(periodParams.to) ?? '';
  if (isCalendarDate(from) && isCalendarDate(to)) {
    const nights = nightsBetween(from, to);
    if (nights >= 1 && nights <= MAX_OCCUPANCY_NIGHTS) return { from, to };
  }
  return { from: today, to: addDays(today, DEFAULT_NIGHTS) };
}

/** The address's search for a period. */
export function occupancySearch({ from, to }: OccupancyPeriod): Record<string, string> {
  return { [periodParams.from]: from, [periodParams.to]: to };
}

/** API occupancy → the kit's rows, field by field (the kit takes no API types). */
export function toOccupancyRoomViews(answer: Occupancy): OccupancyRoomView[] {
  return answer.rooms.map(({ roomId, roomType, stays, closures, conflicts }) => ({
    roomId,
    roomType,
    stays: stays.map(({ bookingId, checkInDate, checkOutDate, guestName, source }) => ({ bookingId, checkInDate, checkOutDate, guestName, source })),
    closures: closures.map(({ startDate, endDate, reason }) => ({ startDate, endDate, reason })),
    conflicts: conflicts.map(({ bookingId, source, checkInDate, checkOutDate }) => ({ bookingId, source, checkInDate, checkOutDate })),
  }));
}
