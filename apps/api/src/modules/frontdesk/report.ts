import { addDays, addMonths, nightsOf, rangeCovers, type CalendarDate, type Closure, type DateRange } from '@hotel/booking-rules';
import type { OccupancyPeriod } from './frontdesk.schemas.js';

/**
 * The front desk's figures (STR definitions): a night belongs to the date it starts on; occupancy = room-nights sold
 * ÷ room-nights available; ADR = revenue ÷ room-nights sold; RevPAR = revenue ÷ room-nights available. Money is
 * summed in cents and only divided at the end.
 */

/** A room as the inventory counts it: on offer every night before the date it was removed, except closed nights. */
export type CountedRoom = { removedOn: CalendarDate | null; closures: readonly Closure[] };
/** A sold stay: the price of each of its nights (those outside the report are ignored). */
export type SoldStay = { nights: readonly { date: CalendarDate; priceCents: number }[] };

/**
 * The price of each night of a stay booked before nights were priced: its total spread evenly, the odd cents on the
 * first nights, so the nights add up to the total exactly.
 */
export function spreadTotal(stay: { checkInDate: CalendarDate; checkOutDate: CalendarDate; totalPriceCents: number }) {
  const nights = nightsOf({ startDate: stay.checkInDate, endDate: stay.checkOutDate });
  const base = Math.floor(stay.totalPriceCents / nights.length);
  const oddCents = stay.totalPriceCents - base * nights.length;
  return nights.map((date, index) => ({ date, priceCents: base + (index < oddCents ? 1 : 0) }));
}

/** The report's periods: each night, or each calendar month clipped to the window. */
export function reportPeriods(window: DateRange, groupBy: 'day' | 'month'): DateRange[] {
  const periods: DateRange[] = [];
  for (let startDate = window.startDate; startDate < window.endDate; ) {
    const next = groupBy === 'day' ? addDays(startDate, 1) : addMonths(`${startDate.slice(0, 8)}01`, 1);
    const endDate = next < window.endDate ? next : window.endDate;
    periods.push({ startDate, endDate });
    startDate = endDate;
  }
  return periods;
}

type Tally = { available: number; sold: number; revenueCents: number };

function figures(period: DateRange, { available, sold, revenueCents }: Tally): OccupancyPeriod {
  const money = (cents: number) => Math.round(cents) / 100;
  return {
    startDate: period.startDate,
    endDate: period.endDate,
    roomNightsAvailable: available,
    roomNightsSold: sold,
    occupancyRate: available === 0 ? null : sold / available,
    revenue: money(revenueCents),
    adr: sold === 0 ? null : money(revenueCents / sold),
    revPar: available === 0 ? null : money(revenueCents / available),
  };
}

/** The figures of every period of the window and of the whole window. */
export function occupancyFigures(window: DateRange, groupBy: 'day' | 'month', rooms: readonly CountedRoom[], stays: readonly SoldStay[]) {
  const nightly = new Map<CalendarDate, Tally>(nightsOf(window).map((night) => [night, { available: 0, sold: 0, revenueCents: 0 }]));
  for (const room of rooms) {
    for (const [night, tally] of nightly) {
      const onOffer = (room.removedOn === null || night < room.removedOn) && !room.closures.some((closure) => rangeCovers(closure, night));
      if (onOffer) tally.available += 1;
    }
  }
  for (const stay of stays) {
    for (const { date, priceCents } of stay.nights) {
      const tally = nightly.get(date);
      if (!tally) continue;
      tally.sold += 1;
      tally.revenueCents += priceCents;
    }
  }
  const sum = (range: DateRange): Tally => {
    const total: Tally = { available: 0, sold: 0, revenueCents: 0 };
    for (let night = range.startDate; night < range.endDate; night = addDays(night, 1)) {
      const tally = nightly.get(night)!;
      total.available += tally.available;
      total.sold += tally.sold;
      total.revenueCents += tally.revenueCents;
    }
    return total;
  };
  return {
    periods: reportPeriods(window, groupBy).map((period) => figures(period, sum(period))),
    total: figures(window, sum(window)),
  };
}
