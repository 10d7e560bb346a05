import { describe, expect, it } from 'vitest';
import { ApiError } from '@hotel/api-client';
import { ratesFieldErrors, ratesRoomName, toRoomStayRules } from './rates';

describe('rates mappers', () => {
  it('names the room by its type and number', () => {
    expect(ratesRoomName({ id: 3, roomType: 'Single' })).toBe('Single · #3');
  });

  it('puts a refusal that names a field on that field, with the server’s message', () => {
    const overlap = new ApiError('SEASONS_OVERLAP', 'Season "Festival" (seasons/1) overlaps season "Summer" (seasons/0).', 422, 'seasons/1');
    expect(ratesFieldErrors(overlap)).toEqual({ 'seasons/1': overlap.message });
    expect(ratesFieldErrors(new ApiError('CLOSURE_OVER_BOOKINGS', 'Covers AB12.', 409, 'closures/0'))).toEqual({ 'closures/0': 'Covers AB12.' });
  });

  it('leaves any other failure to the form’s alert', () => {
    expect(ratesFieldErrors(new ApiError('FORBIDDEN', 'You are not allowed to do this.', 403))).toBeUndefined();
    expect(ratesFieldErrors(new ApiError('NETWORK_ERROR', 'Network Error', 0))).toBeUndefined();
    expect(ratesFieldErrors(new Error('boom'))).toBeUndefined();
  });
});

describe('toRoomStayRules', () => {
  it('gives the calendar the closures as closed nights (with a reason when given) and the seasons with a minimum stay', () => {
    const { priceOfNight, ...rules } = toRoomStayRules(
      {
        weekdayPrices: { '6': 180 },
        seasons: [
          { name: 'Summer', startDate: '2099-07-01', endDate: '2099-09-01', price: 200, minNights: 3 },
          { name: 'Spring', startDate: '2099-04-01', endDate: '2099-05-01', price: 150 },
        ],
        closures: [
          { startDate: '2099-12-24', endDate: '2099-12-26', reason: 'Christmas' },
          { startDate: '2099-01-05', endDate: '2099-01-06', reason: '' },
        ],
      },
      120,
    );
    expect(rules).toEqual({
      closedNights: [
        { checkInDate: '2099-12-24', checkOutDate: '2099-12-26', reason: 'Christmas' },
        { checkInDate: '2099-01-05', checkOutDate: '2099-01-06' },
      ],
      minimumStays: [{ checkInDate: '2099-07-01', checkOutDate: '2099-09-01', minNights: 3 }],
    });
    // Each night at its season's price, else its weekday's (Saturday 2099-06-06), else the room's.
    expect(['2099-07-04', '2099-04-10', '2099-06-06', '2099-06-08'].map(priceOfNight)).toEqual([200, 150, 180, 120]);
  });
});
