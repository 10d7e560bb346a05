// `npm run soak`: a long run of mixed traffic against one server, a report (not a test). It shows whether the
// process's memory grows and its latency drifts over time, and whether any request fails.
// - The server is the real launcher (src/server.ts) in its own process, on a scratch SQLite database (PostgreSQL
//   with SOAK_DATABASE=postgres and TEST_DATABASE_URL) holding the 12 demo rooms; this process seeds and generates
//   the load (autocannon), in consecutive windows.
// - Each connection repeats: search (available-rooms), quote a stay, book a (room, night) no one else books, look the booking up
//   by its code, cancel it, log in (argon2, the costliest request), and list all rooms.
// - After each window: the server's RSS and heap (after a full collection, through bench/memory-probe.mjs) and the
//   window's p99. The first window is the warm-up; growth and drift compare the last window with it, and the
//   second half's growth tells a leak (still growing) from caches filling up (flat once full).
// SOAK_SECONDS (default 600), SOAK_CONNECTIONS (default 10).
import os from 'node:os';
import autocannon, { type Request } from 'autocannon';
import type { SqlDialect } from '../src/db/connect.js';
import { addDays, todayIn } from '@hotel/booking-rules';
import { hashPassword } from '../src/modules/auth/passwords.js';
import { appEnv, benchUser, nextClientAddress, scratchDatabase, startProcess, type ServerProcess } from './harness.js';
import { seedRooms } from './seed.js';

const SECONDS = Number(process.env.SOAK_SECONDS ?? 600);
const CONNECTIONS = Number(process.env.SOAK_CONNECTIONS ?? 10);
const DIALECT: SqlDialect = process.env.SOAK_DATABASE === 'postgres' ? 'postgres' : 'sqlite';
const WINDOWS = Math.max(3, Math.min(20, Math.floor(SECONDS / 10)));
const WINDOW_SECONDS = Math.max(5, Math.round(SECONDS / WINDOWS));
const PASSWORD = 'soak-password-long-enough';
const TODAY = todayIn('UTC', new Date());
const GOALS = { memoryGrowth: 0.1, errors: 0 };

type Memory = { rss: number; heapUsed: number };
type Window = { seconds: number; requests: number; p50: number; p99: number; statuses: Record<string, number> };

function memoryOf(server: ServerProcess): Promise<Memory> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('the server did not report its memory')), 30_000);
    server.child.once('message', (message: { memory: Memory }) => {
      clearTimeout(timer);
      resolve(message.memory);
    });
    server.child.send('memory');
  });
}

/** One guest's visit, repeated by every connection; `tally` counts each step's answers by status. */
function visit(roomIds: number[], token: string, email: string, tally: (step: string, status: number) => void): Request[] {
  let stayNumber = 0;
  const auth = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
  const step = (name: string, request: Request): Request => ({
    ...request,
    setupRequest: (base, context) => {
      const built = request.setupRequest ? request.setupRequest(base, context) : base;
      return built && { ...built, headers: { ...built.headers, 'x-forwarded-for': nextClientAddress() } };
    },
    onResponse: (status, body, context) => {
      tally(name, status);
      request.onResponse?.(status, body, context);
    },
  });
  return [
    step('search', {
      method: 'GET',
      setupRequest: (request) => {
        const checkIn = addDays(TODAY, 1 + (stayNumber % 60));
        return { ...request, path: `/api/rooms/available-rooms?checkInDate=${checkIn}&checkOutDate=${addDays(checkIn, 2)}` };
      },
    }),
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
    `Soak: ${WINDOWS} windows of ${WINDOW_SECONDS} s (${WINDOWS * WINDOW_SECONDS} s), ${CONNECTIONS} connections, ${DIALECT}; ` +
      `node ${process.version}, ${os.cpus().length} × ${os.cpus()[0]?.model ?? 'CPU'}, load average ${os.loadavg()[0]!.toFixed(1)} at start.`,
  );
  const scratch = await scratchDatabase(DIALECT);
  let server: ServerProcess | undefined;
  try {
    const roomIds = await seedRooms(scratch.database, 'demo');
    const user = await benchUser(scratch.database, await hashPassword(PASSWORD));
    await scratch.database.db.destroy();
    server = await startProcess('src/server.ts', '/api/health', appEnv(scratch.url), { nodeFlags: ['--expose-gc', '--import', './bench/memory-probe.mjs'], ipc: true });
    const statuses: Record<string, number> = {};
    const requests = visit(roomIds, user.token, user.email, (step, status) => {
      const key = `${step} ${status}`;
      statuses[key] = (statuses[key] ?? 0) + 1;
    });

    const windows: Array<Window & Memory> = [];
    for (let index = 0; index < WINDOWS; index += 1) {
      const window = await runWindow(server, requests, statuses);
      const memory = await memoryOf(server);
      windows.push({ ...window, rss: memory.rss, heapUsed: memory.heapUsed });
      const failed = Object.entries(window.statuses).filter(([key, count]) => count > 0 && !/ (200|201)$/.test(key));
      console.log(
        `  window ${String(index + 1).padStart(2)}${index === 0 ? ' (warm-up)' : '          '}: ${Math.round(window.requests / window.seconds)} req/s, ` +
          `p50 ${window.p50} ms, p99 ${window.p99} ms, RSS ${mb(memory.rss)} MB, heap ${mb(memory.heapUsed)} MB` +
          (failed.length ? `, not 2xx: ${failed.map(([key, count]) => `${key} × ${count}`).join(', ')}` : ''),
      );
    }

    const warm = windows[0]!;
    const last = windows.at(-1)!;
    const errors = windows.reduce((sum, window) => sum + Object.entries(window.statuses).filter(([key]) => !/ (200|201)$/.test(key)).reduce((a, [, count]) => a + count, 0), 0);
    const total = windows.reduce((sum, window) => sum + window.requests, 0);
    const rssGrowth = last.rss / warm.rss - 1;
    const heapGrowth = last.heapUsed / warm.heapUsed - 1;
    const verdict = (met: boolean) => (met ? 'met' : 'NOT MET');
    console.log(`\nAfter warm-up → end (${total} requests):`);
    console.log(`  RSS   ${mb(warm.rss)} → ${mb(last.rss)} MB (${percent(rssGrowth)}; goal ≤ +${GOALS.memoryGrowth * 100} %) ${verdict(rssGrowth <= GOALS.memoryGrowth)}`);
    console.log(`  heap  ${mb(warm.heapUsed)} → ${mb(last.heapUsed)} MB (${percent(heapGrowth)}; goal ≤ +${GOALS.memoryGrowth * 100} %) ${verdict(heapGrowth <= GOALS.memoryGrowth)}`);
    // A leak keeps growing; caches that fill up (rate-limit counters per client address, bounded) stop.
    const middle = windows[Math.floor(windows.length / 2)]!;
    console.log(`  heap in the second half ${mb(middle.heapUsed)} → ${mb(last.heapUsed)} MB (${percent(last.heapUsed / middle.heapUsed - 1)}), RSS ${mb(middle.rss)} → ${mb(last.rss)} MB (${percent(last.rss / middle.rss - 1)})`);
    console.log(`  p99   ${warm.p99} → ${last.p99} ms (${percent(last.p99 / warm.p99 - 1)})`);
    console.log(`  errors (answers other than 200/201, socket errors, timeouts): ${errors} (goal ${GOALS.errors}) ${verdict(errors <= GOALS.errors)}`);
    console.log(`  load average at the end ${os.loadavg()[0]!.toFixed(1)} (the machine may be shared: latency figures move with other work)`);
  } finally {
    await server?.stop();
    await scratch.drop().catch(() => undefined);
  }
}

await main();
