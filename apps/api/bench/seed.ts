// Bench data: a hotel's rooms and years of stays, written with a few bulk INSERT … SELECT statements
// (a recursive counter), so a million stays take seconds, not minutes. Used by bench/run.ts.
import { sql } from 'kysely';
import type { DatabaseHandle } from '../src/db/connect.js';
import { addDays } from '@hotel/booking-rules';
import { saveExportToken } from '../src/modules/calendars/calendars.repository.js';
import { saveRoomRates } from '../src/modules/rates/rates.repository.js';
import { seedDemoRooms } from '../src/modules/rooms/rooms.seed.js';

const silentLogger = { info() {}, warn() {}, error() {}, debug() {} } as unknown as Parameters<typeof seedDemoRooms>[1];

/** Stays [offset, offset + count): stay i is room i % n, `spacingDays` × floor(i / n) days after `firstNight`. */
async function insertStays(
  { db, dialect }: DatabaseHandle,
  options: { rooms: number[]; count: number; offset: number; firstNight: string; spacingDays: number; nights: number; codePrefix: string },
): Promise<void> {
  const { rooms, count, offset, firstNight, spacingDays, nights, codePrefix } = options;
  // Numbers are written as literals: SQLite binds JavaScript numbers as REAL, and i / n must divide integers.
  const firstRoom = sql.lit(rooms[0]!);
  const roomCount = sql.lit(rooms.length);
  const spacing = sql.lit(spacingDays);
  // Rooms have consecutive ids (inserted in one statement); stay i is room i % n, slot floor(i / n).
  const day = (extra: number) =>
    dialect === 'postgres'
      ? sql`(cast(${firstNight} as date) + ((i / ${roomCount}) * ${spacing} + ${sql.lit(extra)})::int)`
      : sql`date(${firstNight}, printf('%+d days', (i / ${roomCount}) * ${spacing} + ${sql.lit(extra)}))`;
  const code =
    dialect === 'postgres' ? sql`${codePrefix} || lpad(i::text, 15, '0')` : sql`${codePrefix} || substr('000000000000000' || i, -15, 15)`;
  const batch = 100_000;
  for (let start = offset; start < offset + count; start += batch) {
    const end = Math.min(start + batch, offset + count) - 1;
    const insert = sql`
      with recursive n(i) as (select ${sql.lit(start)} union all select i + 1 from n where i < ${sql.lit(end)})
      insert into bookings (room_id, user_id, confirmation_code, check_in_date, check_out_date, guest_name, guest_email,
                            num_of_adults, num_of_children, status, created_at, cancelled_at)
      select ${firstRoom} + i % ${roomCount}, null, ${code}, ${day(0)}, ${day(nights)}, 'Bench Guest', 'guest@example.test',
             2, 0, 'CONFIRMED', ${new Date().toISOString()}, null
      from n
    `;
    // A batch may outlast the connection's statement_timeout (meant for requests, not bulk loads).
    if (dialect === 'postgres') {
      await db.transaction().execute(async (trx) => {
        await sql`set local statement_timeout = 0`.execute(trx);
        await insert.execute(trx);
      });
    } else {
      await insert.execute(db);
    }
  }
}

export type Hotel = { roomIds: number[]; lookupCode: string };

/** Rooms: the 12 demo rooms (`'demo'`), or `count` photo-less rooms in one statement. */
export async function seedRooms(database: DatabaseHandle, rooms: 'demo' | number): Promise<number[]> {
  const { db } = database;
  if (rooms === 'demo') await seedDemoRooms(database, silentLogger);
  else {
    const types = ['Single', 'Double', 'Twin', 'Deluxe', 'Family Suite', 'Penthouse Suite'];
    const createdAt = new Date().toISOString();
    await db
      .insertInto('rooms')
      .values(Array.from({ length: rooms }, (_, i) => ({ roomType: types[i % types.length]!, roomPriceCents: 9_000 + (i % 50) * 500, createdAt })))
      .execute();
  }
  return (await db.selectFrom('rooms').select('id').orderBy('id').execute()).map((room) => room.id);
}

/**
 * Past stays [from, to): one night each, every room every other night, stay i reaching further back as i
 * grows, so a hotel's history can be grown in steps (10k, then 1M) without two stays of a room overlapping.
 */
export async function seedPastStays(database: DatabaseHandle, roomIds: number[], from: number, to: number, today: string): Promise<void> {
  await insertStays(database, { rooms: roomIds, count: to - from, offset: from, firstNight: addDays(today, -3), spacingDays: -2, nights: 1, codePrefix: 'P' });
}

/** Future stays over the coming year: two nights each, every 36 days per room. */
export async function seedFutureStays(database: DatabaseHandle, roomIds: number[], count: number, today: string): Promise<void> {
  await insertStays(database, { rooms: roomIds, count, offset: 0, firstNight: addDays(today, 1), spacingDays: 36, nights: 2, codePrefix: 'F' });
}

/** The confirmation code of stay i of a prefix, as the seed writes it. */
export function seededCode(prefix: 'P' | 'F', i: number): string {
  return `${prefix}${String(i).padStart(15, '0')}`;
}

export type BenchRole = 'ROLE_USER' | 'ROLE_ADMIN';

/** A verified bench account with one role (its own address per role); returns its id. */
export async function seedBenchUser(
  { db }: DatabaseHandle,
  { passwordHash = 'x', role }: { passwordHash?: string | undefined; role: BenchRole },
): Promise<{ id: number; email: string }> {
  const email = role === 'ROLE_ADMIN' ? 'bench-admin@example.test' : 'bench@example.test';
  const now = new Date().toISOString();
  const { id } = await db
    .insertInto('users')
    .values({ email, firstName: 'Bench', lastName: 'Mark', passwordHash, verifiedAt: now, createdAt: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  const { id: roleId } = await db.selectFrom('roles').select('id').where('name', '=', role).executeTakeFirstOrThrow();
  await db.insertInto('userRoles').values({ userId: id, roleId }).execute();
  return { id, email };
}

/** Fresh planner statistics for the seeded tables (both databases plan from them). */
export async function analyze({ db }: DatabaseHandle): Promise<void> {
  await sql`analyze rooms`.execute(db);
  await sql`analyze bookings`.execute(db);
}

/** Rates for every room: weekday prices for Friday and Saturday and four seasons a year (one with a minimum stay). */
export async function seedRoomRates({ db }: DatabaseHandle, roomIds: number[], today: string): Promise<void> {
  const season = (name: string, start: number, nights: number, price: number, minNights?: number) => ({
    name,
    startDate: addDays(today, start),
    endDate: addDays(today, start + nights),
    price,
    ...(minNights === undefined ? {} : { minNights }),
  });
  const rates = {
    weekdayPrices: { '5': 15_000, '6': 16_000 },
    seasons: [season('Spring', 20, 60, 13_000), season('Summer', 120, 90, 20_000, 3), season('Autumn', 230, 60, 12_000), season('Winter', 320, 40, 11_000)],
    closures: [],
  };
  const updatedAt = new Date().toISOString();
  await db.transaction().execute(async (trx) => {
    for (const roomId of roomIds) await saveRoomRates(trx, roomId, rates, updatedAt);
  });
}

/** The token of a room's calendar feed, set as the admin would have it made. */
export const BENCH_FEED_TOKEN = 'bench-feed-token-0123456789abcdef';
export async function seedFeedToken({ db }: DatabaseHandle, roomId: number): Promise<void> {
  await saveExportToken(db, roomId, BENCH_FEED_TOKEN, new Date().toISOString());
}
