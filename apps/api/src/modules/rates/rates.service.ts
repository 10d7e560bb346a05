import {
  MAX_ROOM_PRICE,
  MAX_STAY_NIGHTS,
  RATES_LIMITS,
  fitsCapacity,
  priceStay,
  rateRuleProblems,
  ratesInCents,
  ratesProblems,
  totalOf,
  type IsoWeekday,
  type PricedNight,
  type RatesProblem,
  type Stay,
} from '@hotel/booking-rules';
import type { DatabaseHandle } from '../../db/connect.js';
import { withWriteTransaction } from '../../db/transaction.js';
import { ApiErrors, aboutField } from '../../errors/catalog.js';
import { validateStay } from '../../lib/stay.js';
import { recordAudit, type Actor, type Snapshot } from '../audit/audit.service.js';
import { isRoomBookedDuring } from '../availability/availability.js';
import type { OfferAnswers, RoomCatalogue } from '../rooms/room-catalogue.js';
import { findRoomOnOffer, findRoomRates, lockRoomOnOffer, type RoomSummary, type StoredRates } from '../rooms/rooms.service.js';
import { findBookingCodesDuring, saveRoomRates } from './rates.repository.js';

/** What a booking stores and reads of its nights' prices, and the rates it is priced by. */
export { insertBookingNights, listBookingNights } from './rates.repository.js';
export { findRoomRates };
import type { Quote, RoomRatesBody } from './rates.schemas.js';

const mapPrices = <K extends string>(prices: Partial<Record<K, number>>, map: (price: number) => number) =>
  Object.fromEntries(Object.entries<number | undefined>(prices).flatMap(([key, price]) => (price === undefined ? [] : [[key, map(price)]]))) as Partial<Record<K, number>>;

function toRatesBody(rates: StoredRates): Required<RoomRatesBody> {
  return {
    weekdayPrices: mapPrices<IsoWeekday>(rates.weekdayPrices, (cents) => cents / 100),
    seasons: rates.seasons.map((season) => ({ ...season, ...(season.price === undefined ? {} : { price: season.price / 100 }) })),
    closures: rates.closures,
  };
}

const problemText: Record<Exclude<RatesProblem['code'], 'SEASONS_OVERLAP'>, string> = {
  RATES_INVALID_DATE: 'is not a calendar date (YYYY-MM-DD)',
  RATES_EMPTY_RANGE: 'must be after the start date: a range covers at least one night',
  RATES_INVALID_PRICE: `must be a price above 0 and at most ${MAX_ROOM_PRICE}, with at most 2 decimals`,
  RATES_INVALID_WEEKDAY: 'is not an ISO weekday ("1" Monday … "7" Sunday)',
  RATES_INVALID_MIN_NIGHTS: `must be a whole number of nights from 1 to ${MAX_STAY_NIGHTS}`,
};

/** The first problem of a rates body as the API's 422, naming the field in `field` (and, for an overlap, both seasons in the message). */
function throwRatesProblem(problem: RatesProblem, body: RoomRatesBody): never {
  if (problem.code === 'SEASONS_OVERLAP') {
    const index = Number(problem.path.split('/')[1]);
    const name = (at: number) => JSON.stringify(body.seasons[at]?.name ?? '');
    throw aboutField(
      new ApiErrors.SEASONS_OVERLAP(
        `Season ${name(index)} (seasons/${index}) overlaps season ${name(problem.overlapsIndex)} (seasons/${problem.overlapsIndex}) ` +
          `on the nights from ${problem.shared.startDate} to ${problem.shared.endDate}.`,
      ),
      problem.path,
    );
  }
  throw aboutField(new ApiErrors.RATES_INVALID(`${problem.path} ${problemText[problem.code]}.`), problem.path);
}

/** A room's rates, prices in dollars. 404 for a missing room. */
export async function getRates({ db }: DatabaseHandle, roomId: number): Promise<Required<RoomRatesBody>> {
  await findRoomOnOffer(db, roomId);
  return toRatesBody(await findRoomRates(db, roomId));
}

/** The bookings' codes an error message names: the first MAX_LISTED_CODES, so the message stays bounded. */
const MAX_LISTED_CODES = 20;
function listedCodes(codes: string[]): string {
  const listed = codes.slice(0, MAX_LISTED_CODES).join(', ');
  return codes.length > MAX_LISTED_CODES ? `${listed} and ${codes.length - MAX_LISTED_CODES} more` : listed;
}

/**
 * Replaces a room's rates. Checked whole first (422 naming the first bad field; nothing stored). A closure over
 * nights of confirmed bookings is refused (409 listing their codes): the hotel cancels or moves those first. The
 * room is locked meanwhile, so no booking can slip into a closure being saved.
 */
/** What the audit log keeps of a room's rates: how many rules of each kind. */
function ratesSnapshot(rates: StoredRates): Snapshot {
  return { weekdayPrices: Object.keys(rates.weekdayPrices).length, seasons: rates.seasons.length, closures: rates.closures.length };
}

export async function putRates(database: DatabaseHandle, roomId: number, body: RoomRatesBody, now: Date, actor: Actor): Promise<Required<RoomRatesBody>> {
  const rates: StoredRates = ratesInCents(body);
  const [problem] = ratesProblems(rates, RATES_LIMITS);
  if (problem) throwRatesProblem(problem, body);
  await withWriteTransaction(database, async (trx, locks) => {
    await lockRoomOnOffer(trx, locks, roomId);
    for (const [index, closure] of rates.closures.entries()) {
      const codes = await findBookingCodesDuring(trx, roomId, closure);
      if (codes.length > 0) {
        throw aboutField(
          new ApiErrors.CLOSURE_OVER_BOOKINGS(
            `The closure closures/${index} (${closure.startDate} to ${closure.endDate}) covers nights of confirmed bookings: ${listedCodes(codes)}. Cancel or move them first.`,
          ),
          `closures/${index}`,
        );
      }
    }
    const before = await findRoomRates(trx, roomId);
    await saveRoomRates(trx, roomId, rates, now.toISOString());
    await recordAudit(trx, { actor, kind: 'room.rates_updated', recordId: roomId, before: ratesSnapshot(before), after: ratesSnapshot(rates), at: now });
  });
  return toRatesBody(rates);
}

/** The 422 of too many guests for the room, saying what it sleeps. */
export function overCapacityMessage(room: { maxAdults: number; maxChildren: number }): string {
  const children = room.maxChildren === 0 ? 'no children' : `${room.maxChildren} ${room.maxChildren === 1 ? 'child' : 'children'}`;
  return `This room sleeps at most ${room.maxAdults} ${room.maxAdults === 1 ? 'adult' : 'adults'} and ${children}.`;
}

/**
 * The rules of a room for a (valid) stay and its guests, shared by quote and booking: the room's capacity
 * (422 OVER_CAPACITY), no closed night (422 NIGHT_CLOSED), the minimum stay of the season the stay starts in
 * (422 MIN_STAY_NOT_MET). Answers each night with its price in cents.
 */
export function priceRoomStay(
  room: Pick<RoomSummary, 'roomPriceCents' | 'maxAdults' | 'maxChildren'>,
  rates: StoredRates,
  stay: Stay,
  guests: { numOfAdults: number; numOfChildren: number },
): PricedNight[] {
  if (!fitsCapacity(guests, room)) throw new ApiErrors.OVER_CAPACITY(overCapacityMessage(room));
  for (const problem of rateRuleProblems(stay, rates)) {
    if (problem.code === 'NIGHT_CLOSED') throw new ApiErrors.NIGHT_CLOSED(`The room is closed on the night of ${problem.date}.`);
    throw new ApiErrors.MIN_STAY_NOT_MET(`A stay starting on ${stay.checkInDate} is at least ${problem.minNights} nights.`);
  }
  return priceStay(stay, { ...rates, roomPrice: room.roomPriceCents });
}

/** Nights priced in cents as the API shows them, in dollars. */
export function nightsInDollars(nights: readonly { date: string; price: number }[]): { date: string; price: number }[] {
  return nights.map(({ date, price }) => ({ date, price: price / 100 }));
}

/**
 * What a stay in the room costs now, night by night, and whether it is free, as JSON (a `Quote`). The booking rules
 * apply (400/422). The room and its rates come from the room catalogue (kept current in memory), and the answer is kept
 * per quote (`answers.quotes`) at the catalogue's version and the room's changes, taken before its stays are read: a
 * repeated quote reads nothing.
 */
export async function quoteStay(
  { db }: DatabaseHandle,
  catalogue: () => Promise<RoomCatalogue>,
  answers: OfferAnswers,
  roomId: number,
  query: { checkInDate: string; checkOutDate: string; numOfAdults?: number | undefined; numOfChildren?: number | undefined },
  today: string,
): Promise<Buffer> {
  const { checkInDate, checkOutDate } = query;
  validateStay(checkInDate, checkOutDate, today);
  const { version, byId } = await catalogue();
  const offered = byId.get(roomId);
  if (!offered) throw new ApiErrors.ROOM_NOT_FOUND();
  const guests = { numOfAdults: query.numOfAdults ?? 1, numOfChildren: query.numOfChildren ?? 0 };
  const changes = answers.changes.keyOf(roomId);
  const quote = `${roomId} ${checkInDate} ${checkOutDate} ${guests.numOfAdults} ${guests.numOfChildren}`;
  return answers.quotes.get(quote, changes === undefined ? undefined : `${version} ${changes}`, async () => {
    const nights = priceRoomStay({ ...offered.room, roomPriceCents: offered.roomPriceCents }, offered.rates, { checkInDate, checkOutDate }, guests);
    const answer: Quote = {
      roomId,
      checkInDate,
      checkOutDate,
      nights: nightsInDollars(nights).map((night, index) => {
        const season = nights[index]?.season;
        return season === undefined ? night : { ...night, season };
      }),
      totalPrice: totalOf(nights) / 100,
      available: !(await isRoomBookedDuring(db, roomId, { checkInDate, checkOutDate })),
    };
    return Buffer.from(JSON.stringify(answer));
  });
}
