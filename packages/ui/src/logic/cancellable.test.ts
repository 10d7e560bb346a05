import { describe, expect, it } from 'vitest';
import { isCancellable } from './cancellable';

describe('isCancellable', () => {
  it('offers Cancel for a confirmed booking unless the app says the viewer may not', () => {
    expect(isCancellable({ status: 'CONFIRMED' })).toBe(true);
    expect(isCancellable({ status: 'CONFIRMED', canCancel: true })).toBe(true);
    expect(isCancellable({ status: 'CONFIRMED', canCancel: false })).toBe(false);
  });

  it('never for a cancelled or finished booking', () => {
    expect(isCancellable({ status: 'CANCELLED', canCancel: true })).toBe(false);
    expect(isCancellable({ status: 'FINISHED', canCancel: true })).toBe(false);
    expect(isCancellable({ status: 'FINISHED' })).toBe(false);
  });
});
