import { useCallback, useEffect, useRef } from 'react';

/** How a request ended. */
export type Settled<T> = { status: 'fulfilled'; value: T } | { status: 'rejected'; error: unknown };

/**
 * One request at a time from a screen: `next()` aborts the signal it gave before and gives a fresh one; `cancel()`
 * aborts it, and so does leaving the screen.
 */
export function useLatestSignal(): { next: () => AbortSignal; cancel: () => void } {
  const controller = useRef<AbortController | null>(null);
  useEffect(() => () => controller.current?.abort(), []);
  const cancel = useCallback(() => controller.current?.abort(), []);
  const next = useCallback(() => {
    controller.current?.abort();
    const current = new AbortController();
    controller.current = current;
    return current.signal;
  }, []);
  return { next, cancel };
}

/**
 * Latest request wins (a search, a lookup, an availability check): `run` aborts the request before it, and settles
 * with the outcome only while its request is still the latest; one a newer run, `cancel` or leaving the screen
 * aborted settles with undefined, so a late answer never replaces a newer one.
 */
export function useLatestRequest(): {
  run: <T>(call: (signal: AbortSignal) => Promise<T>) => Promise<Settled<T> | undefined>;
  cancel: () => void;
} {
  const { next, cancel } = useLatestSignal();
  const run = useCallback(
    async <T,>(call: (signal: AbortSignal) => Promise<T>): Promise<Settled<T> | undefined> => {
      const signal = next();
      try {
        const value = await call(signal);
        return signal.aborted ? undefined : { status: 'fulfilled', value };
      } catch (error) {
        return signal.aborted ? undefined : { status: 'rejected', error };
      }
    },
    [next],
  );
  return { run, cancel };
}
