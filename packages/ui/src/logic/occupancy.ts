// The occupancy timeline's arithmetic: which nights of the window each stay, closure and conflict covers, and how the
// keyboard moves through the grid. No React, no date-fns.
import { addDays, nightsBetween } from '@hotel/booking-rules';
import type { IsoDate } from './dates';
import type { OccupancyClosureView, OccupancyConflictView, OccupancyRoomView, OccupancyStayView } from '../types/views';

/** The source of a booking made here (any other source names an imported calendar). */
export const DIRECT_SOURCE = 'direct';

/** The nights [from, to) of a window, in order. */
export function windowNights(from: IsoDate, to: IsoDate): IsoDate[] {
  const count = Math.max(0, nightsBetween(from, to));
  return Array.from({ length: count }, (_, index) => addDays(from, index));
}

/** Something covering the window's nights [start, end), as column indexes clipped to the window. */
export type NightSpan<T> = { start: number; end: number; item: T };

/** A room's marks on the window: each span list, and per night the index of the span covering it (or -1). */
export type OccupancyRow = {
  stays: NightSpan<OccupancyStayView>[];
  closures: NightSpan<OccupancyClosureView>[];
  conflicts: NightSpan<OccupancyConflictView>[];
  stayAt: Int32Array;
  closureAt: Int32Array;
  conflictAt: Int32Array;
};

function spansOf<T>(items: readonly T[], range: (item: T) => [IsoDate, IsoDate], from: IsoDate, nights: number): NightSpan<T>[] {
  const spans: NightSpan<T>[] = [];
  for (const item of items) {
    const [startDate, endDate] = range(item);
    const start = Math.max(0, nightsBetween(from, startDate));
    const end = Math.min(nights, nightsBetween(from, endDate));
    // Unreadable dates give NaN, and NaN < n is false: such an item is left out rather than drawn anywhere.
    if (start < end) spans.push({ start, end, item });
  }
  return spans;
}

function coverage(spans: readonly NightSpan<unknown>[], nights: number): Int32Array {
  const at = new Int32Array(nights).fill(-1);
  spans.forEach(({ start, end }, index) => at.fill(index, start, end));
  return at;
}

/** Per night, its stay; a booking made here wins a night over an imported event on it (the conflict names both). */
function stayCoverage(stays: readonly NightSpan<OccupancyStayView>[], nights: number): Int32Array {
  const at = new Int32Array(nights).fill(-1);
  for (const isDirect of [false, true]) {
    stays.forEach(({ start, end, item }, index) => {
      if ((item.bookingId !== undefined) === isDirect) at.fill(index, start, end);
    });
  }
  return at;
}

/** Where a room's stays, closures and conflicts fall in the window of `nights` nights from `from`. */
export function occupancyRow(room: OccupancyRoomView, from: IsoDate, nights: number): OccupancyRow {
  const stays = spansOf(room.stays, (stay) => [stay.checkInDate, stay.checkOutDate], from, nights);
  const closures = spansOf(room.closures, (closure) => [closure.startDate, closure.endDate], from, nights);
  const conflicts = spansOf(room.conflicts, (conflict) => [conflict.checkInDate, conflict.checkOutDate], from, nights);
  return {
    stays,
    closures,
    conflicts,
    stayAt: stayCoverage(stays, nights),
    closureAt: coverage(closures, nights),
    conflictAt: coverage(conflicts, nights),
  };
}

/** A cell of the grid: row 0 is the row of nights, column 0 the column of rooms. */
export type GridPosition = { row: number; col: number };

export type GridMove = {
  key: string;
  /** Ctrl (or ⌘) held: Home and End go to the grid's first and last cell. */
  ctrlKey: boolean;
  rows: number;
  cols: number;
  /** How many rows PageUp and PageDown move. */
  pageRows: number;
  /** Right to left: ArrowLeft moves to the next night. */
  isRtl: boolean;
};

/** Where a key moves the focus in the grid (the ARIA grid pattern), or null for a key the grid does not use. */
export function moveInGrid({ row, col }: GridPosition, { key, ctrlKey, rows, cols, pageRows, isRtl }: GridMove): GridPosition | null {
  const clampRow = (next: number) => Math.min(rows - 1, Math.max(0, next));
  const clampCol = (next: number) => Math.min(cols - 1, Math.max(0, next));
  const forward = isRtl ? 'ArrowLeft' : 'ArrowRight';
  const back = isRtl ? 'ArrowRight' : 'ArrowLeft';
  switch (key) {
    case forward:
      return { row, col: clampCol(col + 1) };
    case back:
      return { row, col: clampCol(col - 1) };
    case 'ArrowDown':
      return { row: clampRow(row + 1), col };
    case 'ArrowUp':
      return { row: clampRow(row - 1), col };
    case 'PageDown':
      return { row: clampRow(row + pageRows), col };
    case 'PageUp':
      return { row: clampRow(row - pageRows), col };
    case 'Home':
      return ctrlKey ? { row: 0, col: 0 } : { row, col: 0 };
    case 'End':
      return ctrlKey ? { row: rows - 1, col: cols - 1 } : { row, col: cols - 1 };
    default:
      return null;
  }
}
