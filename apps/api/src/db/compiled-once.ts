import type { Compilable, CompiledQuery, Kysely } from 'kysely';
import type { Database } from './schema.js';

/**
 * A value of a kept query: a string or a number, or a list of strings that PostgreSQL takes as one array parameter (as
 * in `= any(${codes})`, one statement text whatever the list's length).
 */
export type QueryValue = string | number | readonly string[];

/** Stands for the query's values while it is compiled; no request can send one (each holds a control character). */
const placeholder = (index: number) => `\u0000compiled-once-value-${index}`;

/**
 * A read of a hot path whose query is built and compiled once per database handle, then run with each request's
 * values: building a query with Kysely and compiling it to SQL is a measurable share of an answer that reads a
 * row or an index range. `build` must use its values only as query parameters (not in `sql.lit`, not to choose
 * the query's shape; while it is compiled a list value is a placeholder string too, so not even its length).
 * Selects only: results still pass through the handle's plugins (camel case), but a write would not be counted
 * (db/table-writes.ts).
 */
export function compiledOnce<V extends QueryValue[], R>(build: (db: Kysely<Database>, ...values: V) => Compilable<R>) {
  const kept = new WeakMap<Kysely<Database>, { compiled: CompiledQuery<R>; slots: number[] }>();
  return async (db: Kysely<Database>, ...values: V): Promise<R[]> => {
    let entry = kept.get(db);
    if (!entry) {
      const compiled = build(db, ...(values.map((_value, index) => placeholder(index)) as V)).compile();
      // Where each parameter comes from: a value (its index), or -1 for a parameter of the query itself.
      const slots = compiled.parameters.map((parameter) => values.findIndex((_value, index) => parameter === placeholder(index)));
      if (compiled.query.kind !== 'SelectQueryNode') throw new Error('compiledOnce: the query must be a select');
      if (values.some((_value, index) => !slots.includes(index))) {
        throw new Error('compiledOnce: the query must take each value as a parameter');
      }
      kept.set(db, (entry = { compiled, slots }));
    }
    const { compiled, slots } = entry;
    const parameters = compiled.parameters.map((parameter, position) => (slots[position]! >= 0 ? values[slots[position]!] : parameter));
    const { rows } = await db.executeQuery<R>({ ...compiled, parameters });
    return rows;
  };
}
