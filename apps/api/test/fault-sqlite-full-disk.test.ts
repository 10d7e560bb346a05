import path from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.js';
import { connectDatabase, type DatabaseHandle } from '../src/db/connect.js';
import { addDays } from '@hotel/booking-rules';
import { authHeader, createRoom, createUser, type TestUser } from './fixtures.js';
import { createTestClock, createTestMailer, testConfig } from './helper.js';
import { mountTinyDisk, type TinyDisk } from './support/tiny-disk.js';

/**
 * Fault test 6: the disk under the SQLite file runs full. Writes answer 503 DATABASE_UNAVAILABLE with
 * Retry-After (never a 500 or a hang), reads still answer, nothing half-written stays, and once space is
 * free again the same process books again on an intact database.
 */
const TODAY = '2030-06-15';

describe('SQLite on a full disk', () => {
  let disk: TinyDisk;
  let file: string;
  let database: DatabaseHandle;
  let app: Awaited<ReturnType<typeof buildApp>>;
  let guest: TestUser;
  let roomId: number;

  beforeAll(async () => {
    disk = await mountTinyDisk(4 * 1024 * 1024);
    file = path.join(disk.dir, 'hotel.db');
    database = connectDatabase(file);
    app = await buildApp({ config: testConfig(), database, mailer: createTestMailer(), clock: createTestClock(new Date(`${TODAY}T12:00:00Z`)), logger: false });
    await app.ready();
    guest = await createUser(database);
    roomId = (await createRoom(database)).id;
  }, 60_000);
  afterAll(async () => {
    await app?.close();
    await database?.db.destroy();
    await disk?.destroy();
  });

  let sequence = 0;
  const book = async () => {
    sequence += 1;
    const checkIn = addDays(TODAY, sequence * 2);
    // A long name, so that each booking needs new pages of the file and the log.
    return app.inject({
      method: 'POST',
      url: `/api/bookings/room/${roomId}/booking`,
      headers: await authHeader(app, guest),
      payload: { guestFullName: `Guest ${sequence} ${'x'.repeat(90)}`, checkInDate: checkIn, checkOutDate: addDays(checkIn, 1), numOfAdults: 1, numOfChildren: 0 },
    });
  };

  it('answers 503 while the disk is full, keeps the database intact, and books again once there is space', async () => {
    const booked: string[] = [];
    for (let n = 0; n < 5; n += 1) {
      const answer = await book();
      expect(answer.statusCode, answer.body).toBe(201);
      booked.push(answer.json().bookingConfirmationCode);
    }

    disk.fill();
    // The file and its log may still have room in blocks they already hold: write until the disk is needed.
    let refused;
    for (let n = 0; n < 2_000 && !refused; n += 1) {
      const answer = await book();
      if (answer.statusCode === 201) booked.push(answer.json().bookingConfirmationCode);
      else refused = answer;
    }
    expect(refused, 'no write ever needed a new block').toBeDefined();
    expect(refused!.statusCode).toBe(503);
    expect(refused!.json()).toEqual({ code: 'DATABASE_UNAVAILABLE', message: expect.any(String) });
    expect(Number(refused!.headers['retry-after'])).toBeGreaterThan(0);
    // Reads do not need the disk to have room.
    expect((await app.inject({ method: 'GET', url: `/api/rooms/room/${roomId}` })).statusCode).toBe(200);

    disk.free();
    const after = await book();
    expect(after.statusCode, after.body).toBe(201);
    booked.push(after.json().bookingConfirmationCode);

    const stored = await database.db.selectFrom('bookings').select('confirmationCode').execute();
    expect(stored.map((row) => row.confirmationCode).sort()).toEqual([...booked].sort());
    const check = new SqliteDatabase(file, { readonly: true });
    try {
      expect(check.pragma('integrity_check', { simple: true })).toBe('ok');
    } finally {
      check.close();
    }
  }, 120_000);
});
