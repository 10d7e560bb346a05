import type { FastifyBaseLogger } from 'fastify';
import type { DatabaseHandle } from '../../db/connect.js';
import { readRoomsVersion } from './rooms.repository.js';

/** Where PostgreSQL's `bump_rooms_version` trigger announces each new version (migration 2026_11_23_000004). */
const ROOMS_VERSION_CHANNEL = 'rooms_version';

/** How the room catalogue learns whether what it keeps is current. */
export type RoomsVersionWatch = {
  /** A key that changes whenever the rooms may have changed: an answer built under an equal key is current. */
  current(): string | Promise<string>;
  close(): Promise<void>;
};

type Announcement = { schema: string; version: number };

/** The tables whose writes bump `rooms_version` (their triggers), as the handle's write counter names them. */
const VERSIONED_TABLES = ['rooms', 'room_rates'];

function parseAnnouncement(payload: string): Announcement | undefined {
  try {
    const { schema, version } = JSON.parse(payload) as Partial<Announcement>;
    return typeof schema === 'string' && typeof version === 'number' ? { schema, version } : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The rooms' version as this process can know it, without a query per call. Both keys count this process's
 * own room writes (through its database handle), which are then seen on its very next answer.
 * - SQLite: the file's `data_version`, which changes with every commit by another connection (another
 *   process, a script), so their writes are seen at once too.
 * - PostgreSQL: announced by the database on a dedicated listening connection, so a call touches no database
 *   at all; other instances' writes are seen when their announcement arrives, a moment after the commit. While
 *   that connection is down or not yet listening, `rooms_version` is read per call, and each time it starts
 *   listening again, everything kept is dropped (announcements may have been missed meanwhile).
 */
export function watchRoomsVersion(database: DatabaseHandle, log: FastifyBaseLogger): RoomsVersionWatch {
  const { db, writes, listen, dataVersion } = database;
  const ownWrites = () => VERSIONED_TABLES.map((table) => writes.count(table)).join(' ');
  if (dataVersion) return { current: () => `file ${dataVersion()} ${ownWrites()}`, close: async () => undefined };
  const readVersion = async () => `read ${await readRoomsVersion(db)}`;
  if (!listen) return { current: readVersion, close: async () => undefined };

  let schema: string | undefined;
  let version = 0;
  let session = 0;
  // Announcements that arrive before this connection's schema is known.
  let early: Announcement[] = [];
  const take = ({ schema: announced, version: announcedVersion }: Announcement) => {
    if (announced === schema && announcedVersion > version) version = announcedVersion;
  };
  const listener = listen(ROOMS_VERSION_CHANNEL, {
    async onListening(query) {
      const [row] = await query('select current_schema() as schema, (select version from rooms_version where id = 1) as version');
      schema = String(row?.schema);
      version = Number(row?.version);
      for (const announcement of early) take(announcement);
      early = [];
      session += 1;
      log.info({ event: 'rooms.version_listening', version }, 'listening for room changes');
    },
    onNotification(payload) {
      const announcement = parseAnnouncement(payload);
      if (!announcement) return;
      if (schema === undefined) early.push(announcement);
      else take(announcement);
    },
    onLost(error) {
      schema = undefined;
      early = [];
      log.warn({ event: 'rooms.version_listener_lost', err: error }, 'room change notifications interrupted; reading the version per request');
    },
  });
  return {
    current: () => (listener.listening ? `listening ${session} ${version} ${ownWrites()}` : readVersion()),
    close: () => listener.close(),
  };
}
