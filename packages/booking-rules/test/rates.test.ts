import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  ISO_WEEKDAYS,
  MAX_ROOM_PRICE,
  RATES_LIMITS,
  addDays,
  dollarsToCents,
  groupNights,
  isoWeekday,
  nightsBetween,
  nightsOf,
  priceStay,
  rateRuleProblems,
  ratesInCents,
  ratesProblems,
  stayPricer,
  totalOf,
  type RoomRates,
  type Season,
} from '../src/index.js';

const BASE = '2026-01-01';
const limits = { maxPrice: 10_000_000, maxNights: 365 };
const price = fc.integer({ min: 1, max: limits.maxPrice });

/** Seasons that share no night: sorted cut points, each pair of neighbours a season (some without a price). */
const seasons = fc
  .uniqueArray(fc.integer({ min: 0, max: 400 }), { minLength: 0, maxLength: 10 })
  .chain((cuts) => {
    const sorted = [...cuts].sort((a, b) => a - b);
    const pairs = sorted.flatMap((start, index) => (index % 2 === 0 && sorted[index + 1] !== undefined ? [[start, sorted[index + 1]!] as const] : []));
    return fc.tuple(...pairs.map(([start, end]) => fc.record({ price: fc.option(price, { nil: undefined }), minNights: fc.option(fc.integer({ min: 1, max: 14 }), { nil: undefined }) }).map(
      ({ price: seasonPrice, minNights }): Season => ({ name: `S${start}`, startDate: addDays(BASE, start), endDate: addDays(BASE, end), price: seasonPrice, minNights }),
    )));
  });

const rates = fc.record({
  roomPrice: price,
  weekdayPrices: fc.dictionary(fc.constantFrom(...ISO_WEEKDAYS), price, { maxKeys: 7 }),
  seasons,
  closures: fc.constant([]),
}) satisfies fc.Arbitrary<RoomRates>;

const stay = fc.tuple(fc.integer({ min: -20, max: 420 }), fc.integer({ min: 1, max: 60 })).map(([start, nights]) => ({
  checkInDate: addDays(BASE, start),
  checkOutDate: addDays(BASE, start + nights),
}));

describe('stayPricer', () => {
  const closures = fc.array(
    fc.tuple(fc.integer({ min: -20, max: 420 }), fc.integer({ min: 1, max: 30 })).map(([start, nights]) => ({ startDate: addDays(BASE, start), endDate: addDays(BASE, start + nights) })),
    { maxLength: 3 },
  );

  it('gives each room the total priceStay gives, or none where rateRuleProblems refuses the stay', () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(rates, closures), { minLength: 1, maxLength: 4 }), stay, (rooms, requested) => {
        const price = stayPricer(requested);
        for (const [roomRates, roomClosures] of rooms) {
          const withClosures = { ...roomRates, closures: roomClosures };
          const expected = rateRuleProblems(requested, withClosures).length > 0 ? undefined : totalOf(priceStay(requested, withClosures));
          expect(price(withClosures)).toBe(expected);
        }
      }),
    );
  });
});

describe('priceStay', () => {
  it('prices every night of the stay once, and the total is the sum of the nights', () => {
    fc.assert(
      fc.property(rates, stay, (roomRates, requested) => {
        const nights = priceStay(requested, roomRates);
        expect(nights.map((night) => night.date)).toEqual(nightsOf({ startDate: requested.checkInDate, endDate: requested.checkOutDate }));
        expect(nights).toHaveLength(nightsBetween(requested.checkInDate, requested.checkOutDate));
        let sum = 0;
        for (const night of nights) sum += night.price;
        expect(totalOf(nights)).toBe(sum);
      }),
    );
  });

  it('prices each night by exactly one rule: a covering season with a price, else its weekday, else the room', () => {
    fc.assert(
      fc.property(rates, stay, (roomRates, requested) => {
        for (const night of priceStay(requested, roomRates)) {
          const seasonPrices = roomRates.seasons.filter((season) => season.startDate <= night.date && night.date < season.endDate && season.price !== undefined);
          expect(seasonPrices.length).toBeLessThanOrEqual(1);
          const weekday = roomRates.weekdayPrices[String(isoWeekday(night.date)) as keyof typeof roomRates.weekdayPrices];
          const rules = [
            ...seasonPrices.map((season) => ({ rule: 'season', price: season.price, season: season.name })),
            ...(weekday === undefined ? [] : [{ rule: 'weekday', price: weekday }]),
            { rule: 'room', price: roomRates.roomPrice },
          ];
          expect({ rule: night.rule, price: night.price, ...(night.season === undefined ? {} : { season: night.season }) }).toEqual(rules[0]);
        }
      }),
    );
  });

  it('splits a stay into the same nights whichever way its range is cut', () => {
    fc.assert(
      fc.property(rates, stay, fc.integer({ min: 1, max: 59 }), (roomRates, requested, cutAfter) => {
        const nights = nightsBetween(requested.checkInDate, requested.checkOutDate);
        const cut = addDays(requested.checkInDate, Math.min(cutAfter, nights));
        const whole = priceStay(requested, roomRates);
        const parts = [
          ...priceStay({ checkInDate: requested.checkInDate, checkOutDate: cut }, roomRates),
          ...priceStay({ checkInDate: cut, checkOutDate: requested.checkOutDate }, roomRates),
        ];
        expect(parts).toEqual(whole);
        expect(totalOf(parts)).toBe(totalOf(whole));
      }),
    );
  });

  it('uses the season price over a weekday price over the room price', () => {
    const roomRates: RoomRates = {
      roomPrice: 10_000,
      weekdayPrices: { '5': 12_000, '6': 15_000 },
      seasons: [{ name: 'Summer', startDate: '2026-07-01', endDate: '2026-09-01', price: 20_000 }],
      closures: [],
    };
    // Thu 2026-06-25 … Wed 2026-07-01
    expect(priceStay({ checkInDate: '2026-06-25', checkOutDate: '2026-07-02' }, roomRates).map(({ price: p, rule }) => [p, rule])).toEqual([
      [10_000, 'room'],
      [12_000, 'weekday'],
      [15_000, 'weekday'],
      [10_000, 'room'],
      [10_000, 'room'],
      [10_000, 'room'],
      [20_000, 'season'],
    ]);
  });
});

describe('groupNights', () => {
  it('groups consecutive nights of one price, keeping every night and the total', () => {
    fc.assert(
      fc.property(rates, stay, (roomRates, requested) => {
        const nights = priceStay(requested, roomRates);
        const groups = groupNights(nights);
        expect(groups.reduce((sum, group) => sum + group.nights * group.price, 0)).toBe(totalOf(nights));
        expect(groups.reduce((sum, group) => sum + group.nights, 0)).toBe(nights.length);
        groups.forEach((group, index) => {
          expect(nightsBetween(group.startDate, group.endDate)).toBe(group.nights);
          if (index > 0) {
            const previous = groups[index - 1]!;
            expect(group.startDate).toBe(previous.endDate);
            expect([group.price, group.season]).not.toEqual([previous.price, previous.season]);
          }
        });
      }),
    );
  });

  it('starts a new run where a season of the same price begins, and names it', () => {
    const roomRates: RoomRates = {
      roomPrice: 15_000,
      weekdayPrices: {},
      seasons: [{ name: 'Autumn fair', startDate: '2026-10-02', endDate: '2026-10-04', price: 15_000 }],
      closures: [],
    };
    expect(groupNights(priceStay({ checkInDate: '2026-10-01', checkOutDate: '2026-10-05' }, roomRates))).toEqual([
      { startDate: '2026-10-01', endDate: '2026-10-02', nights: 1, price: 15_000 },
      { startDate: '2026-10-02', endDate: '2026-10-04', nights: 2, price: 15_000, season: 'Autumn fair' },
      { startDate: '2026-10-04', endDate: '2026-10-05', nights: 1, price: 15_000 },
    ]);
  });
});

describe('rateRuleProblems', () => {
  const roomRates = {
    seasons: [{ name: 'Festival', startDate: '2026-08-01', endDate: '2026-08-10', minNights: 3 }],
    closures: [{ startDate: '2026-09-10', endDate: '2026-09-12', reason: 'Painting' }],
  };

  it('names the first closed night of the stay', () => {
    expect(rateRuleProblems({ checkInDate: '2026-09-08', checkOutDate: '2026-09-15' }, roomRates)).toEqual([{ code: 'NIGHT_CLOSED', date: '2026-09-10' }]);
    expect(rateRuleProblems({ checkInDate: '2026-09-11', checkOutDate: '2026-09-13' }, roomRates)).toEqual([{ code: 'NIGHT_CLOSED', date: '2026-09-11' }]);
    expect(rateRuleProblems({ checkInDate: '2026-09-12', checkOutDate: '2026-09-13' }, roomRates)).toEqual([]);
    expect(rateRuleProblems({ checkInDate: '2026-09-08', checkOutDate: '2026-09-10' }, roomRates)).toEqual([]);
  });

  it("applies a season's minimum stay to stays that start in it", () => {
    expect(rateRuleProblems({ checkInDate: '2026-08-09', checkOutDate: '2026-08-11' }, roomRates)).toEqual([{ code: 'MIN_STAY_NOT_MET', minNights: 3 }]);
    expect(rateRuleProblems({ checkInDate: '2026-08-09', checkOutDate: '2026-08-12' }, roomRates)).toEqual([]);
    expect(rateRuleProblems({ checkInDate: '2026-07-31', checkOutDate: '2026-08-02' }, roomRates)).toEqual([]);
  });
});

describe('ratesProblems', () => {
  const season = (startDate: string, endDate: string, extra: Partial<Season> = {}): Season => ({ name: startDate, startDate, endDate, ...extra });

  it('accepts seasons that meet without sharing a night', () => {
    expect(ratesProblems({ seasons: [season('2026-01-01', '2026-02-01'), season('2026-02-01', '2026-03-01')], closures: [] }, limits)).toEqual([]);
  });

  it('names the overlapping seasons and the nights they share', () => {
    expect(ratesProblems({ seasons: [season('2026-01-01', '2026-02-01'), season('2026-03-01', '2026-04-01'), season('2026-01-20', '2026-03-05')], closures: [] }, limits)).toEqual([
      { code: 'SEASONS_OVERLAP', path: 'seasons/2', overlapsIndex: 0, shared: { startDate: '2026-01-20', endDate: '2026-02-01' } },
    ]);
  });

  it('finds an overlap exactly when two seasons share a night', () => {
    const range = fc.tuple(fc.integer({ min: 0, max: 60 }), fc.integer({ min: 1, max: 20 })).map(([start, nights]) => season(addDays(BASE, start), addDays(BASE, start + nights)));
    fc.assert(
      fc.property(fc.array(range, { maxLength: 6 }), (list) => {
        const nightSets = list.map((item) => new Set(nightsOf(item)));
        const shares = nightSets.some((nights, index) => nightSets.slice(0, index).some((earlier) => [...nights].some((night) => earlier.has(night))));
        const overlaps = ratesProblems({ seasons: list, closures: [] }, limits).filter((problem) => problem.code === 'SEASONS_OVERLAP');
        expect(overlaps.length > 0).toBe(shares);
      }),
    );
  });

  it('refuses bad prices, weekdays, dates, empty ranges and minimum stays, naming the field', () => {
    const problems = ratesProblems(
      {
        weekdayPrices: { '1': 0, '2': -100, '3': Number.NaN, '4': 12.5, '5': limits.maxPrice + 1, '7': limits.maxPrice, '8': 100 } as RoomRates['weekdayPrices'],
        seasons: [season('2026-01-01', '2026-01-01'), season('2026-02-30', '2026-03-01'), season('2026-04-01', '2026-04-05', { price: 0, minNights: 0 })],
        closures: [{ startDate: '2026-05-02', endDate: '2026-05-01' }],
      },
      limits,
    );
    expect(problems).toEqual([
      { code: 'RATES_INVALID_PRICE', path: 'weekdayPrices/1' },
      { code: 'RATES_INVALID_PRICE', path: 'weekdayPrices/2' },
      { code: 'RATES_INVALID_PRICE', path: 'weekdayPrices/3' },
      { code: 'RATES_INVALID_PRICE', path: 'weekdayPrices/4' },
      { code: 'RATES_INVALID_PRICE', path: 'weekdayPrices/5' },
      { code: 'RATES_INVALID_WEEKDAY', path: 'weekdayPrices/8' },
      { code: 'RATES_EMPTY_RANGE', path: 'seasons/0/endDate' },
      { code: 'RATES_INVALID_DATE', path: 'seasons/1/startDate' },
      { code: 'RATES_INVALID_PRICE', path: 'seasons/2/price' },
      { code: 'RATES_INVALID_MIN_NIGHTS', path: 'seasons/2/minNights' },
      { code: 'RATES_EMPTY_RANGE', path: 'closures/0/endDate' },
    ]);
  });
});

describe('dollarsToCents and ratesInCents', () => {
  it('turns dollars of at most 2 decimals into whole cents, and anything else into NaN', () => {
    expect(dollarsToCents(149.5)).toBe(14_950);
    expect(dollarsToCents(0.07)).toBe(7);
    expect(dollarsToCents(100_000)).toBe(10_000_000);
    expect(dollarsToCents(10.005)).toBeNaN();
    expect(dollarsToCents(Number.NaN)).toBeNaN();
    expect(dollarsToCents(Number.POSITIVE_INFINITY)).toBeNaN();
  });

  it('keeps every whole-cent amount exactly', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: RATES_LIMITS.maxPrice }), (cents) => {
        expect(dollarsToCents(cents / 100)).toBe(cents);
      }),
    );
  });

  it('prices a body in dollars in cents, so ratesProblems checks it against the shared limits', () => {
    const body = {
      weekdayPrices: { '6': 150, '7': 10.005 },
      seasons: [{ name: 'Summer', startDate: '2027-07-01', endDate: '2027-09-01', price: 200.25, minNights: 3 }, { name: 'Quiet', startDate: '2027-11-01', endDate: '2027-12-01' }],
      closures: [{ startDate: '2027-04-05', endDate: '2027-04-08', reason: 'Painting' }],
    };
    const cents = ratesInCents(body);
    expect(cents.weekdayPrices['6']).toBe(15_000);
    expect(cents.weekdayPrices['7']).toBeNaN();
    expect(cents.seasons).toEqual([{ ...body.seasons[0], price: 20_025 }, body.seasons[1]]);
    expect(cents.closures).toEqual(body.closures);
    expect(ratesProblems(cents, RATES_LIMITS)).toEqual([{ code: 'RATES_INVALID_PRICE', path: 'weekdayPrices/7' }]);
    expect(ratesProblems(ratesInCents({ weekdayPrices: { '1': MAX_ROOM_PRICE + 0.01 }, seasons: [], closures: [] }), RATES_LIMITS)).toEqual([
      { code: 'RATES_INVALID_PRICE', path: 'weekdayPrices/1' },
    ]);
  });
});
