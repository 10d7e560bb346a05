import { describe, expect, it } from 'vitest';
import { distinctRoomTypes, filterRoomsByType, isSameRoomType } from './roomFilter';

const rooms = [
  { id: 1, roomType: 'Single' },
  { id: 2, roomType: 'Single Deluxe' },
  { id: 3, roomType: 'Double' },
  { id: 4, roomType: 'single' },
  { id: 5, roomType: ' Suite ' },
];

describe('filterRoomsByType', () => {
  it('keeps every room for an empty or blank type', () => {
    expect(filterRoomsByType(rooms, '')).toEqual(rooms);
    expect(filterRoomsByType(rooms, '   ')).toEqual(rooms);
  });

  it('returns a new array, never the input', () => {
    expect(filterRoomsByType(rooms, '')).not.toBe(rooms);
  });

  it('matches the whole type, not a substring', () => {
    expect(filterRoomsByType(rooms, 'Single').map((room) => room.id)).toEqual([1, 4]);
    expect(filterRoomsByType(rooms, 'Deluxe')).toEqual([]);
    expect(filterRoomsByType(rooms, 'Sing')).toEqual([]);
  });

  it('ignores case and surrounding spaces on both sides', () => {
    expect(filterRoomsByType(rooms, 'SINGLE DELUXE').map((room) => room.id)).toEqual([2]);
    expect(filterRoomsByType(rooms, 'suite').map((room) => room.id)).toEqual([5]);
    expect(filterRoomsByType(rooms, '  double ').map((room) => room.id)).toEqual([3]);
  });

  it('returns an empty list when nothing matches', () => {
    expect(filterRoomsByType(rooms, 'Penthouse')).toEqual([]);
    expect(filterRoomsByType([], 'Single')).toEqual([]);
  });
});

describe('distinctRoomTypes', () => {
  it('keeps first-seen order and spelling, dropping case duplicates and blanks', () => {
    expect(distinctRoomTypes(rooms.map((room) => room.roomType))).toEqual(['Single', 'Single Deluxe', 'Double', 'Suite']);
    expect(distinctRoomTypes(['', '  ', 'Twin', 'TWIN'])).toEqual(['Twin']);
  });
});

describe('isSameRoomType', () => {
  it('compares exactly, ignoring case and spaces', () => {
    expect(isSameRoomType('Single', ' single ')).toBe(true);
    expect(isSameRoomType('Single', 'Single Deluxe')).toBe(false);
  });
});
