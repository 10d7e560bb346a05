import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../src/config.js';
import { buildTestApp, testDialects } from './helper.js';

const JWT_SECRET = 'config-test-secret-'.padEnd(48, 'x');

describe('paths in the configuration', () => {
  let root: string;
  let webAppDir: string;
  beforeAll(() => {
    root = mkdtempSync(path.join(os.tmpdir(), 'hotel-config-test-'));
    webAppDir = path.join(root, 'dist');
    mkdirSync(webAppDir);
    writeFileSync(path.join(webAppDir, 'index.html'), '<!doctype html><title>Hotel</title><main id="from-web-app-dir"></main>');
    writeFileSync(path.join(root, 'a-file'), 'not a directory');
  });
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  /** The configuration as the launcher loads it, with these variables. */
  const load = (env: Record<string, string>) => loadConfig({ JWT_SECRET, DATA_DIR: root, ...env });

  it('WEB_APP_DIR and DATA_DIR are resolved against the working directory', () => {
    const relative = path.relative(process.cwd(), webAppDir);
    expect(path.isAbsolute(relative)).toBe(false);
    const config = load({ WEB_APP_DIR: relative, DATA_DIR: path.relative(process.cwd(), root) });
    expect(config.webAppDir).toBe(webAppDir);
    expect(config.dataDir).toBe(root);
  });

  it.each(testDialects)('a relative WEB_APP_DIR serves the app (%s)', async (dialect) => {
    const { webAppDir: resolved } = load({ WEB_APP_DIR: path.relative(process.cwd(), webAppDir) });
    const t = await buildTestApp(dialect, { config: { webAppDir: resolved } });
    try {
      const page = await t.app.inject({ method: 'GET', url: '/bookings' });
      expect(page.statusCode).toBe(200);
      // This directory's page (its title becomes the hotel's name as the server serves it).
      expect(page.body).toContain('<main id="from-web-app-dir"></main>');
    } finally {
      await t.close();
    }
  });

  it('an empty WEB_APP_DIR serves no app', () => {
    expect(load({ WEB_APP_DIR: '' }).webAppDir).toBeUndefined();
  });

  it.each([
    ['WEB_APP_DIR', { WEB_APP_DIR: 'no/such/dist' }],
    ['WEB_APP_DIR', { WEB_APP_DIR: '.' }],
    ['DATA_DIR', { DATA_DIR: 'a-file' }],
  ])('a wrong %s is a one-line error naming it', (name, env) => {
    const resolvedEnv = 'DATA_DIR' in env ? { DATA_DIR: path.relative(process.cwd(), path.join(root, env.DATA_DIR)) } : env;
    let error: unknown;
    try {
      load({ WEB_APP_DIR: '', ...resolvedEnv });
    } catch (thrown) {
      error = thrown;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const { message } = error as ConfigError;
    expect(message.startsWith(`${name}=`)).toBe(true);
    expect(message).not.toContain('\n');
  });
});

describe('the calendar sync settings', () => {
  const load = (env: Record<string, string>) => loadConfig({ JWT_SECRET, DATA_DIR: os.tmpdir(), WEB_APP_DIR: '', ...env });

  it('fetches every 15 minutes and refuses private addresses unless told otherwise', () => {
    expect(load({})).toMatchObject({ calendarSyncIntervalMs: 15 * 60_000, calendarSyncAllowPrivate: false });
    expect(load({ CALENDAR_SYNC_INTERVAL: '60', CALENDAR_SYNC_ALLOW_PRIVATE: 'true' })).toMatchObject({ calendarSyncIntervalMs: 60 * 60_000, calendarSyncAllowPrivate: true });
    expect(load({ CALENDAR_SYNC_INTERVAL: '0', CALENDAR_SYNC_ALLOW_PRIVATE: 'false' })).toMatchObject({ calendarSyncIntervalMs: 0, calendarSyncAllowPrivate: false });
  });

  it.each([
    ['CALENDAR_SYNC_INTERVAL', { CALENDAR_SYNC_INTERVAL: '15m' }],
    ['CALENDAR_SYNC_INTERVAL', { CALENDAR_SYNC_INTERVAL: '-5' }],
    ['CALENDAR_SYNC_ALLOW_PRIVATE', { CALENDAR_SYNC_ALLOW_PRIVATE: 'yes' }],
  ])('a wrong %s is a one-line error naming it', (name, env) => {
    expect(() => load(env)).toThrow(ConfigError);
    expect(() => load(env)).toThrow(new RegExp(`^${name}=`));
  });
});
