import { sql, type SelectQueryBuilder } from 'kysely';
import { ApiErrors } from '../errors/catalog.js';
import type { DatabaseHandle } from './connect.js';
import type { Db } from './schema.js';

/**
 * How work inside a write transaction locks what it depends on. This is the one place where the
 * databases differ: PostgreSQL locks rows (`FOR UPDATE`) and tables; SQLite's `BEGIN IMMEDIATE` already
 * holds the whole database's write lock, so there both leave the query as it is.
 */
export type Locks = {
  /** The select, locking the rows it reads (of one table of a join, with `of`) until the transaction ends. */
  rows<DB, TB extends keyof DB & string, O>(query: SelectQueryBuilder<DB, TB, O>, of?: TB): SelectQueryBuilder<DB, TB, O>;
  /** Keeps other writers out of the table until the transaction ends (PostgreSQL `share row exclusive`). */
  table(name: 'rooms'): Promise<void>;
};

/** PostgreSQL waited longer than `lock_timeout` (55P03) or `statement_timeout` (57014); SQLite, than `busy_timeout`. */
function isLockWaitExceeded(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return code === '55P03' || code === '57014' || code === 'SQLITE_BUSY';
}

/**
 * Runs `work` in a transaction that holds the write lock from its first statement.
 * PostgreSQL: an ordinary transaction; `work` locks the rows it depends on with `locks.rows`.
 * SQLite: `BEGIN IMMEDIATE`, so a check-then-insert cannot interleave with another writer,
 * even one in another process sharing the database file.
 * Waiting for a lock is bounded (`LOCK_WAIT_LIMIT_MS`, src/db/connect.ts): past it the transaction is
 * rolled back and answers 503 SERVICE_BUSY with `Retry-After`, never a 500.
 *
 * `waitForDiskFlush: false` commits without waiting for the log to reach the disk (PostgreSQL
 * `synchronous_commit = off`, SQLite `synchronous = NORMAL` for this transaction): the commit survives a crash of
 * the server, but an operating-system crash in the next fraction of a second may undo it. Only for writes that are
 * simply asked for again, where the flush's time would tell something (whether the write changed any row).
 */
export async function withWriteTransaction<T>(
  { db, dialect, writes }: DatabaseHandle,
  work: (trx: Db, locks: Locks) => Promise<T>,
  { waitForDiskFlush = true }: { waitForDiskFlush?: boolean } = {},
): Promise<T> {
  // Its writes count (db/table-writes.ts) once it has committed, not as each statement returns.
  return writes.untilEnded(() => runWriteTransaction(db, dialect, work, waitForDiskFlush));
}

async function runWriteTransaction<T>(db: DatabaseHandle['db'], dialect: DatabaseHandle['dialect'], work: (trx: Db, locks: Locks) => Promise<T>, waitForDiskFlush: boolean): Promise<T> {
  try {
    if (dialect === 'postgres') {
      return await db.transaction().execute(async (trx) => {
        if (!waitForDiskFlush) await sql`set local synchronous_commit = off`.execute(trx);
        return work(trx, {
          rows: (query, of) => query.forUpdate(of),
          table: async (name) => void (await sql`lock table ${sql.table(name)} in share row exclusive mode`.execute(trx)),
        });
      });
    }
    return await db.connection().execute(async (connection) => {
      // A connection-wide setting in SQLite, so it is set back once this transaction has ended.
      const synchronous = waitForDiskFlush ? undefined : (await sql<{ synchronous: number }>`pragma synchronous`.execute(connection)).rows[0]!.synchronous;
      if (synchronous !== undefined) await sql`pragma synchronous = normal`.execute(connection);
      await sql`begin immediate`.execute(connection);
      try {
        const result = await work(connection, { rows: (query) => query, table: async () => undefined });
        await sql`commit`.execute(connection);
        return result;
      } catch (error) {
        // After some errors (a full disk, an I/O error) SQLite has already rolled back, and `rollback` would fail
        // with "no transaction is active", hiding the error that matters.
        await sql`rollback`.execute(connection).catch(() => undefined);
        throw error;
      } finally {
        if (synchronous !== undefined) await sql`pragma synchronous = ${sql.raw(String(synchronous))}`.execute(connection);
      }
    });
  } catch (error) {
    if (isLockWaitExceeded(error)) throw new ApiErrors.SERVICE_BUSY();
    throw error;
  }
}
