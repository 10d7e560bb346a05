import { describe, expect, it } from 'vitest';
import { MAX_ADULTS, MAX_CHILDREN, MAX_GUESTS, fitsCapacity, guestProblems } from '../src/index.js';

describe('guestProblems', () => {
  it('accepts one adult, and the largest booking', () => {
    expect(guestProblems({ numOfAdults: 1, numOfChildren: 0 })).toEqual([]);
    expect(guestProblems({ numOfAdults: MAX_GUESTS - 5, numOfChildren: 5 })).toEqual([]);
  });

  it('names each broken rule', () => {
    expect(guestProblems({ numOfAdults: null, numOfChildren: null })).toEqual(['ADULTS_TOO_FEW', 'CHILDREN_TOO_FEW']);
    expect(guestProblems({ numOfAdults: 0, numOfChildren: -1 })).toEqual(['ADULTS_TOO_FEW', 'CHILDREN_TOO_FEW']);
    expect(guestProblems({ numOfAdults: 1.5, numOfChildren: 0 })).toEqual(['ADULTS_TOO_FEW']);
    expect(guestProblems({ numOfAdults: MAX_ADULTS + 1, numOfChildren: MAX_CHILDREN + 1 })).toEqual(['ADULTS_TOO_MANY', 'CHILDREN_TOO_MANY']);
    expect(guestProblems({ numOfAdults: 15, numOfChildren: 6 })).toEqual(['GUESTS_TOO_MANY']);
  });
});

describe('fitsCapacity', () => {
  const capacity = { maxAdults: 2, maxChildren: 1 };
  it('fits up to the room capacity, adults and children each', () => {
    expect(fitsCapacity({ numOfAdults: 2, numOfChildren: 1 }, capacity)).toBe(true);
    expect(fitsCapacity({ numOfAdults: 3, numOfChildren: 0 }, capacity)).toBe(false);
    expect(fitsCapacity({ numOfAdults: 1, numOfChildren: 2 }, capacity)).toBe(false);
  });
});
