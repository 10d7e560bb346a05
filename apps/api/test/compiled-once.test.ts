import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../src/db/connect.js';
import { compiledOnce } from '../src/db/compiled-once.js';
import { migrateToLatest } from '../src/db/migrate.js';
import { createTestDatabase, testDialects, whileMigrating } from './helper.js';

describe.each(testDialects)('compiledOnce (%s)', (dialect) => {
  let database: DatabaseHandle;
  let drop: () => Promise<void>;

  beforeAll(async () => {
    ({ database, drop } = await createTestDatabase(dialect));
    await whileMigrating(dialect, () => migrateToLatest(database));
    const createdAt = new Date().toISOString();
    await database.db
      .insertInto('rooms')
      .values([
        { roomType: 'Single', roomPriceCents: 9_000, createdAt },
        { roomType: 'Double', roomPriceCents: 12_000, createdAt },
        { roomType: 'Suite', roomPriceCents: 30_000, createdAt },
      ])
      .execute();
  });
  afterAll(async () => {
    await database?.db.destroy();
    await drop?.();
  });

  // A limit is a parameter of the query itself, kept as compiled; the two values go where they are used.
  const roomsBetween = compiledOnce((db, from: string, to: string) =>
    db
      .selectFrom('rooms')
      .select(['rooms.roomType', 'rooms.roomPriceCents'])
      .where('rooms.roomType', '>=', from)
      .where('rooms.roomType', '<', to)
      .orderBy('rooms.roomType')
      .limit(2),
  );

  it('runs the kept query with each call\'s values, in their places, and camel-cased rows', async () => {
    expect(await roomsBetween(database.db, 'D', 'T')).toEqual([
      { roomType: 'Double', roomPriceCents: 12_000 },
      { roomType: 'Single', roomPriceCents: 9_000 },
    ]);
    expect(await roomsBetween(database.db, 'S', 'T')).toEqual([
      { roomType: 'Single', roomPriceCents: 9_000 },
      { roomType: 'Suite', roomPriceCents: 30_000 },
    ]);
    expect(await roomsBetween(database.db, 'T', 'D')).toEqual([]);
  });

  // PostgreSQL takes a list as one array parameter (SQLite binds no lists): one query text whatever its length.
  if (dialect === 'postgres') {
    it('runs the kept query with a list value as one parameter, whatever its length', async () => {
      const roomsOfTypes = compiledOnce((db, types: readonly string[]) =>
        db.selectFrom('rooms').select('rooms.roomType').where('rooms.roomType', '=', sql<string>`any(${types})`).orderBy('rooms.roomType'),
      );
      expect(await roomsOfTypes(database.db, ['Suite', 'Single', 'Penthouse'])).toEqual([{ roomType: 'Single' }, { roomType: 'Suite' }]);
      expect(await roomsOfTypes(database.db, ['Double'])).toEqual([{ roomType: 'Double' }]);
      expect(await roomsOfTypes(database.db, [])).toEqual([]);
    });
  }

  it('refuses a query that does not take a value as a parameter, or is not a select', async () => {
    const ignoresItsValue = compiledOnce((db, _type: string) => db.selectFrom('rooms').select('rooms.id'));
    await expect(ignoresItsValue(database.db, 'Single')).rejects.toThrow(/each value as a parameter/);
    const literal = compiledOnce((db, type: string) => db.selectFrom('rooms').select('rooms.id').where('rooms.roomType', '=', sql.lit(type)));
    await expect(literal(database.db, 'Single')).rejects.toThrow(/each value as a parameter/);
    const update = compiledOnce((db, type: string) => db.updateTable('rooms').set({ roomType: type }).where('rooms.id', '=', 0));
    await expect(update(database.db, 'Single')).rejects.toThrow(/must be a select/);
  });
});
