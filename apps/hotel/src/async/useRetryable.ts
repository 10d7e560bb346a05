import { useCallback, useEffect, useRef, useState } from 'react';
import { useLatestSignal } from './useLatestRequest';
import { deferred } from './wait';

/**
 * A loader's promise that Retry replaces with a fresh call, for a screen whose loader must not run again (home: see
 * `homeShouldRevalidate`) or a part of a screen that fails and retries alone (the profile's bookings); other screens
 * retry through the router's revalidation. The fresh call is aborted when
 * the screen goes or Retry is pressed again; a new promise from the loader wins over an older retry.
 */
export function useRetryable<T>(loaded: Promise<T>, load: (signal: AbortSignal) => Promise<T>): [Promise<T>, () => void] {
  const [retried, setRetried] = useState<{ replaces: Promise<T>; promise: Promise<T> } | null>(null);
  const { next } = useLatestSignal();
  const latestLoad = useRef(load);

  useEffect(() => {
    latestLoad.current = load;
  });

  const retry = useCallback(() => {
    setRetried({ replaces: loaded, promise: deferred(latestLoad.current(next())) });
  }, [loaded, next]);

  return [retried?.replaces === loaded ? retried.promise : loaded, retry];
}
