import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export type AppConfig = {
  nodeEnv: string;
  host: string;
  port: number;
  /** `postgres://…` for PostgreSQL; otherwise the SQLite file path. */
  databaseUrl: string;
  dataDir: string;
  jwtSecret: string;
  /** Hotel time zone: decides what "today" is for check-in dates. */
  hotelTimeZone: string;
  smtpUrl: string | undefined;
  mailFrom: string;
  /** Origins allowed by CORS; empty means same-origin only. */
  corsOrigins: string[];
  /** The API's public origin (`https://api.hotel.example`): photo URLs are absolute from it; unset keeps them relative. */
  publicBaseUrl: string | undefined;
  redisUrl: string | undefined;
  adminEmail: string | undefined;
  adminPassword: string | undefined;
  /** Seed demo rooms into an empty database. */
  seedDemoData: boolean;
  /** Directory of the built web app to serve at `/`, when it exists. */
  webAppDir: string | undefined;
  logLevel: string;
  /** Number of proxy hops to trust for the client IP (rate limits). */
  trustProxyHops: number;
  /** How often each imported calendar feed is fetched (CALENDAR_SYNC_INTERVAL, minutes); 0: only "sync now". */
  calendarSyncIntervalMs: number;
  /** Whether feeds may be fetched from private, loopback and link-local addresses (CALENDAR_SYNC_ALLOW_PRIVATE). */
  calendarSyncAllowPrivate: boolean;
};

/** A wrong setting; the launcher prints its message, one line naming the variable, and exits. */
export class ConfigError extends Error {}

const MIN_SECRET_BYTES = 32;
/** The built web app of this repository (apps/hotel/dist), wherever the server is started from. */
const bundledWebAppDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../hotel/dist');

/** Reads the JWT secret from the environment, or creates one in the data directory on first start. */
function resolveJwtSecret(env: NodeJS.ProcessEnv, dataDir: string): string {
  const fromEnv = env.JWT_SECRET;
  if (fromEnv !== undefined) {
    if (Buffer.byteLength(fromEnv) < MIN_SECRET_BYTES) {
      throw new ConfigError(`JWT_SECRET must be at least ${MIN_SECRET_BYTES} bytes long.`);
    }
    return fromEnv;
  }
  const secretFile = path.join(dataDir, 'jwt-secret');
  if (existsSync(secretFile)) return readFileSync(secretFile, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(secretFile, `${secret}\n`, { mode: 0o600 });
  return secret;
}

/**
 * The web app to serve: WEB_APP_DIR resolved against the working directory (empty: none), or by default
 * this repository's build when it exists. A WEB_APP_DIR without an index.html is a configuration error.
 */
function resolveWebAppDir(value: string | undefined): string | undefined {
  if (value === undefined) return existsSync(path.join(bundledWebAppDir, 'index.html')) ? bundledWebAppDir : undefined;
  if (value === '') return undefined;
  const dir = path.resolve(value);
  if (!existsSync(path.join(dir, 'index.html'))) {
    throw new ConfigError(`WEB_APP_DIR=${value}: no index.html in ${dir} (build the app with \`npm run build\`, or set WEB_APP_DIR= to serve no app).`);
  }
  return dir;
}

/** DATA_DIR resolved against the working directory; it is created on first start, but must not be a file. */
function resolveDataDir(value: string | undefined): string {
  const dir = path.resolve(value ?? 'data');
  if (existsSync(dir) && !statSync(dir).isDirectory()) throw new ConfigError(`DATA_DIR=${value}: ${dir} is not a directory.`);
  return dir;
}

/** PUBLIC_BASE_URL as an http(s) origin with an optional path prefix, without a trailing slash. */
function parsePublicBaseUrl(value: string | undefined): string | undefined {
  if (!value) return undefined;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new ConfigError(`PUBLIC_BASE_URL=${value}: not a URL (expected e.g. https://api.hotel.example).`);
  }
  if (!['http:', 'https:'].includes(url.protocol) || url.search || url.hash || url.username || url.password) {
    throw new ConfigError(`PUBLIC_BASE_URL=${value}: expected an http(s) address without query, fragment or credentials.`);
  }
  return `${url.origin}${url.pathname}`.replace(/\/+$/, '');
}

/** CALENDAR_SYNC_INTERVAL in minutes (default 15; 0 turns the schedule off), as milliseconds. */
function parseSyncInterval(value: string | undefined): number {
  if (value === undefined || value === '') return 15 * 60_000;
  if (!/^\d{1,5}$/.test(value)) throw new ConfigError(`CALENDAR_SYNC_INTERVAL=${value}: expected whole minutes (e.g. 15), or 0 for no schedule.`);
  return Number(value) * 60_000;
}

/** A true/false setting; anything else is a configuration error. */
function parseFlag(name: string, value: string | undefined): boolean {
  if (value === undefined || value === '' || value === 'false') return false;
  if (value === 'true') return true;
  throw new ConfigError(`${name}=${value}: expected true or false.`);
}

function parseList(value: string | undefined): string[] {
  return (value ?? '')
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const dataDir = resolveDataDir(env.DATA_DIR);
  const nodeEnv = env.NODE_ENV ?? 'development';
  return {
    nodeEnv,
    host: env.HOST ?? '0.0.0.0',
    port: Number(env.PORT ?? 8080),
    databaseUrl: env.DATABASE_URL ?? path.join(dataDir, 'hotel.db'),
    dataDir,
    jwtSecret: resolveJwtSecret(env, dataDir),
    hotelTimeZone: env.HOTEL_TZ ?? 'UTC',
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM ?? 'HavenHub <no-reply@localhost>',
    corsOrigins: parseList(env.CORS_ORIGINS),
    publicBaseUrl: parsePublicBaseUrl(env.PUBLIC_BASE_URL),
    redisUrl: env.REDIS_URL || undefined,
    adminEmail: env.ADMIN_EMAIL || undefined,
    adminPassword: env.ADMIN_PASSWORD || undefined,
    seedDemoData: (env.SEED_DEMO_DATA ?? 'true') !== 'false',
    webAppDir: resolveWebAppDir(env.WEB_APP_DIR),
    logLevel: env.LOG_LEVEL ?? 'info',
    trustProxyHops: Number(env.TRUST_PROXY_HOPS ?? 0),
    calendarSyncIntervalMs: parseSyncInterval(env.CALENDAR_SYNC_INTERVAL),
    calendarSyncAllowPrivate: parseFlag('CALENDAR_SYNC_ALLOW_PRIVATE', env.CALENDAR_SYNC_ALLOW_PRIVATE),
  };
}
