import { describe, expect, it } from 'vitest';
import {
  missingAltTexts,
  normalizeEditedRoomPrice,
  normalizeRoomPrice,
  ROOM_DESCRIPTION_MAX_LENGTH,
  ROOM_SIZE_MAX,
  roomValidationMessages,
  validateAddRoom,
  validateEditRoom,
} from './roomValidation';

const photo = new File(['x'], 'room.jpg', { type: 'image/jpeg' });
/** The optional fields, left empty. */
const noFacts = { description: '', bedType: '' as const, sizeSquareMeters: '', amenities: [] };

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
    expect(validateAddRoom({ ...noFacts, roomType: 'Suite', roomPrice: '150', photo })).toEqual([]);
  });

  it('requires room type, price and photo, in that order', () => {
    expect(validateAddRoom({ ...noFacts, roomType: ' ', roomPrice: 'abc', photo: null })).toEqual([
      { field: 'roomType', message: 'Please select a room type.' },
      { field: 'roomPrice', message: 'Please enter a room price.' },
      { field: 'photo', message: 'Please choose a room photo.' },
    ]);
  });
});

describe('validateEditRoom', () => {
  it('requires a new photo', () => {
    expect(validateEditRoom({ ...noFacts, roomType: 'Suite', roomPrice: '150.5', photo })).toEqual([]);
    expect(validateEditRoom({ ...noFacts, roomType: 'Suite', roomPrice: '150', photo: null })).toEqual([
      { field: 'photo', message: 'Please choose a room photo.' },
    ]);
  });

  it('requires a price: a cleared one is "required", not sent as 0', () => {
    expect(validateEditRoom({ ...noFacts, roomType: 'Suite', roomPrice: '', photo })).toEqual([
      { field: 'roomPrice', message: 'Please enter a room price.' },
    ]);
    expect(validateEditRoom({ ...noFacts, roomType: 'Suite', roomPrice: ' abc ', photo: null })).toEqual([
      { field: 'roomPrice', message: 'Please enter a room price.' },
      { field: 'photo', message: 'Please choose a room photo.' },
    ]);
  });
});

describe('the description and size, in both forms', () => {
  const valid = { ...noFacts, roomType: 'Suite', roomPrice: '150', photo };

  it('accepts an empty size and a description of up to 4000 characters (spaces around it not counted)', () => {
    expect(validateAddRoom({ ...valid, description: ` ${'x'.repeat(4000)}\n` })).toEqual([]);
    expect(validateEditRoom({ ...valid, sizeSquareMeters: ' 24 ' })).toEqual([]);
  });

  it('refuses a longer description', () => {
    expect(validateEditRoom({ ...valid, description: 'x'.repeat(4001) })).toEqual([
      { field: 'description', message: 'Please keep the description within 4000 characters.' },
    ]);
  });

  it.each(['0', '1001', '24.5', '-3', 'big'])('refuses the size %j', (size) => {
    expect(validateAddRoom({ ...valid, sizeSquareMeters: size }).map(({ field }) => field)).toEqual(['sizeSquareMeters']);
  });

  it('names the bounds the form checks', () => {
    expect(roomValidationMessages.descriptionTooLong).toContain(String(ROOM_DESCRIPTION_MAX_LENGTH));
    expect(roomValidationMessages.sizeInvalid).toContain(`1 to ${ROOM_SIZE_MAX}`);
  });

  it('accepts the sizes 1 and 1000', () => {
    expect(validateAddRoom({ ...valid, sizeSquareMeters: '1' })).toEqual([]);
    expect(validateAddRoom({ ...valid, sizeSquareMeters: '1000' })).toEqual([]);
  });
});

describe('missingAltTexts', () => {
  it('finds each photo without alt text, in order, blank text included', () => {
    expect(
      missingAltTexts([
        { id: 7, alt: 'Bed' },
        { id: 3, alt: '  ' },
        { id: 9, alt: '' },
      ]),
    ).toEqual([
      { id: 3, message: 'Please describe the photo for guests who cannot see it.' },
      { id: 9, message: 'Please describe the photo for guests who cannot see it.' },
    ]);
  });

  it('finds nothing when every photo has one', () => {
    expect(missingAltTexts([{ id: 1, alt: 'Bed' }])).toEqual([]);
  });
});
