import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useLatestRequest } from './useLatestRequest';

/** A request the test answers, which rejects as fetch does when its signal aborts. */
function pending<T>() {
  let answer: (value: T) => void = () => undefined;
  let signal: AbortSignal | undefined;
  const call = (given: AbortSignal) => {
    signal = given;
    return new Promise<T>((resolve, reject) => {
      answer = resolve;
      given.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
    });
  };
  return { call, answer: (value: T) => answer(value), signal: () => signal };
}

describe('useLatestRequest', () => {
  it('settles with the answer or the failure of the latest request', async () => {
    const { result } = renderHook(() => useLatestRequest());
    await expect(result.current.run(() => Promise.resolve(3))).resolves.toEqual({ status: 'fulfilled', value: 3 });
    const refused = new Error('refused');
    await expect(result.current.run(() => Promise.reject(refused))).resolves.toEqual({ status: 'rejected', error: refused });
  });

  it('a newer request aborts the one before, whose outcome is dropped even if it answers', async () => {
    const { result } = renderHook(() => useLatestRequest());
    const first = pending<string>();
    const older = result.current.run(first.call);
    const newer = result.current.run(() => Promise.resolve('new'));
    expect(first.signal()?.aborted).toBe(true);
    first.answer('old');
    await expect(older).resolves.toBeUndefined();
    await expect(newer).resolves.toEqual({ status: 'fulfilled', value: 'new' });
  });

  it('cancel and leaving the screen abort the request and drop its outcome', async () => {
    const { result, unmount } = renderHook(() => useLatestRequest());
    const cancelled = pending<string>();
    const first = result.current.run(cancelled.call);
    result.current.cancel();
    await expect(first).resolves.toBeUndefined();

    const left = pending<string>();
    const second = result.current.run(left.call);
    unmount();
    expect(left.signal()?.aborted).toBe(true);
    await expect(second).resolves.toBeUndefined();
  });
});
