import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { fr } from 'date-fns/locale/fr';
import { createFormatter } from './format';

const originalTz = process.env.TZ;
beforeAll(() => {
  process.env.TZ = 'America/Los_Angeles';
});
afterAll(() => {
  process.env.TZ = originalTz;
});

describe('formatMoney', () => {
  const { formatMoney } = createFormatter();

  it('writes dollars without cents for whole amounts', () => {
    expect(formatMoney(150)).toBe('$150');
    expect(formatMoney(0)).toBe('$0');
    expect(formatMoney(1200)).toBe('$1,200');
  });

  it('keeps two decimals otherwise', () => {
    expect(formatMoney(150.5)).toBe('$150.50');
    expect(formatMoney(99.99)).toBe('$99.99');
  });

  it('follows the provider locale and currency', () => {
    expect(createFormatter({ locale: 'de-DE', currency: 'EUR' }).formatMoney(1200)).toBe('1.200\u00a0€');
  });

  it('builds its number formats on first use, once each (not while the provider starts the page)', () => {
    const RealNumberFormat = Intl.NumberFormat;
    const numberFormat = vi
      .spyOn(Intl, 'NumberFormat')
      .mockImplementation(function built(...args: ConstructorParameters<typeof Intl.NumberFormat>) {
        return new RealNumberFormat(...args);
      });
    try {
      const formatter = createFormatter();
      expect(numberFormat).not.toHaveBeenCalled();
      expect(formatter.formatMoney(150)).toBe('$150');
      formatter.formatMoney(120);
      expect(numberFormat).toHaveBeenCalledTimes(1);
      expect(formatter.formatMoney(150.5)).toBe('$150.50');
      expect(numberFormat).toHaveBeenCalledTimes(2);
    } finally {
      numberFormat.mockRestore();
    }
  });
});

describe('formatDate', () => {
  const { formatDate } = createFormatter();

  it("shows Find My Booking dates as 'MMM do, yyyy' on the stored day (no month shift, no UTC shift)", () => {
    expect(formatDate('2025-09-18', 'booking')).toBe('Sep 18th, 2025');
    expect(formatDate('2025-12-01', 'booking')).toBe('Dec 1st, 2025');
    expect(formatDate('2025-01-31', 'booking')).toBe('Jan 31st, 2025');
  });

  it("shows range dates as 'MMM d, yyyy'", () => {
    expect(formatDate('2025-12-31', 'range')).toBe('Dec 31, 2025');
  });

  it('returns unreadable text unchanged', () => {
    expect(formatDate('2025-02-30', 'range')).toBe('2025-02-30');
    expect(formatDate('', 'range')).toBe('');
  });

  it('uses the date-fns locale for names', () => {
    expect(createFormatter({ dateLocale: fr, datePatterns: { booking: 'd MMMM yyyy', range: 'dd/MM/yyyy' } }).formatDate('2025-12-01', 'booking')).toBe('1 décembre 2025');
  });
});
