/**
 * A stand-in for a slow request in a wired story: each `wait()` stays pending until the play function calls `release()`,
 * so the story can assert its pending state ("Finding your booking...") for as long as it needs, whatever the machine's load.
 */
export type Gate = {
  wait: () => Promise<void>;
  /** Settles the oldest pending `wait()`; throws when nothing waits, so a play function cannot release into the void. */
  release: () => void;
};

export function createGate(): Gate {
  const waiting: (() => void)[] = [];
  return {
    wait: () => new Promise<void>((resolve) => waiting.push(resolve)),
    release: () => {
      const next = waiting.shift();
      if (!next) throw new Error('release() with nothing waiting at the gate');
      next();
    },
  };
}
