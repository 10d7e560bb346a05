import { nightsBetween, rangesOverlap, type DateRange } from '@hotel/booking-rules';
import type { DatabaseHandle } from '../../db/connect.js';
import { ApiErrors } from '../../errors/catalog.js';
import { findClosuresByRoom, findImportedStaysDuringWindow, findStaysDuringWindow, listInventory, type WindowImportedStay, type WindowStay } from './frontdesk.repository.js';
import { DEFAULT_REPORT_GROUPING, MAX_OCCUPANCY_NIGHTS, MAX_REPORT_NIGHTS, type Occupancy, type OccupancyReport } from './frontdesk.schemas.js';
import { occupancyFigures, spreadTotal } from './report.js';

/** The source of a stay booked on this site (an imported one's is its feed's name). */
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

function byRoom<T extends { roomId: number }>(items: T[]): Map<number, T[]> {
  const grouped = new Map<number, T[]>();
  for (const item of items) {
    const ofRoom = grouped.get(item.roomId);
    if (ofRoom) ofRoom.push(item);
    else grouped.set(item.roomId, [item]);
  }
  return grouped;
}

const asRange = (stay: { checkInDate: string; checkOutDate: string }): DateRange => ({ startDate: stay.checkInDate, endDate: stay.checkOutDate });

/** Each imported event overlapping a direct stay of the room, once per pair: both are kept, neither hides the other. */
function conflictsOf(direct: WindowStay[], imported: WindowImportedStay[]) {
  return imported.flatMap((event) =>
    direct
      .filter((stay) => rangesOverlap(asRange(stay), asRange(event)))
      .map((stay) => ({ bookingId: stay.id, source: event.source, checkInDate: event.checkInDate, checkOutDate: event.checkOutDate })),
  );
}

/**
 * Rooms by days: every room on offer (and removed rooms with a stay in the window), their stays (booked here, then
 * imported from the booking sites' feeds, by check-in), closures, and the conflicts between imported and direct stays.
 */
export async function getOccupancy(database: DatabaseHandle, query: { from: string; to: string }): Promise<Occupancy> {
  const window = checkedWindow(query, MAX_OCCUPANCY_NIGHTS);
  const [{ inventory, closuresByRoom, stays }, importedStays] = await Promise.all([
    readWindow(database, window),
    findImportedStaysDuringWindow(database, asStay(window)),
  ]);
  const staysByRoom = byRoom(stays);
  const importedByRoom = byRoom(importedStays);
  const rooms = inventory
    .filter((room) => room.archivedAt === null || staysByRoom.has(room.id))
    .map((room) => {
      const direct = staysByRoom.get(room.id) ?? [];
      const imported = importedByRoom.get(room.id) ?? [];
      return {
        roomId: room.id,
        roomType: room.roomType,
        stays: [
          ...direct.map((stay) => ({
            bookingId: stay.id,
            checkInDate: stay.checkInDate,
            checkOutDate: stay.checkOutDate,
            guestName: stay.guestName,
            source: DIRECT_SOURCE,
          })),
          ...imported.map(({ checkInDate, checkOutDate, source }) => ({ checkInDate, checkOutDate, source })),
        ].sort((a, b) => (a.checkInDate < b.checkInDate ? -1 : a.checkInDate > b.checkInDate ? 1 : 0)),
        closures: (closuresByRoom.get(room.id) ?? []).filter((closure) => rangesOverlap(closure, window)),
        conflicts: conflictsOf(direct, imported),
      };
    });
  return { from: window.startDate, to: window.endDate, rooms };
}

/**
 * Occupancy, revenue, ADR and RevPAR per day or month. Revenue is the stored price of each sold night; a booking made
 * before nights were priced has its total spread over its nights. `hotelDateOf` turns a removal time into the hotel's date.
 */
export async function getOccupancyReport(
  database: DatabaseHandle,
  query: { from: string; to: string; groupBy?: 'day' | 'month' | undefined },
  hotelDateOf: (instant: Date) => string,
): Promise<OccupancyReport> {
  const groupBy = query.groupBy ?? DEFAULT_REPORT_GROUPING;
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
  return { from: window.startDate, to: window.endDate, groupBy, ...occupancyFigures(window, groupBy, rooms, sold) };
}
