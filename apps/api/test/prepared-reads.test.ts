import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectDatabase, type DatabaseHandle } from '../src/db/connect.js';
import { findBookingByConfirmationCode } from '../src/modules/bookings/bookings.repository.js';
import { countRooms, findRoomById } from '../src/modules/rooms/rooms.repository.js';
import { buildTestApp, type TestApp } from './helper.js';

describe.runIf(process.env.TEST_DATABASE_URL)('reads kept prepared on PostgreSQL (postgres)', () => {
  let t: TestApp;
  let oneConnection: DatabaseHandle;

  beforeAll(async () => {
    t = await buildTestApp('postgres');
    const schema = (await sql<{ schema: string }>`select current_schema() as schema`.execute(t.database.db)).rows[0]!.schema;
    // One connection, so the statements it prepared are the ones pg_prepared_statements lists.
    oneConnection = connectDatabase(process.env.TEST_DATABASE_URL!, { searchPath: [schema, 'public'], maxConnections: 1 });
  });
  afterAll(async () => {
    await oneConnection?.db.destroy();
    await t?.close();
  });

  /** The statements the connection keeps, besides this query of them (a read too). */
  const preparedTexts = async () =>
    (await sql<{ statement: string }>`select statement from pg_prepared_statements`.execute(oneConnection.db)).rows
      .map((row) => row.statement)
      .filter((text) => !text.includes('pg_prepared_statements'));

  it('sends reads that list their columns as named statements, parsed once per connection; not those with *', async () => {
    expect(await preparedTexts()).toEqual([]);
    for (let read = 0; read < 3; read += 1) {
      await findRoomById(oneConnection.db, 1);
      await findBookingByConfirmationCode(oneConnection, 'NO-SUCH-CODE');
    }
    await countRooms(oneConnection.db);
    const prepared = await preparedTexts();
    expect(prepared).toHaveLength(2);
    expect(prepared.some((text) => text.includes('"confirmation_code" = any($1)'))).toBe(true);
    expect(prepared.some((text) => text.includes('from "rooms" where') && text.includes('"rooms"."id" = $1'))).toBe(true);
  });
});
