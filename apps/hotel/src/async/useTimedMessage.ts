import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * A message that clears itself `ms` after it is shown (the spec's auto-clearing alerts); without `ms` it stays until
 * cleared. Showing a new one restarts the clock; the timer stops on unmount.
 */
export function useTimedMessage<T = string>(ms?: number): [T | null, (message: T) => void, () => void] {
  const [message, setMessage] = useState<T | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const clear = useCallback(() => {
    clearTimeout(timer.current);
    setMessage(null);
  }, []);

  const show = useCallback(
    (next: T) => {
      clearTimeout(timer.current);
      setMessage(next);
      if (ms !== undefined) timer.current = setTimeout(() => setMessage(null), ms);
    },
    [ms],
  );

  useEffect(() => () => clearTimeout(timer.current), []);
  return [message, show, clear];
}
