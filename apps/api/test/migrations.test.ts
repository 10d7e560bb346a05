import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../src/db/connect.js';
import { createMigrator, migrateToLatest } from '../src/db/migrate.js';
import { createTestDatabase, testDialects, whileMigrating } from './helper.js';

const INITIAL = '2026_11_22_000001_create_initial_tables';

/** Rows of every table as the first version stored them, in id order. */
async function snapshot({ db }: DatabaseHandle) {
  return {
    users: await db.selectFrom('users').select(['id', 'email', 'firstName', 'lastName', 'passwordHash', 'verifiedAt', 'createdAt']).orderBy('id').execute(),
    userRoles: await db.selectFrom('userRoles').selectAll().orderBy('userId').execute(),
    rooms: await db.selectFrom('rooms').select(['id', 'roomType', 'roomPriceCents', 'photo', 'photoEtag', 'createdAt']).orderBy('id').execute(),
    bookings: await db
      .selectFrom('bookings')
      .select(['id', 'roomId', 'userId', 'confirmationCode', 'checkInDate', 'checkOutDate', 'guestName', 'guestEmail', 'numOfAdults', 'numOfChildren', 'status', 'createdAt', 'cancelledAt'])
      .orderBy('id')
      .execute(),
  };
}

/* A database of every earlier release: built by the migrations up to each version and filled with rows valid there. */
const UPGRADE_NOW = '2026-11-01T10:00:00.000Z';
const PHOTO = Buffer.from([0x52, 0x49, 0x46, 0x46, 1, 2, 3, 4, 0xff]);

async function migrationNames(database: DatabaseHandle): Promise<string[]> {
  return (await (await createMigrator(database)).getMigrations()).map((migration) => migration.name);
}

/** The columns of a table of this database (on PostgreSQL, of this test's own schema). */
async function columnsOf({ db, dialect }: DatabaseHandle, table: string): Promise<Set<string>> {
  const { rows } =
    dialect === 'postgres'
      ? await sql<{ name: string }>`select column_name as name from information_schema.columns where table_schema = current_schema() and table_name = ${table}`.execute(db)
      : await sql<{ name: string }>`select name from pragma_table_info(${table})`.execute(db);
  return new Set(rows.map((row) => row.name));
}

/** Users, roles, rooms with and without a photo, and confirmed and cancelled bookings, in the columns this version has. */
async function fill(database: DatabaseHandle): Promise<void> {
  const { db } = database;
  const roomColumns = await columnsOf(database, 'rooms');
  const bookingColumns = await columnsOf(database, 'bookings');
  const users: number[] = [];
  for (const name of ['ada', 'grace', 'alan']) {
    const row = await sql<{ id: number }>`
      insert into users (email, first_name, last_name, password_hash, verified_at, created_at)
      values (${`${name}@example.test`}, ${name}, 'Old', 'hash', ${UPGRADE_NOW}, ${UPGRADE_NOW}) returning id`.execute(db);
    users.push(row.rows[0]!.id);
  }
  await sql`insert into user_roles (user_id, role_id) select u.id, r.id from users u, roles r where r.name = 'ROLE_USER'`.execute(db);
  await sql`insert into user_roles (user_id, role_id) select ${users[0]}, id from roles where name = 'ROLE_ADMIN'`.execute(db);
  const rooms: Array<{ id: number; price: number }> = [];
  for (const [type, price, photo] of [['Single', 8900, PHOTO], ['Double', 12900, null], ['Suite', 30000, PHOTO]] as const) {
    const row = await sql<{ id: number }>`
      insert into rooms (room_type, room_price_cents, photo, photo_content_type, photo_etag, created_at)
      values (${type}, ${price}, ${photo}, ${photo ? 'image/webp' : null}, ${photo ? `etag-${type}` : null}, ${UPGRADE_NOW}) returning id`.execute(db);
    rooms.push({ id: row.rows[0]!.id, price });
  }
  if (roomColumns.has('archived_at')) await sql`update rooms set archived_at = ${UPGRADE_NOW} where id = ${rooms[2]!.id}`.execute(db);
  let sequence = 0;
  for (const room of rooms) {
    for (const [userId, status, checkIn, checkOut] of [
      [users[1]!, 'CONFIRMED', '2026-12-01', '2026-12-04'],
      [null, 'CANCELLED', '2026-12-02', '2026-12-03'],
      [users[2]!, 'CONFIRMED', '2027-03-10', '2027-03-12'],
    ] as const) {
      sequence += 1;
      const nights = (Date.parse(checkOut) - Date.parse(checkIn)) / 86_400_000;
      const total = bookingColumns.has('total_price_cents') ? sql`, total_price_cents` : sql``;
      const totalValue = bookingColumns.has('total_price_cents') ? sql`, ${nights * room.price}` : sql``;
      await sql`
        insert into bookings (room_id, user_id, confirmation_code, check_in_date, check_out_date, guest_name, guest_email,
                              num_of_adults, num_of_children, status, created_at, cancelled_at${total})
        values (${room.id}, ${userId}, ${`UPGRADE${String(sequence).padStart(9, '0')}`}, ${checkIn}, ${checkOut}, 'Old Guest',
                'guest@example.test', 2, 0, ${status}, ${UPGRADE_NOW}, ${status === 'CANCELLED' ? UPGRADE_NOW : null}${totalValue})
      `.execute(db);
    }
  }
}

describe.each(testDialects)('migrations on a database with rows (%s)', (dialect) => {
  let drop: (() => Promise<void>) | undefined;
  afterEach(async () => {
    await drop?.();
    drop = undefined;
  });

  /** Runs `work` holding the lock that keeps parallel test schemas from disturbing Kysely's migrator. */
  const migrating = <T>(work: () => Promise<T>) => whileMigrating(dialect, work);

  it('moves a database of the first version to the latest without losing or changing a row', async () => {
    const test = await createTestDatabase(dialect);
    drop = test.drop;
    const { database } = test;
    const { db } = database;
    await migrating(async () => {
      const { error } = await (await createMigrator(database)).migrateTo(INITIAL);
      expect(error).toBeUndefined();
    });

    const now = '2026-11-01T10:00:00.000Z';
    const { id: userId } = await db
      .insertInto('users')
      .values({ email: 'old@example.test', firstName: 'Old', lastName: 'Guest', passwordHash: 'h', verifiedAt: now, createdAt: now })
      .returning('id')
      .executeTakeFirstOrThrow();
    await sql`insert into user_roles (user_id, role_id) select ${userId}, id from roles where name = 'ROLE_USER'`.execute(db);
    await sql`
      insert into rooms (room_type, room_price_cents, photo, photo_content_type, photo_etag, created_at)
      values ('Single', 8900, ${Buffer.from([1, 2, 3])}, 'image/webp', 'etag-1', ${now}), ('Double', 12900, null, null, null, ${now})
    `.execute(db);
    const [single, double] = (await db.selectFrom('rooms').select('id').orderBy('id').execute()).map((room) => room.id);
    const stays = [
      { roomId: single!, userId, code: 'OLDCODE000000001', checkIn: '2026-01-01', checkOut: '2026-01-03', status: 'CONFIRMED', cancelledAt: null },
      { roomId: single!, userId: null, code: 'OLDCODE000000002', checkIn: '2026-02-01', checkOut: '2026-02-04', status: 'CANCELLED', cancelledAt: now },
      { roomId: double!, userId, code: 'OLDCODE000000003', checkIn: '2027-01-01', checkOut: '2027-01-02', status: 'CONFIRMED', cancelledAt: null },
    ];
    for (const stay of stays) {
      await sql`
        insert into bookings (room_id, user_id, confirmation_code, check_in_date, check_out_date, guest_name, guest_email,
                              num_of_adults, num_of_children, status, created_at, cancelled_at)
        values (${stay.roomId}, ${stay.userId}, ${stay.code}, ${stay.checkIn}, ${stay.checkOut}, 'Old Guest', 'old@example.test',
                2, 1, ${stay.status}, ${now}, ${stay.cancelledAt})
      `.execute(db);
    }
    const before = await snapshot(database);
    expect(before.bookings).toHaveLength(3);

    await migrating(() => migrateToLatest(database));

    expect(await snapshot(database)).toEqual(before);
    // Every account starts at token version 0 (the tokens it has keep working until a password change or logout-all).
    expect(await db.selectFrom('users').select('tokenVersion').execute()).toEqual([{ tokenVersion: 0 }]);
    // The longest stay search bounds its read by starts from the rows already there (the cancelled one's 3 nights).
    expect(await db.selectFrom('longestStay').selectAll().execute()).toEqual([{ id: 1, nights: 3 }]);
    // The hotel's profile is written at the first start of the server (from HOTEL_TZ), not by the migration.
    expect(await db.selectFrom('hotelProfile').selectAll().execute()).toEqual([]);
    const rooms = await db.selectFrom('rooms').select(['id', 'archivedAt', 'maxAdults', 'maxChildren']).orderBy('id').execute();
    // Rooms from before capacity sleep as many as one booking takes, so every booking accepted before still is.
    expect(rooms).toEqual([
      { id: single, archivedAt: null, maxAdults: 20, maxChildren: 20 },
      { id: double, archivedAt: null, maxAdults: 20, maxChildren: 20 },
    ]);
    // Bookings now keep their room: deleting it is refused instead of taking the bookings along.
    await expect(db.deleteFrom('rooms').where('id', '=', single!).execute()).rejects.toThrow(/foreign key/i);
    expect(await db.selectFrom('bookings').select('id').execute()).toHaveLength(3);
    // The rebuilt table still enforces its rules and continues its ids after the copied rows.
    const maxId = Math.max(...before.bookings.map((booking) => booking.id));
    const { id: nextId } = await db
      .insertInto('bookings')
      .values({
        roomId: double!,
        userId,
        confirmationCode: 'NEWCODE000000001',
        checkInDate: '2027-02-01',
        checkOutDate: '2027-02-02',
        guestName: 'New Guest',
        guestEmail: 'old@example.test',
        numOfAdults: 1,
        numOfChildren: 0,
        totalPriceCents: 12_900,
        status: 'CONFIRMED',
        createdAt: now,
        cancelledAt: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    expect(nextId).toBeGreaterThan(maxId);
    await expect(
      sql`update bookings set check_out_date = check_in_date where id = ${nextId}`.execute(db),
    ).rejects.toThrow(/check/i);
    await expect(sql`update bookings set confirmation_code = 'OLDCODE000000001' where id = ${nextId}`.execute(db)).rejects.toThrow(/unique/i);
  });

  it('keeps every user, role, room, photo and booking from each earlier version to the latest', async () => {
    const probe = await createTestDatabase(dialect);
    const names = await migrationNames(probe.database).finally(() => probe.drop());
    expect(names.length).toBeGreaterThan(1);

    for (const version of names.slice(0, -1)) {
      const { database, drop } = await createTestDatabase(dialect);
      try {
        await migrating(async () => {
          const { error } = await (await createMigrator(database)).migrateTo(version);
          expect(error, version).toBeUndefined();
        });
        await fill(database);
        const before = await snapshot(database);
        expect(before.bookings, version).toHaveLength(9);
        expect(before.rooms.filter((room) => room.photo !== null).map((room) => Buffer.from(room.photo!))).toEqual([PHOTO, PHOTO]);

        await migrating(() => migrateToLatest(database));

        expect(await snapshot(database), `upgraded from ${version}`).toEqual(before);
        // Every booking carries its stay's total, whether the version stored it or the upgrade computed it.
        const totals = await database.db
          .selectFrom('bookings')
          .innerJoin('rooms', 'rooms.id', 'bookings.roomId')
          .select(['bookings.checkInDate', 'bookings.checkOutDate', 'bookings.totalPriceCents', 'rooms.roomPriceCents'])
          .execute();
        for (const row of totals) {
          const nights = (Date.parse(row.checkOutDate) - Date.parse(row.checkInDate)) / 86_400_000;
          expect(Number(row.totalPriceCents), version).toBe(nights * row.roomPriceCents);
        }
      } finally {
        await drop();
      }
    }
  }, 180_000);
});
