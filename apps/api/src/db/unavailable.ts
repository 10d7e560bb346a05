/**
 * Errors that say the database cannot be used right now, as opposed to a fault in a query: the server
 * answers them with 503 DATABASE_UNAVAILABLE and `Retry-After`, and recovers by itself once it is back.
 */

/** Socket errors of a connection to PostgreSQL that is refused, reset or timed out. */
const NETWORK_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENETUNREACH', 'ENOTFOUND', 'EAI_AGAIN']);

/**
 * PostgreSQL SQLSTATEs: 08xxx connection exceptions, 57P01–57P03 (administrator or crash shutdown,
 * cannot connect now), 53xxx insufficient resources (disk full, out of memory, too many connections),
 * 25006 read-only transaction (a standby after a failover).
 */
function isPostgresUnavailable(code: string): boolean {
  return /^(08|53)/.test(code) || ['57P01', '57P02', '57P03', '25006'].includes(code);
}

/** SQLite: the file cannot be written (read-only file or disk, full disk, I/O error) or opened. */
function isSqliteUnavailable(code: string): boolean {
  return /^SQLITE_(READONLY|FULL|IOERR|CANTOPEN)/.test(code);
}

/** node-postgres's own messages when a connection ends under a query or cannot be had in time. */
const PG_CLIENT_MESSAGES = [/^Connection terminated/, /^timeout exceeded when trying to connect/, /^Client has encountered a connection error/];

export function isDatabaseUnavailable(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { code, message } = error as { code?: unknown; message?: unknown };
  if (typeof code === 'string' && (NETWORK_CODES.has(code) || isPostgresUnavailable(code) || isSqliteUnavailable(code))) return true;
  return typeof message === 'string' && PG_CLIENT_MESSAGES.some((pattern) => pattern.test(message));
}
