import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, todayIn } from '@hotel/booking-rules';
import { waitUntil } from './support/free-port.js';
import { runScript, startServerProcess, type ServerProcess } from './support/server-process.js';

/**
 * Fault test 7: `npm run backup` copies the SQLite database of a running server while bookings are being
 * written; `npm run restore` refuses to replace it while the server runs, and once it has stopped puts the
 * backup back with every table equal.
 */
const ADMIN = { email: 'backup-admin@example.test', password: 'backup-admin-password' };

/** Every row of every table of a SQLite file, in rowid order (photos included, as bytes). */
function tablesOf(file: string): Record<string, unknown[]> {
  const database = new SqliteDatabase(file, { readonly: true, fileMustExist: true });
  try {
    const names = database
      .prepare("select name from sqlite_master where type = 'table' and name not like 'sqlite_%' order by name")
      .pluck()
      .all() as string[];
    return Object.fromEntries(names.map((name) => [name, database.prepare(`select * from "${name}" order by rowid`).all()]));
  } finally {
    database.close();
  }
}

describe('backup while writing, then restore (SQLite)', () => {
  let dir: string;
  let env: Record<string, string>;
  let server: ServerProcess | undefined;
  let databaseFile: string;

  beforeAll(async () => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'hotel-backup-'));
    databaseFile = path.join(dir, 'hotel.db');
    env = { DATA_DIR: dir, JWT_SECRET: 'backup-test-secret-'.padEnd(48, 'x'), ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password, SEED_DEMO_DATA: 'true' };
    server = await startServerProcess(env);
  }, 120_000);
  afterAll(async () => {
    await server?.stop();
    rmSync(dir, { recursive: true, force: true });
  });

  it('backs up while bookings are written, refuses to restore under the running server, and restores equal tables', async () => {
    const live = server!;
    const login = await fetch(`${live.url}/api/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(ADMIN) });
    expect(login.status).toBe(200);
    const headers = { 'content-type': 'application/json', authorization: `Bearer ${((await login.json()) as { token: string }).token}` };
    const rooms = (await (await fetch(`${live.url}/api/rooms/all-rooms`)).json()) as Array<{ id: number }>;
    expect(rooms.length).toBeGreaterThan(3);

    const today = todayIn('UTC', new Date());
    const confirmed: string[] = [];
    const failures: string[] = [];
    let writing = true;
    const writer = (async () => {
      for (let n = 0; writing; n += 1) {
        const checkIn = addDays(today, 1 + Math.floor(n / rooms.length) * 2);
        const response = await fetch(`${live.url}/api/bookings/room/${rooms[n % rooms.length]!.id}/booking`, {
          method: 'POST',
          headers,
          body: JSON.stringify({ guestFullName: `Guest ${n}`, checkInDate: checkIn, checkOutDate: addDays(checkIn, 1), numOfAdults: 1, numOfChildren: 0 }),
        });
        if (response.status === 201) confirmed.push(((await response.json()) as { bookingConfirmationCode: string }).bookingConfirmationCode);
        else failures.push(`${response.status} ${await response.text()}`);
      }
    })();

    await waitUntil('bookings under way', async () => confirmed.length >= 5);
    const before = confirmed.length;
    const firstBackup = path.join(dir, 'while-writing.db');
    const backup = await runScript('apps/api/scripts/backup.ts', ['backup', firstBackup], env);
    expect(backup.code, backup.output).toBe(0);
    const during = confirmed.length;
    await waitUntil('bookings after the backup', async () => confirmed.length >= during + 3);

    const refused = await runScript('apps/api/scripts/backup.ts', ['restore', firstBackup], env);
    expect(refused.code).toBe(1);
    expect(refused.output).toMatch(/is using .*stop it before restoring/);
    writing = false;
    await writer;
    expect(failures).toEqual([]);

    // The backup is one consistent snapshot: sound, with every booking confirmed before it began.
    const backedUp = tablesOf(firstBackup);
    const codesIn = (tables: Record<string, unknown[]>) => (tables.bookings as Array<{ confirmation_code: string }>).map((row) => row.confirmation_code);
    expect(codesIn(backedUp)).toEqual(expect.arrayContaining(confirmed.slice(0, before)));
    expect(codesIn(backedUp).length).toBeLessThan(confirmed.length);
    // The server kept every booking it confirmed, and a backup of the quiet server equals it table by table.
    const quietBackup = path.join(dir, 'quiet.db');
    expect((await runScript('apps/api/scripts/backup.ts', ['backup', quietBackup], env)).code).toBe(0);
    expect(codesIn(tablesOf(databaseFile)).sort()).toEqual([...confirmed].sort());
    expect(tablesOf(quietBackup)).toEqual(tablesOf(databaseFile));

    expect(await live.stop()).toBe(0);
    server = undefined;
    const restore = await runScript('apps/api/scripts/backup.ts', ['restore', firstBackup], env);
    expect(restore.code, restore.output).toBe(0);
    expect(tablesOf(databaseFile)).toEqual(backedUp);

    // The restored database serves: a server starts on it and is ready.
    server = await startServerProcess(env);
    expect((await fetch(`${server.url}/api/ready`)).status).toBe(200);
  }, 180_000);
});
