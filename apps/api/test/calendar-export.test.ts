import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { readCalendar } from './calendar-reader.js';
import { authHeader, createAdmin, createRoom, createUser, type TestUser } from './fixtures.js';
import { buildTestApp, testDialects, type TestApp } from './helper.js';
import { insertBooking } from './rooms-helpers.js';

type CalendarSync = { roomId: number; exportUrl: string };

describe.each(testDialects)("a room's calendar feed for the booking sites (%s)", (dialect) => {
  let t: TestApp;
  let admin: TestUser;
  let guest: TestUser;
  let roomId: number;

  beforeAll(async () => {
    t = await buildTestApp(dialect, { config: { publicBaseUrl: 'https://hotel.example' } });
    admin = await createAdmin(t.database);
    guest = await createUser(t.database);
  });
  afterAll(async () => t.close());
  beforeEach(async () => {
    t.clock.set(new Date('2027-03-10T12:00:00Z'));
    await t.database.db.deleteFrom('bookings').execute();
    await t.database.db.deleteFrom('rooms').execute();
    roomId = (await createRoom(t.database, { roomType: 'Sea; View, Suite' })).id;
  });

  const asAdmin = async (method: 'GET' | 'POST', url: string) => t.app.inject({ method, url, headers: await authHeader(t.app, admin) });
  const calendarSync = async (id = roomId) => {
    const response = await asAdmin('GET', `/api/admin/rooms/${id}/calendar-sync`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<CalendarSync>();
  };
  /** The feed at the export address, as a booking site fetches it. */
  const fetchFeed = (exportUrl: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url: exportUrl.replace('https://hotel.example', ''), headers });

  it('gives every confirmed stay and closure from a year ago on as an all-day busy event that ical.js reads, without guest data', async () => {
    const yearAgoStay = await insertBooking(t.database, { roomId, checkInDate: '2026-03-08', checkOutDate: '2026-03-11', guestName: 'Ada Lovelace', guestEmail: 'ada@example.test' });
    await insertBooking(t.database, { roomId, checkInDate: '2026-03-05', checkOutDate: '2026-03-08' }); // ended more than a year ago
    const current = await insertBooking(t.database, { roomId, checkInDate: '2027-03-09', checkOutDate: '2027-03-12', guestName: 'Grace Hopper' });
    await insertBooking(t.database, { roomId, checkInDate: '2027-04-01', checkOutDate: '2027-04-03', status: 'CANCELLED' });
    await t.database.db
      .insertInto('roomRates')
      .values({ roomId, weekdayPrices: '{}', seasons: '[]', closures: JSON.stringify([{ startDate: '2027-05-01', endDate: '2027-05-04', reason: 'Painting' }]), updatedAt: '2027-03-01T09:00:00.000Z' })
      .execute();

    const { exportUrl } = await calendarSync();
    expect(exportUrl).toMatch(new RegExp(`^https://hotel\\.example/api/rooms/${roomId}/calendar\\.ics\\?token=[A-Za-z0-9_-]{43}$`));
    const response = await fetchFeed(exportUrl);

    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(response.headers['cache-control']).toBe('private, no-cache');
    const codes = (await t.database.db.selectFrom('bookings').select('confirmationCode').execute()).map((row) => row.confirmationCode);
    for (const secret of ['Ada', 'Grace', 'example.test', ...codes]) expect(response.body).not.toContain(secret);
    expect(response.body.split('\r\n').every((line) => Buffer.byteLength(line) <= 75)).toBe(true);
    const calendar = readCalendar(response.body);
    expect(calendar.version).toBe('2.0');
    expect(calendar.prodId).not.toBe('');
    const events = calendar.events.map((event) => ({
      uid: event.uid!.value,
      start: event.dtstart!.value,
      startType: event.dtstart!.type,
      end: event.dtend!.value,
      summary: event.summary!.value,
      transparency: event.transp!.value,
    }));
    expect(events).toEqual([
      { uid: `stay-${yearAgoStay}@localhost`, start: '2026-03-08', startType: 'date', end: '2026-03-11', summary: 'Reserved', transparency: 'OPAQUE' },
      { uid: `stay-${current}@localhost`, start: '2027-03-09', startType: 'date', end: '2027-03-12', summary: 'Reserved', transparency: 'OPAQUE' },
      { uid: `closure-${roomId}-2027-05-01@localhost`, start: '2027-05-01', startType: 'date', end: '2027-05-04', summary: 'Not available', transparency: 'OPAQUE' },
    ]);
    expect(calendar.events.every((event) => event.dtstamp !== undefined)).toBe(true);
  });

  it('keeps its UIDs and ETag while nothing changes, answers 304 to If-None-Match, and changes with a new stay', async () => {
    const first = await insertBooking(t.database, { roomId, checkInDate: '2027-03-20', checkOutDate: '2027-03-22' });
    const { exportUrl } = await calendarSync();
    const before = await fetchFeed(exportUrl);
    t.clock.set(new Date('2027-03-10T18:00:00Z'));
    const again = await fetchFeed(exportUrl);
    expect(again.body).toBe(before.body);
    expect(again.headers.etag).toBe(before.headers.etag);

    const notModified = await fetchFeed(exportUrl, { 'if-none-match': before.headers.etag as string });
    expect(notModified.statusCode).toBe(304);
    expect(notModified.body).toBe('');

    await insertBooking(t.database, { roomId, checkInDate: '2027-04-20', checkOutDate: '2027-04-22' });
    const after = await fetchFeed(exportUrl, { 'if-none-match': before.headers.etag as string });
    expect(after.statusCode).toBe(200);
    expect(after.headers.etag).not.toBe(before.headers.etag);
    expect(readCalendar(after.body).events.map((event) => event.uid!.value)).toContain(`stay-${first}@localhost`);
    expect(readCalendar(after.body).events).toHaveLength(2);
  });

  it('keeps one token per room until the admin rotates it; then the old address is a 404', async () => {
    const first = await calendarSync();
    expect((await calendarSync()).exportUrl).toBe(first.exportUrl);

    const rotated = await asAdmin('POST', `/api/admin/rooms/${roomId}/calendar-sync/rotate-token`);
    expect(rotated.statusCode, rotated.body).toBe(200);
    const { exportUrl } = rotated.json<CalendarSync>();
    expect(exportUrl).not.toBe(first.exportUrl);
    expect((await calendarSync()).exportUrl).toBe(exportUrl);

    const old = await fetchFeed(first.exportUrl);
    expect(old.statusCode).toBe(404);
    expect(old.json()).toEqual({ code: 'CALENDAR_NOT_FOUND', message: 'Calendar not found.' });
    expect((await fetchFeed(exportUrl)).statusCode).toBe(200);
  });

  it("refuses a wrong token, another room's token, an unknown room and a missing token, saying no more than 404", async () => {
    const other = await createRoom(t.database);
    const { exportUrl } = await calendarSync();
    const token = new URL(exportUrl).searchParams.get('token')!;
    for (const url of [
      `/api/rooms/${roomId}/calendar.ics?token=${'A'.repeat(43)}`,
      `/api/rooms/${other.id}/calendar.ics?token=${token}`,
      `/api/rooms/999999/calendar.ics?token=${token}`,
      `/api/rooms/${roomId}/calendar.ics?token=${token.slice(0, 42)}`,
    ]) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(404);
      expect(response.json().code).toBe('CALENDAR_NOT_FOUND');
    }
    const missing = await t.app.inject({ method: 'GET', url: `/api/rooms/${roomId}/calendar.ics` });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({ code: 'VALIDATION_FAILED' });
  });

  it('lets only admins read or rotate the sync, and answers 404 for an unknown room', async () => {
    for (const [method, url] of [['GET', `/api/admin/rooms/${roomId}/calendar-sync`], ['POST', `/api/admin/rooms/${roomId}/calendar-sync/rotate-token`]] as const) {
      expect((await t.app.inject({ method, url })).statusCode).toBe(401);
      expect((await t.app.inject({ method, url, headers: await authHeader(t.app, guest) })).statusCode).toBe(403);
      const unknown = await asAdmin(method, url.replace(String(roomId), '999999'));
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json().code).toBe('ROOM_NOT_FOUND');
    }
    expect(await t.database.db.selectFrom('calendarExports').selectAll().execute()).toEqual([]);
  });

  it('never writes the token to the log: the address is logged with it hidden', async () => {
    const lines: string[] = [];
    const logged = await buildTestApp(dialect, { logger: { level: 'info', stream: { write: (line: string) => lines.push(line) } } });
    try {
      const room = await createRoom(logged.database);
      const loggedAdmin = await createAdmin(logged.database, { email: 'log-admin@example.test' });
      const sync = await logged.app.inject({ method: 'GET', url: `/api/admin/rooms/${room.id}/calendar-sync`, headers: await authHeader(logged.app, loggedAdmin) });
      const url = new URL(sync.json<CalendarSync>().exportUrl);
      const token = url.searchParams.get('token')!;
      expect((await logged.app.inject({ method: 'GET', url: `${url.pathname}${url.search}` })).statusCode).toBe(200);

      expect(lines.some((line) => line.includes(`/api/rooms/${room.id}/calendar.ics?token=[redacted]`))).toBe(true);
      expect(lines.join('\n')).not.toContain(token);
    } finally {
      await logged.close();
    }
  });
});
