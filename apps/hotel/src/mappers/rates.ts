import { ApiError, type RoomRates } from '@hotel/api-client';
import { priceNight } from '@hotel/booking-rules';
import type { ClosedNights, IsoDate, MinimumStay, RatesField, RoomView } from '@hotel/ui';

/** The room as the rates screen names it: its type and number ('Single · #3'), no words to translate. */
export function ratesRoomName(room: Pick<RoomView, 'id' | 'roomType'>): string {
  return `${room.roomType} · #${room.id}`;
}

/**
 * The server's refusal of a rates save on the field it named (its `field`, e.g. `seasons/1` for an overlap), with
 * `text`'s words for it (the reader's language), else the server's message, which names the seasons, nights or
 * bookings; undefined for any other failure.
 */
export function ratesFieldErrors(error: unknown, text: (error: unknown) => string | null = () => null): Partial<Record<RatesField, string>> | undefined {
  if (!(error instanceof ApiError) || error.field === undefined) return undefined;
  return { [error.field]: text(error) ?? error.message };
}

/**
 * What the room's calendar shows of its rates: the closed nights (with the hotel's reason), the minimum stays and
 * each night's price (the room's own price where no season or weekday price applies).
 */
export type RoomStayRulesView = { closedNights: ClosedNights[]; minimumStays: MinimumStay[]; priceOfNight: (night: IsoDate) => number };

export function toRoomStayRules(rates: RoomRates, roomPrice: number): RoomStayRulesView {
  const pricing = { ...rates, weekdayPrices: rates.weekdayPrices ?? {}, roomPrice };
  return {
    priceOfNight: (night) => priceNight(night, pricing).price,
    closedNights: rates.closures.map(({ startDate, endDate, reason }) => ({ checkInDate: startDate, checkOutDate: endDate, ...(reason ? { reason } : {}) })),
    minimumStays: rates.seasons.flatMap(({ startDate, endDate, minNights }) =>
      minNights === undefined ? [] : [{ checkInDate: startDate, checkOutDate: endDate, minNights }],
    ),
  };
}
