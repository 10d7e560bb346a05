import { describe, expect, it } from 'vitest';
import { emptyRatesDraft, fromRatesDraft, ratesFieldOf, toRatesDraft, validateRatesDraft, type RatesDraft } from './ratesValidation';

const rates = {
  weekdayPrices: { '5': 150, '6': 150.5 },
  seasons: [{ name: 'Summer', startDate: '2027-07-01', endDate: '2027-09-01', price: 200, minNights: 3 }, { name: 'Quiet', startDate: '2027-11-01', endDate: '2027-12-01' }],
  closures: [{ startDate: '2027-04-05', endDate: '2027-04-08', reason: 'Painting' }, { startDate: '2027-05-01', endDate: '2027-05-02' }],
};

describe('the rates draft', () => {
  it('turns loaded rates into input texts and back, unset prices and reasons left out', () => {
    const draft = toRatesDraft(rates);
    expect(draft.weekdayPrices).toEqual({ '1': '', '2': '', '3': '', '4': '', '5': '150', '6': '150.5', '7': '' });
    expect(draft.seasons[1]).toEqual({ name: 'Quiet', startDate: '2027-11-01', endDate: '2027-12-01', price: '', minNights: '' });
    expect(draft.closures[1]).toEqual({ startDate: '2027-05-01', endDate: '2027-05-02', reason: '' });
    expect(fromRatesDraft(draft)).toEqual(rates);
    expect(validateRatesDraft(draft)).toEqual([]);
  });

  it('shows a whole season or closure the server names on its first night', () => {
    expect(ratesFieldOf('seasons/1')).toBe('seasons/1/startDate');
    expect(ratesFieldOf('closures/0')).toBe('closures/0/startDate');
    expect(ratesFieldOf('seasons/1/endDate')).toBe('seasons/1/endDate');
    expect(ratesFieldOf('weekdayPrices/6')).toBe('weekdayPrices/6');
  });

  it('refuses what the server refuses, each on its field, in the order of the form', () => {
    const draft: RatesDraft = {
      weekdayPrices: { ...emptyRatesDraft().weekdayPrices, '2': '0', '6': '12.345', '7': 'abc' },
      seasons: [{ name: ' ', startDate: '2027-07-10', endDate: '2027-07-01', price: '100000.01', minNights: '1.5' }],
      closures: [{ startDate: '', endDate: '2027-04-05', reason: '' }],
    };
    expect(validateRatesDraft(draft)).toEqual([
      { field: 'weekdayPrices/2', message: 'priceInvalid', maxPrice: 100_000 },
      { field: 'weekdayPrices/6', message: 'priceInvalid', maxPrice: 100_000 },
      { field: 'weekdayPrices/7', message: 'priceInvalid', maxPrice: 100_000 },
      { field: 'seasons/0/name', message: 'nameRequired' },
      { field: 'seasons/0/endDate', message: 'endNotAfterStart' },
      { field: 'seasons/0/price', message: 'priceInvalid', maxPrice: 100_000 },
      { field: 'seasons/0/minNights', message: 'minNightsInvalid', maxNights: 365 },
      { field: 'closures/0/startDate', message: 'dateInvalid' },
    ]);
  });

  it('names the earlier season an overlap shares nights with, and accepts seasons that only meet', () => {
    const draft = toRatesDraft({ seasons: [rates.seasons[0]!, { name: 'Festival', startDate: '2027-08-20', endDate: '2027-09-05' }], closures: [] });
    expect(validateRatesDraft(draft)).toEqual([
      { field: 'seasons/1/startDate', message: 'seasonsOverlap', seasonName: 'Summer', from: '2027-08-20', to: '2027-09-01' },
    ]);
    draft.seasons[1]!.startDate = '2027-09-01';
    expect(validateRatesDraft(draft)).toEqual([]);
  });
});
