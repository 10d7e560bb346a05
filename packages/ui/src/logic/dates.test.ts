import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseIsoDate, toIsoDate } from './dates';

// West of Greenwich `new Date('YYYY-MM-DD')` (UTC midnight) falls on the previous local day.
const originalTz = process.env.TZ;
beforeAll(() => {
  process.env.TZ = 'America/Los_Angeles';
});
afterAll(() => {
  process.env.TZ = originalTz;
});

describe('parseIsoDate', () => {
  it('reads YYYY-MM-DD as the same local calendar day', () => {
    const date = parseIsoDate('2025-09-18');
    expect(date).not.toBeNull();
    expect([date!.getFullYear(), date!.getMonth(), date!.getDate(), date!.getHours()]).toEqual([2025, 8, 18, 0]);
    // The bug it replaces: the UTC parse lands on the 17th here.
    expect(new Date('2025-09-18').getDate()).toBe(17);
  });

  it('accepts December and month ends', () => {
    expect(parseIsoDate('2025-12-31')?.getMonth()).toBe(11);
    expect(parseIsoDate('2024-02-29')?.getDate()).toBe(29);
  });

  it.each(['2025-02-29', '2025-04-31', '2025-13-01', '2025-00-10', '2025-9-18', '18/09/2025', '', '2025-09-18T00:00'])(
    'rejects %j',
    (value) => {
      expect(parseIsoDate(value)).toBeNull();
    },
  );

  it('keeps years below 100 instead of mapping them to 19xx', () => {
    expect(parseIsoDate('0099-01-01')?.getFullYear()).toBe(99);
  });
});

describe('toIsoDate', () => {
  it('writes the local calendar date with zero padding', () => {
    expect(toIsoDate(new Date(2025, 0, 5, 23, 59))).toBe('2025-01-05');
  });

  it('round-trips with parseIsoDate', () => {
    for (const value of ['2025-01-01', '2025-12-31', '2024-02-29', '2025-03-09', '0099-12-31', '0999-01-01']) {
      expect(toIsoDate(parseIsoDate(value)!)).toBe(value);
    }
  });
});
