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

  it('writes the default locale’s prices exactly as Intl.NumberFormat does, without building one', () => {
    const { formatMoney: formatDefault } = createFormatter();
    const whole = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', minimumFractionDigits: 0, maximumFractionDigits: 0 });
    const cents = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', minimumFractionDigits: 2 });
    const intl = (amount: number) => (Number.isInteger(amount) ? whole : cents).format(amount);
    const numberFormat = vi.spyOn(Intl, 'NumberFormat');
    // Powers of ten around each grouping boundary, amounts past 2^53 cents, and amounts with 1–3 decimals (rounded
    // half away from zero).
    const amounts = [1e-7, 1e21, 0, 1, 9, 10, 99, 100, 999, 1000, 9999, 10_000, 999_999, 1_000_000, 123_456_789, 123_456_789_012_345.67, 4_503_599_627_370_495.5, 999_999_999_999_999.9, 2 ** 60, 0.5, 0.05, 0.005, 0.015, 1.005, 2.675, 99.995, 150.5, 1200.25];
    let seed = 7;
    const random = () => (seed = (seed * 48_271) % 2_147_483_647) / 2_147_483_647;
    for (let i = 0; i < 2000; i += 1) amounts.push(Math.round(random() * 10 ** (1 + (i % 7)) * 1000) / 10 ** (i % 4));
    const ordinary = amounts.slice(2);
    try {
      for (const amount of [...ordinary, ...ordinary.map((amount) => -amount)]) expect(formatDefault(amount), String(amount)).toBe(intl(amount));
      expect(numberFormat).not.toHaveBeenCalled();
    } finally {
      numberFormat.mockRestore();
    }
    // Amounts JavaScript writes in exponent form go to Intl.NumberFormat.
    for (const amount of amounts.slice(0, 2)) expect(formatDefault(amount)).toBe(intl(amount));
  });

  it('builds another locale’s number formats on first use, once each (not while the provider starts the page)', () => {
    const RealNumberFormat = Intl.NumberFormat;
    const numberFormat = vi
      .spyOn(Intl, 'NumberFormat')
      .mockImplementation(function built(...args: ConstructorParameters<typeof Intl.NumberFormat>) {
        return new RealNumberFormat(...args);
      });
    try {
      const formatter = createFormatter({ locale: 'en-GB', currency: 'GBP' });
      expect(numberFormat).not.toHaveBeenCalled();
      expect(formatter.formatMoney(150)).toBe('£150');
      formatter.formatMoney(120);
      expect(numberFormat).toHaveBeenCalledTimes(1);
      expect(formatter.formatMoney(150.5)).toBe('£150.50');
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
