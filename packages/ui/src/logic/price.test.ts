import { describe, expect, it } from 'vitest';
import { nightsBetween } from '@hotel/booking-rules';
import { totalPrice } from './price';

describe('totalPrice', () => {
  it('is nights times the price per night', () => {
    expect(totalPrice(150, 3)).toBe(450);
  });

  it('is 0 for a same-day stay and negative for reversed dates', () => {
    expect(totalPrice(150, nightsBetween('2025-12-31', '2025-12-31'))).toBe(0);
    expect(totalPrice(150, nightsBetween('2025-12-31', '2025-12-30'))).toBe(-150);
  });

  it('rounds to cents', () => {
    expect(totalPrice(0.1, 3)).toBe(0.3);
    expect(totalPrice(99.99, 3)).toBe(299.97);
  });

  it('prices a stay across the year end', () => {
    expect(totalPrice(120, nightsBetween('2025-12-30', '2026-01-02'))).toBe(360);
  });
});
