import type { Compilable, Kysely } from 'kysely';
import { compiledOnce } from './compiled-once.js';
import type { DatabaseHandle } from './connect.js';
import type { Database } from './schema.js';

/** The most keys one query asks for: a batch that reaches it goes out at once, and later keys start another. */
export const MAX_KEYS_PER_BATCH = 100;

type Answer<R> = { promise: Promise<R | undefined>; resolve(row: R | undefined): void; reject(error: unknown): void };

/** The keys asked for on one handle since its last query, each with the answer its callers wait for. */
type Batch<R> = Map<string, Answer<R>>;

function pendingAnswer<R>(): Answer<R> {
  let resolve!: Answer<R>['resolve'];
  let reject!: Answer<R>['reject'];
  const promise = new Promise<R | undefined>((resolveWith, rejectWith) => {
    resolve = resolveWith;
    reject = rejectWith;
  });
  return { promise, resolve, reject };
}

/**
 * A read of at most one row by a key (a unique column), for a hot path. On PostgreSQL the keys asked for on one
 * handle during one turn of the event loop are read with ONE query (`many`), sent when the turn's other work is
 * done (`setImmediate`) or when the batch holds MAX_KEYS_PER_BATCH keys: there most of a lookup's cost is the
 * client's round trip (the socket write, parsing the reply, garbage), ~80–95 µs of CPU per query, whatever the
 * rows. On SQLite, an in-process call with no round trip, each key is read alone (`one`), as before.
 *
 * Each caller gets the row whose key equals its own (`keyOf`), or undefined; callers of one key in a batch share
 * its answer, and when the query fails every caller of the batch gets its error. A batch's query starts after
 * every one of its callers asked, so each sees every write committed before it asked (read committed).
 * `many` must take its keys as one parameter, `= any(${keys})`, so its text is the same whatever the batch size
 * and PostgreSQL keeps it prepared (db/connect.ts); both queries are compiled once per handle (db/compiled-once.ts).
 */
export function batchedReads<R>(queries: {
  one: (db: Kysely<Database>, key: string) => Compilable<R>;
  many: (db: Kysely<Database>, keys: readonly string[]) => Compilable<R>;
  keyOf: (row: R) => string;
}): (database: DatabaseHandle, key: string) => Promise<R | undefined> {
  const readOne = compiledOnce(queries.one);
  const readMany = compiledOnce(queries.many);
  const collecting = new WeakMap<Kysely<Database>, Batch<R>>();

  const send = (db: Kysely<Database>, batch: Batch<R>) => {
    // Already sent when it filled up (its setImmediate comes later), or sent by that setImmediate.
    if (collecting.get(db) !== batch) return;
    collecting.delete(db);
    readMany(db, [...batch.keys()]).then(
      (rows) => {
        const rowOfKey = new Map(rows.map((row) => [queries.keyOf(row), row]));
        for (const [key, answer] of batch) answer.resolve(rowOfKey.get(key));
      },
      (error: unknown) => {
        for (const answer of batch.values()) answer.reject(error);
      },
    );
  };

  return async (database, key) => {
    const { db } = database;
    if (database.dialect !== 'postgres') return (await readOne(db, key))[0];
    let batch = collecting.get(db);
    if (!batch) {
      collecting.set(db, (batch = new Map()));
      const started = batch;
      setImmediate(() => send(db, started));
    }
    let answer = batch.get(key);
    if (!answer) {
      batch.set(key, (answer = pendingAnswer()));
      if (batch.size >= MAX_KEYS_PER_BATCH) send(db, batch);
    }
    return answer.promise;
  };
}
