import { existsSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import SqliteDatabase from 'better-sqlite3';

/**
 * SQLite files around the server: the mark a running server leaves beside its database, an online backup
 * and a restore that refuses to replace a database in use. PostgreSQL has pg_dump / pg_restore for this
 * (docs/operations.md).
 */

const ownerFile = (databaseFile: string) => `${path.resolve(databaseFile)}.server-pid`;

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** The id of a live process that serves this database file, if any (a mark left by a crash is ignored). */
export function serverUsing(databaseFile: string): number | undefined {
  const file = ownerFile(databaseFile);
  if (!existsSync(file)) return undefined;
  const pid = Number(readFileSync(file, 'utf8').trim());
  return Number.isInteger(pid) && pid > 0 && pid !== process.pid && isRunning(pid) ? pid : undefined;
}

/** Marks the database file as served by this process, until the returned release is called. */
export function markServing(databaseFile: string): () => void {
  const file = ownerFile(databaseFile);
  writeFileSync(file, `${process.pid}\n`);
  return () => {
    if (existsSync(file) && Number(readFileSync(file, 'utf8').trim()) === process.pid) rmSync(file);
  };
}

/**
 * A consistent copy of a live database: `VACUUM INTO` reads one snapshot (a read transaction, so the server
 * keeps writing meanwhile) into a new compact file. The copy appears under `target` only once complete.
 */
export function backupSqlite(databaseFile: string, target: string): void {
  if (!existsSync(databaseFile)) throw new Error(`No database at ${databaseFile}.`);
  if (existsSync(target)) throw new Error(`${target} exists already; choose a new file name.`);
  const partial = `${target}.partial`;
  rmSync(partial, { force: true });
  const source = new SqliteDatabase(databaseFile, { readonly: true, fileMustExist: true });
  try {
    source.pragma('busy_timeout = 10000');
    source.prepare('vacuum into ?').run(partial);
  } finally {
    source.close();
  }
  renameSync(partial, target);
}

/** Throws unless `file` is a sound SQLite database that this server created (it has the migration history). */
function checkBackup(file: string): void {
  const backup = new SqliteDatabase(file, { readonly: true, fileMustExist: true });
  try {
    const integrity = backup.pragma('integrity_check', { simple: true });
    if (integrity !== 'ok') throw new Error(`${file} is damaged: ${String(integrity)}`);
    const history = backup.prepare("select 1 from sqlite_master where type = 'table' and name = 'kysely_migration'").get();
    if (!history) throw new Error(`${file} is not a database of this server (no migration history).`);
  } finally {
    backup.close();
  }
}

/**
 * Replaces the database file with a backup. Refuses while a server serves that file (it would keep writing
 * to the file it has open). The old file's write-ahead log is removed with it, or SQLite would replay it
 * onto the restored database.
 */
export function restoreSqlite(backupFile: string, databaseFile: string): void {
  const pid = serverUsing(databaseFile);
  if (pid !== undefined) throw new Error(`A server (process ${pid}) is using ${databaseFile}; stop it before restoring.`);
  checkBackup(backupFile);
  const incoming = `${databaseFile}.restoring`;
  writeFileSync(incoming, readFileSync(backupFile));
  for (const suffix of ['-wal', '-shm', '-journal']) rmSync(`${databaseFile}${suffix}`, { force: true });
  renameSync(incoming, databaseFile);
}
