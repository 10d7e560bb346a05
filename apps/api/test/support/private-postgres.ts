import { execFile, execFileSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { freePort, waitUntil } from './free-port.js';

const run = promisify(execFile);

export type PrivatePostgres = {
  port: number;
  /** `postgres://postgres@127.0.0.1:PORT/postgres`; `urlOf(name)` for another database of the cluster. */
  url: string;
  urlOf(database: string): string;
  /** Fast shutdown (`pg_ctl stop -m fast`): open sessions are terminated, as in a routine restart. */
  stop(): Promise<void>;
  /** Starts the stopped cluster again on the same port and waits until it accepts connections. */
  start(): Promise<void>;
  /** Stops the cluster and removes its files. */
  destroy(): Promise<void>;
};

/** The newest PostgreSQL server binaries installed (Debian keeps them in /usr/lib/postgresql/<major>/bin). */
function postgresBinDir(): string {
  const root = '/usr/lib/postgresql';
  const majors = existsSync(root) ? readdirSync(root).filter((name) => existsSync(path.join(root, name, 'bin', 'initdb'))) : [];
  if (majors.length === 0) {
    throw new Error(`A private PostgreSQL cluster needs initdb, pg_ctl and pg_isready: none found under ${root}/*/bin (install postgresql).`);
  }
  majors.sort((a, b) => Number(b) - Number(a));
  return path.join(root, majors[0]!, 'bin');
}

/** initdb and postgres refuse to run as root: as root, they run as the `postgres` user on a directory it owns. */
function asServerUser(): { prefix: string[]; uid?: number; gid?: number } {
  if (process.getuid?.() !== 0) return { prefix: [] };
  const uid = Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).trim());
  const gid = Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).trim());
  return { prefix: ['runuser', '-u', 'postgres', '--'], uid, gid };
}

/**
 * A PostgreSQL cluster of this test's own: `initdb` in a temporary directory, listening on a free port on
 * 127.0.0.1 only, with trust authentication. The machine's shared cluster is never touched.
 */
export async function startPrivatePostgres(): Promise<PrivatePostgres> {
  const bin = postgresBinDir();
  const user = asServerUser();
  const root = mkdtempSync(path.join(os.tmpdir(), 'hotel-pg-'));
  const dataDir = path.join(root, 'data');
  const logFile = path.join(root, 'server.log');
  if (user.uid !== undefined) chownSync(root, user.uid, user.gid!);
  const commandLine = (name: string, args: string[]): [string, string[]] => {
    const [command, ...rest] = [...user.prefix, path.join(bin, name), ...args];
    return [command!, rest];
  };
  const tool = (name: string, args: string[]) => run(...commandLine(name, args), { timeout: 60_000 });

  await tool('initdb', ['-D', dataDir, '-U', 'postgres', '--auth=trust', '--no-sync', '-E', 'UTF8', '--locale=C']);
  const port = await freePort();
  const serverOptions = `-p ${port} -k ${root} -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off`;
  let running = false;

  const isReady = async () => {
    try {
      await tool('pg_isready', ['-h', '127.0.0.1', '-p', String(port), '-t', '1']);
      return true;
    } catch {
      return false;
    }
  };
  const start = async () => {
    await tool('pg_ctl', ['-D', dataDir, '-l', logFile, '-o', serverOptions, 'start']);
    running = true;
    await waitUntil(`private PostgreSQL on port ${port} (log: ${logFile})`, isReady);
  };
  const stop = async () => {
    await tool('pg_ctl', ['-D', dataDir, '-m', 'fast', '-w', 'stop']);
    running = false;
  };
  // A test run that dies before its teardown leaves no server behind.
  const stopOnExit = () => {
    if (!running) return;
    try {
      execFileSync(...commandLine('pg_ctl', ['-D', dataDir, '-m', 'immediate', 'stop']), { stdio: 'ignore' });
    } catch {
      // already gone
    }
    rmSync(root, { recursive: true, force: true });
  };
  process.once('exit', stopOnExit);

  try {
    await start();
  } catch (error) {
    stopOnExit();
    throw error;
  }
  const urlOf = (database: string) => `postgres://postgres@127.0.0.1:${port}/${database}`;
  return {
    port,
    url: urlOf('postgres'),
    urlOf,
    stop,
    start,
    async destroy() {
      process.off('exit', stopOnExit);
      if (running) await stop();
      rmSync(root, { recursive: true, force: true });
    },
  };
}
