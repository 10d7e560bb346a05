export { NightlyPrices, NIGHTLY_PRICES_OPEN_RUNS, type NightlyPricesProps } from './NightlyPrices';
export { nightlyPricesMessages, type NightlyPricesMessages } from './NightlyPrices.messages';
