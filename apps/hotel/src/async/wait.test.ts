import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { atLeast, deferred, wait } from './wait';

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('wait', () => {
  it('resolves after the time', async () => {
    const done = vi.fn();
    void wait(1000).then(done);
    await vi.advanceTimersByTimeAsync(999);
    expect(done).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(done).toHaveBeenCalled();
  });

  it('rejects with the reason when aborted, and at once when already aborted', async () => {
    const controller = new AbortController();
    const waiting = wait(1000, controller.signal);
    controller.abort(new Error('left'));
    await expect(waiting).rejects.toThrow('left');
    await expect(wait(10, AbortSignal.abort(new Error('gone')))).rejects.toThrow('gone');
  });
});

describe('atLeast', () => {
  it('holds a fast result until the minimum time has passed', async () => {
    const done = vi.fn();
    void atLeast(2000, Promise.resolve('rooms')).then(done);
    await vi.advanceTimersByTimeAsync(1999);
    expect(done).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(done).toHaveBeenCalledWith('rooms');
  });

  it('runs the call and the minimum together, not one after the other', async () => {
    const done = vi.fn();
    const slow = new Promise<string>((resolve) => setTimeout(() => resolve('late'), 3000));
    void atLeast(2000, slow).then(done);
    await vi.advanceTimersByTimeAsync(3000);
    expect(done).toHaveBeenCalledWith('late');
  });

  it('passes failures on, but not before the minimum time (the indicator holds on failure too)', async () => {
    const failed = vi.fn();
    const failing = atLeast(2000, Promise.reject(new Error('no')));
    failing.catch(failed);
    await vi.advanceTimersByTimeAsync(1999);
    expect(failed).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(failed).toHaveBeenCalledWith(new Error('no'));
    await expect(failing).rejects.toThrow('no');
  });

  it('ends at once when aborted, whatever the call does', async () => {
    const controller = new AbortController();
    const waiting = atLeast(2000, new Promise<never>(() => undefined), controller.signal);
    controller.abort(new Error('left'));
    await expect(waiting).rejects.toThrow('left');
  });
});

describe('deferred', () => {
  it('returns the same promise, still rejecting for whoever awaits it', async () => {
    const failing = Promise.reject(new Error('x'));
    expect(deferred(failing)).toBe(failing);
    await expect(failing).rejects.toThrow('x');
  });
});
