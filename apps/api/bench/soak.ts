// `npm run soak`: a long run of mixed traffic against one server, a report (not a test). It shows whether the
// process's memory grows and its latency drifts over time, and whether any request fails.
// - The server is the real launcher (src/server.ts) in its own process, on a scratch SQLite database (PostgreSQL
//   with SOAK_DATABASE=postgres and TEST_DATABASE_URL) holding the 12 demo rooms; this process seeds and generates
//   the load (autocannon), in consecutive windows.
// - Guests come in turn, each from its own address (SOAK_GUESTS of them, then the first again). A guest's visit:
//   search (available-rooms), quote a stay, book a (room, night) no one else books, look the booking up by its code,
//   cancel it, log in (argon2, the costliest request), and list all rooms.
// - The warm-up lasts until every guest has come once: the server then holds all it keeps per client (rate-limit
//   counters, bounded per route), so what grows afterwards is not a cache filling up. The measured run follows.
// - After each window: the server's RSS and heap (after a full collection, through bench/memory-probe.mjs) and the
//   window's p99. Growth and drift compare the last window with the end of the warm-up; the second half's growth
//   tells a leak (still growing) from a slow steady state.
// SOAK_SECONDS (measured, default 600), SOAK_CONNECTIONS (default 10), SOAK_GUESTS (default 3000: each guest logs in
// once a round, within the login limit of 10 per 15 minutes up to about 230 requests/s; a faster server needs more),
// SOAK_HEAP_SNAPSHOTS (a directory: heap snapshots of the server after warm-up and at the end; writing one raises
// the RSS for good, so the RSS figures of such a run do not count).
import os from 'node:os';
import path from 'node:path';
import autocannon, { type Request } from 'autocannon';
import type { SqlDialect } from '../src/db/connect.js';
import { addDays, todayIn } from '@hotel/booking-rules';
import { hashPassword } from '../src/modules/auth/passwords.js';
import { appEnv, benchUser, clientAddress, scratchDatabase, startProcess, type ServerProcess } from './harness.js';
import { seedRooms } from './seed.js';

const SECONDS = Number(process.env.SOAK_SECONDS ?? 600);
const CONNECTIONS = Number(process.env.SOAK_CONNECTIONS ?? 10);
const GUESTS = Number(process.env.SOAK_GUESTS ?? 3000);
const DIALECT: SqlDialect = process.env.SOAK_DATABASE === 'postgres' ? 'postgres' : 'sqlite';
const WINDOWS = Math.max(3, Math.min(20, Math.floor(SECONDS / 10)));
const WINDOW_SECONDS = Math.max(5, Math.round(SECONDS / WINDOWS));
const PASSWORD = 'soak-password-long-enough';
const TODAY = todayIn('UTC', new Date());
const GOALS = { memoryGrowth: 0.1, errors: 0 };
const SNAPSHOT_DIR = process.env.SOAK_HEAP_SNAPSHOTS;

type Memory = { rss: number; heapUsed: number };
type Window = { seconds: number; requests: number; p50: number; p99: number; statuses: Record<string, number> };

/** Asks the server's memory probe (bench/memory-probe.mjs) and waits for its answer. */
function ask<Answer>(server: ServerProcess, question: unknown, answerKey: string): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`the server did not answer ${answerKey}`)), 120_000);
    const listen = (message: Record<string, unknown>) => {
      if (!(answerKey in message)) return;
      clearTimeout(timer);
      server.child.off('message', listen);
      resolve(message[answerKey] as Answer);
    };
    server.child.on('message', listen);
    server.child.send(question as string);
  });
}

const memoryOf = (server: ServerProcess) => ask<Memory>(server, 'memory', 'memory');

async function heapSnapshot(server: ServerProcess, name: string): Promise<void> {
  if (!SNAPSHOT_DIR) return;
  const file = await ask<string>(server, { heapSnapshot: path.resolve(SNAPSHOT_DIR, `soak-${DIALECT}-${name}.heapsnapshot`) }, 'heapSnapshot');
  console.log(`  heap snapshot: ${file}`);
}

/**
 * A guest's visit, repeated by every connection, each time by the next guest; `tally` counts each step's answers by
 * status. `visits()` is how many visits have begun.
 */
function visit(roomIds: number[], token: string, email: string, tally: (step: string, status: number) => void): { requests: Request[]; visits: () => number } {
  let stayNumber = 0;
  let visitNumber = 0;
  const auth = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
  const step = (name: string, request: Request, isFirst = false): Request => ({
    ...request,
    setupRequest: (base, context) => {
      if (isFirst) context.address = clientAddress(1 + (visitNumber++ % GUESTS));
      const built = request.setupRequest ? request.setupRequest(base, context) : base;
      return built && { ...built, headers: { ...built.headers, 'x-forwarded-for': String(context.address) } };
    },
    onResponse: (status, body, context) => {
      tally(name, status);
      request.onResponse?.(status, body, context);
    },
  });
  const requests = [
    step(
      'search',
      {
        method: 'GET',
        setupRequest: (request) => {
          const checkIn = addDays(TODAY, 1 + (stayNumber % 60));
          return { ...request, path: `/api/rooms/available-rooms?checkInDate=${checkIn}&checkOutDate=${addDays(checkIn, 2)}` };
        },
      },
      true,
    ),
    step('quote', {
      method: 'GET',
      setupRequest: (request) => {
        const checkIn = addDays(TODAY, 1 + (stayNumber % 60));
        return { ...request, path: `/api/rooms/${roomIds[stayNumber % roomIds.length]}/quote?checkInDate=${checkIn}&checkOutDate=${addDays(checkIn, 3)}` };
      },
    }),
    step('book', {
      method: 'POST',
      setupRequest: (request, context) => {
        // Stay n is room n % rooms, night floor(n / rooms) after a year ahead: no two bookings meet.
        const n = stayNumber++;
        const checkInDate = addDays(TODAY, 365 + Math.floor(n / roomIds.length));
        context.code = undefined;
        return {
          ...request,
          path: `/api/bookings/room/${roomIds[n % roomIds.length]}/booking`,
          headers: auth,
          body: JSON.stringify({ guestFullName: 'Soak Guest', checkInDate, checkOutDate: addDays(checkInDate, 1), numOfAdults: 2, numOfChildren: 0 }),
        };
      },
      onResponse: (status, body, context) => {
        if (status === 201) context.code = (JSON.parse(body) as { bookingConfirmationCode: string }).bookingConfirmationCode;
      },
    }),
    step('lookup', {
      method: 'GET',
      setupRequest: (request, context) => ({ ...request, path: `/api/bookings/confirmation/${String(context.code ?? 'NONE')}` }),
      onResponse: (status, body, context) => {
        context.bookingId = status === 200 ? (JSON.parse(body) as { id: number }).id : undefined;
      },
    }),
    step('cancel', {
      method: 'DELETE',
      setupRequest: (request, context) => ({ ...request, path: `/api/bookings/booking/${String(context.bookingId ?? 0)}/delete`, headers: { authorization: auth.authorization } }),
    }),
    step('login', {
      method: 'POST',
      setupRequest: (request) => ({ ...request, path: '/api/auth/login', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email, password: PASSWORD }) }),
    }),
    step('all-rooms', { method: 'GET', path: '/api/rooms/all-rooms' }),
  ];
  return { requests, visits: () => visitNumber };
}

async function runWindow(server: ServerProcess, requests: Request[], statuses: Record<string, number>): Promise<Window> {
  for (const key of Object.keys(statuses)) delete statuses[key];
  const result = await autocannon({ url: server.url, connections: CONNECTIONS, duration: WINDOW_SECONDS, requests });
  return { seconds: WINDOW_SECONDS, requests: result.requests.total, p50: result.latency.p50, p99: result.latency.p99, statuses: { ...statuses, errors: result.errors + result.timeouts } };
}

const mb = (bytes: number) => (bytes / 1024 / 1024).toFixed(1);
const percent = (ratio: number) => `${ratio >= 0 ? '+' : ''}${(ratio * 100).toFixed(1)} %`;

async function main(): Promise<void> {
  console.log(
    `Soak: a warm-up until each of ${GUESTS} guests has come once, then ${WINDOWS} windows of ${WINDOW_SECONDS} s (${WINDOWS * WINDOW_SECONDS} s), ` +
      `${CONNECTIONS} connections, ${DIALECT}; node ${process.version}, ${os.cpus().length} × ${os.cpus()[0]?.model ?? 'CPU'}, ` +
      `load average ${os.loadavg()[0]!.toFixed(1)} at start.`,
  );
  const scratch = await scratchDatabase(DIALECT);
  let server: ServerProcess | undefined;
  try {
    const roomIds = await seedRooms(scratch.database, 'demo');
    const user = await benchUser(scratch.database, { passwordHash: await hashPassword(PASSWORD) });
    await scratch.database.db.destroy();
    server = await startProcess('src/server.ts', '/api/health', appEnv(scratch.url), { nodeFlags: ['--expose-gc', '--import', './bench/memory-probe.mjs'], ipc: true });
    const statuses: Record<string, number> = {};
    const { requests, visits } = visit(roomIds, user.token, user.email, (step, status) => {
      const key = `${step} ${status}`;
      statuses[key] = (statuses[key] ?? 0) + 1;
    });

    const windows: Array<Window & Memory> = [];
    const runAndReport = async (label: string) => {
      const window = await runWindow(server!, requests, statuses);
      const memory = await memoryOf(server!);
      windows.push({ ...window, rss: memory.rss, heapUsed: memory.heapUsed });
      const failed = Object.entries(window.statuses).filter(([key, count]) => count > 0 && !/ (200|201)$/.test(key));
      console.log(
        `  ${label}: ${Math.round(window.requests / window.seconds)} req/s, ` +
          `p50 ${window.p50} ms, p99 ${window.p99} ms, RSS ${mb(memory.rss)} MB, heap ${mb(memory.heapUsed)} MB` +
          (failed.length ? `, not 2xx: ${failed.map(([key, count]) => `${key} × ${count}`).join(', ')}` : ''),
      );
    };
    let warmUpWindows = 0;
    do {
      warmUpWindows += 1;
      await runAndReport(`warm-up ${String(warmUpWindows).padStart(2)}`);
    } while (visits() < GUESTS);
    const warmUpVisits = visits();
    await heapSnapshot(server, 'warm');
    for (let index = 0; index < WINDOWS; index += 1) await runAndReport(`window  ${String(index + 1).padStart(2)}`);
    await heapSnapshot(server, 'end');

    const warm = windows[warmUpWindows - 1]!;
    const measured = windows.slice(warmUpWindows);
    const last = measured.at(-1)!;
    const notOk = (window: Window) => Object.entries(window.statuses).filter(([key]) => !/ (200|201)$/.test(key)).reduce((sum, [, count]) => sum + count, 0);
    const errors = windows.reduce((sum, window) => sum + notOk(window), 0);
    const total = measured.reduce((sum, window) => sum + window.requests, 0);
    const rssGrowth = last.rss / warm.rss - 1;
    const heapGrowth = last.heapUsed / warm.heapUsed - 1;
    const verdict = (met: boolean) => (met ? 'met' : 'NOT MET');
    console.log(`\nEnd of warm-up (${warmUpWindows} windows, ${warmUpVisits} visits) → end (${total} requests measured):`);
    console.log(`  RSS   ${mb(warm.rss)} → ${mb(last.rss)} MB (${percent(rssGrowth)}; goal ≤ +${GOALS.memoryGrowth * 100} %) ${verdict(rssGrowth <= GOALS.memoryGrowth)}`);
    console.log(`  heap  ${mb(warm.heapUsed)} → ${mb(last.heapUsed)} MB (${percent(heapGrowth)}; goal ≤ +${GOALS.memoryGrowth * 100} %) ${verdict(heapGrowth <= GOALS.memoryGrowth)}`);
    const middle = measured[Math.floor(measured.length / 2)]!;
    console.log(`  heap in the second half ${mb(middle.heapUsed)} → ${mb(last.heapUsed)} MB (${percent(last.heapUsed / middle.heapUsed - 1)}), RSS ${mb(middle.rss)} → ${mb(last.rss)} MB (${percent(last.rss / middle.rss - 1)})`);
    console.log(`  p99   ${warm.p99} → ${last.p99} ms (${percent(last.p99 / warm.p99 - 1)})`);
    console.log(`  errors, warm-up included (answers other than 200/201, socket errors, timeouts): ${errors} (goal ${GOALS.errors}) ${verdict(errors <= GOALS.errors)}`);
    console.log(`  load average at the end ${os.loadavg()[0]!.toFixed(1)} (the machine may be shared: latency figures move with other work)`);
  } finally {
    await server?.stop();
    await scratch.drop().catch(() => undefined);
  }
}

await main();
