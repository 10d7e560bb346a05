import { describe, expect, it } from 'vitest';
import { loadStatus, withLastValue } from './usePromise';

describe('loadStatus', () => {
  it('maps pending, rejected and fulfilled to the sections’ loading, error and ready', () => {
    expect(loadStatus({ status: 'pending' })).toBe('loading');
    expect(loadStatus({ status: 'rejected', error: new Error('x') })).toBe('error');
    expect(loadStatus({ status: 'fulfilled', value: 1, lastValue: 1 })).toBe('ready');
  });
});

describe('withLastValue', () => {
  it('is loading with the empty value before the first result', () => {
    expect(withLastValue<number[]>({ status: 'pending' }, [])).toEqual({ value: [], status: 'loading' });
  });

  it('keeps the previous result on screen, ready, while a reload is pending', () => {
    expect(withLastValue({ status: 'pending', lastValue: [1, 2] }, [])).toEqual({ value: [1, 2], status: 'ready' });
  });

  it('shows the new result when it arrives, and an error with the previous result kept', () => {
    expect(withLastValue({ status: 'fulfilled', value: [3], lastValue: [3] }, [])).toEqual({ value: [3], status: 'ready' });
    expect(withLastValue({ status: 'rejected', error: new Error('x'), lastValue: [1] }, [])).toEqual({ value: [1], status: 'error' });
  });
});
