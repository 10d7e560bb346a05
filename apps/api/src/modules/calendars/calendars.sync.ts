import { randomUUID } from 'node:crypto';
import os from 'node:os';
import { addDays, todayIn } from '@hotel/booking-rules';
import type { DatabaseHandle } from '../../db/connect.js';
import { withWriteTransaction } from '../../db/transaction.js';
import { ApiErrors } from '../../errors/catalog.js';
import type { Clock } from '../../lib/clock.js';
import { FeedFetchError, fetchFeed, type FeedFetchLimits } from '../../lib/feed-fetch.js';
import { FeedParseError, readFeedEvents, type ImportedEvent } from '../../lib/ical-import.js';
import { MAX_IMPORTED_PIECE_NIGHTS } from '../availability/availability.js';
import {
  listDueImports,
  listImportsOfRoom,
  releaseSyncLease,
  replaceImportedStays,
  takeSyncLease,
  updateImportStatus,
  type ImportedStayPiece,
  type ImportRow,
} from './calendars.repository.js';

/** Events kept from a feed: those ending within the last year (the front desk's history) … */
const HISTORY_DAYS = 365;
/** … and starting within the next two years, recurrences expanded up to there. */
const HORIZON_DAYS = 730;
/** The most events (recurrences counted) one feed may give. */
const MAX_EVENTS_PER_FEED = 5_000;
/**
 * How long a feed that had events may come back empty before its events are dropped: the booking sites' feeds vanish
 * for a while now and then, and an empty answer must not free every night at once.
 */
export const EMPTY_FEED_GRACE_MS = 24 * 60 * 60 * 1000;
/** How long "sync now" waits by default for another instance's sync to end before answering 503. */
const LEASE_WAIT_MS = 15_000;
const LEASE_POLL_MS = 100;

type SyncLog = { info(event: object, message?: string): void; warn(event: object, message?: string): void; error(event: object, message?: string): void };

export type CalendarSyncOptions = {
  database: DatabaseHandle;
  /** The app's clock: what "now" the status shows and "due" is measured by. */
  clock: Clock;
  /** The hotel's time zone now (timed events take the hotel's dates). */
  timeZone: () => string;
  /** How often each feed is fetched; 0 turns the schedule off (only "sync now" fetches). */
  intervalMs: number;
  limits: FeedFetchLimits;
  log: SyncLog;
  /** The wall clock of the lease, shared between processes (not the app's test clock). */
  wallClock?: () => Date;
  /** How long "sync now" waits for another instance's sync (LEASE_WAIT_MS unless given). */
  leaseWaitMs?: number;
};

export type CalendarSyncWorker = {
  /** Fetches every feed not tried for an interval, if no other instance is syncing; false when one was. */
  runDue(): Promise<boolean>;
  /** Fetches every feed of the room now, waiting for another instance's sync to end (503 SERVICE_BUSY past the lease wait). */
  syncRoom(roomId: number): Promise<void>;
  start(): void;
  stop(): Promise<void>;
};

/** An event as stored: pieces of at most MAX_IMPORTED_PIECE_NIGHTS, each with the whole event's dates. */
export function piecesOf(event: ImportedEvent): ImportedStayPiece[] {
  const pieces: ImportedStayPiece[] = [];
  for (let checkInDate = event.checkInDate; checkInDate < event.checkOutDate; checkInDate = addDays(checkInDate, MAX_IMPORTED_PIECE_NIGHTS)) {
    const end = addDays(checkInDate, MAX_IMPORTED_PIECE_NIGHTS);
    pieces.push({
      eventKey: event.key.slice(0, 300),
      eventStart: event.checkInDate,
      eventEnd: event.checkOutDate,
      checkInDate,
      checkOutDate: end < event.checkOutDate ? end : event.checkOutDate,
    });
  }
  return pieces;
}

/**
 * The calendar sync: fetches the booking sites' feeds on a schedule and on demand, one instance at a time (the lease row
 * `calendar_sync_lease`, on SQLite and PostgreSQL alike). A failed fetch or an unreadable feed keeps the events read
 * before and records the error; a feed that had events and comes back empty keeps them for EMPTY_FEED_GRACE_MS.
 */
export function createCalendarSync(options: CalendarSyncOptions): CalendarSyncWorker {
  const { database, clock, log, limits, intervalMs } = options;
  const wallClock = options.wallClock ?? (() => new Date());
  const holder = `${os.hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`.slice(0, 100);
  // A lease outlives one fetch with room to spare; it is renewed before each one.
  const leaseMs = limits.timeoutMs + 60_000;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> | undefined;
  let stopped = false;
  // One sync at a time in this process too: the lease is this process's, so a scheduled round and "sync now" would
  // otherwise run side by side (and the first to end would release the lease under the other).
  let queue: Promise<unknown> = Promise.resolve();
  const oneAtATime = <T>(work: () => Promise<T>): Promise<T> => {
    const turn = queue.then(work, work);
    queue = turn.catch(() => undefined);
    return turn;
  };

  const takeLease = () => {
    const now = wallClock();
    return takeSyncLease(database.db, holder, now.toISOString(), new Date(now.getTime() + leaseMs).toISOString());
  };

  async function waitForLease(): Promise<void> {
    const deadline = Date.now() + (options.leaseWaitMs ?? LEASE_WAIT_MS);
    while (!(await takeLease())) {
      if (Date.now() >= deadline) throw new ApiErrors.SERVICE_BUSY();
      await new Promise((resolve) => setTimeout(resolve, LEASE_POLL_MS));
    }
  }

  async function record(row: ImportRow, outcome: string, status: Parameters<typeof updateImportStatus>[2]): Promise<void> {
    await updateImportStatus(database.db, row.id, status);
    // The error's text never holds the address (a secret), so it is logged as the admin reads it.
    log.info({ event: 'calendar.import_synced', importId: row.id, roomId: row.roomId, outcome, error: status.lastError ?? undefined }, 'calendar feed synced');
  }

  /** Fetches and stores one feed; never throws for the feed's own failures (they become its status). */
  async function syncOne(row: ImportRow): Promise<void> {
    await takeLease(); // renewed: this fetch may take up to the timeout
    const now = clock.now();
    const at = now.toISOString();
    const today = todayIn(options.timeZone(), now);
    let events: ImportedEvent[];
    let validators;
    try {
      const fetched = await fetchFeed(row.url, { etag: row.etag, lastModified: row.lastModified }, limits);
      if (fetched.status === 'not-modified') {
        return await record(row, 'not-modified', { lastAttemptAt: at, lastSuccessAt: at, lastError: null, emptySince: null });
      }
      validators = fetched.validators;
      events = readFeedEvents(fetched.body, { timeZone: options.timeZone(), from: addDays(today, -HISTORY_DAYS), until: addDays(today, HORIZON_DAYS), maxEvents: MAX_EVENTS_PER_FEED });
    } catch (error) {
      if (!(error instanceof FeedFetchError || error instanceof FeedParseError)) throw error;
      return record(row, 'failed', { lastAttemptAt: at, lastError: error.message.slice(0, 500) });
    }
    if (events.length === 0 && row.eventCount > 0) {
      const emptySince = row.emptySince ?? at;
      if (now.getTime() - Date.parse(emptySince) < EMPTY_FEED_GRACE_MS) {
        // No validators kept: the next fetch reads the feed again instead of hearing "not modified".
        return record(row, 'empty-kept', {
          lastAttemptAt: at,
          emptySince,
          lastError: `The feed came back empty; its ${row.eventCount} events are kept until it lists events again, or for 24 hours.`,
        });
      }
    }
    await withWriteTransaction(database, async (trx) => {
      const status = { ...validators, lastAttemptAt: at, lastSuccessAt: at, lastError: null, eventCount: events.length, emptySince: null };
      if (await updateImportStatus(trx, row.id, status)) await replaceImportedStays(trx, row.id, row.roomId, events.flatMap(piecesOf));
    });
    log.info({ event: 'calendar.import_synced', importId: row.id, roomId: row.roomId, outcome: 'read', events: events.length }, 'calendar feed synced');
  }

  async function syncAll(rows: ImportRow[]): Promise<void> {
    try {
      for (const row of rows) {
        if (stopped) break;
        await syncOne(row);
      }
    } finally {
      await releaseSyncLease(database.db, holder);
    }
  }

  const runDue = () => oneAtATime(async (): Promise<boolean> => {
    if (!(await takeLease())) return false;
    // Read after taking the lease, so what another instance has just synced is not fetched again.
    const due = await listDueImports(database.db, new Date(clock.now().getTime() - intervalMs).toISOString()).catch(async (error: unknown) => {
      await releaseSyncLease(database.db, holder);
      throw error;
    });
    await syncAll(due);
    return true;
  });

  function schedule(): void {
    if (stopped || intervalMs <= 0) return;
    timer = setTimeout(() => {
      running = runDue()
        .catch((error: unknown) => log.error({ event: 'calendar.sync_failed', error: error instanceof Error ? error.message : String(error) }, 'calendar sync round failed'))
        .finally(() => {
          running = undefined;
          schedule();
        });
    }, intervalMs);
    timer.unref();
  }

  return {
    runDue,
    syncRoom: (roomId) =>
      oneAtATime(async () => {
        await waitForLease();
        const rows = await listImportsOfRoom(database.db, roomId).catch(async (error: unknown) => {
          await releaseSyncLease(database.db, holder);
          throw error;
        });
        await syncAll(rows);
      }),
    start() {
      if (timer || stopped) return;
      schedule();
    },
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}
