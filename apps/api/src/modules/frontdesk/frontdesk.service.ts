import { nightsBetween, rangesOverlap, type DateRange } from '@hotel/booking-rules';
import type { DatabaseHandle } from '../../db/connect.js';
import { ApiErrors } from '../../errors/catalog.js';
import { findClosuresByRoom, findStaysDuringWindow, listInventory, type WindowStay } from './frontdesk.repository.js';
import { MAX_OCCUPANCY_NIGHTS, MAX_REPORT_NIGHTS, type Occupancy, type OccupancyReport } from './frontdesk.schemas.js';
import { occupancyFigures, spreadTotal } from './report.js';

/** Imports are not built yet: every stay read here was booked on this site. */
const DIRECT_SOURCE = 'direct';

/**
 * A window [from, to) of at least one night and at most `maxNights`, or 400 INVALID_DATES saying what is wrong (the
 * query schema has already refused what is not a calendar date).
 */
export function checkedWindow(query: { from: string; to: string }, maxNights: number): DateRange {
  const nights = nightsBetween(query.from, query.to);
  if (nights < 1) throw new ApiErrors.INVALID_DATES('The end of the window must be after its start.');
  if (nights > maxNights) throw new ApiErrors.INVALID_DATES(`The window can be at most ${maxNights} nights.`);
  return { startDate: query.from, endDate: query.to };
}

const asStay = (window: DateRange) => ({ checkInDate: window.startDate, checkOutDate: window.endDate });

/** What occupancy and the report are made of: every room, every room's closures, and the window's stays. */
async function readWindow(database: DatabaseHandle, window: DateRange) {
  const [inventory, closuresByRoom, stays] = await Promise.all([
    listInventory(database.db),
    findClosuresByRoom(database.db),
    findStaysDuringWindow(database, asStay(window)),
  ]);
  return { inventory, closuresByRoom, stays };
}

/** Rooms by days: every room on offer (and removed rooms with a stay in the window), their stays and closures. */
export async function getOccupancy(database: DatabaseHandle, query: { from: string; to: string }): Promise<Occupancy> {
  const window = checkedWindow(query, MAX_OCCUPANCY_NIGHTS);
  const { inventory, closuresByRoom, stays } = await readWindow(database, window);
  const staysByRoom = new Map<number, WindowStay[]>();
  for (const stay of stays) {
    const ofRoom = staysByRoom.get(stay.roomId);
    if (ofRoom) ofRoom.push(stay);
    else staysByRoom.set(stay.roomId, [stay]);
  }
  const rooms = inventory
    .filter((room) => room.archivedAt === null || staysByRoom.has(room.id))
    .map((room) => ({
      roomId: room.id,
      roomType: room.roomType,
      stays: (staysByRoom.get(room.id) ?? []).map((stay) => ({
        bookingId: stay.id,
        checkInDate: stay.checkInDate,
        checkOutDate: stay.checkOutDate,
        guestName: stay.guestName,
        source: DIRECT_SOURCE,
      })),
      closures: (closuresByRoom.get(room.id) ?? []).filter((closure) => rangesOverlap(closure, window)),
      conflicts: [],
    }));
  return { from: window.startDate, to: window.endDate, rooms };
}

/**
 * Occupancy, revenue, ADR and RevPAR per day or month. Revenue is the stored price of each sold night; a booking made
 * before nights were priced has its total spread over its nights. `hotelDateOf` turns a removal time into the hotel's date.
 */
export async function getOccupancyReport(
  database: DatabaseHandle,
  query: { from: string; to: string; groupBy: 'day' | 'month' },
  hotelDateOf: (instant: Date) => string,
): Promise<OccupancyReport> {
  const window = checkedWindow(query, MAX_REPORT_NIGHTS);
  const { inventory, closuresByRoom, stays } = await readWindow(database, window);
  const rooms = inventory.map((room) => ({
    removedOn: room.archivedAt === null ? null : hotelDateOf(new Date(room.archivedAt)),
    closures: closuresByRoom.get(room.id) ?? [],
  }));
  const sold = stays.map((stay) => ({
    nights:
      stay.pricedNights.length > 0
        ? stay.pricedNights.map(({ night, priceCents }) => ({ date: night, priceCents }))
        : spreadTotal(stay),
  }));
  return { from: window.startDate, to: window.endDate, groupBy: query.groupBy, ...occupancyFigures(window, query.groupBy, rooms, sold) };
}
