import { describe, expect, it } from 'vitest';
import { firstBookedNightFrom, isNightBooked, stayCrossesBookedNight } from './bookedNights';

// Nights of 10, 11 and 12 December are booked, and the night of the 20th.
const booked = [
  { checkInDate: '2026-12-10', checkOutDate: '2026-12-13' },
  { checkInDate: '2026-12-20', checkOutDate: '2026-12-21' },
];

describe('isNightBooked', () => {
  it('counts the first night of a range and not its check-out day', () => {
    expect(isNightBooked('2026-12-09', booked)).toBe(false);
    expect(isNightBooked('2026-12-10', booked)).toBe(true);
    expect(isNightBooked('2026-12-12', booked)).toBe(true);
    expect(isNightBooked('2026-12-13', booked)).toBe(false);
    expect(isNightBooked('2026-12-20', booked)).toBe(true);
  });

  it('finds nothing booked without ranges', () => {
    expect(isNightBooked('2026-12-10', [])).toBe(false);
  });
});

describe('stayCrossesBookedNight', () => {
  it('lets a stay check out on the day a booked range starts and check in on the day it ends', () => {
    expect(stayCrossesBookedNight({ checkInDate: '2026-12-07', checkOutDate: '2026-12-10' }, booked)).toBe(false);
    expect(stayCrossesBookedNight({ checkInDate: '2026-12-13', checkOutDate: '2026-12-20' }, booked)).toBe(false);
  });

  it('refuses a stay holding one booked night, at either end or across a whole range', () => {
    expect(stayCrossesBookedNight({ checkInDate: '2026-12-07', checkOutDate: '2026-12-11' }, booked)).toBe(true);
    expect(stayCrossesBookedNight({ checkInDate: '2026-12-12', checkOutDate: '2026-12-14' }, booked)).toBe(true);
    expect(stayCrossesBookedNight({ checkInDate: '2026-12-15', checkOutDate: '2026-12-24' }, booked)).toBe(true);
  });
});

describe('firstBookedNightFrom', () => {
  it('gives the next booked night after a free check-in', () => {
    expect(firstBookedNightFrom('2026-12-01', booked)).toBe('2026-12-10');
    expect(firstBookedNightFrom('2026-12-13', booked)).toBe('2026-12-20');
  });

  it('gives the check-in day itself when its night is booked', () => {
    expect(firstBookedNightFrom('2026-12-11', booked)).toBe('2026-12-11');
  });

  it('gives null when nothing is booked from that day on, whatever the order of the ranges', () => {
    expect(firstBookedNightFrom('2026-12-21', booked)).toBeNull();
    expect(firstBookedNightFrom('2026-12-14', [...booked].reverse())).toBe('2026-12-20');
  });
});
