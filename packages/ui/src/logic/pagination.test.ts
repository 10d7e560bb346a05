import { describe, expect, it } from 'vitest';
import { pageCount, paginate } from './pagination';

const items = Array.from({ length: 14 }, (_, index) => index + 1);

describe('pageCount', () => {
  it('rounds up', () => {
    expect(pageCount(14, 6)).toBe(3);
    expect(pageCount(12, 6)).toBe(2);
    expect(pageCount(13, 6)).toBe(3);
  });

  it('has one page for an empty list', () => {
    expect(pageCount(0, 8)).toBe(1);
  });

  it.each([0, -1, 2.5, Number.NaN])('rejects page size %s', (size) => {
    expect(() => pageCount(10, size)).toThrow(RangeError);
  });
});

describe('paginate', () => {
  it('returns the items of a 1-based page', () => {
    expect(paginate(items, 1, 6)).toEqual({ items: [1, 2, 3, 4, 5, 6], page: 1, pageCount: 3 });
    expect(paginate(items, 3, 6)).toEqual({ items: [13, 14], page: 3, pageCount: 3 });
  });

  it('clamps pages outside the range, e.g. after a filter shrank the list', () => {
    expect(paginate(items, 9, 6)).toEqual({ items: [13, 14], page: 3, pageCount: 3 });
    expect(paginate(items, 0, 6).page).toBe(1);
    expect(paginate(items, -4, 6).page).toBe(1);
  });

  it('handles an empty list', () => {
    expect(paginate([], 2, 3)).toEqual({ items: [], page: 1, pageCount: 1 });
  });

  it('does not change the input', () => {
    const input = [1, 2, 3];
    paginate(input, 1, 2);
    expect(input).toEqual([1, 2, 3]);
  });
});
