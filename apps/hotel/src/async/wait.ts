/** Resolves after `ms`, or rejects with the signal's reason when it aborts first. */
export function wait(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) {
      reject(signal.reason);
      return;
    }
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal?.reason);
    };
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}

/**
 * `work`'s result or failure, but not before `ms` have passed (a spec's minimum display time, run alongside the
 * call): a failure holds too, so an error never cuts the indicator short. Aborting the signal ends it at once.
 */
export async function atLeast<T>(ms: number, work: Promise<T>, signal?: AbortSignal): Promise<T> {
  const settled = work.then(
    (value) => ({ ok: true, value }) as const,
    (error: unknown) => ({ ok: false, error }) as const,
  );
  const [outcome] = await Promise.all([settled, wait(ms, signal)]);
  if (!outcome.ok) throw outcome.error;
  return outcome.value;
}

/**
 * Marks a promise returned from a loader as handled, so a rejection nobody renders (the user navigated
 * away first) is not reported as an unhandled rejection; `<Await>` still receives the error.
 */
export function deferred<T>(promise: Promise<T>): Promise<T> {
  promise.catch(() => undefined);
  return promise;
}
