import { CompiledQuery, sql, type Compilable } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { blockedRoomIdsQuery, roomBookingsDuringQuery } from '../src/modules/availability/availability.js';
import { buildTestApp, testDialects, type TestApp } from './helper.js';
import { insertBooking } from './rooms-helpers.js';

/**
 * Search cost must not grow with history. Rather than timing it, these tests read the query plans the
 * databases choose (EXPLAIN QUERY PLAN on SQLite, EXPLAIN on PostgreSQL) over years of finished stays:
 * the bookings are reached through an index range that starts at the stays ending after the requested
 * check-in, so finished stays are never read.
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

  /**
   * Bookings are read only through the indexes ordered by check-out, each as a range that starts at the
   * requested check-in (`check_out_date > ?`): over every room, or within one room. Never a full scan, nor
   * another index whose range would include the finished stays.
   */
  function expectOnlyCurrentStaysRead(plan: string[] | PgPlanNode[]) {
    if (dialect === 'sqlite') {
      const details = plan as string[];
      const message = details.join('\n');
      expect(details.filter((detail) => /^SCAN bookings\b/.test(detail)), message).toEqual([]);
      const searches = details.filter((detail) => /^SEARCH bookings\b/.test(detail));
      expect(searches.length, message).toBeGreaterThan(0);
      for (const search of searches) {
        expect(search, message).toMatch(
          /^SEARCH bookings USING (COVERING )?INDEX (bookings_current_stays_idx \(check_out_date>\?\)|bookings_room_stays_idx \(room_id=\? AND check_out_date>\?\))$/,
        );
      }
      return;
    }
    const nodes = plan as PgPlanNode[];
    const message = JSON.stringify(nodes.map((node) => [node['Node Type'], node['Relation Name'], node['Index Name'], node['Index Cond']]));
    expect(nodes.filter((node) => node['Node Type'] === 'Seq Scan' && node['Relation Name'] === 'bookings'), message).toEqual([]);
    const scans = nodes.filter((node) => node['Index Name']?.startsWith('bookings'));
    expect(scans.length, message).toBeGreaterThan(0);
    for (const scan of scans) {
      expect(['bookings_current_stays_idx', 'bookings_room_stays_idx'], message).toContain(scan['Index Name']);
      expect(scan['Index Cond'], message).toMatch(/check_out_date > '2027-03-10'::date/);
    }
  }

  it('search reads only the stays that end after the requested check-in (an index range on check-out)', async () => {
    expectOnlyCurrentStaysRead(await explain(blockedRoomIdsQuery(t.database.db, STAY)));
  });

  it("booking's overlap check reads only the stays that end after the requested check-in", async () => {
    expectOnlyCurrentStaysRead(await explain(roomBookingsDuringQuery(t.database.db, firstRoomId, STAY)));
  });

  it('finds the free rooms right (the plan is only worth checking if the answer is correct)', async () => {
    await insertBooking(t.database, { roomId: firstRoomId, checkInDate: '2027-03-12', checkOutDate: '2027-03-14' });
    expect((await blockedRoomIdsQuery(t.database.db, STAY).execute()).map((row) => row.roomId)).toEqual([firstRoomId]);
    const search = await t.app.inject({ method: 'GET', url: '/api/rooms/available-rooms', query: STAY });
    expect(search.statusCode, search.body).toBe(200);
    const free = search.json<Array<{ id: number }>>();
    expect(free).toHaveLength(ROOMS - 1);
    expect(free.map((room) => room.id)).not.toContain(firstRoomId);
  });
});
