// Throughput of the hot API paths, measured in-process over loopback with autocannon.
// `npm run bench` (root) → `npm run bench -w @hotel/api`. Runs on a temporary SQLite database, and also
// on PostgreSQL (a temporary schema, dropped afterwards) when TEST_DATABASE_URL is set.
// The machines are noisy and shared, so the result to read is the RATIOS measured in the same run,
// not the absolute numbers. BENCH_SECONDS (default 2, per round) and BENCH_CONNECTIONS (default 10) tune it.
import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import autocannon, { type Result } from 'autocannon';
import { buildApp } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import type { DatabaseHandle, SqlDialect } from '../src/db/connect.js';
import { addDays, todayIn } from '../src/lib/dates.js';
import type { Mailer } from '../src/lib/mailer.js';
import { seedDemoRooms } from '../src/modules/rooms/rooms.seed.js';
import { createTestDatabase } from '../test/helper.js';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 2);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const WARMUP_SECONDS = 1;

type Target = { dialect: SqlDialect; database: DatabaseHandle; cleanup(): Promise<void> };
type Row = { dialect: SqlDialect; endpoint: string; result: Result };

const ENDPOINTS = ['GET all-rooms', 'GET available-rooms', 'POST booking'] as const;
type Endpoint = (typeof ENDPOINTS)[number];

/** A scratch database for one run: a temporary SQLite file, or a private PostgreSQL schema (as the tests use). */
async function scratchTarget(dialect: SqlDialect): Promise<Target> {
  const { database, drop } = await createTestDatabase(dialect);
  return { dialect, database, cleanup: drop };
}

/** Mail is not what is measured. */
const silentMailer: Mailer = { async send() {}, close() {} };

type Server = {
  dialect: SqlDialect;
  run: Record<Endpoint, (warmup: boolean) => Promise<Result>>;
  close(): Promise<void>;
};

/** Starts the app on the target database with seeded rooms and one user, listening on 127.0.0.1. */
async function startServer(target: Target): Promise<Server> {
  const config = loadConfig({
    NODE_ENV: 'production',
    JWT_SECRET: randomBytes(48).toString('base64url'),
    WEB_APP_DIR: '',
    DATA_DIR: os.tmpdir(),
    LOG_LEVEL: 'silent',
  });
  // The load comes from one address; the global per-IP limit would otherwise answer 429.
  const app = await buildApp({ config, database: target.database, logger: false, mailer: silentMailer, globalRateLimitPerMinute: 1e9 });
  const close = async () => {
    await app.close();
    await target.cleanup();
  };
  try {
    await seedDemoRooms(app.database, app.log);
    const roomIds = (await app.db.selectFrom('rooms').select('id').orderBy('id').execute()).map((room) => room.id);
    const now = new Date().toISOString();
    const { id: userId } = await app.db
      .insertInto('users')
      .values({ email: 'bench@example.test', firstName: 'Bench', lastName: 'Mark', passwordHash: 'x', verifiedAt: now, createdAt: now })
      .returning('id')
      .executeTakeFirstOrThrow();
    const role = await app.db.selectFrom('roles').select('id').where('name', '=', 'ROLE_USER').executeTakeFirstOrThrow();
    await app.db.insertInto('userRoles').values({ userId, roleId: role.id }).execute();
    const token = await app.tokens.issue({ id: userId, email: 'bench@example.test', roles: ['ROLE_USER'] });

    await app.listen({ host: '127.0.0.1', port: 0 });
    const { port } = app.server.address() as AddressInfo;
    const today = todayIn(config.hotelTimeZone, new Date());
    const options = (warmup: boolean) => ({
      url: `http://127.0.0.1:${port}`,
      connections: CONNECTIONS,
      duration: SECONDS,
      ...(warmup ? { warmup: { connections: CONNECTIONS, duration: WARMUP_SECONDS } } : {}),
    });
    // Bookings start far ahead, so they never touch the stay the availability search asks about.
    const firstBookedNight = addDays(today, 1000);
    let bookingNumber = 0;
    return {
      dialect: target.dialect,
      close,
      run: {
        'GET all-rooms': (warmup) => autocannon({ ...options(warmup), requests: [{ method: 'GET', path: '/api/rooms/all-rooms' }] }),
        'GET available-rooms': (warmup) =>
          autocannon({
            ...options(warmup),
            requests: [
              { method: 'GET', path: `/api/rooms/available-rooms?checkInDate=${addDays(today, 30)}&checkOutDate=${addDays(today, 33)}` },
            ],
          }),
        // Every request books another (room, night), so nearly all succeed: the write path, not the 409 path.
        'POST booking': (warmup) =>
          autocannon({
            ...options(warmup),
            requests: [
              {
                method: 'POST',
                headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
                setupRequest: (request) => {
                  const n = bookingNumber++;
                  const checkInDate = addDays(firstBookedNight, Math.floor(n / roomIds.length));
                  return {
                    ...request,
                    path: `/api/bookings/room/${roomIds[n % roomIds.length]}/booking`,
                    body: JSON.stringify({
                      guestFullName: 'Bench Mark',
                      checkInDate,
                      checkOutDate: addDays(checkInDate, 1),
                      numOfAdults: 2,
                      numOfChildren: 0,
                    }),
                  };
                },
              },
            ],
          }),
      },
    };
  } catch (error) {
    await close();
    throw error;
  }
}

/**
 * Each endpoint runs twice per database, in the order A B B A (A alone: A A), so that a slow
 * drift of the shared machine's load weighs on both databases alike.
 */
async function measure(servers: Server[]): Promise<Row[]> {
  const rows: Row[] = [];
  const order = servers.length > 1 ? [...servers, ...[...servers].reverse()] : [...servers, ...servers];
  for (const endpoint of ENDPOINTS) {
    const seen = new Set<SqlDialect>();
    for (const server of order) {
      const warmup = !seen.has(server.dialect);
      seen.add(server.dialect);
      process.stdout.write(`  ${server.dialect.padEnd(8)} ${endpoint.padEnd(19)} … `);
      const result = await server.run[endpoint](warmup);
      process.stdout.write(`${Math.round(result.requests.average)} req/s\n`);
      rows.push({ dialect: server.dialect, endpoint, result });
    }
  }
  return rows;
}

type Summary = {
  dialect: SqlDialect;
  endpoint: Endpoint;
  /** Mean req/s of each round. */
  rounds: number[];
  reqPerSec: number;
  p50: number;
  p97_5: number;
  p99: number;
  statuses: Map<string, number>;
  errors: number;
  non2xx: number;
};

function summarise(rows: Row[]): Summary[] {
  const summaries: Summary[] = [];
  for (const row of rows) {
    let summary = summaries.find((s) => s.dialect === row.dialect && s.endpoint === row.endpoint);
    if (!summary) {
      summary = { dialect: row.dialect, endpoint: row.endpoint as Endpoint, rounds: [], reqPerSec: 0, p50: 0, p97_5: 0, p99: 0, statuses: new Map(), errors: 0, non2xx: 0 };
      summaries.push(summary);
    }
    const { result } = row;
    summary.rounds.push(result.requests.average);
    summary.p50 += result.latency.p50;
    summary.p97_5 += result.latency.p97_5;
    summary.p99 += result.latency.p99;
    summary.errors += result.errors;
    summary.non2xx += result.non2xx;
    for (const [status, { count }] of Object.entries(result.statusCodeStats)) {
      summary.statuses.set(status, (summary.statuses.get(status) ?? 0) + count);
    }
  }
  for (const summary of summaries) {
    const n = summary.rounds.length;
    summary.reqPerSec = summary.rounds.reduce((a, b) => a + b, 0) / n;
    summary.p50 /= n;
    summary.p97_5 /= n;
    summary.p99 /= n;
  }
  return summaries;
}

function printTable(summaries: Summary[]): void {
  const header = ['database', 'endpoint', 'req/s (mean)', 'rounds', 'p50 ms', 'p97.5 ms', 'p99 ms', 'statuses', 'errors'];
  const lines = summaries.map((s) => [
    s.dialect,
    s.endpoint,
    s.reqPerSec.toFixed(0),
    s.rounds.map((r) => r.toFixed(0)).join(' / '),
    s.p50.toFixed(1),
    s.p97_5.toFixed(1),
    s.p99.toFixed(1),
    [...s.statuses].map(([status, count]) => `${status}×${count}`).join(' '),
    String(s.errors),
  ]);
  const widths = header.map((title, i) => Math.max(title.length, ...lines.map((line) => line[i]!.length)));
  const format = (cells: string[]) => cells.map((cell, i) => cell.padEnd(widths[i]!)).join('  ').trimEnd();
  console.log(`\n${format(header)}\n${widths.map((width) => '-'.repeat(width)).join('  ')}`);
  for (const line of lines) console.log(format(line));
}

function printRatios(summaries: Summary[]): void {
  const rate = (dialect: SqlDialect, endpoint: Endpoint) =>
    summaries.find((s) => s.dialect === dialect && s.endpoint === endpoint)?.reqPerSec;
  const ratio = (a: number | undefined, b: number | undefined) => (a && b ? (a / b).toFixed(2) : 'n/a');
  const dialects = [...new Set(summaries.map((s) => s.dialect))];
  console.log('\nRatios of mean req/s (same run; read these, not the absolute numbers):');
  for (const dialect of dialects) {
    console.log(`  ${dialect.padEnd(8)} available-rooms / all-rooms = ${ratio(rate(dialect, 'GET available-rooms'), rate(dialect, 'GET all-rooms'))}`);
    console.log(`  ${dialect.padEnd(8)} booking POST / all-rooms    = ${ratio(rate(dialect, 'POST booking'), rate(dialect, 'GET all-rooms'))}`);
  }
  if (dialects.includes('postgres') && dialects.includes('sqlite')) {
    for (const endpoint of ENDPOINTS) {
      console.log(`  postgres / sqlite, ${endpoint.padEnd(19)} = ${ratio(rate('postgres', endpoint), rate('sqlite', endpoint))}`);
    }
  }
}

async function main(): Promise<void> {
  const started = Date.now();
  const pgUrl = process.env.TEST_DATABASE_URL;
  console.log(
    `Benchmark: ${SECONDS} s per round (${WARMUP_SECONDS} s warm-up before the first), 2 rounds per database and endpoint, ` +
      `${CONNECTIONS} connections, loopback, node ${process.version}, ${os.cpus().length} CPUs, load average ${os.loadavg()[0]!.toFixed(1)}. ` +
      'Server and load generator share this process.',
  );
  if (!pgUrl) console.log('  (PostgreSQL left out: set TEST_DATABASE_URL to include it)');
  const servers: Server[] = [];
  try {
    servers.push(await startServer(await scratchTarget('sqlite')));
    if (pgUrl) servers.push(await startServer(await scratchTarget('postgres')));
    const summaries = summarise(await measure(servers));
    printTable(summaries);
    printRatios(summaries);
    console.log(`\nDone in ${((Date.now() - started) / 1000).toFixed(1)} s (load average now ${os.loadavg()[0]!.toFixed(1)}).`);
    const failures = summaries.filter((s) => s.errors > 0 || s.non2xx > 0);
    if (failures.length > 0) {
      console.error(`Unexpected errors or non-2xx answers in: ${failures.map((s) => `${s.dialect} ${s.endpoint}`).join(', ')}`);
      process.exitCode = 1;
    }
  } finally {
    for (const server of servers) await server.close();
  }
}

await main();
