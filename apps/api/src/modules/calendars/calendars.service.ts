import { randomBytes, timingSafeEqual } from 'node:crypto';
import { addDays, type Closure } from '@hotel/booking-rules';
import type { DatabaseHandle } from '../../db/connect.js';
import { withWriteTransaction } from '../../db/transaction.js';
import { ApiErrors } from '../../errors/catalog.js';
import { recordAudit, type Actor } from '../audit/audit.service.js';
import { buildCalendarFeed, type FeedEvent } from '../../lib/calendar.js';
import { contentTag, type TaggedAnswer } from '../../lib/http-cache.js';
import { calendarProductId } from '../bookings/bookings.mails.js';
import { senderDomain } from '../mail/mail.outbox.js';
import { findRoomOnOffer } from '../rooms/rooms.service.js';
import { findClosures, findExportToken, insertExportTokenIfMissing, listStaysEndingAfter, saveExportToken } from './calendars.repository.js';
import type { CalendarSync } from './calendars.schemas.js';

/** How far back the feed goes: the booking sites only need what is current, a year is plenty for their history. */
const FEED_HISTORY_DAYS = 365;

const newToken = () => randomBytes(32).toString('base64url');

/** The export address of a room's feed, on the public base URL or else the origin the admin called. */
function exportUrl(baseUrl: string, roomId: number, token: string): string {
  return `${baseUrl}/api/rooms/${roomId}/calendar.ics?token=${token}`;
}

/** The room's calendar sync; its feed token is made the first time it is asked for. */
export async function getCalendarSync({ db }: DatabaseHandle, roomId: number, baseUrl: string, now: Date): Promise<CalendarSync> {
  await findRoomOnOffer(db, roomId);
  let token = await findExportToken(db, roomId);
  if (token === undefined) {
    await insertExportTokenIfMissing(db, roomId, newToken(), now.toISOString());
    token = (await findExportToken(db, roomId))!;
  }
  return { roomId, exportUrl: exportUrl(baseUrl, roomId, token) };
}

/** A new feed token: the old address stops working at once. */
export async function rotateExportToken(database: DatabaseHandle, roomId: number, baseUrl: string, now: Date, actor: Actor): Promise<CalendarSync> {
  await findRoomOnOffer(database.db, roomId);
  const token = newToken();
  await withWriteTransaction(database, async (trx) => {
    await saveExportToken(trx, roomId, token, now.toISOString());
    // The token itself is a secret: the log records only that it changed.
    await recordAudit(trx, { actor, kind: 'calendar.token_rotated', recordId: roomId, at: now });
  });
  return { roomId, exportUrl: exportUrl(baseUrl, roomId, token) };
}

function sameToken(given: string, stored: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(stored);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * The room's feed: every CONFIRMED stay and closure ending after a year ago, as opaque all-day events with stable UIDs
 * and no guest name, email or code. 404 for an unknown room or a wrong token alike (the token is the only key).
 */
export async function getCalendarFeed(
  { db }: DatabaseHandle,
  roomId: number,
  token: string,
  settings: { today: string; mailFrom: string; hotelName: string },
): Promise<TaggedAnswer<string>> {
  const stored = await findExportToken(db, roomId);
  if (stored === undefined || !sameToken(token, stored)) throw new ApiErrors.CALENDAR_NOT_FOUND();
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
  return { etag: contentTag(body), body };
}
