import { describe, expect, it } from 'vitest';
import { formatDateEntry, parseDateEntry } from './dateEntry';

describe('parseDateEntry', () => {
  it('reads the German pattern, with or without leading zeros', () => {
    expect(parseDateEntry('18.09.2025', 'dd.MM.yyyy')).toBe('2025-09-18');
    expect(parseDateEntry(' 1.2.2027 ', 'dd.MM.yyyy')).toBe('2027-02-01');
  });

  it('reads the US pattern in its own order', () => {
    expect(parseDateEntry('09/18/2025', 'MM/dd/yyyy')).toBe('2025-09-18');
    expect(parseDateEntry('2/1/2027', 'MM/dd/yyyy')).toBe('2027-02-01');
    // The same digits mean another day in the other order.
    expect(parseDateEntry('02/01/2027', 'dd.MM.yyyy')).toBe('2027-01-02');
  });

  it('takes YYYY-MM-DD as it is', () => {
    expect(parseDateEntry('2026-12-31', 'dd.MM.yyyy')).toBe('2026-12-31');
  });

  it('refuses what is not a real date', () => {
    expect(parseDateEntry('31.02.2027', 'dd.MM.yyyy')).toBeNull();
    expect(parseDateEntry('13/01/2027', 'MM/dd/yyyy')).toBeNull();
    expect(parseDateEntry('18.09.25', 'dd.MM.yyyy')).toBeNull();
    expect(parseDateEntry('18.09', 'dd.MM.yyyy')).toBeNull();
    expect(parseDateEntry('', 'dd.MM.yyyy')).toBeNull();
    expect(parseDateEntry('tomorrow', 'MM/dd/yyyy')).toBeNull();
    expect(parseDateEntry('1.2.3.2027', 'dd.MM.yyyy')).toBeNull();
    expect(parseDateEntry('123.2.2027', 'dd.MM.yyyy')).toBeNull();
  });
});

describe('formatDateEntry', () => {
  it('writes a date in the pattern', () => {
    expect(formatDateEntry('2027-02-01', 'dd.MM.yyyy')).toBe('01.02.2027');
    expect(formatDateEntry('2027-02-01', 'MM/dd/yyyy')).toBe('02/01/2027');
  });

  it('leaves other text as it is, so a half-typed date stays visible', () => {
    expect(formatDateEntry('01.02', 'dd.MM.yyyy')).toBe('01.02');
    expect(formatDateEntry('', 'MM/dd/yyyy')).toBe('');
  });

  it('round-trips with parseDateEntry', () => {
    for (const pattern of ['dd.MM.yyyy', 'MM/dd/yyyy']) {
      expect(parseDateEntry(formatDateEntry('2028-02-29', pattern), pattern)).toBe('2028-02-29');
    }
  });
});
