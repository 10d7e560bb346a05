import { describe, expect, it } from 'vitest';
import { normalizeEditedRoomPrice, normalizeRoomPrice, validateAddRoom, validateEditRoom } from './roomValidation';

const photo = new File(['x'], 'room.jpg', { type: 'image/jpeg' });

describe('normalizeRoomPrice', () => {
  it.each([
    ['150', '150'],
    [' 150 ', '150'],
    ['150.75', '150'],
    ['0', '0'],
    ['12abc', ''],
    ['abc', ''],
    ['-5', ''],
    ['1e3', ''],
    ['', ''],
  ])('turns %j into %j', (input, expected) => {
    expect(normalizeRoomPrice(input)).toBe(expected);
  });
});

describe('normalizeEditedRoomPrice', () => {
  it.each([
    ['199.5', '199.5'],
    [' 150 ', '150'],
    ['', ''],
    ['12abc', ''],
  ])('turns %j into %j', (input, expected) => {
    expect(normalizeEditedRoomPrice(input)).toBe(expected);
  });
});

describe('validateAddRoom', () => {
  it('accepts a complete room', () => {
    expect(validateAddRoom({ roomType: 'Suite', roomPrice: '150', photo })).toEqual([]);
  });

  it('requires room type, price and photo, in that order', () => {
    expect(validateAddRoom({ roomType: ' ', roomPrice: 'abc', photo: null })).toEqual([
      { field: 'roomType', message: 'Please select a room type.' },
      { field: 'roomPrice', message: 'Please enter a room price.' },
      { field: 'photo', message: 'Please choose a room photo.' },
    ]);
  });
});

describe('validateEditRoom', () => {
  it('requires a new photo', () => {
    expect(validateEditRoom({ roomType: 'Suite', roomPrice: '150.5', photo })).toEqual([]);
    expect(validateEditRoom({ roomType: 'Suite', roomPrice: '150', photo: null })).toEqual([
      { field: 'photo', message: 'Please choose a room photo.' },
    ]);
  });

  it('requires a price: a cleared one is "required", not sent as 0', () => {
    expect(validateEditRoom({ roomType: 'Suite', roomPrice: '', photo })).toEqual([
      { field: 'roomPrice', message: 'Please enter a room price.' },
    ]);
    expect(validateEditRoom({ roomType: 'Suite', roomPrice: ' abc ', photo: null })).toEqual([
      { field: 'roomPrice', message: 'Please enter a room price.' },
      { field: 'photo', message: 'Please choose a room photo.' },
    ]);
  });
});
