import { describe, expect, it } from 'vitest';
import { closureOf, firstBookedNightFrom, isNightBooked, minimumNightsFrom, stayCrossesBookedNight } from './bookedNights';

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

describe('closureOf', () => {
  const closed = [{ checkInDate: '2026-12-24', checkOutDate: '2026-12-26', reason: 'Christmas' }];

  it('finds the closure of a closed night, not of its end day', () => {
    expect(closureOf('2026-12-23', closed)).toBeUndefined();
    expect(closureOf('2026-12-24', closed)?.reason).toBe('Christmas');
    expect(closureOf('2026-12-25', closed)?.reason).toBe('Christmas');
    expect(closureOf('2026-12-26', closed)).toBeUndefined();
  });
});

describe('minimumNightsFrom', () => {
  const minimumStays = [
    { checkInDate: '2026-07-01', checkOutDate: '2026-09-01', minNights: 3 },
    { checkInDate: '2026-12-20', checkOutDate: '2027-01-03', minNights: 5 },
  ];

  it('is the minimum stay of the season the check-in falls in', () => {
    expect(minimumNightsFrom('2026-07-01', minimumStays)).toBe(3);
    expect(minimumNightsFrom('2026-08-31', minimumStays)).toBe(3);
    expect(minimumNightsFrom('2027-01-02', minimumStays)).toBe(5);
  });

  it('is one night outside every season, and on the day a season ends', () => {
    expect(minimumNightsFrom('2026-06-30', minimumStays)).toBe(1);
    expect(minimumNightsFrom('2026-09-01', minimumStays)).toBe(1);
    expect(minimumNightsFrom('2026-12-01', [])).toBe(1);
  });
});
