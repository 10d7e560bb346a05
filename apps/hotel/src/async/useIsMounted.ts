import { useCallback, useEffect, useRef } from 'react';

/**
 * For mutations started by the user (book, cancel, delete): `isMounted()` tells whether the screen is still
 * there when the call settles, so a late result neither updates nor navigates a screen the user has left.
 * (Reads go through route loaders, which the router aborts on navigation.)
 */
export function useIsMounted(): () => boolean {
  const mounted = useRef(false);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);
  return useCallback(() => mounted.current, []);
}

/** An AbortSignal that aborts when the component unmounts, for waits and reads started from events. */
export function useUnmountSignal(): () => AbortSignal {
  const controller = useRef<AbortController | null>(null);
  useEffect(() => {
    const current = new AbortController();
    controller.current = current;
    return () => current.abort();
  }, []);
  return useCallback(() => controller.current?.signal ?? AbortSignal.abort(), []);
}
