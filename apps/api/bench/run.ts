// `npm run bench`: throughput of the hot API routes against the ceiling, a report (not a test).
// - The servers run in their own processes (the real launcher src/server.ts, and a Fastify hello-world as
//   the ceiling, measured before and after); this process only seeds and generates the load (autocannon).
// - Data, generated once per run in a temporary directory / schema: a small hotel (the 12 demo rooms,
//   10k past stays, and 10k older ones in the room whose calendar feed is measured) and a large one (1,000 rooms, each with weekday prices and 4 seasons, 10k future stays, and 1M
//   past stays; availability is measured at 10k and again at 1M past stays, the same rooms and future, so only
//   history differs).
//   SQLite always; PostgreSQL too when TEST_DATABASE_URL is set.
// - One proxy hop is trusted (TRUST_PROXY_HOPS=1) and every request comes from another X-Forwarded-For
//   address, so the per-IP limits do not turn the run into 429s.
// - Besides req/s, the server process's CPU time per request (user + system, read from /proc on Linux, warm-up
//   included) and its ratio to the ceiling's: on a shared machine the ceiling's req/s swings with other work,
//   CPU time per request much less. It counts the node process only: SQLite's work, not PostgreSQL's.
// BENCH_SECONDS (default 5 per route), BENCH_CONNECTIONS (default 10); BENCH_CPU_PROF=dir writes a
// `node --cpu-prof` profile of each app server process into dir; BENCH_ROUTES=name,name measures only those routes
// (and seeds only the hotels they are measured on), e.g. BENCH_ROUTES='calendar export,quote'.
import { readFileSync } from 'node:fs';
import os from 'node:os';
import autocannon, { type Result } from 'autocannon';
import type { SqlDialect } from '../src/db/connect.js';
import { addDays, todayIn } from '@hotel/booking-rules';
import { appEnv, benchUser, nextClientAddress, scratchDatabase, startProcess, type ServerProcess } from './harness.js';
import { BENCH_FEED_TOKEN, analyze, seedFeedToken, seedFutureStays, seedPastStays, seedRoomRates, seedRooms, seededCode } from './seed.js';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const CPU_PROFILE_DIR = process.env.BENCH_CPU_PROF;
const WARMUP_SECONDS = 1;
const ONLY_ROUTES = process.env.BENCH_ROUTES?.split(',').map((name) => name.trim()).filter(Boolean);
/** The routes of `names` this run measures. */
const selected = (names: string[]) => (ONLY_ROUTES ? names.filter((name) => ONLY_ROUTES.includes(name)) : names);
const TODAY = todayIn('UTC', new Date());

const CLOCK_TICKS_PER_SECOND = 100;

/** CPU time (user + system) the process has used so far, in ms; undefined where /proc cannot tell. */
function cpuTimeMs(pid: number | undefined): number | undefined {
  if (pid === undefined) return undefined;
  try {
    // Fields after the command name: utime and stime are the 12th and 13th.
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / CLOCK_TICKS_PER_SECOND;
  } catch {
    return undefined;
  }
}

type Route = { method: 'GET' | 'POST'; path: () => string; headers?: Record<string, string>; body?: () => string };

/** Server CPU time per request in µs, warm-up requests counted by its share of the run. */
type Measured = { result: Result; cpuMicrosPerRequest: number | undefined };

async function load(server: ServerProcess, route: Route): Promise<Measured> {
  const cpuBefore = cpuTimeMs(server.pid);
  const result = await autocannonLoad(server.url, route);
  const cpuAfter = cpuTimeMs(server.pid);
  const requests = (result.requests.total * (SECONDS + WARMUP_SECONDS)) / SECONDS;
  const cpuMicrosPerRequest = cpuBefore !== undefined && cpuAfter !== undefined && requests > 0 ? ((cpuAfter - cpuBefore) * 1000) / requests : undefined;
  return { result, cpuMicrosPerRequest };
}

async function autocannonLoad(url: string, route: Route): Promise<Result> {
  return autocannon({
    url,
    connections: CONNECTIONS,
    duration: SECONDS,
    warmup: { connections: CONNECTIONS, duration: WARMUP_SECONDS },
    requests: [
      {
        method: route.method,
        setupRequest: (request) => ({
          ...request,
          path: route.path(),
          headers: { ...route.headers, 'x-forwarded-for': nextClientAddress() },
          ...(route.body ? { body: route.body() } : {}),
        }),
      },
    ],
  });
}

type Row = { database: string; hotel: string; route: string } & Measured;

/** The room whose calendar feed is measured: the first, with 10k more past stays than the others. */
const feedRoom = (roomIds: number[]) => roomIds[0]!;

function routesFor(roomIds: number[], tokens: { guest: string; admin: string }): Record<string, Route> {
  let bookingNumber = 0;
  // Bookings start after the seeded future (a year), one (room, night) each, so nearly all succeed.
  const firstBookedNight = addDays(TODAY, 400);
  return {
    'all-rooms': { method: 'GET', path: () => '/api/rooms/all-rooms' },
    'room by id': { method: 'GET', path: () => `/api/rooms/room/${roomIds[Math.floor(roomIds.length / 2)]}` },
    'lookup by code': { method: 'GET', path: () => `/api/bookings/confirmation/${seededCode('P', 5)}` },
    'available-rooms': {
      method: 'GET',
      path: () => `/api/rooms/available-rooms?checkInDate=${addDays(TODAY, 30)}&checkOutDate=${addDays(TODAY, 33)}`,
    },
    'available-rooms with guests': {
      method: 'GET',
      path: () => `/api/rooms/available-rooms?checkInDate=${addDays(TODAY, 30)}&checkOutDate=${addDays(TODAY, 33)}&numOfAdults=2&numOfChildren=1`,
    },
    // Three nights across a weekend in the spring season: season and weekday prices, the stays of the room read.
    quote: {
      method: 'GET',
      path: () => `/api/rooms/${roomIds[Math.floor(roomIds.length / 2)]}/quote?checkInDate=${addDays(TODAY, 30)}&checkOutDate=${addDays(TODAY, 33)}&numOfAdults=2`,
    },
    // 31 nights ending 12 days ahead: the recent past's nightly stays (the same at 10k and at 1M past stays) and the
    // coming future, every room.
    occupancy: {
      method: 'GET',
      headers: { authorization: `Bearer ${tokens.admin}` },
      path: () => `/api/admin/occupancy?from=${addDays(TODAY, -19)}&to=${addDays(TODAY, 12)}`,
    },
    // The whole feed every time (no If-None-Match), as a booking site's first fetch.
    'calendar export': { method: 'GET', path: () => `/api/rooms/${feedRoom(roomIds)}/calendar.ics?token=${BENCH_FEED_TOKEN}` },
    'booking POST': {
      method: 'POST',
      headers: { authorization: `Bearer ${tokens.guest}`, 'content-type': 'application/json' },
      path: () => `/api/bookings/room/${roomIds[bookingNumber % roomIds.length]}/booking`,
      body: () => {
        const checkInDate = addDays(firstBookedNight, Math.floor(bookingNumber / roomIds.length));
        bookingNumber += 1;
        return JSON.stringify({ guestFullName: 'Bench Mark', checkInDate, checkOutDate: addDays(checkInDate, 1), numOfAdults: 2, numOfChildren: 0 });
      },
    },
  };
}

async function measureRoutes(rows: Row[], database: string, hotel: string, url: string, routes: Record<string, Route>, names: string[]) {
  if (names.length === 0) return;
  const nodeFlags = CPU_PROFILE_DIR ? ['--cpu-prof', `--cpu-prof-dir=${CPU_PROFILE_DIR}`] : [];
  const server = await startProcess('src/server.ts', '/api/health', appEnv(url), { nodeFlags });
  try {
    for (const name of names) {
      process.stdout.write(`  ${database.padEnd(8)} ${hotel.padEnd(22)} ${name.padEnd(16)} … `);
      const measured = await load(server, routes[name]!);
      process.stdout.write(`${Math.round(measured.result.requests.average)} req/s, p50 ${measured.result.latency.p50} ms\n`);
      rows.push({ database, hotel, route: name, ...measured });
    }
  } finally {
    await server.stop();
  }
}

/** A guest's and an admin's tokens for the routes that need them. */
async function benchTokens(database: Parameters<typeof benchUser>[0]): Promise<{ guest: string; admin: string }> {
  return { guest: (await benchUser(database)).token, admin: (await benchUser(database, { role: 'ROLE_ADMIN' })).token };
}

const ALL_ROUTES = ['all-rooms', 'room by id', 'lookup by code', 'available-rooms', 'available-rooms with guests', 'quote', 'booking POST'];

const seeded = (dialect: SqlDialect, label: string, started: number) =>
  console.log(`  ${dialect.padEnd(8)} seeded ${label} in ${((Date.now() - started) / 1000).toFixed(1)} s`);

async function benchSmallHotel(dialect: SqlDialect, rows: Row[], names: string[]): Promise<void> {
  const small = await scratchDatabase(dialect);
  try {
    const started = Date.now();
    const roomIds = await seedRooms(small.database, 'demo');
    await seedPastStays(small.database, roomIds, 0, 10_000, TODAY);
    // The feed's room gets 10k older stays besides its share: the feed reads the last year whatever the history.
    await seedPastStays(small.database, [feedRoom(roomIds)], 10_000, 20_000, TODAY);
    await seedFeedToken(small.database, feedRoom(roomIds));
    await analyze(small.database);
    seeded(dialect, 'small hotel (12 rooms, 20k past stays, 10.8k of them in one room)', started);
    const routes = routesFor(roomIds, await benchTokens(small.database));
    await small.database.db.destroy();
    await measureRoutes(rows, dialect, 'small (12 rooms, 20k)', small.url, routes, names);
  } finally {
    await small.drop().catch(() => undefined);
  }
}

/** The large hotel at 10k past stays (`at10k`), then grown to 1M (`at1M`, seeded only when some route is measured there). */
async function benchLargeHotel(dialect: SqlDialect, rows: Row[], at10k: string[], at1M: string[]): Promise<void> {
  const large = await scratchDatabase(dialect);
  try {
    let started = Date.now();
    const roomIds = await seedRooms(large.database, 1_000);
    await seedRoomRates(large.database, roomIds, TODAY);
    await seedFutureStays(large.database, roomIds, 10_000, TODAY);
    await seedPastStays(large.database, roomIds, 0, 10_000, TODAY);
    await analyze(large.database);
    seeded(dialect, 'large hotel at 10k past stays', started);
    const routes = routesFor(roomIds, await benchTokens(large.database));
    await measureRoutes(rows, dialect, 'large (1000 rooms, 10k)', large.url, routes, at10k);
    if (at1M.length > 0) {
      started = Date.now();
      await seedPastStays(large.database, roomIds, 10_000, 1_000_000, TODAY);
      await analyze(large.database);
      seeded(dialect, 'large hotel grown to 1M past stays', started);
    }
    await large.database.db.destroy();
    await measureRoutes(rows, dialect, 'large (1000 rooms, 1M)', large.url, routes, at1M);
  } finally {
    await large.drop().catch(() => undefined);
  }
}

async function benchDatabase(dialect: SqlDialect, rows: Row[]): Promise<void> {
  const small = selected([...ALL_ROUTES, 'calendar export']);
  const largeAt10k = selected(['available-rooms', 'occupancy']);
  const largeAt1M = selected([...ALL_ROUTES, 'occupancy']);
  if (small.length > 0) await benchSmallHotel(dialect, rows, small);
  if (largeAt10k.length > 0 || largeAt1M.length > 0) await benchLargeHotel(dialect, rows, largeAt10k, largeAt1M);
}

async function measureCeiling(rows: Row[], label: string): Promise<void> {
  const ceiling = await startProcess('bench/ceiling.ts', '/', {});
  try {
    const measured = await load(ceiling, { method: 'GET', path: () => '/' });
    console.log(`  ceiling ${label}: ${Math.round(measured.result.requests.average)} req/s`);
    rows.push({ database: '-', hotel: '-', route: `ceiling (${label})`, ...measured });
  } finally {
    await ceiling.stop();
  }
}

function report(rows: Row[]): void {
  const ceilings = rows.filter((row) => row.route.startsWith('ceiling')).map((row) => row.result.requests.average);
  const ceiling = ceilings.reduce((a, b) => a + b, 0) / ceilings.length;
  const ceilingCpus = rows.filter((row) => row.route.startsWith('ceiling')).flatMap((row) => (row.cpuMicrosPerRequest === undefined ? [] : [row.cpuMicrosPerRequest]));
  const ceilingCpu = ceilingCpus.length > 0 ? ceilingCpus.reduce((a, b) => a + b, 0) / ceilingCpus.length : undefined;
  const header = ['database', 'hotel', 'route', 'req/s', 'p50 ms', 'p99 ms', 'errors', 'non-2xx', 'ratio', 'CPU µs/req', 'CPU ratio'];
  const lines = rows.map(({ database, hotel, route, result, cpuMicrosPerRequest }) => [
    database,
    hotel,
    route,
    result.requests.average.toFixed(0),
    String(result.latency.p50),
    String(result.latency.p99),
    String(result.errors + result.timeouts),
    String(result.non2xx),
    (result.requests.average / ceiling).toFixed(3),
    cpuMicrosPerRequest === undefined ? 'n/a' : cpuMicrosPerRequest.toFixed(0),
    cpuMicrosPerRequest === undefined || ceilingCpu === undefined ? 'n/a' : (ceilingCpu / cpuMicrosPerRequest).toFixed(3),
  ]);
  console.log(`\n| ${header.join(' | ')} |\n|${header.map(() => '---').join('|')}|`);
  for (const line of lines) console.log(`| ${line.join(' | ')} |`);

  const findRow = (database: string, hotel: string, route: string) => rows.find((row) => row.database === database && row.hotel.startsWith(hotel) && row.route === route);
  const find = (database: string, hotel: string, route: string) => findRow(database, hotel, route)?.result;
  console.log(`\nTargets (ratio to the ceiling, ${ceiling.toFixed(0)} req/s, mean of before and after):`);
  for (const database of [...new Set(rows.map((row) => row.database))].filter((name) => name !== '-')) {
    const check = (label: string, value: number | undefined, target: number, atMost = false) => {
      // A run of some routes (BENCH_ROUTES) reports only the targets it measured.
      if (value === undefined && ONLY_ROUTES) return;
      const met = value !== undefined && (atMost ? value <= target : value >= target);
      console.log(`  ${database.padEnd(8)} ${label.padEnd(52)} ${value === undefined ? 'n/a' : value.toFixed(3)} (${atMost ? '≤' : '≥'} ${target}) ${met ? 'met' : 'NOT MET'}`);
    };
    const ratio = (result: Result | undefined) => (result ? result.requests.average / ceiling : undefined);
    const cpuRatio = (row: Row | undefined) => (row?.cpuMicrosPerRequest && ceilingCpu ? ceilingCpu / row.cpuMicrosPerRequest : undefined);
    const targets: Array<[string, string, string, number]> = [
      ['all-rooms, small hotel', 'small', 'all-rooms', 0.5],
      ['lookup by code, large hotel', 'large (1000 rooms, 1M)', 'lookup by code', 0.3],
      ['available-rooms, large hotel', 'large (1000 rooms, 1M)', 'available-rooms', 0.1],
      ['available-rooms with guests, large hotel', 'large (1000 rooms, 1M)', 'available-rooms with guests', 0.1],
      ['quote, large hotel', 'large (1000 rooms, 1M)', 'quote', 0.3],
      ['calendar export, a room with 10.8k past stays', 'small', 'calendar export', 0.3],
    ];
    for (const [label, hotel, route, target] of targets) {
      check(label, ratio(find(database, hotel, route)), target);
      check(`${label} (CPU time per request)`, cpuRatio(findRow(database, hotel, route)), target);
    }
    for (const route of ['available-rooms', 'occupancy']) {
      const at1M = find(database, 'large (1000 rooms, 1M)', route);
      const at10k = find(database, 'large (1000 rooms, 10k)', route);
      // autocannon's percentiles are whole milliseconds: below a few, their ratio says nothing (0 or 1 ms reads as 0,
      // 1 or infinite). The mean latency then stands in: with a fixed number of connections each sending its next
      // request on the answer, it is connections / req/s (Little's law), so its ratio is that of the throughputs.
      const resolved = at1M !== undefined && at10k !== undefined && at10k.latency.p50 >= 5;
      const [measure, value] = resolved
        ? ['p50', at1M.latency.p50 / at10k.latency.p50]
        : ['mean latency', at1M && at10k ? at10k.requests.average / at1M.requests.average : undefined];
      check(`${route} ${measure} at 1M / at 10k past stays`, value, 1.5, true);
    }
  }
}

async function main(): Promise<void> {
  const started = Date.now();
  console.log(
    `Benchmark: ${SECONDS} s per route (+${WARMUP_SECONDS} s warm-up), ${CONNECTIONS} connections, loopback; servers in their own processes; ` +
      `node ${process.version}, ${os.cpus().length} × ${os.cpus()[0]?.model ?? 'CPU'}, load average ${os.loadavg()[0]!.toFixed(1)}.`,
  );
  if (!process.env.TEST_DATABASE_URL) console.log('  (PostgreSQL left out: set TEST_DATABASE_URL to include it)');
  const rows: Row[] = [];
  await measureCeiling(rows, 'before');
  await benchDatabase('sqlite', rows);
  if (process.env.TEST_DATABASE_URL) await benchDatabase('postgres', rows);
  await measureCeiling(rows, 'after');
  report(rows);
  console.log(`\nDone in ${((Date.now() - started) / 1000).toFixed(0)} s (load average now ${os.loadavg()[0]!.toFixed(1)}).`);
}

await main();
