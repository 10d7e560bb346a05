import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { authHeader, createAdmin, createRoom, createUser, type TestUser } from './fixtures.js';
import { buildAppOnTestDatabase, buildTestApp, testConfig, testDialects, type TestApp } from './helper.js';
import { insertBooking } from './rooms-helpers.js';
import { airbnbEvent, airbnbFeed, bookingComClosed, bookingComFeed, startFeedServer, type FeedServer } from './support/feed-server.js';

type CalendarImport = {
  id: number;
  name: string;
  host: string;
  lastAttemptAt: string | null;
  lastSuccessAt: string | null;
  events: number;
  error: string | null;
  conflicts: { bookingId: number; checkInDate: string; checkOutDate: string }[];
};
type CalendarSync = { roomId: number; exportUrl: string; imports: CalendarImport[] };
type OccupancyRoom = {
  roomId: number;
  stays: { bookingId?: number; checkInDate: string; checkOutDate: string; guestName?: string; source: string }[];
  conflicts: { bookingId: number; source: string; checkInDate: string; checkOutDate: string }[];
};

const TODAY = new Date('2027-03-01T09:00:00Z');
/** Small limits, so the timeout and size tests take a fraction of a second. */
const LIMITS = { timeoutMs: 300, maxBytes: 20_000 };

describe.each(testDialects)('calendar import from the booking sites (%s)', (dialect) => {
  let t: TestApp;
  let feeds: FeedServer;
  let admin: TestUser;
  let guest: TestUser;
  let roomId: number;

  beforeAll(async () => {
    feeds = await startFeedServer();
    t = await buildTestApp(dialect, { config: { calendarSyncAllowPrivate: true }, feedFetchLimits: LIMITS, calendarSyncLeaseWaitMs: 300 });
    admin = await createAdmin(t.database);
    guest = await createUser(t.database);
  });
  afterAll(async () => {
    await t.close();
    await feeds.close();
  });
  beforeEach(async () => {
    t.clock.set(TODAY);
    feeds.reset();
    await t.database.db.deleteFrom('importedStays').execute();
    await t.database.db.deleteFrom('calendarImports').execute();
    await t.database.db.deleteFrom('bookings').execute();
    await t.database.db.deleteFrom('auditLog').execute();
    await t.database.db.deleteFrom('rooms').execute();
    roomId = (await createRoom(t.database, { roomType: 'Sea View' })).id;
  });

  const asUser = async (user: TestUser | null, method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) =>
    t.app.inject({ method, url, headers: user ? await authHeader(t.app, user) : {}, ...(payload ? { payload } : {}) });
  const addImport = async (name: string, url: string, room = roomId) => {
    const response = await asUser(admin, 'POST', `/api/admin/rooms/${room}/calendar-sync/imports`, { name, url });
    expect(response.statusCode, response.body).toBe(201);
    return response.json<CalendarImport>();
  };
  const syncNow = async (room = roomId) => {
    const response = await asUser(admin, 'POST', `/api/admin/rooms/${room}/calendar-sync/sync`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<CalendarSync>();
  };
  const occupancyOf = async (from: string, to: string, room = roomId) => {
    const response = await asUser(admin, 'GET', `/api/admin/occupancy?from=${from}&to=${to}`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ rooms: OccupancyRoom[] }>().rooms.find((entry) => entry.roomId === room)!;
  };
  const importedNights = async () =>
    (await t.database.db.selectFrom('importedStays').select(['eventStart', 'eventEnd']).distinct().orderBy('eventStart').execute()).map(
      (row) => `${row.eventStart}..${row.eventEnd}`,
    );

  describe('managing the feeds', () => {
    it('adds a feed (answering its host, never the secret address) and removes it, each with an audit entry', async () => {
      const added = await addImport('Airbnb', 'https://www.airbnb.example/calendar/ical/42.ics?s=secret-token');
      expect(added).toEqual({ id: expect.any(Number), name: 'Airbnb', host: 'www.airbnb.example', lastAttemptAt: null, lastSuccessAt: null, events: 0, error: null, conflicts: [] });

      const sync = await asUser(admin, 'GET', `/api/admin/rooms/${roomId}/calendar-sync`);
      expect(sync.statusCode).toBe(200);
      expect(sync.json<CalendarSync>().imports).toEqual([added]);
      expect(sync.body).not.toContain('secret-token');

      const removed = await asUser(admin, 'DELETE', `/api/admin/rooms/${roomId}/calendar-sync/imports/${added.id}`);
      expect(removed.statusCode, removed.body).toBe(200);
      expect(removed.json<CalendarSync>().imports).toEqual([]);

      const audit = await t.database.db.selectFrom('auditLog').select(['kind', 'recordId', 'actorId', 'before', 'after']).orderBy('id').execute();
      expect(audit.map(({ kind, recordId, actorId }) => [kind, recordId, actorId])).toEqual([
        ['calendar.import_added', roomId, admin.id],
        ['calendar.import_removed', roomId, admin.id],
      ]);
      expect(JSON.stringify(audit)).not.toContain('secret-token');
      expect(JSON.parse(audit[0]!.after!)).toEqual({ importId: String(added.id), name: 'Airbnb', host: 'www.airbnb.example' });
    });

    it('refuses addresses that are not http(s), too long or with credentials, unknown rooms and imports, and non-admins; writing nothing', async () => {
      for (const [url, code] of [
        ['ftp://feeds.example/room.ics', 'FEED_URL_INVALID'],
        ['javascript:alert(1)', 'FEED_URL_INVALID'],
        ['file:///etc/passwd', 'FEED_URL_INVALID'],
        ['not a url', 'FEED_URL_INVALID'],
        ['https://user:pw@feeds.example/room.ics', 'FEED_URL_INVALID'],
        [`https://feeds.example/${'a'.repeat(2100)}.ics`, 'VALIDATION_FAILED'],
      ] as const) {
        const response = await asUser(admin, 'POST', `/api/admin/rooms/${roomId}/calendar-sync/imports`, { name: 'Feed', url });
        expect(response.statusCode, url).toBe(400);
        expect(response.json(), url).toEqual({ code, message: expect.any(String) });
      }
      const blankName = await asUser(admin, 'POST', `/api/admin/rooms/${roomId}/calendar-sync/imports`, { name: '   ', url: 'https://feeds.example/a.ics' });
      expect(blankName.statusCode).toBe(400);

      const unknownRoom = await asUser(admin, 'POST', `/api/admin/rooms/${roomId + 1000}/calendar-sync/imports`, { name: 'Feed', url: 'https://feeds.example/a.ics' });
      expect(unknownRoom.statusCode).toBe(404);
      expect(unknownRoom.json().code).toBe('ROOM_NOT_FOUND');
      const unknownImport = await asUser(admin, 'DELETE', `/api/admin/rooms/${roomId}/calendar-sync/imports/999999`);
      expect(unknownImport.statusCode).toBe(404);
      expect(unknownImport.json().code).toBe('CALENDAR_IMPORT_NOT_FOUND');
      const syncUnknownRoom = await asUser(admin, 'POST', `/api/admin/rooms/${roomId + 1000}/calendar-sync/sync`);
      expect(syncUnknownRoom.statusCode).toBe(404);
      expect(syncUnknownRoom.json().code).toBe('ROOM_NOT_FOUND');
      // Another room's import is unknown in this room.
      const otherRoom = await createRoom(t.database);
      const elsewhere = await addImport('Other', 'https://feeds.example/b.ics', otherRoom.id);
      expect((await asUser(admin, 'DELETE', `/api/admin/rooms/${roomId}/calendar-sync/imports/${elsewhere.id}`)).statusCode).toBe(404);

      for (const [user, status] of [[null, 401], [guest, 403]] as const) {
        expect((await asUser(user, 'POST', `/api/admin/rooms/${roomId}/calendar-sync/imports`, { name: 'Feed', url: 'https://feeds.example/a.ics' })).statusCode).toBe(status);
        expect((await asUser(user, 'DELETE', `/api/admin/rooms/${roomId}/calendar-sync/imports/${elsewhere.id}`)).statusCode).toBe(status);
        expect((await asUser(user, 'POST', `/api/admin/rooms/${roomId}/calendar-sync/sync`)).statusCode).toBe(status);
      }
      const imports = await t.database.db.selectFrom('calendarImports').select('id').execute();
      expect(imports.map((row) => row.id)).toEqual([elsewhere.id]);
      expect((await t.database.db.selectFrom('auditLog').select('kind').execute()).map((row) => row.kind)).toEqual(['calendar.import_added']);
    });
  });

  describe('syncing', () => {
    it('reads an Airbnb feed, then applies added, changed and removed events; occupancy shows them with the feed as source', async () => {
      feeds.set('/airbnb.ics', {
        feed: airbnbFeed([
          airbnbEvent('a1@airbnb.com', '2027-03-05', '2027-03-08'),
          airbnbEvent('a2@airbnb.com', '2027-03-10', '2027-03-12', 'Airbnb (Not available)'),
        ]),
      });
      const added = await addImport('Airbnb', feeds.url('/airbnb.ics'));
      t.clock.set(new Date('2027-03-01T09:05:00Z'));

      const first = (await syncNow()).imports[0]!;
      expect(first).toMatchObject({ id: added.id, events: 2, error: null, lastAttemptAt: '2027-03-01T09:05:00.000Z', lastSuccessAt: '2027-03-01T09:05:00.000Z' });
      expect((await occupancyOf('2027-03-01', '2027-03-31')).stays).toEqual([
        { checkInDate: '2027-03-05', checkOutDate: '2027-03-08', source: 'Airbnb' },
        { checkInDate: '2027-03-10', checkOutDate: '2027-03-12', source: 'Airbnb' },
      ]);

      // a1 moves, a2 goes, a3 arrives.
      feeds.set('/airbnb.ics', {
        feed: airbnbFeed([airbnbEvent('a1@airbnb.com', '2027-03-06', '2027-03-09'), airbnbEvent('a3@airbnb.com', '2027-03-20', '2027-03-21')]),
      });
      expect((await syncNow()).imports[0]).toMatchObject({ events: 2, error: null });
      expect(await importedNights()).toEqual(['2027-03-06..2027-03-09', '2027-03-20..2027-03-21']);
    });

    it('reads Booking.com-style all-day closures, an event without DTEND, timed events with TZID and recurring events up to the horizon', async () => {
      feeds.set('/booking.ics', {
        feed: bookingComFeed([
          ...bookingComClosed('b1@booking.com', '2027-04-01', '2027-04-03'),
          // No DTEND: one day.
          'BEGIN:VEVENT', 'UID:b2@booking.com', 'DTSTART;VALUE=DATE:20270405', 'SUMMARY:CLOSED - Not available', 'END:VEVENT',
          // 15:00 on the 10th to 11:00 on the 12th in New York: in UTC (the hotel's zone) 20:00 on the 10th to 16:00 on the 12th.
          'BEGIN:VEVENT', 'UID:b3@booking.com', 'DTSTART;TZID=America/New_York:20270410T150000', 'DTEND;TZID=America/New_York:20270412T110000', 'END:VEVENT',
          // 22:00 on the 14th in Tokyo is 13:00 on the 14th in UTC; 23:30 UTC on the 15th stays the 15th.
          'BEGIN:VEVENT', 'UID:b4@booking.com', 'DTSTART;TZID=Asia/Tokyo:20270414T220000', 'DTEND:20270415T233000Z', 'END:VEVENT',
          // Every week from 2027-05-03, one night each; the second occurrence excluded, the third cancelled; endless, so bounded by the horizon.
          'BEGIN:VEVENT', 'UID:weekly@booking.com', 'DTSTART;VALUE=DATE:20270503', 'DTEND;VALUE=DATE:20270504', 'RRULE:FREQ=WEEKLY', 'EXDATE;VALUE=DATE:20270510', 'END:VEVENT',
          'BEGIN:VEVENT', 'UID:weekly@booking.com', 'RECURRENCE-ID;VALUE=DATE:20270517', 'DTSTART;VALUE=DATE:20270517', 'DTEND;VALUE=DATE:20270518', 'STATUS:CANCELLED', 'END:VEVENT',
          // Withdrawn, free time and long ago: no night.
          'BEGIN:VEVENT', 'UID:b5@booking.com', 'DTSTART;VALUE=DATE:20270420', 'DTEND;VALUE=DATE:20270422', 'STATUS:CANCELLED', 'END:VEVENT',
          'BEGIN:VEVENT', 'UID:b6@booking.com', 'DTSTART;VALUE=DATE:20270423', 'DTEND;VALUE=DATE:20270424', 'TRANSP:TRANSPARENT', 'END:VEVENT',
          ...bookingComClosed('old@booking.com', '2025-01-01', '2025-01-03'),
        ]),
      });
      await addImport('Booking.com', feeds.url('/booking.ics'));
      const status = (await syncNow()).imports[0]!;
      expect(status.error).toBeNull();

      const nights = await importedNights();
      expect(nights.slice(0, 4)).toEqual(['2027-04-01..2027-04-03', '2027-04-05..2027-04-06', '2027-04-10..2027-04-12', '2027-04-14..2027-04-15']);
      const weekly = nights.slice(4);
      expect(weekly.slice(0, 3)).toEqual(['2027-05-03..2027-05-04', '2027-05-24..2027-05-25', '2027-05-31..2027-06-01']);
      // Two years from today: the last occurrence starts before 2029-03-01.
      expect(weekly.at(-1)).toBe('2029-02-26..2029-02-27');
      expect(status.events).toBe(nights.length);
    });

    it('sends the validators back: a 304 keeps the events and counts as a success', async () => {
      feeds.set('/etag.ics', { feed: airbnbFeed([airbnbEvent('e1', '2027-03-05', '2027-03-07')]), etag: '"v1"' });
      // By host name: every address it resolves to is checked (and allowed here), then connected to.
      await addImport('Airbnb', feeds.url('/etag.ics').replace('127.0.0.1', 'localhost'));
      await syncNow();
      t.clock.set(new Date('2027-03-01T10:00:00Z'));
      const status = (await syncNow()).imports[0]!;

      expect(feeds.requests.map((request) => request.headers['if-none-match'])).toEqual([undefined, '"v1"']);
      expect(status).toMatchObject({ events: 1, error: null, lastSuccessAt: '2027-03-01T10:00:00.000Z' });
      expect(await importedNights()).toEqual(['2027-03-05..2027-03-07']);
    });

    it('keeps the events read before when the feed times out, is too large, is no calendar or answers an error, and says why', async () => {
      feeds.set('/flaky.ics', { feed: airbnbFeed([airbnbEvent('f1', '2027-03-05', '2027-03-07')]) });
      await addImport('Airbnb', feeds.url('/flaky.ics'));
      await syncNow();

      const cases: [string, Parameters<FeedServer['set']>[1], RegExp][] = [
        ['timeout', { respond: () => undefined }, /did not answer within 300 ms/],
        ['oversize', { feed: airbnbFeed([airbnbEvent('big', '2027-03-05', '2027-03-07', 'x'.repeat(30_000))]) }, /larger than 20000 bytes/],
        ['html', { respond: (response) => response.writeHead(200, { 'content-type': 'text/html' }).end('<html><body>Log in</body></html>') }, /not an iCalendar/],
        ['not a calendar', { feed: 'BEGIN:VCARD\r\nVERSION:4.0\r\nEND:VCARD\r\n' }, /no VCALENDAR/],
        ['server error', { respond: (response) => response.writeHead(503).end() }, /HTTP 503/],
      ];
      for (const [name, route, error] of cases) {
        feeds.set('/flaky.ics', route);
        const status = (await syncNow()).imports[0]!;
        expect(status.error, name).toMatch(error);
        expect(status.lastSuccessAt, name).toBe('2027-03-01T09:00:00.000Z');
        expect(status.events, name).toBe(1);
        expect(await importedNights(), name).toEqual(['2027-03-05..2027-03-07']);
      }
    });

    it('keeps the events of a feed that comes back empty for a day, then drops them', async () => {
      feeds.set('/empty.ics', { feed: airbnbFeed([airbnbEvent('e1', '2027-03-05', '2027-03-07')]), etag: '"full"' });
      await addImport('Airbnb', feeds.url('/empty.ics'));
      await syncNow();
      feeds.set('/empty.ics', { feed: airbnbFeed([]), etag: '"empty"' });

      t.clock.set(new Date('2027-03-01T12:00:00Z'));
      expect((await syncNow()).imports[0]!.error).toMatch(/came back empty/);
      expect(await importedNights()).toEqual(['2027-03-05..2027-03-07']);
      t.clock.set(new Date('2027-03-02T12:00:00Z'));
      const status = (await syncNow()).imports[0]!;
      expect(status).toMatchObject({ events: 0, error: null });
      expect(await importedNights()).toEqual([]);
      // The empty version was not taken for the full one: it was fetched whole each time.
      expect(feeds.requests.map((request) => request.headers['if-none-match'])).toEqual([undefined, '"full"', '"full"']);
    });

    it('stores a months-long block in pieces and still blocks every night of it', async () => {
      feeds.set('/long.ics', { feed: airbnbFeed([airbnbEvent('long', '2027-04-01', '2027-07-01', 'Airbnb (Not available)')]) });
      await addImport('Airbnb', feeds.url('/long.ics'));
      await syncNow();
      const pieces = await t.database.db.selectFrom('importedStays').select(['checkInDate', 'checkOutDate']).orderBy('checkInDate').execute();
      expect(pieces.length).toBeGreaterThan(1);
      expect(pieces[0]!.checkInDate).toBe('2027-04-01');
      expect(pieces.at(-1)!.checkOutDate).toBe('2027-07-01');
      for (const [checkInDate, checkOutDate] of [['2027-04-01', '2027-04-02'], ['2027-05-20', '2027-05-22'], ['2027-06-30', '2027-07-02']]) {
        const search = await t.app.inject({ method: 'GET', url: '/api/rooms/available-rooms', query: { checkInDate: checkInDate!, checkOutDate: checkOutDate! } });
        expect(search.json<{ id: number }[]>().map((room) => room.id), checkInDate).not.toContain(roomId);
      }
      const after = await t.app.inject({ method: 'GET', url: '/api/rooms/available-rooms', query: { checkInDate: '2027-07-01', checkOutDate: '2027-07-03' } });
      expect(after.json<{ id: number }[]>().map((room) => room.id)).toContain(roomId);
      expect((await occupancyOf('2027-05-01', '2027-05-31')).stays).toEqual([{ checkInDate: '2027-04-01', checkOutDate: '2027-07-01', source: 'Airbnb' }]);
    });
  });

  it('blocks imported nights for search, quote, booking and the guest calendar exactly like a confirmed stay', async () => {
    feeds.set('/block.ics', { feed: airbnbFeed([airbnbEvent('x1', '2027-03-10', '2027-03-13')]) });
    await addImport('Airbnb', feeds.url('/block.ics'));
    await syncNow();
    const stay = { checkInDate: '2027-03-12', checkOutDate: '2027-03-14' };

    const search = await t.app.inject({ method: 'GET', url: '/api/rooms/available-rooms', query: stay });
    expect(search.json<{ id: number }[]>().map((room) => room.id)).not.toContain(roomId);
    const touching = await t.app.inject({ method: 'GET', url: '/api/rooms/available-rooms', query: { checkInDate: '2027-03-13', checkOutDate: '2027-03-15' } });
    expect(touching.json<{ id: number }[]>().map((room) => room.id)).toContain(roomId);

    const quote = await t.app.inject({ method: 'GET', url: `/api/rooms/${roomId}/quote?${new URLSearchParams(stay)}` });
    expect(quote.json()).toMatchObject({ available: false });

    const booking = await asUser(guest, 'POST', `/api/bookings/room/${roomId}/booking`, { ...stay, guestFullName: 'Ada Guest', numOfAdults: 1, numOfChildren: 0 });
    expect(booking.statusCode, booking.body).toBe(409);
    expect(booking.json().code).toBe('ROOM_UNAVAILABLE');
    expect(await t.database.db.selectFrom('bookings').select('id').execute()).toEqual([]);

    const nights = await t.app.inject({ method: 'GET', url: `/api/rooms/room/${roomId}/booked-nights?from=2027-03-01&to=2027-04-01` });
    expect(nights.json().bookedNights).toEqual([{ start: '2027-03-10', end: '2027-03-13' }]);

    // Removing the feed frees the nights.
    const { id } = await t.database.db.selectFrom('calendarImports').select('id').executeTakeFirstOrThrow();
    await asUser(admin, 'DELETE', `/api/admin/rooms/${roomId}/calendar-sync/imports/${id}`);
    const again = await asUser(guest, 'POST', `/api/bookings/room/${roomId}/booking`, { ...stay, guestFullName: 'Ada Guest', numOfAdults: 1, numOfChildren: 0 });
    expect(again.statusCode, again.body).toBe(201);
  });

  it('keeps an imported event that overlaps a direct booking as a conflict, in occupancy and in the sync status', async () => {
    const direct = await insertBooking(t.database, { roomId, checkInDate: '2027-03-10', checkOutDate: '2027-03-12', guestName: 'Grace Hopper' });
    feeds.set('/conflict.ics', {
      feed: airbnbFeed([airbnbEvent('c1', '2027-03-11', '2027-03-14'), airbnbEvent('c2', '2027-03-12', '2027-03-13'), airbnbEvent('past', '2027-02-01', '2027-02-03')]),
    });
    await insertBooking(t.database, { roomId, checkInDate: '2027-02-02', checkOutDate: '2027-02-04' });
    await addImport('Airbnb', feeds.url('/conflict.ics'));

    const status = (await syncNow()).imports[0]!;
    expect(status.events).toBe(3);
    // Only events not yet ended: February's conflict is history.
    expect(status.conflicts).toEqual([{ bookingId: direct, checkInDate: '2027-03-11', checkOutDate: '2027-03-14' }]);

    const room = await occupancyOf('2027-03-01', '2027-03-31');
    expect(room.stays).toEqual([
      { bookingId: direct, checkInDate: '2027-03-10', checkOutDate: '2027-03-12', guestName: 'Grace Hopper', source: 'direct' },
      { checkInDate: '2027-03-11', checkOutDate: '2027-03-14', source: 'Airbnb' },
      { checkInDate: '2027-03-12', checkOutDate: '2027-03-13', source: 'Airbnb' },
    ]);
    expect(room.conflicts).toEqual([{ bookingId: direct, source: 'Airbnb', checkInDate: '2027-03-11', checkOutDate: '2027-03-14' }]);
  });

  it('fetches each due feed on the schedule, and again only after the interval', async () => {
    feeds.set('/due.ics', { feed: airbnbFeed([airbnbEvent('d1', '2027-03-05', '2027-03-07')]) });
    await addImport('Airbnb', feeds.url('/due.ics'));
    expect(await t.app.calendarSync.runDue()).toBe(true);
    expect(await t.app.calendarSync.runDue()).toBe(true);
    expect(feeds.requests).toHaveLength(1);
    t.clock.advance(t.app.config.calendarSyncIntervalMs);
    await t.app.calendarSync.runDue();
    expect(feeds.requests).toHaveLength(2);
    expect(await importedNights()).toEqual(['2027-03-05..2027-03-07']);
  });

  it('answers sync now with 503 while another instance holds the sync past the wait, fetching nothing, and takes the sync over once that lease runs out', async () => {
    feeds.set('/busy.ics', { feed: airbnbFeed([airbnbEvent('b1', '2027-03-05', '2027-03-07')]) });
    await addImport('Airbnb', feeds.url('/busy.ics'));
    const lease = (expiresAt: string | null, holder: string | null) => t.database.db.updateTable('calendarSyncLease').set({ holder, expiresAt }).execute();
    await lease(new Date(Date.now() + 60_000).toISOString(), 'another-instance');
    try {
      const busy = await asUser(admin, 'POST', `/api/admin/rooms/${roomId}/calendar-sync/sync`);
      expect(busy.statusCode, busy.body).toBe(503);
      expect(busy.json().code).toBe('SERVICE_BUSY');
      expect(busy.headers['retry-after']).toBeDefined();
      expect(await t.app.calendarSync.runDue()).toBe(false);
      expect(feeds.requests).toEqual([]);
    } finally {
      // The other instance died holding it: its lease runs out and is taken over.
      await lease(new Date(Date.now() - 1_000).toISOString(), 'another-instance');
    }
    expect((await syncNow()).imports[0]).toMatchObject({ events: 1, error: null });
    expect(await t.database.db.selectFrom('calendarSyncLease').select('holder').executeTakeFirstOrThrow()).toEqual({ holder: null });
  });

  it('runs a scheduled round and a sync now of one instance one after the other, never side by side', async () => {
    feeds.set('/turns.ics', { feed: airbnbFeed([airbnbEvent('t1', '2027-03-05', '2027-03-07')]), delayMs: 100 });
    await addImport('Airbnb', feeds.url('/turns.ics'));
    const [scheduled, now] = await Promise.all([t.app.calendarSync.runDue(), syncNow()]);
    expect(scheduled).toBe(true);
    expect(now.imports[0]).toMatchObject({ events: 1, error: null });
    expect(feeds.requests).toHaveLength(2);
    expect(feeds.maxInFlight()).toBe(1);
    expect(await t.database.db.selectFrom('calendarSyncLease').select(['holder', 'expiresAt']).execute()).toEqual([{ holder: null, expiresAt: null }]);
  });
});

describe.each(testDialects)('calendar import safety and instances (%s)', (dialect) => {
  let feeds: FeedServer;
  beforeAll(async () => {
    feeds = await startFeedServer();
  });
  afterAll(async () => feeds.close());

  it('refuses a feed on a loopback address unless CALENDAR_SYNC_ALLOW_PRIVATE is set, without connecting to it', async () => {
    const t = await buildTestApp(dialect, { feedFetchLimits: LIMITS });
    try {
      t.clock.set(TODAY);
      expect(t.app.config.calendarSyncAllowPrivate).toBe(false);
      const admin = await createAdmin(t.database);
      const room = await createRoom(t.database);
      feeds.set('/private.ics', { feed: airbnbFeed([airbnbEvent('p1', '2027-03-05', '2027-03-07')]) });
      const headers = await authHeader(t.app, admin);
      for (const url of [feeds.url('/private.ics'), feeds.url('/private.ics').replace('127.0.0.1', 'localhost'), 'http://[::1]:9/private.ics', 'http://169.254.169.254/latest/meta-data']) {
        const added = await t.app.inject({ method: 'POST', url: `/api/admin/rooms/${room.id}/calendar-sync/imports`, headers, payload: { name: 'Feed', url } });
        expect(added.statusCode, added.body).toBe(201);
      }
      const sync = await t.app.inject({ method: 'POST', url: `/api/admin/rooms/${room.id}/calendar-sync/sync`, headers });
      const imports = sync.json<CalendarSync>().imports;
      expect(imports).toHaveLength(4);
      for (const entry of imports) expect(entry.error, entry.host).toMatch(/private or local network address, which is refused/);
      expect(feeds.requests).toEqual([]);
      expect(await t.database.db.selectFrom('importedStays').select('roomId').execute()).toEqual([]);
    } finally {
      await t.close();
    }
  });

  // Two apps, each migrating its database as it starts: more than the usual 30 s on a busy machine.
  it('fetches a feed once when two instances on one database sync at the same moment', { timeout: 90_000 }, async () => {
    const first = await buildTestApp(dialect, { config: { calendarSyncAllowPrivate: true }, feedFetchLimits: LIMITS });
    const secondDatabase = first.connectAgain();
    const second = await buildAppOnTestDatabase(dialect, {
      config: testConfig({ calendarSyncAllowPrivate: true }),
      database: secondDatabase,
      logger: false,
      clock: first.clock,
      feedFetchLimits: LIMITS,
    });
    try {
      first.clock.set(TODAY);
      const admin = await createAdmin(first.database);
      const room = await createRoom(first.database);
      feeds.reset();
      // Slow enough that the two rounds overlap.
      feeds.set('/shared.ics', { feed: airbnbFeed([airbnbEvent('s1', '2027-03-05', '2027-03-07')]), delayMs: 150 });
      const added = await first.app.inject({
        method: 'POST',
        url: `/api/admin/rooms/${room.id}/calendar-sync/imports`,
        headers: await authHeader(first.app, admin),
        payload: { name: 'Airbnb', url: feeds.url('/shared.ics') },
      });
      expect(added.statusCode).toBe(201);

      const ran = await Promise.all([first.app.calendarSync.runDue(), second.calendarSync.runDue()]);
      // Whichever ran second (or waited out the first) found the feed already synced.
      await Promise.all([first.app.calendarSync.runDue(), second.calendarSync.runDue()]);

      expect(ran).toContain(true);
      expect(feeds.requests.filter((request) => request.path === '/shared.ics')).toHaveLength(1);
      expect(await first.database.db.selectFrom('importedStays').select(['checkInDate', 'checkOutDate']).execute()).toEqual([{ checkInDate: '2027-03-05', checkOutDate: '2027-03-07' }]);
    } finally {
      await second.close();
      await secondDatabase.db.destroy();
      await first.close();
    }
  });
});
