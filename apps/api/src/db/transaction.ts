import { sql, type Kysely, type Transaction } from 'kysely';
import type { DatabaseHandle } from './connect.js';
import type { Database } from './schema.js';

/**
 * Runs `work` in a transaction that holds the write lock from its first statement.
 * PostgreSQL: an ordinary transaction (callers lock the rows they depend on with `FOR UPDATE`).
 * SQLite: `BEGIN IMMEDIATE`, so a check-then-insert cannot interleave with another writer,
 * even one in another process sharing the database file.
 */
export async function withWriteTransaction<T>(
  { db, dialect }: DatabaseHandle,
  work: (trx: Kysely<Database> | Transaction<Database>) => Promise<T>,
): Promise<T> {
  if (dialect === 'postgres') return db.transaction().execute(work);
  return db.connection().execute(async (connection) => {
    await sql`begin immediate`.execute(connection);
    try {
      const result = await work(connection);
      await sql`commit`.execute(connection);
      return result;
    } catch (error) {
      await sql`rollback`.execute(connection);
      throw error;
    }
  });
}
