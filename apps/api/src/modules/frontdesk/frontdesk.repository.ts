import type { Closure } from '@hotel/booking-rules';
import type { DatabaseHandle } from '../../db/connect.js';
import type { Db } from '../../db/schema.js';
import { importedStaysDuringWindowQuery, staysDuringWindowQuery, type Stay } from '../availability/availability.js';

export type InventoryRoom = { id: number; roomType: string; archivedAt: string | null };

/** Every room, removed ones too (their past stays still count), by id. */
export async function listInventory(db: Db): Promise<InventoryRoom[]> {
  return db.selectFrom('rooms').select(['rooms.id', 'rooms.roomType', 'rooms.archivedAt']).orderBy('rooms.id').execute();
}

/** The closures of every room that has rates. */
export async function findClosuresByRoom(db: Db): Promise<Map<number, Closure[]>> {
  const rows = await db.selectFrom('roomRates').select(['roomRates.roomId', 'roomRates.closures']).execute();
  return new Map(rows.map((row) => [row.roomId, JSON.parse(row.closures) as Closure[]]));
}

/** A CONFIRMED stay overlapping the window, with the stored price of each of its nights inside the window. */
export type WindowStay = {
  id: number;
  roomId: number;
  checkInDate: string;
  checkOutDate: string;
  guestName: string;
  totalPriceCents: number;
  /** Empty for a booking made before nights were priced (its total is all there is). */
  pricedNights: { night: string; priceCents: number }[];
};

/** The window's CONFIRMED stays, by room and check-in, each once with its priced nights. */
export async function findStaysDuringWindow({ db, dialect }: DatabaseHandle, window: Stay): Promise<WindowStay[]> {
  const rows = await staysDuringWindowQuery(db, dialect, window).execute();
  const stays: WindowStay[] = [];
  for (const row of rows) {
    let stay = stays.at(-1);
    if (stay?.id !== row.id) {
      stay = { id: row.id, roomId: row.roomId, checkInDate: row.checkInDate, checkOutDate: row.checkOutDate, guestName: row.guestName, totalPriceCents: row.totalPriceCents, pricedNights: [] };
      stays.push(stay);
    }
    if (row.night !== null && row.priceCents !== null) stay.pricedNights.push({ night: row.night, priceCents: row.priceCents });
  }
  return stays;
}

/** An imported event touching the window, whole, with its feed's name. */
export type WindowImportedStay = { importId: number; roomId: number; source: string; checkInDate: string; checkOutDate: string };

/** The window's imported events, by room and check-in, each once (an event stored in pieces is read through each piece in the window). */
export async function findImportedStaysDuringWindow({ db, dialect }: DatabaseHandle, window: Stay): Promise<WindowImportedStay[]> {
  const rows = await importedStaysDuringWindowQuery(db, dialect, window).execute();
  const seen = new Set<string>();
  const stays: WindowImportedStay[] = [];
  for (const row of rows) {
    const identity = `${row.importId}|${row.eventKey}|${row.eventStart}|${row.eventEnd}`;
    if (seen.has(identity)) continue;
    seen.add(identity);
    stays.push({ importId: row.importId, roomId: row.roomId, source: row.name, checkInDate: row.eventStart, checkOutDate: row.eventEnd });
  }
  return stays;
}

/** Every booking (any status) whose stay overlaps the window, with its room's type and times, by check-in then id. */
export async function findBookingsForExport(db: Db, window: Stay) {
  return db
    .selectFrom('bookings')
    .innerJoin('rooms', 'rooms.id', 'bookings.roomId')
    .selectAll('bookings')
    .select('rooms.roomType')
    .where('bookings.checkOutDate', '>', window.checkInDate)
    .where('bookings.checkInDate', '<', window.checkOutDate)
    .orderBy('bookings.checkInDate')
    .orderBy('bookings.id')
    .execute();
}
