import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { migrateToLatest } from '../src/db/migrate.js';
import { createCalendarSync, type CalendarSyncWorker } from '../src/modules/calendars/calendars.sync.js';
import { createRoom } from './fixtures.js';
import { createTestClock, createTestDatabase, testDialects, whileMigrating } from './helper.js';
import { airbnbEvent, airbnbFeed, startFeedServer, type FeedServer } from './support/feed-server.js';

const INTERVAL_MS = 15 * 60_000;
const silent = { info() {}, warn() {}, error() {} };

describe.each(testDialects)('the calendar sync schedule (%s)', (dialect) => {
  let feeds: FeedServer;
  let test: Awaited<ReturnType<typeof createTestDatabase>>;
  let worker: CalendarSyncWorker;
  const clock = createTestClock(new Date('2027-03-01T09:00:00Z'));

  beforeEach(async () => {
    feeds = await startFeedServer();
    test = await createTestDatabase(dialect);
    await whileMigrating(dialect, () => migrateToLatest(test.database));
    // Only the schedule's timers are faked: the database and the sockets keep their own.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  });
  afterEach(async () => {
    await worker.stop();
    vi.useRealTimers();
    await test.drop();
    await feeds.close();
  });

  it('fetches the feeds due once an interval has passed, and again each interval, until stopped', async () => {
    const room = await createRoom(test.database);
    feeds.set('/room.ics', { feed: airbnbFeed([airbnbEvent('s1', '2027-03-05', '2027-03-07')]) });
    await test.database.db.insertInto('calendarImports').values({ roomId: room.id, name: 'Airbnb', url: feeds.url('/room.ics'), createdAt: clock.now().toISOString() }).execute();
    worker = createCalendarSync({
      database: test.database,
      clock,
      timeZone: () => 'UTC',
      intervalMs: INTERVAL_MS,
      limits: { timeoutMs: 1_000, maxBytes: 20_000, allowPrivate: true },
      log: silent,
    });
    /** Waits until the round fetched `count` times in all and ended (its lease released, its next turn set). */
    const fetched = async (count: number) => {
      await vi.waitFor(
        async () => {
          expect(feeds.requests).toHaveLength(count);
          expect(await test.database.db.selectFrom('calendarSyncLease').select('holder').executeTakeFirstOrThrow()).toEqual({ holder: null });
        },
        { timeout: 5_000, interval: 10 },
      );
      await new Promise((resolve) => setImmediate(resolve));
    };

    worker.start();
    await vi.advanceTimersByTimeAsync(INTERVAL_MS - 1);
    expect(feeds.requests).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    await fetched(1);

    clock.advance(INTERVAL_MS);
    await vi.advanceTimersByTimeAsync(INTERVAL_MS);
    await fetched(2);

    await worker.stop();
    clock.advance(INTERVAL_MS);
    await vi.advanceTimersByTimeAsync(INTERVAL_MS * 2);
    expect(feeds.requests).toHaveLength(2);
  });
});
