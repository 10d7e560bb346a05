/** Answers kept under a key, each with the version it was made at and what it weighs. */
export type KeptAnswers<V> = {
  /**
   * The answer kept for `key` if it was made at `version`; else `make`'s, kept at that version (replacing an older one).
   * Without a version (it cannot be known now) the answer is made and nothing is kept.
   */
  get(key: string, version: string | undefined, make: () => Promise<V>): Promise<V>;
  /** How many bytes the kept answers weigh now. */
  readonly bytes: number;
};

/** What an entry costs besides its answer's bytes: its key, version and the map's own entry, roughly. */
const ENTRY_OVERHEAD_BYTES = 200;

/**
 * A bounded store of answers made ahead: at most `maxBytes` (by `bytesOf`, plus each entry's key, version and
 * overhead) are kept, the least recently asked for dropped first; an answer heavier than that alone is not kept.
 * The version must be taken before `make` reads anything, so a kept answer is never older than its version.
 */
export function keptAnswers<V>(maxBytes: number, bytesOf: (answer: V) => number): KeptAnswers<V> {
  const kept = new Map<string, { version: string; answer: V; bytes: number }>();
  let bytes = 0;
  const forget = (key: string) => {
    const entry = kept.get(key);
    if (!entry) return;
    kept.delete(key);
    bytes -= entry.bytes;
  };
  return {
    get bytes() {
      return bytes;
    },
    async get(key, version, make) {
      const entry = kept.get(key);
      if (entry && entry.version === version) {
        // Most recently asked for: last in the map's order.
        kept.delete(key);
        kept.set(key, entry);
        return entry.answer;
      }
      const answer = await make();
      forget(key);
      if (version === undefined) return answer;
      const weight = bytesOf(answer) + key.length + version.length + ENTRY_OVERHEAD_BYTES;
      if (weight > maxBytes) return answer;
      kept.set(key, { version, answer, bytes: weight });
      bytes += weight;
      for (const oldest of kept.keys()) {
        if (bytes <= maxBytes) break;
        forget(oldest);
      }
      return answer;
    },
  };
}
