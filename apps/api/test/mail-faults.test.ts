import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../src/app.js';
import { connectDatabase, type DatabaseHandle } from '../src/db/connect.js';
import { withWriteTransaction } from '../src/db/transaction.js';
import { createMailer, type Mailer } from '../src/lib/mailer.js';
import { authHeader, createRoom, createUser } from './fixtures.js';
import { buildTestApp, createTestDatabase, testConfig, testDialects } from './helper.js';
import { messageIdOf, startSmtpServer, type TestSmtpServer } from './smtp-server.js';
import { freePort } from './support/free-port.js';
import { startPrivatePostgres } from './support/private-postgres.js';

/**
 * Mail survives faults: the SMTP server down during a booking, the process killed between the commit and the send,
 * and two instances sending from one database. Each test starts its own SMTP server (and, for the kill, its own
 * server processes); every wait is for a state, bounded.
 */
const MAIL_FROM = 'HavenHub <no-reply@hotel.test>';
const WAIT = { timeout: 30_000, interval: 50 };
/** A server process compiles its source with tsx as it starts: seconds on a quiet machine, over 30 s on a busy one. */
const START_WAIT = { timeout: 90_000, interval: 100 };
const silentLog = Fastify({ logger: false }).log;
const smtpMailer = (port: number): Mailer => createMailer({ smtpUrl: `smtp://127.0.0.1:${port}`, from: MAIL_FROM, logger: silentLog });
const bookingPayload = (day: number) => ({
  guestFullName: 'Ada Lovelace',
  checkInDate: `2090-03-${String(day).padStart(2, '0')}`,
  checkOutDate: `2090-03-${String(day + 1).padStart(2, '0')}`,
  numOfAdults: 1,
  numOfChildren: 0,
});

const outboxRows = (database: DatabaseHandle) => database.db.selectFrom('mailOutbox').selectAll().orderBy('id').execute();

describe.each(testDialects)('SMTP down during a booking (%s)', (dialect) => {
  it('answers 201 at once, and the mail arrives once after the SMTP server starts', async () => {
    const port = await freePort();
    const t = await buildTestApp(dialect, { mailer: smtpMailer(port), mailRetryPolicy: { maxAttempts: 1_000, firstDelayMs: 20, maxDelayMs: 200 } });
    let smtp: TestSmtpServer | undefined;
    try {
      const guest = await createUser(t.database);
      const room = await createRoom(t.database);
      const booked = await t.app.inject({ method: 'POST', url: `/api/bookings/room/${room.id}/booking`, headers: await authHeader(t.app, guest), payload: bookingPayload(1) });
      expect(booked.statusCode, booked.body).toBe(201);

      // The answer did not wait for SMTP: the first tries fail (nothing listens) while the mail stays queued.
      await vi.waitFor(async () => expect((await outboxRows(t.database))[0]).toMatchObject({ status: 'pending', lastError: expect.stringMatching(/ECONNREFUSED/) }), WAIT);
      const [queued] = await outboxRows(t.database);

      smtp = await startSmtpServer({ port });
      await vi.waitFor(async () => expect(await outboxRows(t.database)).toEqual([]), WAIT);
      await t.app.outbox.settle();
      expect(smtp.received).toHaveLength(1);
      expect(smtp.received[0]!.to).toEqual([guest.email]);
      expect(messageIdOf(smtp.received[0]!)).toBe(queued!.messageId);
    } finally {
      await t.close();
      await smtp?.close();
    }
  });
});

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const JWT_SECRET = 'mail-faults-secret-'.padEnd(48, 'x');

/** The real server (`src/server.ts`) as its own process. */
function startServer(env: Record<string, string>): { child: ChildProcess; exited: Promise<number | null>; output: string[] } {
  const output: string[] = [];
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(repoRoot, 'apps/api/src/server.ts')], {
    cwd: repoRoot,
    env: { PATH: process.env.PATH ?? '', NODE_ENV: 'test', HOST: '127.0.0.1', WEB_APP_DIR: '', SEED_DEMO_DATA: 'false', LOG_LEVEL: 'warn', JWT_SECRET, MAIL_FROM, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, exited, output };
}

async function waitUntilServing(baseUrl: string, server: { output: string[] }): Promise<void> {
  await vi.waitFor(async () => {
    const answer = await fetch(`${baseUrl}/api/health`).catch(() => undefined);
    expect(answer?.status, server.output.join('')).toBe(200);
  }, START_WAIT);
}

describe('the server process killed between the commit and the send (sqlite)', () => {
  let dir: string;
  let database: DatabaseHandle;
  beforeAll(() => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'hotel-mail-faults-'));
  });
  afterAll(async () => {
    await database?.db.destroy();
    rmSync(dir, { recursive: true, force: true });
  });

  it('sends the mail after the restart, once; SIGTERM exits cleanly and keeps unsent mail', { timeout: 360_000 }, async () => {
    const databaseUrl = path.join(dir, 'hotel.db');
    database = connectDatabase(databaseUrl);
    // The schema, a guest, a room and the guest's token, made the way the server makes them.
    const setup = await buildApp({ config: testConfig({ jwtSecret: JWT_SECRET, databaseUrl }), database, logger: false });
    const guest = await createUser(database);
    const room = await createRoom(database);
    const headers = await authHeader(setup, guest);
    await setup.close();

    const smtpPort = await freePort();
    const httpPort = await freePort();
    const baseUrl = `http://127.0.0.1:${httpPort}`;
    const env = { DATABASE_URL: databaseUrl, DATA_DIR: dir, PORT: String(httpPort), SMTP_URL: `smtp://127.0.0.1:${smtpPort}` };
    const book = (day: number) =>
      fetch(`${baseUrl}/api/bookings/room/${room.id}/booking`, {
        method: 'POST',
        headers: { ...headers, 'content-type': 'application/json' },
        body: JSON.stringify(bookingPayload(day)),
      });
    /** Committed, tried (SMTP is down), and not being sent by anyone. */
    const waitUntilQueuedAndIdle = (count: number) =>
      vi.waitFor(async () => {
        const rows = await outboxRows(database);
        expect(rows).toHaveLength(count);
        for (const row of rows) expect(row).toMatchObject({ status: 'pending', claimedBy: null, lastError: expect.stringMatching(/ECONNREFUSED/) });
      }, WAIT);

    // 1. Killed after the booking's commit, before its mail was sent.
    const first = startServer(env);
    let smtp: TestSmtpServer | undefined;
    try {
      await waitUntilServing(baseUrl, first);
      expect((await book(1)).status).toBe(201);
      await waitUntilQueuedAndIdle(1);
      first.child.kill('SIGKILL');
      expect(await first.exited).toBeNull();

      // 2. Stopped with SIGTERM: exits 0, the unsent mails stay queued.
      const second = startServer(env);
      try {
        await waitUntilServing(baseUrl, second);
        expect((await book(5)).status).toBe(201);
        await waitUntilQueuedAndIdle(2);
        second.child.kill('SIGTERM');
        expect(await second.exited, second.output.join('')).toBe(0);
      } finally {
        second.child.kill('SIGKILL');
      }
      const queued = await outboxRows(database);
      expect(queued.map((row) => row.kind)).toEqual(['booking_confirmation', 'booking_confirmation']);

      // 3. The next start, with SMTP back: each mail arrives once, with the Message-ID it was queued with.
      smtp = await startSmtpServer({ port: smtpPort });
      const third = startServer(env);
      try {
        await vi.waitFor(async () => expect(await outboxRows(database)).toEqual([]), WAIT);
        third.child.kill('SIGTERM');
        expect(await third.exited, third.output.join('')).toBe(0);
      } finally {
        third.child.kill('SIGKILL');
      }
      expect(smtp.received.map(messageIdOf).sort()).toEqual(queued.map((row) => row.messageId).sort());
    } finally {
      first.child.kill('SIGKILL');
      await smtp?.close();
    }
  });
});

/** Two connections to one database, as two server processes have: a SQLite file, or a PostgreSQL cluster of the test's own. */
async function sharedDatabase(dialect: 'sqlite' | 'postgres') {
  if (dialect === 'sqlite') return createTestDatabase('sqlite');
  const cluster = await startPrivatePostgres();
  const database = connectDatabase(cluster.url);
  return {
    database,
    connectAgain: () => connectDatabase(cluster.url),
    async drop() {
      await database.db.destroy();
      await cluster.destroy();
    },
  };
}

describe.each(['sqlite', 'postgres'] as const)('two instances on one database (%s)', (dialect) => {
  it('deliver each of 50 queued mails exactly once, whether one holds a claim or both claim at once', { timeout: 120_000 }, async () => {
    const { database, drop, connectAgain } = await sharedDatabase(dialect);
    const otherConnection = connectAgain();
    const smtp = await startSmtpServer();
    const sink = smtpMailer(smtp.port);
    let releaseFirst: () => void = () => undefined;
    let gate: Promise<void> | undefined = new Promise<void>((resolve) => (releaseFirst = resolve));
    let heldByFirst = 0;
    /** The first instance's sends wait at the gate while it is closed. */
    const gatedMailer: Mailer = {
      async send(mail) {
        if (gate) {
          heldByFirst += 1;
          await gate;
        }
        await sink.send(mail);
      },
      close() {},
    };
    const config = testConfig({ mailFrom: MAIL_FROM });
    const first = await buildApp({ config, database, mailer: gatedMailer, logger: false });
    const instances = [first];
    try {
      await first.ready();
      const queue = async (count: number, from: number) => {
        await withWriteTransaction(database, async (trx) => {
          for (let index = from; index < from + count; index += 1) {
            await first.outbox.enqueue(trx, 'otp', { to: `guest-${index}@example.test`, subject: `Mail ${index}`, text: `Mail ${index}` });
          }
        });
        return (await outboxRows(database)).map((row) => row.messageId);
      };

      // The first instance claims a batch and holds it; the second, started then, sends every other mail, never one of those.
      const firstFifty = await queue(50, 0);
      first.outbox.wake();
      await vi.waitFor(() => expect(heldByFirst).toBe(10), WAIT);
      const second = await buildApp({ config, database: otherConnection, mailer: sink, logger: false });
      instances.push(second);
      await second.ready();
      await vi.waitFor(async () => expect(await outboxRows(database)).toHaveLength(10), WAIT);
      expect(smtp.received).toHaveLength(40);
      const claimed = await outboxRows(database);
      expect(new Set(claimed.map((row) => row.claimedBy)).size).toBe(1);
      releaseFirst();
      gate = undefined;
      await vi.waitFor(async () => expect(await outboxRows(database)).toEqual([]), WAIT);
      await Promise.all(instances.map((instance) => instance.outbox.settle()));
      expect(smtp.received.map(messageIdOf).sort()).toEqual([...firstFifty].sort());

      // Both claim at the same moment.
      const nextFifty = await queue(50, 50);
      await Promise.all(instances.map((instance) => instance.outbox.settle()));
      await vi.waitFor(async () => expect(await outboxRows(database)).toEqual([]), WAIT);
      await Promise.all(instances.map((instance) => instance.outbox.settle()));
      expect(smtp.received.map(messageIdOf).sort()).toEqual([...firstFifty, ...nextFifty].sort());
    } finally {
      releaseFirst();
      for (const instance of instances) await instance.close();
      await otherConnection.db.destroy();
      sink.close();
      await smtp.close();
      await drop();
    }
  });
});
