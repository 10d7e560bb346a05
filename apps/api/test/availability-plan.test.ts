import { CompiledQuery, sql, type Compilable } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  blockedRoomIdsQuery,
  searchBlockedRoomIdsQuery,
  staysDuringWindowQuery,
  importedBlockedRoomIdsQuery,
  importedStaysDuringWindowQuery,
  roomBlockedDuringQuery,
  roomBookingsDuringQuery,
  roomImportedStaysDuringQuery,
} from '../src/modules/availability/availability.js';
import { buildTestApp, testDialects, type TestApp } from './helper.js';
import { insertBooking } from './rooms-helpers.js';

/**
 * Search cost must not grow with history, nor with the bookings of the months ahead. Rather than timing it,
 * these tests read the query plans the databases choose (EXPLAIN QUERY PLAN on SQLite, EXPLAIN on PostgreSQL)
 * over years of finished stays: search reaches the bookings through the index by check-in, as the range from
 * the longest stay ever booked before the requested check-in up to its check-out; booking's check of one room,
 * through that room's stays ending after the requested check-in. Finished stays are never read.
 */
const ROOMS = 100;
const PAST_STAYS = 20_000;
const STAY = { checkInDate: '2027-03-10', checkOutDate: '2027-03-13' };

type PgPlanNode = { 'Node Type': string; 'Relation Name'?: string; 'Index Name'?: string; 'Index Cond'?: string; Plans?: PgPlanNode[] };

function flatten(node: PgPlanNode): PgPlanNode[] {
  return [node, ...(node.Plans ?? []).flatMap(flatten)];
}

describe.each(testDialects)('availability query plans (%s)', (dialect) => {
  let t: TestApp;
  let firstRoomId: number;

  beforeAll(async () => {
    t = await buildTestApp(dialect);
    const { db } = t.database;
    const now = new Date().toISOString();
    await db
      .insertInto('rooms')
      .values(Array.from({ length: ROOMS }, () => ({ roomType: 'Double', roomPriceCents: 10_000, createdAt: now })))
      .execute();
    firstRoomId = (await db.selectFrom('rooms').select('id').orderBy('id').executeTakeFirstOrThrow()).id;
    // Years of one-night stays (2020–2022), every room booked every other night, written in one statement.
    const checkIn =
      dialect === 'postgres' ? sql`date '2020-01-01' + (i / ${ROOMS}) * 2` : sql`date('2020-01-01', '+' || ((i / ${ROOMS}) * 2) || ' days')`;
    const checkOut =
      dialect === 'postgres'
        ? sql`date '2020-01-01' + (i / ${ROOMS}) * 2 + 1`
        : sql`date('2020-01-01', '+' || ((i / ${ROOMS}) * 2 + 1) || ' days')`;
    await sql`
      with recursive n(i) as (select 0 union all select i + 1 from n where i < ${PAST_STAYS - 1})
      insert into bookings (room_id, user_id, confirmation_code, check_in_date, check_out_date, guest_name, guest_email,
                            num_of_adults, num_of_children, status, created_at, cancelled_at)
      select ${firstRoomId} + i % ${ROOMS}, null, 'PAST' || i, ${checkIn}, ${checkOut}, 'Past Guest', 'past@example.test',
             1, 0, case when i % 10 = 0 then 'CANCELLED' else 'CONFIRMED' end, ${now}, null
      from n
    `.execute(db);
    // Years of imported one-night events too (one feed's pieces, every room), as the booking sites' feeds leave them.
    const feed = await db.insertInto('calendarImports').values({ roomId: firstRoomId, name: 'Airbnb', url: 'https://feeds.example/a.ics', createdAt: now }).returning('id').executeTakeFirstOrThrow();
    await sql`
      with recursive n(i) as (select 0 union all select i + 1 from n where i < ${PAST_STAYS - 1})
      insert into imported_stays (import_id, room_id, event_key, event_start, event_end, check_in_date, check_out_date)
      select ${feed.id}, ${firstRoomId} + i % ${ROOMS}, 'past' || i, ${checkIn}, ${checkOut}, ${checkIn}, ${checkOut}
      from n
    `.execute(db);
    await sql`analyze`.execute(db);
  });
  afterAll(async () => t.close());

  async function explain(query: Compilable): Promise<string[] | PgPlanNode[]> {
    const { sql: text, parameters } = query.compile();
    if (dialect === 'sqlite') {
      const result = await t.database.db.executeQuery<{ detail: string }>(CompiledQuery.raw(`explain query plan ${text}`, [...parameters]));
      return result.rows.map((row) => row.detail);
    }
    const result = await t.database.db.executeQuery<{ 'QUERY PLAN': [{ Plan: PgPlanNode }] }>(
      CompiledQuery.raw(`explain (format json) ${text}`, [...parameters]),
    );
    return flatten(result.rows[0]!['QUERY PLAN'][0].Plan);
  }

  /** The bookings are read only through `index` with `condition` (SQLite's wording), never scanned whole. */
  function expectBookingsReadOnlyThrough(plan: string[] | PgPlanNode[], index: string, condition: { sqlite: string; postgres: RegExp[] }) {
    expectReadOnlyThrough('bookings', plan, index, condition);
  }

  /** The table is read only through `index` with `condition` (SQLite's wording), never scanned whole. */
  function expectReadOnlyThrough(table: string, plan: string[] | PgPlanNode[], index: string, condition: { sqlite: string; postgres: RegExp[] }) {
    if (dialect === 'sqlite') {
      const details = plan as string[];
      const message = details.join('\n');
      expect(details.filter((detail) => new RegExp(`^SCAN ${table}\\b`).test(detail)), message).toEqual([]);
      const searches = details.filter((detail) => new RegExp(`^SEARCH ${table}\\b`).test(detail));
      expect(searches.length, message).toBeGreaterThan(0);
      for (const search of searches) {
        expect([`SEARCH ${table} USING INDEX ${index} (${condition.sqlite})`, `SEARCH ${table} USING COVERING INDEX ${index} (${condition.sqlite})`], message).toContain(search);
      }
      return;
    }
    const nodes = plan as PgPlanNode[];
    const message = JSON.stringify(nodes.map((node) => [node['Node Type'], node['Relation Name'], node['Index Name'], node['Index Cond']]));
    expect(nodes.filter((node) => node['Node Type'] === 'Seq Scan' && node['Relation Name'] === table), message).toEqual([]);
    const scans = nodes.filter((node) => node['Relation Name'] === table);
    expect(scans.length, message).toBeGreaterThan(0);
    for (const scan of scans) {
      expect(scan['Index Name'], message).toBe(index);
      for (const part of condition.postgres) expect(scan['Index Cond'], message).toMatch(part);
    }
  }

  it('search reads the index by check-in from the longest stay before the requested check-in up to its check-out', async () => {
    // The bookings' part alone, and the whole statement search runs (with the imported events beside it).
    for (const query of [blockedRoomIdsQuery(t.database.db, dialect, STAY), searchBlockedRoomIdsQuery(t.database.db, dialect, STAY)]) {
      expectBookingsReadOnlyThrough(await explain(query), 'bookings_stays_by_check_in_idx', {
        // SQLite writes a range `>=` as `>`.
        sqlite: 'check_in_date>? AND check_in_date<?',
        postgres: [/check_in_date >= \('2027-03-10'::date - \$\d+\)/, /check_in_date < '2027-03-13'::date/],
      });
    }
    // That range holds none of the years of finished stays: the longest stay is one night.
    const { db } = t.database;
    expect(await db.selectFrom('longestStay').select('nights').executeTakeFirstOrThrow()).toEqual({ nights: 1 });
    const inRange = await db
      .selectFrom('bookings')
      .select((eb) => eb.fn.countAll<number | string>().as('count'))
      .where('checkInDate', '>=', '2027-03-09')
      .where('checkInDate', '<', STAY.checkOutDate)
      .executeTakeFirstOrThrow();
    expect(Number(inRange.count)).toBe(0);
  });

  it('occupancy reads the window\'s stays by check-in too, whatever order it answers them in', async () => {
    expectBookingsReadOnlyThrough(await explain(staysDuringWindowQuery(t.database.db, dialect, STAY)), 'bookings_stays_by_check_in_idx', {
      sqlite: 'check_in_date>? AND check_in_date<?',
      postgres: [/check_in_date >= \('2027-03-10'::date - \$\d+\)/, /check_in_date < '2027-03-13'::date/],
    });
  });

  it("booking's overlap check reads only the room's stays that end after the requested check-in", async () => {
    expectBookingsReadOnlyThrough(await explain(roomBookingsDuringQuery(t.database.db, firstRoomId, STAY)), 'bookings_room_stays_idx', {
      sqlite: 'room_id=? AND check_out_date>?',
      postgres: [/room_id = \d+/, /check_out_date > '2027-03-10'::date/],
    });
  });

  it('search, occupancy and the room check read the imported events by check-in, or by room and check-out, like the bookings', async () => {
    const byCheckIn = {
      sqlite: 'check_in_date>? AND check_in_date<?',
      postgres: [/check_in_date >= '2027-02-10'::date/, /check_in_date < '2027-03-13'::date/],
    };
    expectReadOnlyThrough('imported_stays', await explain(importedBlockedRoomIdsQuery(t.database.db, dialect, STAY)), 'imported_stays_by_check_in_idx', byCheckIn);
    expectReadOnlyThrough('imported_stays', await explain(importedStaysDuringWindowQuery(t.database.db, dialect, STAY)), 'imported_stays_by_check_in_idx', byCheckIn);
    expectReadOnlyThrough('imported_stays', await explain(roomImportedStaysDuringQuery(t.database.db, firstRoomId, STAY)), 'imported_stays_room_idx', {
      sqlite: 'room_id=? AND check_out_date>?',
      postgres: [/room_id = \d+/, /check_out_date > '2027-03-10'::date/],
    });
  });

  it('the room check (quote, booking) reads both in one statement, each through its index by room and check-out', async () => {
    const byRoom = { sqlite: 'room_id=? AND check_out_date>?', postgres: [/room_id = \d+/, /check_out_date > '2027-03-10'::date/] };
    const plan = await explain(roomBlockedDuringQuery(t.database.db, firstRoomId, STAY));
    expectBookingsReadOnlyThrough(plan, 'bookings_room_stays_idx', byRoom);
    expectReadOnlyThrough('imported_stays', plan, 'imported_stays_room_idx', byRoom);
  });

  it('finds the free rooms right (the plan is only worth checking if the answer is correct)', async () => {
    await insertBooking(t.database, { roomId: firstRoomId, checkInDate: '2027-03-12', checkOutDate: '2027-03-14' });
    expect((await blockedRoomIdsQuery(t.database.db, dialect, STAY).execute()).map((row) => row.roomId)).toEqual([firstRoomId]);
    const search = await t.app.inject({ method: 'GET', url: '/api/rooms/available-rooms', query: STAY });
    expect(search.statusCode, search.body).toBe(200);
    const free = search.json<Array<{ id: number }>>();
    expect(free).toHaveLength(ROOMS - 1);
    expect(free.map((room) => room.id)).not.toContain(firstRoomId);
  });
});
