import { randomBytes } from 'node:crypto';
import { addDays, type Closure } from '@hotel/booking-rules';
import type { DatabaseHandle } from '../../db/connect.js';
import type { Db } from '../../db/schema.js';
import { withWriteTransaction } from '../../db/transaction.js';
import { ApiErrors } from '../../errors/catalog.js';
import { recordAudit, type Actor } from '../audit/audit.service.js';
import { buildCalendarFeed, type FeedEvent } from '../../lib/calendar.js';
import { contentTag } from '../../lib/http-cache.js';
import type { RoomChanges } from '../rooms/room-changes.js';
import { createFeedCache, type FeedSettings, type WrittenFeed } from './calendar-feed-cache.js';
import { calendarProductId } from '../bookings/bookings.mails.js';
import { senderDomain } from '../mail/mail.outbox.js';
import { findRoomOnOffer, lockRoomOnOffer } from '../rooms/rooms.service.js';
import { feedUrlProblem } from '../../lib/feed-fetch.js';
import type { CalendarSyncWorker } from './calendars.sync.js';
import {
  deleteImport,
  findClosures,
  findExportToken,
  findImport,
  insertExportTokenIfMissing,
  insertImport,
  listImportConflicts,
  listImportsOfRoom,
  listStaysEndingAfter,
  saveExportToken,
} from './calendars.repository.js';
import { MAX_IMPORTS_PER_ROOM, MAX_LISTED_CONFLICTS, type CalendarImport, type CalendarImportRequest, type CalendarSync } from './calendars.schemas.js';

/** How far back the feed goes: the booking sites only need what is current, a year is plenty for their history. */
const FEED_HISTORY_DAYS = 365;

const newToken = () => randomBytes(32).toString('base64url');

/** The export address of a room's feed, on the public base URL or else the origin the admin called. */
function exportUrl(baseUrl: string, roomId: number, token: string): string {
  return `${baseUrl}/api/rooms/${roomId}/calendar.ics?token=${token}`;
}

/** Where the room's sync is read from: the address it is answered on, and the hotel's date and clock. */
export type SyncContext = { baseUrl: string; now: Date; today: string };

/** The room's imports with their status; conflicts are those of events not ended by `today`. */
async function importsOfRoom(db: Db, roomId: number, today: string): Promise<CalendarImport[]> {
  const [rows, conflicts] = await Promise.all([listImportsOfRoom(db, roomId), listImportConflicts(db, roomId, today)]);
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    host: new URL(row.url).hostname,
    lastAttemptAt: row.lastAttemptAt,
    lastSuccessAt: row.lastSuccessAt,
    events: row.eventCount,
    error: row.lastError,
    conflicts: conflicts
      .filter((conflict) => conflict.importId === row.id)
      .slice(0, MAX_LISTED_CONFLICTS)
      .map((conflict) => ({ bookingId: conflict.bookingId, checkInDate: conflict.eventStart, checkOutDate: conflict.eventEnd })),
  }));
}

/** The room's calendar sync: its export address (the token is made the first time it is asked for) and its imports. */
export async function getCalendarSync({ db }: DatabaseHandle, roomId: number, context: SyncContext): Promise<CalendarSync> {
  await findRoomOnOffer(db, roomId);
  let token = await findExportToken(db, roomId);
  if (token === undefined) {
    await insertExportTokenIfMissing(db, roomId, newToken(), context.now.toISOString());
    token = (await findExportToken(db, roomId))!;
  }
  return { roomId, exportUrl: exportUrl(context.baseUrl, roomId, token), imports: await importsOfRoom(db, roomId, context.today) };
}

/** A new feed token: the old address stops working at once. */
export async function rotateExportToken(database: DatabaseHandle, roomId: number, context: SyncContext, actor: Actor): Promise<CalendarSync> {
  await findRoomOnOffer(database.db, roomId);
  const token = newToken();
  const { now } = context;
  await withWriteTransaction(database, async (trx) => {
    await saveExportToken(trx, roomId, token, now.toISOString());
    // The token itself is a secret: the log records only that it changed.
    await recordAudit(trx, { actor, kind: 'calendar.token_rotated', recordId: roomId, at: now });
  });
  return { roomId, exportUrl: exportUrl(context.baseUrl, roomId, token), imports: await importsOfRoom(database.db, roomId, context.today) };
}

/**
 * Adds a booking site's feed to the room (fetched at the next sync, or by "sync now"). 400 FEED_URL_INVALID for an
 * address that is not http(s), too long or with credentials; 409 past MAX_IMPORTS_PER_ROOM. The audit entry names the
 * feed and its host, never the whole address (a secret).
 */
export async function addCalendarImport(database: DatabaseHandle, roomId: number, request: CalendarImportRequest, context: SyncContext, actor: Actor): Promise<CalendarImport> {
  const name = request.name.trim();
  if (!name) throw new ApiErrors.VALIDATION_FAILED('Please name the feed.');
  const problem = feedUrlProblem(request.url);
  if (problem) throw new ApiErrors.FEED_URL_INVALID(problem);
  // Bounded like every audit value (a host name may have 253 characters).
  const host = new URL(request.url).hostname.slice(0, 200);
  const id = await withWriteTransaction(database, async (trx, locks) => {
    await lockRoomOnOffer(trx, locks, roomId);
    if ((await listImportsOfRoom(trx, roomId)).length >= MAX_IMPORTS_PER_ROOM) {
      throw new ApiErrors.TOO_MANY_CALENDAR_IMPORTS(`A room can import at most ${MAX_IMPORTS_PER_ROOM} calendars.`);
    }
    const importId = await insertImport(trx, { roomId, name, url: request.url, createdAt: context.now.toISOString() });
    await recordAudit(trx, { actor, kind: 'calendar.import_added', recordId: roomId, after: { importId, name, host }, at: context.now });
    return importId;
  });
  return (await importsOfRoom(database.db, roomId, context.today)).find((entry) => entry.id === id)!;
}

/** Removes a feed and the nights it took. 404 for an unknown room or import. */
export async function removeCalendarImport(database: DatabaseHandle, roomId: number, importId: number, context: SyncContext, actor: Actor): Promise<CalendarSync> {
  await withWriteTransaction(database, async (trx, locks) => {
    await lockRoomOnOffer(trx, locks, roomId);
    const existing = await findImport(trx, roomId, importId);
    if (!existing) throw new ApiErrors.CALENDAR_IMPORT_NOT_FOUND();
    await deleteImport(trx, importId);
    await recordAudit(trx, {
      actor,
      kind: 'calendar.import_removed',
      recordId: roomId,
      before: { importId, name: existing.name, host: new URL(existing.url).hostname.slice(0, 200), events: existing.eventCount },
      at: context.now,
    });
  });
  return getCalendarSync(database, roomId, context);
}

/**
 * The room's feed and the token it answers to: every CONFIRMED stay and closure ending after a year ago, as opaque
 * all-day events with stable UIDs and no guest name, email or code. CALENDAR_NOT_FOUND for an unknown room or one
 * without a token, as for a wrong token (the token is the only key). Callers keep it (calendar-feed-cache.ts).
 */
export async function writeCalendarFeed({ db }: DatabaseHandle, roomId: number, settings: FeedSettings): Promise<WrittenFeed> {
  const token = await findExportToken(db, roomId);
  if (token === undefined) throw new ApiErrors.CALENDAR_NOT_FOUND();
  const room = await findRoomOnOffer(db, roomId).catch((error: unknown) => {
    throw error instanceof ApiErrors.ROOM_NOT_FOUND ? new ApiErrors.CALENDAR_NOT_FOUND() : error;
  });
  const after = addDays(settings.today, -FEED_HISTORY_DAYS);
  const [stays, rates] = await Promise.all([listStaysEndingAfter(db, roomId, after), findClosures(db, roomId)]);
  const domain = senderDomain(settings.mailFrom);
  const closures = rates ? (JSON.parse(rates.closures) as Closure[]) : [];
  const events: FeedEvent[] = [
    ...stays.map((stay) => ({
      uid: `stay-${stay.id}@${domain}`,
      stamp: new Date(stay.createdAt),
      startDate: stay.checkInDate,
      endDate: stay.checkOutDate,
      summary: 'Reserved',
    })),
    ...closures
      .filter((closure) => closure.endDate > after)
      .map((closure) => ({
        uid: `closure-${roomId}-${closure.startDate}@${domain}`,
        stamp: new Date(rates!.updatedAt),
        startDate: closure.startDate,
        endDate: closure.endDate,
        summary: 'Not available',
      })),
  ];
  const body = buildCalendarFeed(events, calendarProductId(settings.hotelName), `${room.roomType} (room ${roomId})`);
  return { token, etag: contentTag(body), body };
}

/** The rooms' feeds as the booking sites fetch them: each written once and kept while it is current (calendar-feed-cache.ts). */
export function openCalendarFeeds(database: DatabaseHandle, changes: RoomChanges) {
  return createFeedCache(changes, (roomId, settings) => writeCalendarFeed(database, roomId, settings), () => new ApiErrors.CALENDAR_NOT_FOUND());
}

/** "Sync now": every feed of the room fetched (404 for an unknown room), then its status. */
export async function syncRoomNow(database: DatabaseHandle, sync: Pick<CalendarSyncWorker, 'syncRoom'>, roomId: number, context: SyncContext): Promise<CalendarSync> {
  await findRoomOnOffer(database.db, roomId);
  await sync.syncRoom(roomId);
  return getCalendarSync(database, roomId, context);
}
