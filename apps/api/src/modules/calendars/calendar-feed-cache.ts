import { timingSafeEqual } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { DatabaseHandle } from '../../db/connect.js';
import type { TaggedAnswer } from '../../lib/http-cache.js';

/** Where PostgreSQL's `announce_calendar_feeds` trigger names the rooms whose feed changed (migration 2026_11_28_000005). */
const CALENDAR_FEEDS_CHANNEL = 'calendar_feeds';

/** The tables a feed is made of, as the handle's write counter names them. */
const FEED_TABLES = ['bookings', 'room_rates', 'rooms', 'calendar_exports'];

/**
 * How many bytes of written feeds a process keeps (the least recently asked for go first): a year of nightly stays is
 * about 40 KB, so a thousand rooms fit.
 */
const MAX_KEPT_FEED_BYTES = 48 * 1024 * 1024;

/** What a feed also depends on besides the database: the hotel's date (a year back from it) and its name. */
export type FeedSettings = { today: string; mailFrom: string; hotelName: string };

/** A room's feed as written, with the token it answers to. */
export type WrittenFeed = TaggedAnswer<string> & { token: string };

type Announcement = { schema: string; roomId?: number };

function parseAnnouncement(payload: string): Announcement | undefined {
  try {
    const { schema, roomId } = JSON.parse(payload) as Partial<Announcement>;
    if (typeof schema !== 'string' || (roomId !== undefined && typeof roomId !== 'number')) return undefined;
    return roomId === undefined ? { schema } : { schema, roomId };
  } catch {
    return undefined;
  }
}

/**
 * A key that changes whenever a room's feed may have changed: a feed written under an equal key (taken before its
 * data was read) is current. Undefined while no such key can be had without a query: the feed is then written anew.
 * - SQLite: the file's `data_version` (any commit by another connection) and this process's own writes to the feed's
 *   tables: coarse (any write drops every room's feed), but with no query at all.
 * - PostgreSQL: per room, how many announcements of it arrived on a dedicated listening connection, and this
 *   process's own writes (seen on its very next answer; other instances' when their announcement arrives, a moment
 *   after the commit). Each time that connection starts listening again, every key changes (announcements may have
 *   been missed meanwhile); while it is down there is no key.
 */
export type FeedVersions = { keyOf(roomId: number): string | undefined; close(): Promise<void> };

export function watchFeedVersions(database: DatabaseHandle, log: FastifyBaseLogger): FeedVersions {
  const { writes, listen, dataVersion } = database;
  const ownWrites = () => FEED_TABLES.map((table) => writes.count(table)).join(' ');
  if (dataVersion) return { keyOf: () => `file ${dataVersion()} ${ownWrites()}`, close: async () => undefined };
  if (!listen) return { keyOf: () => undefined, close: async () => undefined };

  let schema: string | undefined;
  let session = 0;
  let everyRoom = 0;
  const announcements = new Map<number, number>();
  const listener = listen(CALENDAR_FEEDS_CHANNEL, {
    async onListening(query) {
      const [row] = await query('select current_schema() as schema');
      schema = String(row?.schema);
      session += 1;
    },
    onNotification(payload) {
      const announcement = parseAnnouncement(payload);
      if (!announcement || announcement.schema !== schema) return;
      if (announcement.roomId === undefined) everyRoom += 1;
      else announcements.set(announcement.roomId, (announcements.get(announcement.roomId) ?? 0) + 1);
    },
    onLost(error) {
      schema = undefined;
      log.warn({ event: 'calendars.feed_listener_lost', err: error }, 'calendar feed notifications interrupted; feeds are written per request');
    },
  });
  return {
    keyOf: (roomId) => (listener.listening ? `listening ${session} ${everyRoom} ${announcements.get(roomId) ?? 0} ${ownWrites()}` : undefined),
    close: () => listener.close(),
  };
}

function sameToken(given: string, stored: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(stored);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** A feed kept as it is sent: its bytes (encoded once, not per answer), its tag and its token. */
type KeptFeed = { key: string; token: string; answer: TaggedAnswer<Buffer> };

const keptFeed = (key: string, { token, etag, body }: WrittenFeed): KeptFeed => ({ key, token, answer: { etag, body: Buffer.from(body) } });

/**
 * Each room's written feed, kept while its key (`versions`, taken before `write` reads anything) and the settings are
 * unchanged: a booking site's fetch then costs no query. `write` answers the room's feed and its token, or throws
 * (an unknown room, no token); `refuse` makes the error for a wrong token.
 */
export function createFeedCache(versions: FeedVersions, write: (roomId: number, settings: FeedSettings) => Promise<WrittenFeed>, refuse: () => Error) {
  const kept = new Map<number, KeptFeed>();
  let keptBytes = 0;
  const forget = (roomId: number) => {
    const entry = kept.get(roomId);
    if (!entry) return;
    kept.delete(roomId);
    keptBytes -= entry.answer.body.length;
  };
  const keep = (roomId: number, entry: KeptFeed) => {
    forget(roomId);
    kept.set(roomId, entry);
    keptBytes += entry.answer.body.length;
    for (const oldest of kept.keys()) {
      if (keptBytes <= MAX_KEPT_FEED_BYTES) break;
      forget(oldest);
    }
  };

  return async function feedOf(roomId: number, token: string, settings: FeedSettings): Promise<TaggedAnswer<Buffer>> {
    const key = versions.keyOf(roomId);
    const fullKey = key === undefined ? undefined : `${key} ${settings.today} ${settings.mailFrom} ${settings.hotelName}`;
    let entry = kept.get(roomId);
    if (entry && entry.key === fullKey) {
      // Most recently asked for: last in the map's order.
      kept.delete(roomId);
      kept.set(roomId, entry);
    } else {
      entry = keptFeed(fullKey ?? '', await write(roomId, settings));
      if (fullKey === undefined) forget(roomId);
      else keep(roomId, entry);
    }
    if (!sameToken(token, entry.token)) throw refuse();
    return entry.answer;
  };
}
