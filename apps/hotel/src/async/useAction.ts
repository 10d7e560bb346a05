import { useCallback, useEffect, useRef, useState } from 'react';
import { useTimedMessage } from './useTimedMessage';

/** How the last run of an action ended, with the arguments it ran with. */
export type ActionOutcome<Args extends unknown[], Result> =
  | { status: 'success'; value: Result; args: Args }
  | { status: 'error'; error: unknown; args: Args };

export type ActionOptions<Args extends unknown[], Result> = {
  /**
   * After a success, while the screen is still there (navigate, reload a list). A returned promise keeps the action
   * pending until it settles, so a list reloading after a delete still shows the row as busy; a throw is a failure.
   */
  onSuccess?: (value: Result, ...args: Args) => unknown;
  /** After a failure, while the screen is still there. */
  onError?: (error: unknown, ...args: Args) => void;
  /** The outcome clears this long after it shows (the spec's auto-clearing messages); without it, it stays. */
  outcomeMs?: number;
};

export type Action<Args extends unknown[], Result> = {
  /** Starts the call, unless one is already running (a double click submits once). */
  run: (...args: Args) => void;
  /** The arguments of the run in progress (e.g. which row is being deleted), or null. */
  pending: Args | null;
  /** The last run's outcome, cleared when the next run starts (and after `outcomeMs`). */
  outcome: ActionOutcome<Args, Result> | null;
};

/**
 * A mutation started by the user (save, delete, cancel, log in): one call at a time, its pending state and outcome
 * for the kit's props, and handlers that run only while the screen is still there, so a late answer neither
 * updates nor navigates a screen the user has left. (Reads go through route loaders, which the router aborts.)
 */
export function useAction<Args extends unknown[], Result>(
  call: (...args: Args) => Promise<Result>,
  options: ActionOptions<Args, Result> = {},
): Action<Args, Result> {
  const [pending, setPending] = useState<Args | null>(null);
  const [outcome, showOutcome, clearOutcome] = useTimedMessage<ActionOutcome<Args, Result>>(options.outcomeMs);
  const latest = useRef({ call, options });
  const isRunning = useRef(false);
  const isMounted = useRef(false);

  useEffect(() => {
    latest.current = { call, options };
  });

  useEffect(() => {
    isMounted.current = true;
    return () => {
      isMounted.current = false;
    };
  }, []);

  // A failing onSuccess (e.g. a login token that does not decode) counts as the action's failure.
  const settle = useCallback(
    async (args: Args) => {
      try {
        const value = await latest.current.call(...args);
        if (!isMounted.current) return;
        showOutcome({ status: 'success', value, args });
        await latest.current.options.onSuccess?.(value, ...args);
      } catch (error) {
        if (!isMounted.current) return;
        showOutcome({ status: 'error', error, args });
        latest.current.options.onError?.(error, ...args);
      }
    },
    [showOutcome],
  );

  const run = useCallback(
    (...args: Args) => {
      if (isRunning.current) return;
      isRunning.current = true;
      setPending(args);
      clearOutcome();
      void settle(args).finally(() => {
        isRunning.current = false;
        if (isMounted.current) setPending(null);
      });
    },
    [clearOutcome, settle],
  );

  return { run, pending, outcome };
}
