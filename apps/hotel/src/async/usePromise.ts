import { startTransition, useEffect, useState } from 'react';
import type { LoadStatus } from '@hotel/ui';

export type PromiseState<T> =
  | { status: 'pending'; lastValue?: T }
  | { status: 'fulfilled'; value: T; lastValue: T }
  | { status: 'rejected'; error: unknown; lastValue?: T };

type Settled<T> = { promise: Promise<T>; state: PromiseState<T> };

/**
 * The state of a promise a route loader started (the router aborts it on navigation, so nothing here fetches).
 * A new promise (after a revalidation) reads as pending again, with `lastValue` keeping the previous result so
 * a list can stay on screen while it reloads. Results of a promise that is no longer current are ignored.
 */
export function usePromise<T>(promise: Promise<T>): PromiseState<T> {
  const [settled, setSettled] = useState<Settled<T> | null>(null);
  const [lastValue, setLastValue] = useState<{ value: T } | null>(null);

  useEffect(() => {
    let isCurrent = true;
    promise.then(
      // Showing the data is a transition, rendered in slices that leave the page responsive, as the router renders a
      // navigation; a whole list rendered at once was the longest task of a page load.
      (value) => {
        if (!isCurrent) return;
        startTransition(() => {
          setSettled({ promise, state: { status: 'fulfilled', value, lastValue: value } });
          setLastValue({ value });
        });
      },
      (error: unknown) => {
        if (isCurrent) startTransition(() => setSettled({ promise, state: { status: 'rejected', error } }));
      },
    );
    return () => {
      isCurrent = false;
    };
  }, [promise]);

  const last = lastValue ? { lastValue: lastValue.value } : {};
  if (settled?.promise !== promise) return { status: 'pending', ...last };
  return settled.state.status === 'rejected' ? { ...settled.state, ...last } : settled.state;
}

/** The status the kit's sections take, for a promise's state. */
export function loadStatus(state: PromiseState<unknown>): LoadStatus {
  return state.status === 'pending' ? 'loading' : state.status === 'rejected' ? 'error' : 'ready';
}

/** For lists that reload in place: while a reload is pending, the previous result stays on screen as ready. */
export function withLastValue<T>(state: PromiseState<T>, empty: T): { value: T; status: LoadStatus } {
  const value = state.status === 'fulfilled' ? state.value : (state.lastValue ?? empty);
  const status = state.status === 'rejected' ? 'error' : state.status === 'pending' && state.lastValue === undefined ? 'loading' : 'ready';
  return { value, status };
}
