import { describe, expect, it } from 'vitest';
import { createNumberFormatter } from './formatNumber';

describe('createNumberFormatter', () => {
  it('groups counts and writes rates as percentages with at most one decimal, in the locale', () => {
    const english = createNumberFormatter();
    expect(english.formatCount(12400)).toBe('12,400');
    expect(english.formatPercent(0.725)).toBe('72.5%');
    expect(english.formatPercent(1)).toBe('100%');
    const german = createNumberFormatter('de-DE');
    expect(german.formatCount(12400)).toBe('12.400');
    expect(german.formatPercent(0.725)).toBe('72,5\u00a0%');
  });
});
