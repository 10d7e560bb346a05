import { describe, expect, it } from 'vitest';
import { moveInGrid, occupancyRow, windowNights, type GridMove } from './occupancy';

describe('windowNights', () => {
  it('lists the nights of a half-open window across a month end', () => {
    expect(windowNights('2026-11-29', '2026-12-02')).toEqual(['2026-11-29', '2026-11-30', '2026-12-01']);
  });
  it('is empty for an empty or reversed window', () => {
    expect(windowNights('2026-12-02', '2026-12-02')).toEqual([]);
    expect(windowNights('2026-12-05', '2026-12-02')).toEqual([]);
  });
});

describe('occupancyRow', () => {
  const room = {
    roomId: 1,
    roomType: 'Single',
    stays: [
      { bookingId: 1, checkInDate: '2026-11-28', checkOutDate: '2026-12-02', guestName: 'Ada', source: 'direct' },
      { checkInDate: '2026-12-04', checkOutDate: '2026-12-06', source: 'Airbnb' },
      { bookingId: 3, checkInDate: '2026-12-10', checkOutDate: '2026-12-12', source: 'direct' },
      { bookingId: 4, checkInDate: 'soon', checkOutDate: '2026-12-03', source: 'direct' },
    ],
    closures: [{ startDate: '2026-12-02', endDate: '2026-12-03' }],
    conflicts: [{ bookingId: 1, source: 'Airbnb', checkInDate: '2026-12-01', checkOutDate: '2026-12-02' }],
  };

  it('clips spans to the window and leaves out what misses it or cannot be read', () => {
    const row = occupancyRow(room, '2026-12-01', 7);
    expect(row.stays.map(({ start, end, item }) => [start, end, item.source])).toEqual([
      [0, 1, 'direct'],
      [3, 5, 'Airbnb'],
      // The stay from 2026-12-10 misses the window; 'soon' is no date.
    ]);
    expect(Array.from(row.stayAt)).toEqual([0, -1, -1, 1, 1, -1, -1]);
    expect(Array.from(row.closureAt)).toEqual([-1, 0, -1, -1, -1, -1, -1]);
    expect(Array.from(row.conflictAt)).toEqual([0, -1, -1, -1, -1, -1, -1]);
  });

  it('gives a night both a booking and an imported event hold to the booking', () => {
    const row = occupancyRow(
      { ...room, stays: [{ checkInDate: '2026-12-01', checkOutDate: '2026-12-03', source: 'Airbnb' }, room.stays[0]!] },
      '2026-12-01',
      3,
    );
    expect(Array.from(row.stayAt)).toEqual([1, 0, -1]);
  });

  it('ends a span at check-out: the check-out day is free', () => {
    const row = occupancyRow(room, '2026-12-05', 2);
    expect(Array.from(row.stayAt)).toEqual([0, -1]);
  });
});

describe('moveInGrid', () => {
  const grid: Omit<GridMove, 'key'> = { ctrlKey: false, rows: 5, cols: 4, pageRows: 2, isRtl: false };
  const at = { row: 2, col: 1 };

  it('moves one cell with the arrows and stops at the edges', () => {
    expect(moveInGrid(at, { ...grid, key: 'ArrowRight' })).toEqual({ row: 2, col: 2 });
    expect(moveInGrid(at, { ...grid, key: 'ArrowLeft' })).toEqual({ row: 2, col: 0 });
    expect(moveInGrid(at, { ...grid, key: 'ArrowUp' })).toEqual({ row: 1, col: 1 });
    expect(moveInGrid(at, { ...grid, key: 'ArrowDown' })).toEqual({ row: 3, col: 1 });
    expect(moveInGrid({ row: 0, col: 0 }, { ...grid, key: 'ArrowLeft' })).toEqual({ row: 0, col: 0 });
    expect(moveInGrid({ row: 4, col: 3 }, { ...grid, key: 'ArrowDown' })).toEqual({ row: 4, col: 3 });
  });

  it('swaps left and right when the page is written right to left', () => {
    expect(moveInGrid(at, { ...grid, isRtl: true, key: 'ArrowLeft' })).toEqual({ row: 2, col: 2 });
    expect(moveInGrid(at, { ...grid, isRtl: true, key: 'ArrowRight' })).toEqual({ row: 2, col: 0 });
  });

  it('goes to the row ends with Home and End, to the grid ends with Ctrl', () => {
    expect(moveInGrid(at, { ...grid, key: 'Home' })).toEqual({ row: 2, col: 0 });
    expect(moveInGrid(at, { ...grid, key: 'End' })).toEqual({ row: 2, col: 3 });
    expect(moveInGrid(at, { ...grid, ctrlKey: true, key: 'Home' })).toEqual({ row: 0, col: 0 });
    expect(moveInGrid(at, { ...grid, ctrlKey: true, key: 'End' })).toEqual({ row: 4, col: 3 });
  });

  it('pages by pageRows, clamped', () => {
    expect(moveInGrid(at, { ...grid, key: 'PageDown' })).toEqual({ row: 4, col: 1 });
    expect(moveInGrid(at, { ...grid, key: 'PageUp' })).toEqual({ row: 0, col: 1 });
    expect(moveInGrid({ row: 3, col: 1 }, { ...grid, key: 'PageDown' })).toEqual({ row: 4, col: 1 });
  });

  it('ignores other keys', () => {
    expect(moveInGrid(at, { ...grid, key: 'a' })).toBeNull();
  });
});
