import {
  ISO_WEEKDAYS,
  MAX_ROOM_PRICE,
  MAX_STAY_NIGHTS,
  RATES_LIMITS,
  ratesInCents,
  ratesProblems,
  type IsoWeekday,
  type RatesInDollars,
  type RatesProblem,
} from '@hotel/booking-rules';
import type { Message } from '../../messages/Message';
import type { IsoDate } from '../dates';

export type RatesValidationMessages = {
  /** A season without a name. */
  nameRequired: Message;
  /** An empty or impossible date. */
  dateInvalid: Message;
  /** An end date on or before its start date. */
  endNotAfterStart: Message;
  /** `max` is the highest price, formatted. */
  priceInvalid: Message<{ max: string }>;
  minNightsInvalid: Message<{ max: number }>;
  /** A season sharing nights with an earlier one: `name` is the earlier season's, `from`/`to` the shared nights. */
  seasonsOverlap: Message<{ name: string; from: string; to: string }>;
};

export const ratesValidationMessages: RatesValidationMessages = {
  nameRequired: 'Please enter a name for the season.',
  dateInvalid: 'Please enter a date.',
  endNotAfterStart: 'The end date must be after the start date: a range covers at least one night.',
  priceInvalid: 'Please enter a price above 0 and at most {max}, with at most 2 decimals, or leave it empty.',
  minNightsInvalid: 'Please enter a whole number of nights from 1 to {max}, or leave it empty.',
  seasonsOverlap: 'This season shares nights with “{name}” (from {from} to {to}).',
};

/** A season as the rates form edits it: every input's text. '' leaves the price or minimum stay unset. */
export type SeasonDraft = { name: string; startDate: IsoDate; endDate: IsoDate; price: string; minNights: string };
/** A closure as the rates form edits it. */
export type ClosureDraft = { startDate: IsoDate; endDate: IsoDate; reason: string };
/** A room's rates as the rates form edits them; a weekday's '' means no weekday price. */
export type RatesDraft = { weekdayPrices: Record<IsoWeekday, string>; seasons: SeasonDraft[]; closures: ClosureDraft[] };

/**
 * Where an input of the rates form is, as the server names it in an error's `field`: `weekdayPrices/6`,
 * `seasons/0/name`, `seasons/1/endDate`, `closures/0/reason`. Also the input's `name`.
 */
export type RatesField = string;

/** An empty draft: no weekday prices, seasons or closures. */
export function emptyRatesDraft(): RatesDraft {
  return { weekdayPrices: { '1': '', '2': '', '3': '', '4': '', '5': '', '6': '', '7': '' }, seasons: [], closures: [] };
}

export const emptySeasonDraft = (): SeasonDraft => ({ name: '', startDate: '', endDate: '', price: '', minNights: '' });
export const emptyClosureDraft = (): ClosureDraft => ({ startDate: '', endDate: '', reason: '' });

const amountText = (amount: number | undefined) => (amount === undefined ? '' : String(amount));

/** A room's rates (prices in dollars) as the form's draft. */
export function toRatesDraft(rates: RatesInDollars): RatesDraft {
  const draft = emptyRatesDraft();
  for (const weekday of ISO_WEEKDAYS) draft.weekdayPrices[weekday] = amountText(rates.weekdayPrices?.[weekday]);
  draft.seasons = rates.seasons.map((season) => ({
    name: season.name,
    startDate: season.startDate,
    endDate: season.endDate,
    price: amountText(season.price),
    minNights: amountText(season.minNights),
  }));
  draft.closures = rates.closures.map((closure) => ({ startDate: closure.startDate, endDate: closure.endDate, reason: closure.reason ?? '' }));
  return draft;
}

/** An input's text as a number: '' is unset, anything that is not a plain number is NaN (which the rules refuse). */
function amountOf(text: string): number | undefined {
  const trimmed = text.trim();
  if (trimmed === '') return undefined;
  return /^\d+(\.\d+)?$/.test(trimmed) ? Number(trimmed) : Number.NaN;
}

/** The draft as a rates body in dollars: unset prices and minimum stays left out, names and reasons trimmed. */
export function fromRatesDraft(draft: RatesDraft): RatesInDollars {
  const weekdayPrices: Partial<Record<IsoWeekday, number>> = {};
  for (const weekday of ISO_WEEKDAYS) {
    const price = amountOf(draft.weekdayPrices[weekday]);
    if (price !== undefined) weekdayPrices[weekday] = price;
  }
  return {
    weekdayPrices,
    seasons: draft.seasons.map(({ name, startDate, endDate, price, minNights }) => {
      const amount = amountOf(price);
      const nights = amountOf(minNights);
      return { name: name.trim(), startDate, endDate, ...(amount === undefined ? {} : { price: amount }), ...(nights === undefined ? {} : { minNights: nights }) };
    }),
    closures: draft.closures.map(({ startDate, endDate, reason }) =>
      reason.trim() === '' ? { startDate, endDate } : { startDate, endDate, reason: reason.trim() },
    ),
  };
}

/**
 * The input a path names: a whole season or closure (`seasons/1`, as an overlap names it) is shown on its start
 * date, the first input of its range.
 */
export function ratesFieldOf(path: string): RatesField {
  return /^(seasons|closures)\/\d+$/.test(path) ? `${path}/startDate` : path;
}

/** One error of the rates form: the input it is on, and which message says it (with its params). */
export type RatesDraftError =
  | { field: RatesField; message: 'nameRequired' | 'dateInvalid' | 'endNotAfterStart' }
  | { field: RatesField; message: 'priceInvalid'; maxPrice: number }
  | { field: RatesField; message: 'minNightsInvalid'; maxNights: number }
  | { field: RatesField; message: 'seasonsOverlap'; seasonName: string; from: IsoDate; to: IsoDate };

function draftError(problem: RatesProblem, draft: RatesDraft): RatesDraftError {
  const field = ratesFieldOf(problem.path);
  switch (problem.code) {
    case 'RATES_INVALID_DATE':
      return { field, message: 'dateInvalid' };
    case 'RATES_EMPTY_RANGE':
      return { field, message: 'endNotAfterStart' };
    case 'RATES_INVALID_MIN_NIGHTS':
      return { field, message: 'minNightsInvalid', maxNights: MAX_STAY_NIGHTS };
    case 'SEASONS_OVERLAP':
      return {
        field,
        message: 'seasonsOverlap',
        seasonName: draft.seasons[problem.overlapsIndex]?.name.trim() ?? '',
        from: problem.shared.startDate,
        to: problem.shared.endDate,
      };
    // A weekday outside 1–7 cannot be entered in the form: only the price of one can be wrong.
    case 'RATES_INVALID_WEEKDAY':
    case 'RATES_INVALID_PRICE':
      return { field, message: 'priceInvalid', maxPrice: MAX_ROOM_PRICE };
  }
}

/**
 * What the server would refuse in the draft, checked by the same booking rules, plus a season's missing name:
 * in the form's order (weekdays, seasons, closures; left to right in a row), overlaps once the ranges are sound.
 * Empty when the draft can be saved.
 */
export function validateRatesDraft(draft: RatesDraft): RatesDraftError[] {
  const rates = fromRatesDraft(draft);
  const errors: RatesDraftError[] = rates.seasons.flatMap((season, index) =>
    season.name === '' ? [{ field: `seasons/${index}/name`, message: 'nameRequired' as const }] : [],
  );
  errors.push(...ratesProblems(ratesInCents(rates), RATES_LIMITS).map((problem) => draftError(problem, draft)));
  const order = (field: RatesField) => {
    const [group = '', index = '0'] = field.split('/');
    return `${['weekdayPrices', 'seasons', 'closures'].indexOf(group)}/${index.padStart(4, '0')}/${rowOrder(field)}`;
  };
  return errors.sort((first, second) => order(first.field).localeCompare(order(second.field)));
}

/** The column of a row's input, left to right, so the first error is the first one on screen. */
function rowOrder(field: RatesField): number {
  const column = field.split('/')[2] ?? '';
  return ['name', 'startDate', 'endDate', 'price', 'minNights', 'reason'].indexOf(column);
}

declare module '../../messages/allMessages' {
  interface AllMessages {
    RatesValidation: RatesValidationMessages;
  }
}
