import type { FastifyBaseLogger } from 'fastify';
import type { DatabaseHandle } from '../../db/connect.js';

/**
 * Where PostgreSQL's `announce_calendar_feeds` trigger names the rooms whose stays (booked or imported), rates, room
 * row or export token a write changed (migrations 2026_11_28_000005 and 000006).
 */
const ROOM_CHANGES_CHANNEL = 'calendar_feeds';

/** The tables those announcements cover, as the handle's write counter names them. */
const ANNOUNCED_TABLES = ['bookings', 'imported_stays', 'room_rates', 'rooms', 'calendar_exports'];

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
 * Keys that change whenever what a room offers may have changed (its stays, booked or imported, its rates, the room,
 * its feed's token): an answer made under an equal key (taken before its data was read) is current. Undefined while no
 * such key can be had without a query: the answer is then made anew.
 * - `keyOf(roomId)`: one room; `keyOfAll()`: any room.
 * - SQLite: the file's `data_version` (any commit by another connection) and this process's own writes to those
 *   tables: coarse (any write changes every key), but with no query at all.
 * - PostgreSQL: how many announcements arrived, per room and in all, on a dedicated listening connection, and this
 *   process's own writes (counted once their transaction has committed, so seen on its very next answer; other
 *   instances' when their announcement arrives, a moment after the commit). Each time that connection starts
 *   listening again, every key changes (announcements may have been missed meanwhile); while it is down there is no
 *   key.
 */
export type RoomChanges = { keyOf(roomId: number): string | undefined; keyOfAll(): string | undefined; close(): Promise<void> };

export function watchRoomChanges(database: DatabaseHandle, log: FastifyBaseLogger): RoomChanges {
  const { writes, listen, dataVersion } = database;
  const ownWrites = () => ANNOUNCED_TABLES.map((table) => writes.count(table)).join(' ');
  if (dataVersion) {
    const key = () => `file ${dataVersion()} ${ownWrites()}`;
    return { keyOf: key, keyOfAll: key, close: async () => undefined };
  }
  if (!listen) return { keyOf: () => undefined, keyOfAll: () => undefined, close: async () => undefined };

  let schema: string | undefined;
  let session = 0;
  let everyRoom = 0;
  let all = 0;
  const announcements = new Map<number, number>();
  const listener = listen(ROOM_CHANGES_CHANNEL, {
    async onListening(query) {
      const [row] = await query('select current_schema() as schema');
      schema = String(row?.schema);
      session += 1;
    },
    onNotification(payload) {
      const announcement = parseAnnouncement(payload);
      if (!announcement || announcement.schema !== schema) return;
      all += 1;
      if (announcement.roomId === undefined) everyRoom += 1;
      else announcements.set(announcement.roomId, (announcements.get(announcement.roomId) ?? 0) + 1);
    },
    onLost(error) {
      schema = undefined;
      log.warn({ event: 'rooms.changes_listener_lost', err: error }, 'room change notifications interrupted; feeds, searches and quotes are made per request');
    },
  });
  return {
    keyOf: (roomId) => (listener.listening ? `listening ${session} ${everyRoom} ${announcements.get(roomId) ?? 0} ${ownWrites()}` : undefined),
    keyOfAll: () => (listener.listening ? `listening ${session} ${all} ${ownWrites()}` : undefined),
    close: () => listener.close(),
  };
}
