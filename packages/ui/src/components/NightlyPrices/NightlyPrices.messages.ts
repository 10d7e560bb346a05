import type { Message } from '../../messages/Message';

export type NightlyPricesMessages = {
  /** Names the list of nights and their prices. */
  label: Message;
  /** A long stay's list is folded under this summary ('Price of each night (14 nights)'). */
  showNights: Message<{ nights: number }>;
  /** The nights of a run at one price: one date, or the first and the last night ('Dec 18 – Dec 20, 2026'). */
  nightsRange: Message<{ first: string; last: string }>;
  /** What a run of nights costs: '$150' for one night, '3 × $150' for more. `price` is already formatted. */
  runPrice: Message<{ nights: number; price: string }>;
  /** A run priced by a season, named: 'Summer: 3 × $200'. `price` is the run's price as `runPrice` writes it. */
  seasonRunPrice: Message<{ season: string; price: string }>;
};

export const nightlyPricesMessages: NightlyPricesMessages = {
  label: 'Price of each night',
  showNights: ({ nights }) => `Price of each night (${nights} ${nights === 1 ? 'night' : 'nights'})`,
  nightsRange: '{first} – {last}',
  runPrice: ({ nights, price }) => (nights === 1 ? price : `${nights} × ${price}`),
  seasonRunPrice: '{season}: {price}',
};

declare module '../../messages/allMessages' {
  interface AllMessages {
    NightlyPrices: NightlyPricesMessages;
  }
}
