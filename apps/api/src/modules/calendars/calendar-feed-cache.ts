import { timingSafeEqual } from 'node:crypto';
import type { TaggedAnswer } from '../../lib/http-cache.js';
import { keptAnswers } from '../../lib/kept-answers.js';
import type { RoomChanges } from '../rooms/room-changes.js';

/**
 * How many bytes of written feeds a process keeps (the least recently asked for go first): a year of nightly stays is
 * about 40 KB, so a thousand rooms fit.
 */
const MAX_KEPT_FEED_BYTES = 48 * 1024 * 1024;

/** What a feed also depends on besides the database: the hotel's date (a year back from it) and its name. */
export type FeedSettings = { today: string; mailFrom: string; hotelName: string };

/** A room's feed as written, with the token it answers to. */
export type WrittenFeed = TaggedAnswer<string> & { token: string };

function sameToken(given: string, stored: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(stored);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** A feed kept as it is sent: its bytes (encoded once, not per answer), its tag and its token. */
type KeptFeed = { token: string; answer: TaggedAnswer<Buffer> };

/**
 * Each room's written feed, kept while the room's key (`changes`, taken before `write` reads anything) and the
 * settings are unchanged: a booking site's fetch then costs no query. `write` answers the room's feed and its token,
 * or throws (an unknown room, no token); `refuse` makes the error for a wrong token.
 */
export function createFeedCache(changes: Pick<RoomChanges, 'keyOf'>, write: (roomId: number, settings: FeedSettings) => Promise<WrittenFeed>, refuse: () => Error) {
  const kept = keptAnswers<KeptFeed>(MAX_KEPT_FEED_BYTES, (feed) => feed.answer.body.length);
  return async function feedOf(roomId: number, token: string, settings: FeedSettings): Promise<TaggedAnswer<Buffer>> {
    const key = changes.keyOf(roomId);
    const version = key === undefined ? undefined : `${key} ${settings.today} ${settings.mailFrom} ${settings.hotelName}`;
    const feed = await kept.get(String(roomId), version, async () => {
      const { token: roomToken, etag, body } = await write(roomId, settings);
      return { token: roomToken, answer: { etag, body: Buffer.from(body) } };
    });
    if (!sameToken(token, feed.token)) throw refuse();
    return feed.answer;
  };
}
