import { mkdirSync } from 'node:fs';
import path from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { CamelCasePlugin, Kysely, PostgresDialect, SqliteDialect } from 'kysely';
import pg from 'pg';
import { listenOnChannel, type ChannelHandlers, type ChannelListener } from './notifications.js';
import type { Database } from './schema.js';
import { TableWriteCounter } from './table-writes.js';

export type SqlDialect = 'sqlite' | 'postgres';

export type DatabaseHandle = {
  db: Kysely<Database>;
  dialect: SqlDialect;
  /** Writes made through `db`, per table. */
  writes: TableWriteCounter;
  /** PostgreSQL only: a dedicated connection that listens on a notification channel (see listenOnChannel). */
  listen?: (channel: string, handlers: ChannelHandlers) => ChannelListener;
  /**
   * SQLite only: `PRAGMA data_version`, which changes whenever another connection (another process, a script)
   * commits to the database file; writes through this handle do not change it (they are counted in `writes`).
   */
  dataVersion?: () => number;
  /**
   * PostgreSQL only: told when an idle pooled connection fails (the server restarted, a failover, a network
   * cut). The pool has already dropped it and opens a new one for the next query; the app logs it.
   */
  onIdleConnectionError?: (error: Error) => void;
};

export type ConnectOptions = {
  /** PostgreSQL only: schemas to search (tests use one schema per test file). */
  searchPath?: string[];
  /** PostgreSQL only: pool size. */
  maxConnections?: number;
  /** PostgreSQL only: how the connections name themselves in `pg_stat_activity`. */
  applicationName?: string;
};

const PG_DATE_OID = 1082;
const PG_TIMESTAMPTZ_OID = 1184;
const PG_INT8_OID = 20;

/**
 * Calendar dates stay `YYYY-MM-DD` strings: node-postgres would otherwise build a `Date` at local
 * midnight, which is how the original app came to shift dates.
 */
const pgTypes = {
  getTypeParser(oid: number, format?: 'text' | 'binary') {
    if (oid === PG_DATE_OID) return (value: string) => value;
    if (oid === PG_TIMESTAMPTZ_OID) return (value: string) => new Date(value).toISOString();
    if (oid === PG_INT8_OID) return (value: string) => Number(value);
    return pg.types.getTypeParser(oid, format);
  },
} as pg.CustomTypesConfig;

/**
 * The longest a write waits for a lock another transaction holds (a room being booked, the SQLite file
 * being written by another process). Past it the write answers 503 SERVICE_BUSY with `Retry-After`
 * (see withWriteTransaction), rather than queueing requests until they time out.
 */
export const LOCK_WAIT_LIMIT_MS = 4_000;

/**
 * The longest a request waits to open a PostgreSQL connection. While the database is unreachable, requests
 * answer 503 DATABASE_UNAVAILABLE after at most this long instead of queueing until they time out.
 */
export const CONNECT_TIMEOUT_MS = 2_000;

export function isPostgresUrl(url: string): boolean {
  return /^postgres(ql)?:\/\//.test(url);
}

/** How many prepared SQLite statements a connection keeps (the server runs a few dozen distinct queries). */
const SQLITE_STATEMENT_CACHE_SIZE = 200;

/**
 * The SQLite connection as Kysely sees it, keeping prepared statements by their SQL text: Kysely asks for a
 * new statement on every query, and parsing and planning it again each time was a measurable share of
 * every answer. Kysely runs one query at a time per connection, so a kept statement is never in use twice.
 */
function withStatementCache(sqlite: SqliteDatabase.Database): Pick<SqliteDatabase.Database, 'prepare' | 'close'> {
  const statements = new Map<string, SqliteDatabase.Statement>();
  return {
    prepare(text: string) {
      let statement = statements.get(text);
      if (!statement) {
        statement = sqlite.prepare(text);
        // The oldest kept statement makes room (Maps iterate in insertion order).
        if (statements.size >= SQLITE_STATEMENT_CACHE_SIZE) statements.delete(statements.keys().next().value!);
        statements.set(text, statement);
      }
      return statement;
    },
    close: () => sqlite.close(),
  } as Pick<SqliteDatabase.Database, 'prepare' | 'close'>;
}

/** How many distinct read texts a process sends as named statements (the server runs a few dozen). */
const PG_NAMED_READS = 200;

/**
 * node-postgres sends each query as an unnamed statement, which the server parses and analyses anew every
 * time, and Kysely gives it no name. Reads are given one here, by their text, so each connection has the
 * server parse them once: `select`s that list their columns (a `*` is left unnamed, since a column added by a
 * later migration would change a kept statement's result type and fail it).
 */
function nameReadsOf(pool: pg.Pool): void {
  const names = new Map<string, string>();
  const nameOf = (text: string): string | undefined => {
    if (!/^select /.test(text) || text.includes('*')) return undefined;
    let name = names.get(text);
    if (name === undefined && names.size < PG_NAMED_READS) names.set(text, (name = `read_${names.size + 1}`));
    return name;
  };
  pool.on('connect', (client) => {
    const query = client.query.bind(client) as (...args: unknown[]) => unknown;
    client.query = ((text: unknown, values?: unknown, ...rest: unknown[]) => {
      const name = typeof text === 'string' && Array.isArray(values) && rest.length === 0 ? nameOf(text) : undefined;
      return name ? query({ name, text, values }) : query(text, values, ...rest);
    }) as typeof client.query;
  });
}

export function connectDatabase(url: string, options: ConnectOptions = {}): DatabaseHandle {
  const writes = new TableWriteCounter();
  const plugins = [new CamelCasePlugin(), writes];
  if (isPostgresUrl(url)) {
    const applicationName = options.applicationName ?? 'hotel-api';
    const connection: pg.ClientConfig = {
      connectionString: url,
      types: pgTypes,
      ...(options.searchPath ? { options: `-c search_path=${options.searchPath.join(',')}` } : {}),
    };
    const pool = new pg.Pool({
      ...connection,
      application_name: applicationName,
      max: options.maxConnections ?? 10,
      connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
      statement_timeout: 5_000,
      lock_timeout: LOCK_WAIT_LIMIT_MS,
    });
    nameReadsOf(pool);
    const handle: DatabaseHandle = {
      db: new Kysely<Database>({ dialect: new PostgresDialect({ pool }), plugins }),
      dialect: 'postgres',
      writes,
      listen: (channel, handlers) =>
        listenOnChannel({ ...connection, connectionTimeoutMillis: CONNECT_TIMEOUT_MS, application_name: `${applicationName} (listening)` }, channel, handlers),
    };
    // Without listeners, a connection's error (e.g. "terminating connection due to administrator command" when
    // PostgreSQL restarts) is an unhandled 'error' event that ends the process. The pool reports idle ones; a
    // connection in use also fails its query, which answers 503 (src/db/unavailable.ts), so that event adds nothing.
    pool.on('error', (error) => handle.onIdleConnectionError?.(error));
    pool.on('connect', (client) => client.on('error', () => undefined));
    return handle;
  }
  if (url !== ':memory:') mkdirSync(path.dirname(path.resolve(url)), { recursive: true });
  const sqlite = new SqliteDatabase(url);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('foreign_keys = ON');
  // Another process holding the write lock makes us wait (a bounded time) instead of failing at once.
  sqlite.pragma(`busy_timeout = ${LOCK_WAIT_LIMIT_MS}`);
  const dataVersion = sqlite.prepare('pragma data_version').pluck();
  return {
    db: new Kysely<Database>({ dialect: new SqliteDialect({ database: withStatementCache(sqlite) }), plugins }),
    dialect: 'sqlite',
    writes,
    dataVersion: () => dataVersion.get() as number,
  };
}
