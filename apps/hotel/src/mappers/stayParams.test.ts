import { describe, expect, it } from 'vitest';
import { readStayParams, stayQuery } from './stayParams';

describe('stay params', () => {
  it('round-trips a search through the address', () => {
    const stay = { checkInDate: '2026-04-12', checkOutDate: '2026-04-14', roomType: 'Ocean Suite' };
    const query = stayQuery(stay);
    expect(query).toBe('?checkIn=2026-04-12&checkOut=2026-04-14&roomType=Ocean+Suite');
    expect(readStayParams(new URLSearchParams(query))).toEqual(stay);
  });

  it('carries guest counts when given', () => {
    const stay = { checkInDate: '2026-04-12', checkOutDate: '2026-04-14', numOfAdults: 2, numOfChildren: 0 };
    expect(readStayParams(new URLSearchParams(stayQuery(stay)))).toEqual(stay);
  });

  it('needs both dates as real calendar dates', () => {
    expect(readStayParams(new URLSearchParams('checkIn=2026-04-12'))).toBeNull();
    expect(readStayParams(new URLSearchParams('checkIn=2026-02-30&checkOut=2026-03-02'))).toBeNull();
    expect(readStayParams(new URLSearchParams('checkIn=tomorrow&checkOut=2026-03-02'))).toBeNull();
  });

  it('drops counts that are not whole numbers and an empty room type', () => {
    expect(readStayParams(new URLSearchParams('checkIn=2026-04-12&checkOut=2026-04-14&adults=-1&children=1.5&roomType=+'))).toEqual({
      checkInDate: '2026-04-12',
      checkOutDate: '2026-04-14',
    });
  });

  it('drops guests one booking does not take (no adult, more than 20 adults or 20 guests together)', () => {
    const dates = { checkInDate: '2026-04-12', checkOutDate: '2026-04-14' };
    expect(readStayParams(new URLSearchParams('checkIn=2026-04-12&checkOut=2026-04-14&adults=0&children=1'))).toEqual(dates);
    expect(readStayParams(new URLSearchParams('checkIn=2026-04-12&checkOut=2026-04-14&adults=21'))).toEqual(dates);
    expect(readStayParams(new URLSearchParams('checkIn=2026-04-12&checkOut=2026-04-14&adults=15&children=6'))).toEqual(dates);
    expect(readStayParams(new URLSearchParams('checkIn=2026-04-12&checkOut=2026-04-14&adults=15&children=5'))).toEqual({ ...dates, numOfAdults: 15, numOfChildren: 5 });
    expect(readStayParams(new URLSearchParams('checkIn=2026-04-12&checkOut=2026-04-14&children=3'))).toEqual({ ...dates, numOfChildren: 3 });
  });
});
