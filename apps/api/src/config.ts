import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
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
};

const MIN_SECRET_BYTES = 32;
/** The built web app of this repository (apps/hotel/dist), wherever the server is started from. */
const bundledWebAppDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../hotel/dist');

/** Reads the JWT secret from the environment, or creates one in the data directory on first start. */
function resolveJwtSecret(env: NodeJS.ProcessEnv, dataDir: string): string {
  const fromEnv = env.JWT_SECRET;
  if (fromEnv !== undefined) {
    if (Buffer.byteLength(fromEnv) < MIN_SECRET_BYTES) {
      throw new Error(`JWT_SECRET must be at least ${MIN_SECRET_BYTES} bytes long.`);
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

function parseList(value: string | undefined): string[] {
  return (value ?? '')
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const dataDir = path.resolve(env.DATA_DIR ?? 'data');
  const nodeEnv = env.NODE_ENV ?? 'development';
  const webAppDir = env.WEB_APP_DIR === undefined ? bundledWebAppDir : env.WEB_APP_DIR || undefined;
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
    redisUrl: env.REDIS_URL || undefined,
    adminEmail: env.ADMIN_EMAIL || undefined,
    adminPassword: env.ADMIN_PASSWORD || undefined,
    seedDemoData: (env.SEED_DEMO_DATA ?? 'true') !== 'false',
    webAppDir: webAppDir && existsSync(webAppDir) ? webAppDir : undefined,
    logLevel: env.LOG_LEVEL ?? 'info',
    trustProxyHops: Number(env.TRUST_PROXY_HOPS ?? 0),
  };
}
