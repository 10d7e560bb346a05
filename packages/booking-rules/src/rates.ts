import { addDays, isCalendarDate, isoWeekday, nightsBetween, nightsOf, rangeCovers, rangesOverlap, type CalendarDate, type DateRange } from './dates.js';
import { MAX_STAY_NIGHTS, type Stay } from './stay.js';

/** ISO weekday as text, "1" (Monday) … "7" (Sunday), the keys of `weekdayPrices`. */
export type IsoWeekday = '1' | '2' | '3' | '4' | '5' | '6' | '7';
export const ISO_WEEKDAYS: readonly IsoWeekday[] = ['1', '2', '3', '4', '5', '6', '7'];

/** Prices here are whole cents (integers), so sums are exact. */
export type Cents = number;

/** A named period [startDate, endDate) with its own price per night and/or minimum stay. */
export type Season = { name: string; startDate: CalendarDate; endDate: CalendarDate; price?: Cents; minNights?: number };
/** Nights [startDate, endDate) the room is not sold. */
export type Closure = { startDate: CalendarDate; endDate: CalendarDate; reason?: string };

/** A room's rates; `roomPrice` (the room's own price) applies to every night no other rule prices. */
export type RoomRates = {
  roomPrice: Cents;
  weekdayPrices?: Partial<Record<IsoWeekday, Cents>>;
  seasons: readonly Season[];
  closures: readonly Closure[];
};

/** Which rule priced a night, in the order they are tried. */
export type PriceRule = 'season' | 'weekday' | 'room';
/** A night's price and the rule that set it; `season` names the season whose price it is. */
export type PricedNight = { date: CalendarDate; price: Cents; rule: PriceRule; season?: string };

/** The price of one night: a covering season's price, else the weekday's price, else the room's price. */
export function priceNight(date: CalendarDate, rates: RoomRates): PricedNight {
  return priceNightOn(date, String(isoWeekday(date)) as IsoWeekday, rates);
}

/** `priceNight` with the night's weekday already known. */
function priceNightOn(date: CalendarDate, weekday: IsoWeekday, rates: RoomRates): PricedNight {
  const season = rates.seasons.find((candidate) => candidate.price !== undefined && rangeCovers(candidate, date));
  if (season?.price !== undefined) return { date, price: season.price, rule: 'season', season: season.name };
  const weekdayPrice = rates.weekdayPrices?.[weekday];
  if (weekdayPrice !== undefined) return { date, price: weekdayPrice, rule: 'weekday' };
  return { date, price: rates.roomPrice, rule: 'room' };
}

/**
 * One stay priced in many rooms (search prices every room on offer per request): the stay's nights and their
 * weekdays are worked out once, so each room costs only its own rules. A room's total, the same as
 * `totalOf(priceStay(stay, rates))`, or undefined where `rateRuleProblems` finds a closed night or a minimum stay.
 */
export function stayPricer(stay: Stay): (rates: RoomRates) => Cents | undefined {
  const nights = nightsOf({ startDate: stay.checkInDate, endDate: stay.checkOutDate }).map((date) => ({
    date,
    weekday: String(isoWeekday(date)) as IsoWeekday,
  }));
  return (rates) => {
    if (rateRuleProblems(stay, rates).length > 0) return undefined;
    let total = 0;
    for (const { date, weekday } of nights) total += priceNightOn(date, weekday, rates).price;
    return total;
  };
}

/** Each night of the stay with its price, in order. */
export function priceStay({ checkInDate, checkOutDate }: Stay, rates: RoomRates): PricedNight[] {
  const nights: PricedNight[] = [];
  for (let date = checkInDate; date < checkOutDate; date = addDays(date, 1)) nights.push(priceNight(date, rates));
  return nights;
}

/** The stay's total: the sum of its nights. */
export function totalOf(nights: readonly { price: Cents }[]): Cents {
  return nights.reduce((sum, night) => sum + night.price, 0);
}

/** A run of consecutive nights at one price (and of one season, where a season set it), [startDate, endDate). */
export type NightGroup = { startDate: CalendarDate; endDate: CalendarDate; nights: number; price: Cents; season?: string };

/** Consecutive nights sharing a price and season, as groups in order. */
export function groupNights(nights: readonly { date: CalendarDate; price: Cents; season?: string | undefined }[]): NightGroup[] {
  const groups: NightGroup[] = [];
  for (const night of nights) {
    const last = groups.at(-1);
    if (last && last.price === night.price && last.season === night.season && last.endDate === night.date) {
      last.endDate = addDays(night.date, 1);
      last.nights += 1;
    } else {
      const group: NightGroup = { startDate: night.date, endDate: addDays(night.date, 1), nights: 1, price: night.price };
      if (night.season !== undefined) group.season = night.season;
      groups.push(group);
    }
  }
  return groups;
}

export type RateRuleProblem = { code: 'NIGHT_CLOSED'; date: CalendarDate } | { code: 'MIN_STAY_NOT_MET'; minNights: number };

/**
 * The rules of the room's rates a (valid) stay breaks: a closed night (the first one), a minimum stay not met.
 * A season's minimum stay applies to stays that start in it (arrival-based, as most booking engines do).
 */
export function rateRuleProblems(stay: Stay, rates: Pick<RoomRates, 'seasons' | 'closures'>): RateRuleProblem[] {
  const problems: RateRuleProblem[] = [];
  const stayRange = { startDate: stay.checkInDate, endDate: stay.checkOutDate };
  const closed = rates.closures
    .filter((closure) => rangesOverlap(closure, stayRange))
    .map((closure) => (closure.startDate > stay.checkInDate ? closure.startDate : stay.checkInDate))
    .sort()[0];
  if (closed !== undefined) problems.push({ code: 'NIGHT_CLOSED', date: closed });
  const minNights = rates.seasons.find((season) => season.minNights !== undefined && rangeCovers(season, stay.checkInDate))?.minNights;
  if (minNights !== undefined && nightsBetween(stay.checkInDate, stay.checkOutDate) < minNights) {
    problems.push({ code: 'MIN_STAY_NOT_MET', minNights });
  }
  return problems;
}

/** Where in a rates body a problem is: `seasons/1/endDate`, `weekdayPrices/8`, `closures/0`. */
export type RatesProblem =
  | { code: 'RATES_INVALID_DATE' | 'RATES_EMPTY_RANGE' | 'RATES_INVALID_PRICE' | 'RATES_INVALID_WEEKDAY' | 'RATES_INVALID_MIN_NIGHTS'; path: string }
  /** `seasons/<index>` overlaps the earlier `seasons/<overlapsIndex>` on the nights `shared`. */
  | { code: 'SEASONS_OVERLAP'; path: string; overlapsIndex: number; shared: DateRange };

/** Limits of a rates body: the highest price of a night (cents) and the longest stay (for minNights). */
export type RatesLimits = { maxPrice: Cents; maxNights: number };

/** The highest price of a night (a room's, a weekday's or a season's), in dollars. */
export const MAX_ROOM_PRICE = 100_000;
/** The limits the server and the admin's rates form check a rates body against. */
export const RATES_LIMITS: RatesLimits = { maxPrice: MAX_ROOM_PRICE * 100, maxNights: MAX_STAY_NIGHTS };

/** Dollars with at most 2 decimals as whole cents; NaN for anything else, which `ratesProblems` then names. */
export function dollarsToCents(dollars: number): Cents {
  const cents = Math.round(dollars * 100);
  return Number.isFinite(dollars) && Math.abs(cents - dollars * 100) < 1e-6 ? cents : Number.NaN;
}

/** A rates body with prices in dollars, as the API and the admin's form hold it. */
export type RatesInDollars = {
  weekdayPrices?: Partial<Record<IsoWeekday, number>> | undefined;
  seasons: readonly Season[];
  closures: readonly Closure[];
};

/** A rates body in dollars with every price in whole cents (a price of more than 2 decimals becomes NaN). */
export function ratesInCents(rates: RatesInDollars): { weekdayPrices: Partial<Record<IsoWeekday, Cents>>; seasons: Season[]; closures: Closure[] } {
  const weekdayPrices: Partial<Record<IsoWeekday, Cents>> = {};
  for (const [weekday, price] of Object.entries(rates.weekdayPrices ?? {})) {
    if (price !== undefined) weekdayPrices[weekday as IsoWeekday] = dollarsToCents(price);
  }
  return {
    weekdayPrices,
    seasons: rates.seasons.map((season) => (season.price === undefined ? { ...season } : { ...season, price: dollarsToCents(season.price) })),
    closures: rates.closures.map((closure) => ({ ...closure })),
  };
}

const isPrice = (value: unknown, limits: RatesLimits): boolean =>
  typeof value === 'number' && Number.isSafeInteger(value) && value > 0 && value <= limits.maxPrice;

function rangeProblems(range: DateRange, path: string): RatesProblem[] {
  const badDate = (['startDate', 'endDate'] as const).find((field) => !isCalendarDate(range[field]));
  if (badDate) return [{ code: 'RATES_INVALID_DATE', path: `${path}/${badDate}` }];
  return range.endDate > range.startDate ? [] : [{ code: 'RATES_EMPTY_RANGE', path: `${path}/endDate` }];
}

/**
 * Every problem of a rates body, with the path of the field it names: weekday keys "1"…"7", positive whole-cent
 * prices up to `maxPrice`, calendar dates, ranges of at least one night, a season's minNights from 1 to
 * `maxNights`, and no two seasons sharing a night. Empty when the body can be stored.
 */
export function ratesProblems(
  rates: Pick<RoomRates, 'weekdayPrices' | 'seasons' | 'closures'>,
  limits: RatesLimits,
): RatesProblem[] {
  const problems: RatesProblem[] = [];
  for (const [weekday, price] of Object.entries(rates.weekdayPrices ?? {})) {
    if (!(ISO_WEEKDAYS as readonly string[]).includes(weekday)) problems.push({ code: 'RATES_INVALID_WEEKDAY', path: `weekdayPrices/${weekday}` });
    else if (!isPrice(price, limits)) problems.push({ code: 'RATES_INVALID_PRICE', path: `weekdayPrices/${weekday}` });
  }
  rates.seasons.forEach((season, index) => {
    const path = `seasons/${index}`;
    problems.push(...rangeProblems(season, path));
    if (season.price !== undefined && !isPrice(season.price, limits)) problems.push({ code: 'RATES_INVALID_PRICE', path: `${path}/price` });
    const { minNights } = season;
    if (minNights !== undefined && !(Number.isSafeInteger(minNights) && minNights >= 1 && minNights <= limits.maxNights)) {
      problems.push({ code: 'RATES_INVALID_MIN_NIGHTS', path: `${path}/minNights` });
    }
  });
  rates.closures.forEach((closure, index) => problems.push(...rangeProblems(closure, `closures/${index}`)));
  if (problems.length > 0) return problems;
  rates.seasons.forEach((second, index) => {
    const firstIndex = rates.seasons.findIndex((first, earlier) => earlier < index && rangesOverlap(first, second));
    const first = rates.seasons[firstIndex];
    if (first) {
      const shared = {
        startDate: first.startDate > second.startDate ? first.startDate : second.startDate,
        endDate: first.endDate < second.endDate ? first.endDate : second.endDate,
      };
      problems.push({ code: 'SEASONS_OVERLAP', path: `seasons/${index}`, overlapsIndex: firstIndex, shared });
    }
  });
  return problems;
}
