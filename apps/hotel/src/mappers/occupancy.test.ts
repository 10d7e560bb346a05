import { describe, expect, it } from 'vitest';
import { bookingsOfStayHref, bookingsRangeOf } from './adminParams';
import { parseOccupancyPeriod } from './occupancy';

const search = (query: string) => new URLSearchParams(query);

describe('parseOccupancyPeriod', () => {
  it('takes the window the address names, up to 93 nights', () => {
    expect(parseOccupancyPeriod(search('from=2026-12-01&to=2026-12-02'), '2026-11-27')).toEqual({ from: '2026-12-01', to: '2026-12-02' });
    expect(parseOccupancyPeriod(search('from=2026-12-01&to=2027-03-04'), '2026-11-27')).toEqual({ from: '2026-12-01', to: '2027-03-04' });
  });

  it('falls back to two weeks from today for a missing, empty, reversed, too long or unreal window', () => {
    const fallback = { from: '2026-11-27', to: '2026-12-11' };
    for (const query of ['', 'from=2026-12-01', 'from=2026-12-01&to=2026-12-01', 'from=2026-12-05&to=2026-12-01', 'from=2026-12-01&to=2027-03-05', 'from=2026-02-30&to=2026-03-02']) {
      expect(parseOccupancyPeriod(search(query), '2026-11-27')).toEqual(fallback);
    }
  });
});

describe('a stay opened in Existing Bookings', () => {
  it('carries its dates in the address, read back as the date filter', () => {
    const href = bookingsOfStayHref({ checkInDate: '2026-12-30', checkOutDate: '2027-01-02' });
    expect(href).toBe('/existing-bookings?from=2026-12-30&to=2027-01-02');
    expect(bookingsRangeOf(new URL(href, 'http://hotel.test').searchParams)).toEqual({ start: '2026-12-30', end: '2027-01-02' });
  });

  it('reads no filter from an address without real, ordered dates', () => {
    expect(bookingsRangeOf(search(''))).toBeNull();
    expect(bookingsRangeOf(search('from=2027-01-02&to=2026-12-30'))).toBeNull();
    expect(bookingsRangeOf(search('from=soon&to=2026-12-30'))).toBeNull();
  });
});
