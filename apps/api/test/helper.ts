import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { FastifyInstance } from 'fastify';
import { buildApp, type BuildAppOptions } from '../src/app.js';
import { loadConfig, type AppConfig } from '../src/config.js';
import { connectDatabase, type DatabaseHandle, type SqlDialect } from '../src/db/connect.js';
import type { Clock } from '../src/lib/clock.js';
import type { IdentifiedMail, Mailer } from '../src/lib/mailer.js';
import { createOutbox } from '../src/modules/mail/mail.outbox.js';
import type { BookingMails } from '../src/modules/bookings/bookings.service.js';
import type { MailingHotel } from '../src/modules/hotel/hotel.service.js';

/** SQLite always; PostgreSQL too when TEST_DATABASE_URL is set (CI sets it). */
export const testDialects: SqlDialect[] = process.env.TEST_DATABASE_URL ? ['sqlite', 'postgres'] : ['sqlite'];

/** A clock the test can move. */
export function createTestClock(start = new Date()): Clock & { set(date: Date): void; advance(ms: number): void } {
  let current = start.getTime();
  return {
    now: () => new Date(current),
    set: (date) => void (current = date.getTime()),
    advance: (ms) => void (current += ms),
  };
}

/** A mailer that keeps what it was asked to send. */
export function createTestMailer(): Mailer & { sent: IdentifiedMail[] } {
  const sent: IdentifiedMail[] = [];
  return { sent, async send(mail) { sent.push(mail); }, close() {} };
}

/** The demo hotel as mails see it, for calls of the mail templates and services without an app. */
export const TEST_MAILING_HOTEL: MailingHotel = {
  name: 'HavenHub',
  currency: 'USD',
  sender: { name: 'HavenHub', address: 'no-reply@hotel.test' },
  installationId: '00000000-0000-4000-8000-000000000000',
  defaultLanguage: 'en',
  calendarDomain: 'hotel.test',
};

/** For calls of the booking services without an app: their mails are queued in `database`, and no worker sends them. */
export function queuedBookingMails(database: DatabaseHandle): BookingMails {
  const outbox = createOutbox({ database, mailer: createTestMailer(), mailFrom: 'HavenHub <no-reply@hotel.test>', log: console });
  return { outbox, settings: { hotel: TEST_MAILING_HOTEL, publicBaseUrl: undefined, now: new Date() } };
}

/**
 * Test files run in parallel, each on its own schema of one PostgreSQL database. Kysely's migrator
 * scans the tables of every schema, and that scan fails when another file drops its schema at that
 * moment; so migrations and schema drops hold this advisory lock. Migrations hold it exclusively too:
 * Kysely's migrator takes one advisory lock for every schema of the database and waits for it only the
 * connection's `lock_timeout` (4 s), and with apps built in parallel by three test workers that queue
 * grew past it (a CI run, 27 Nov: "Database migration failed"). Here they queue without a limit.
 */
const SCHEMA_CATALOGUE_LOCK = 7_204_211;

export async function withSchemaCatalogueLock<T>(mode: 'shared' | 'exclusive', work: (client: pg.Client) => Promise<T>): Promise<T> {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) throw new Error('TEST_DATABASE_URL is required for PostgreSQL tests.');
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(`select ${mode === 'shared' ? 'pg_advisory_lock_shared' : 'pg_advisory_lock'}($1)`, [SCHEMA_CATALOGUE_LOCK]);
    return await work(client);
  } finally {
    await client.end(); // ends the session, which releases the lock
  }
}

/** A fresh, empty database: a temporary SQLite file, or a private schema in the test PostgreSQL. */
export async function createTestDatabase(
  dialect: SqlDialect,
): Promise<{ database: DatabaseHandle; drop(): Promise<void>; /** Another connection to it, as another process has (closed by the caller). */ connectAgain(): DatabaseHandle }> {
  if (dialect === 'sqlite') {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'hotel-api-test-'));
    const file = path.join(dir, 'test.db');
    const database = connectDatabase(file);
    return {
      database,
      connectAgain: () => connectDatabase(file),
      async drop() {
        await database.db.destroy();
        rmSync(dir, { recursive: true, force: true });
      },
    };
  }
  const url = process.env.TEST_DATABASE_URL;
  if (!url) throw new Error('TEST_DATABASE_URL is required for PostgreSQL tests.');
  const schema = `test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    // The extension lives in public, shared by every test schema; creating it concurrently can race.
    await admin.query('create extension if not exists btree_gist schema public').catch(() => undefined);
    await admin.query(`create schema ${schema}`);
  } finally {
    await admin.end();
  }
  const connect = () => connectDatabase(url, { searchPath: [schema, 'public'], maxConnections: 20 });
  const database = connect();
  return {
    database,
    connectAgain: connect,
    async drop() {
      await database.db.destroy();
      await withSchemaCatalogueLock('exclusive', (client) => client.query(`drop schema ${schema} cascade`));
    },
  };
}

export function testConfig(overrides: Partial<AppConfig> = {}): AppConfig {
  return {
    ...loadConfig({ NODE_ENV: 'test', JWT_SECRET: 'test-secret-'.padEnd(48, 'x'), WEB_APP_DIR: '', DATA_DIR: os.tmpdir() }),
    logLevel: 'silent',
    ...overrides,
  };
}

/** Runs work that migrates a test database: on PostgreSQL under the schema catalogue lock (see above). */
export async function whileMigrating<T>(dialect: SqlDialect, work: () => Promise<T>): Promise<T> {
  return dialect === 'postgres' ? withSchemaCatalogueLock('exclusive', work) : work();
}

/** `buildApp` on a test database (every server instance a test starts: each runs the migrations). */
export async function buildAppOnTestDatabase(dialect: SqlDialect, options: BuildAppOptions): Promise<FastifyInstance> {
  return whileMigrating(dialect, () => buildApp(options));
}

export type TestApp = {
  app: FastifyInstance;
  database: DatabaseHandle;
  mailer: ReturnType<typeof createTestMailer>;
  clock: ReturnType<typeof createTestClock>;
  /** Another connection to the app's database, as another process has (closed by the caller). */
  connectAgain(): DatabaseHandle;
  close(): Promise<void>;
};

/** Builds the whole app on a fresh database; call `close()` in afterEach/afterAll. */
export async function buildTestApp(
  dialect: SqlDialect,
  options: Partial<Omit<BuildAppOptions, 'database' | 'config'>> & { config?: Partial<AppConfig> } = {},
): Promise<TestApp> {
  const { database, drop, connectAgain } = await createTestDatabase(dialect);
  const mailer = createTestMailer();
  const clock = createTestClock();
  const { config, ...rest } = options;
  let app: FastifyInstance;
  try {
    app = await buildAppOnTestDatabase(dialect, { mailer, clock, logger: false, ...rest, config: testConfig(config), database });
    await app.ready();
  } catch (error) {
    await drop(); // leave no schema behind
    throw error;
  }
  return {
    app,
    database,
    mailer,
    clock,
    connectAgain,
    async close() {
      await app.close();
      await drop();
    },
  };
}
