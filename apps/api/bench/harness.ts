// What the load reports (bench/run.ts, bench/soak.ts) share: servers in their own processes, scratch
// databases, a signed-in bench user, and a client address per request.
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'kysely';
import { buildApp } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import type { DatabaseHandle, SqlDialect } from '../src/db/connect.js';
import { migrateToLatest } from '../src/db/migrate.js';
import { createTestDatabase } from '../test/helper.js';
import { seedBenchUser, type BenchRole } from './seed.js';

const apiDir = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
export const JWT_SECRET = randomBytes(48).toString('base64url');

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

export type ServerProcess = { url: string; pid: number | undefined; child: ChildProcess; stop(): Promise<void> };

/**
 * Starts `script` (relative to apps/api) in its own node process on a free port, with `nodeFlags` before it;
 * resolves once `readyPath` answers. With `ipc`, the process has a message channel (see bench/memory-probe.mjs).
 */
export async function startProcess(
  script: string,
  readyPath: string,
  env: Record<string, string>,
  { nodeFlags = [], ipc = false }: { nodeFlags?: string[]; ipc?: boolean } = {},
): Promise<ServerProcess> {
  const port = await freePort();
  const child: ChildProcess = spawn(process.execPath, [...nodeFlags, '--import', 'tsx', script], {
    cwd: apiDir,
    env: { ...process.env, ...env, PORT: String(port) },
    stdio: ['ignore', 'ignore', 'inherit', ...(ipc ? (['ipc'] as const) : [])],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const url = `http://127.0.0.1:${port}`;
  for (let attempt = 0; ; attempt += 1) {
    if (child.exitCode !== null) throw new Error(`${script} exited with ${child.exitCode}`);
    const ready = await fetch(`${url}${readyPath}`).then((response) => response.ok, () => false);
    if (ready) break;
    if (attempt > 600) throw new Error(`${script} did not start`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    url,
    pid: child.pid,
    child,
    async stop() {
      child.kill('SIGTERM');
      await exited;
    },
  };
}

/** Client number `n`'s address, as the one trusted proxy hop forwards it. */
export function clientAddress(n: number): string {
  return `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;
}

let clientNumber = 0;
/** Another client address for every request. */
export function nextClientAddress(): string {
  clientNumber += 1;
  return clientAddress(clientNumber);
}

/** A scratch database, migrated: a SQLite file in a temporary directory, or a private PostgreSQL schema. */
export async function scratchDatabase(dialect: SqlDialect): Promise<{ database: DatabaseHandle; url: string; drop(): Promise<void> }> {
  const { database, drop } = await createTestDatabase(dialect);
  await migrateToLatest(database);
  if (dialect === 'sqlite') {
    const { rows } = await sql<{ file: string }>`select file from pragma_database_list where name = 'main'`.execute(database.db);
    return { database, url: rows[0]!.file, drop };
  }
  const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(database.db);
  const base = process.env.TEST_DATABASE_URL!;
  const options = encodeURIComponent(`-c search_path=${rows[0]!.schema},public`);
  return { database, url: `${base}${base.includes('?') ? '&' : '?'}options=${options}`, drop };
}

/** A bench account (with `passwordHash`, when it is to log in; ROLE_USER unless `role` says) and a token signed for it. */
export async function benchUser(
  database: DatabaseHandle,
  { passwordHash, role = 'ROLE_USER' }: { passwordHash?: string; role?: BenchRole } = {},
): Promise<{ id: number; email: string; token: string }> {
  const user = await seedBenchUser(database, { passwordHash, role });
  const config = loadConfig({ NODE_ENV: 'production', JWT_SECRET, WEB_APP_DIR: '', DATA_DIR: os.tmpdir(), LOG_LEVEL: 'silent' });
  const app = await buildApp({ config, database, logger: false });
  try {
    return { ...user, token: await app.tokens.issue({ id: user.id, email: user.email, roles: [role], tokenVersion: 0 }) };
  } finally {
    await app.close();
  }
}

/** The app server's environment: production mode, one trusted proxy hop, no web app, no demo data. */
export const appEnv = (databaseUrl: string) => ({
  DATABASE_URL: databaseUrl,
  HOST: '127.0.0.1',
  NODE_ENV: 'production',
  JWT_SECRET,
  WEB_APP_DIR: '',
  SEED_DEMO_DATA: 'false',
  LOG_LEVEL: 'warn',
  TRUST_PROXY_HOPS: '1',
  DATA_DIR: os.tmpdir(),
});
