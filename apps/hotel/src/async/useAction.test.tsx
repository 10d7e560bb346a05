import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useAction } from './useAction';

/** A call whose answer the test decides. */
function controlled<T>() {
  const calls: { args: unknown[]; resolve: (value: T) => void; reject: (error: unknown) => void }[] = [];
  const call = vi.fn(
    (...args: unknown[]) =>
      new Promise<T>((resolve, reject) => {
        calls.push({ args, resolve, reject });
      }),
  );
  return { call, calls };
}

describe('useAction', () => {
  it('runs one call at a time, is pending with its arguments, and shows the success', async () => {
    const { call, calls } = controlled<string>();
    const { result } = renderHook(() => useAction((id: number) => call(id)));
    expect(result.current.pending).toBeNull();

    act(() => result.current.run(7));
    act(() => result.current.run(8)); // a double click: ignored while the first runs
    expect(call).toHaveBeenCalledTimes(1);
    expect(result.current.pending).toEqual([7]);

    await act(async () => calls[0]?.resolve('done'));
    expect(result.current.pending).toBeNull();
    expect(result.current.outcome).toEqual({ status: 'success', value: 'done', args: [7] });
  });

  it('shows a failure with its error, and clears the outcome when the next run starts', async () => {
    const { call, calls } = controlled<string>();
    const onError = vi.fn();
    const { result } = renderHook(() => useAction(() => call(), { onError }));
    act(() => result.current.run());
    const failure = new Error('refused');
    await act(async () => calls[0]?.reject(failure));
    expect(result.current.outcome).toEqual({ status: 'error', error: failure, args: [] });
    expect(onError).toHaveBeenCalledWith(failure);

    act(() => result.current.run());
    expect(result.current.outcome).toBeNull();
  });

  it('stays pending until the promise onSuccess returns settles (a list reloading after a delete)', async () => {
    const { call, calls } = controlled<string>();
    let finishReload = () => {};
    const reload = new Promise<void>((resolve) => {
      finishReload = resolve;
    });
    const { result } = renderHook(() => useAction(() => call(), { onSuccess: () => reload }));
    act(() => result.current.run());
    await act(async () => calls[0]?.resolve('deleted'));
    expect(result.current.outcome?.status).toBe('success');
    expect(result.current.pending).toEqual([]);
    await act(async () => finishReload());
    expect(result.current.pending).toBeNull();
  });

  it('counts a throwing onSuccess as the failure', async () => {
    const { call, calls } = controlled<string>();
    const broken = new Error('bad token');
    const { result } = renderHook(() =>
      useAction(() => call(), {
        onSuccess: () => {
          throw broken;
        },
      }),
    );
    act(() => result.current.run());
    await act(async () => calls[0]?.resolve('token'));
    expect(result.current.outcome).toEqual({ status: 'error', error: broken, args: [] });
  });

  it('clears the outcome after outcomeMs', async () => {
    vi.useFakeTimers();
    const { call, calls } = controlled<string>();
    const { result } = renderHook(() => useAction(() => call(), { outcomeMs: 3000 }));
    act(() => result.current.run());
    await act(async () => calls[0]?.resolve('saved'));
    await act(() => vi.advanceTimersByTimeAsync(2999));
    expect(result.current.outcome?.status).toBe('success');
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(result.current.outcome).toBeNull();
  });

  it('calls no handler once the screen is gone (a late answer neither updates nor navigates)', async () => {
    const { call, calls } = controlled<string>();
    const onSuccess = vi.fn();
    const onError = vi.fn();
    const { result, unmount } = renderHook(() => useAction(() => call(), { onSuccess, onError }));
    act(() => result.current.run());
    act(() => result.current.run());
    unmount();
    await act(async () => calls[0]?.resolve('late'));
    expect(onSuccess).not.toHaveBeenCalled();
    expect(onError).not.toHaveBeenCalled();
  });
});
