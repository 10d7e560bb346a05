import { useCallback, useEffect, useRef } from 'react';

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
