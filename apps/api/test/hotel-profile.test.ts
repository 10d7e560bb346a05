import { simpleParser } from 'mailparser';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { addDays } from '@hotel/booking-rules';
import { firstHotelProfile, openHotelProfile, PROFILE_REFRESH_MS } from '../src/modules/hotel/hotel.service.js';
import { migrateToLatest } from '../src/db/migrate.js';
import { post, uniqueEmail } from './auth-helpers.js';
import { readCalendar } from './calendar-reader.js';
import { authHeader, createAdmin, createRoom, createUser, type TestUser } from './fixtures.js';
import { buildTestApp, createTestDatabase, testDialects, whileMigrating, type TestApp } from './helper.js';
import { startSmtpServer, type TestSmtpServer } from './smtp-server.js';

/** 2030-06-15 23:00 UTC: still the 15th in UTC, already the 16th in Berlin (UTC+2 in summer). */
const NOW = new Date('2030-06-15T23:00:00Z');
const MAIL_FROM = 'Configured Name <no-reply@hotel.test>';

const berlinHotel = {
  name: 'Gasthof Zur Linde',
  address: 'Lindenstraße 1, 10115 Berlin',
  phone: '+49 30 1234567',
  contactEmail: 'rezeption@linde.example',
  currency: 'EUR',
  timeZone: 'Europe/Berlin',
  checkInTime: '15:00',
  checkOutTime: '10:30',
  defaultLanguage: 'de',
  cancellationPolicy: 'Kostenlose Stornierung bis einen Tag vor Anreise.',
};

describe.each(testDialects)('the hotel profile (%s)', (dialect) => {
  let smtp: TestSmtpServer;
  let t: TestApp;
  let admin: TestUser;
  let guest: TestUser;

  beforeAll(async () => {
    smtp = await startSmtpServer();
    t = await buildTestApp(dialect, {
      mailer: smtp.mailer(MAIL_FROM),
      config: { mailFrom: MAIL_FROM, hotelTimeZone: 'America/New_York', publicBaseUrl: 'https://stay.linde.example/app' },
    });
    admin = await createAdmin(t.database);
    guest = await createUser(t.database);
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });
  beforeEach(() => t.clock.set(NOW));

  const put = async (payload: unknown, user: TestUser | null = admin) =>
    t.app.inject({ method: 'PUT', url: '/api/hotel', payload: payload as object, headers: user ? await authHeader(t.app, user) : {} });
  const get = () => t.app.inject({ method: 'GET', url: '/api/hotel' });

  it('starts from HOTEL_TZ and the demo name, readable by anyone', async () => {
    const response = await get();
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(firstHotelProfile('America/New_York'));
    expect(response.json()).toMatchObject({ name: 'HavenHub', currency: 'USD', timeZone: 'America/New_York' });
  });

  it('lets only the admin replace it: 401 without a token, 403 for a guest, nothing stored', async () => {
    const before = (await get()).json();
    const anonymous = await put(berlinHotel, null);
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toMatchObject({ code: 'UNAUTHENTICATED' });
    const asGuest = await put(berlinHotel, guest);
    expect(asGuest.statusCode).toBe(403);
    expect(asGuest.json()).toMatchObject({ code: 'FORBIDDEN' });
    expect((await get()).json()).toEqual(before);
  });

  it.each([
    ['an unknown currency', { currency: 'XYZ' }, 422, 'UNKNOWN_CURRENCY'],
    ['a currency in lower case', { currency: 'eur' }, 400, 'VALIDATION_FAILED'],
    ['an unknown time zone', { timeZone: 'Europe/Atlantis' }, 422, 'UNKNOWN_TIME_ZONE'],
    ['an over-long name', { name: 'H'.repeat(101) }, 400, 'VALIDATION_FAILED'],
    ['a blank name', { name: '   ' }, 400, 'VALIDATION_FAILED'],
    ['a name with a line break (it goes into mail headers)', { name: 'Linde\r\nBcc: x@example.test' }, 400, 'VALIDATION_FAILED'],
    ['an unknown language', { defaultLanguage: 'fr' }, 400, 'VALIDATION_FAILED'],
    ['a time that is not HH:MM', { checkInTime: '24:00' }, 400, 'VALIDATION_FAILED'],
    ['an over-long cancellation policy', { cancellationPolicy: 'x'.repeat(1001) }, 400, 'VALIDATION_FAILED'],
    ['a contact email that is none', { contactEmail: 'front desk' }, 400, 'VALIDATION_FAILED'],
    ['a missing field', { phone: undefined }, 400, 'VALIDATION_FAILED'],
  ])('refuses %s with its code, and stores nothing', async (_case, change, status, code) => {
    const before = (await get()).json();
    const response = await put({ ...berlinHotel, ...change });
    expect(response.statusCode, response.body).toBe(status);
    expect(response.json()).toEqual({ code, message: expect.any(String) });
    expect((await get()).json()).toEqual(before);
  });

  it('names the refused currency and time zone in the message', async () => {
    expect((await put({ ...berlinHotel, currency: 'XYZ' })).json().message).toContain('"XYZ"');
    expect((await put({ ...berlinHotel, timeZone: 'Mars/Olympus' })).json().message).toContain('"Mars/Olympus"');
  });

  it("moves the hotel's today with its time zone at once, without a restart", async () => {
    await put({ ...berlinHotel, timeZone: 'America/New_York' });
    expect((await t.app.inject({ method: 'GET', url: '/api/health' })).json().today).toBe('2030-06-15');
    const updated = await put(berlinHotel);
    expect(updated.statusCode, updated.body).toBe(200);
    expect(updated.json()).toEqual(berlinHotel);
    expect((await get()).json()).toEqual(berlinHotel);
    expect((await t.app.inject({ method: 'GET', url: '/api/health' })).json().today).toBe('2030-06-16');
    // The booking rules follow it too: a check-in on the 15th is in the past in Berlin.
    const room = await createRoom(t.database, { roomType: 'Zimmer', roomPriceCents: 10_000 });
    const booked = await t.app.inject({
      method: 'POST',
      url: `/api/bookings/room/${room.id}/booking`,
      headers: await authHeader(t.app, guest),
      payload: { guestFullName: 'Gast', checkInDate: '2030-06-15', checkOutDate: '2030-06-17', numOfAdults: 1, numOfChildren: 0 },
    });
    expect(booked.statusCode).toBe(400);
    expect(booked.json()).toMatchObject({ code: 'INVALID_DATES' });
  });

  it('changes the mail sender, subjects, prices and the .ics (PRODID, summary, UID domain)', async () => {
    expect((await put(berlinHotel)).statusCode).toBe(200);
    const room = await createRoom(t.database, { roomType: 'Doppelzimmer', roomPriceCents: 12_345 });
    const checkInDate = addDays('2030-06-16', 10);
    const arrived = smtp.next();
    const booked = await t.app.inject({
      method: 'POST',
      url: `/api/bookings/room/${room.id}/booking`,
      headers: await authHeader(t.app, guest),
      payload: { guestFullName: 'Ada Lovelace', checkInDate, checkOutDate: addDays(checkInDate, 2), numOfAdults: 1, numOfChildren: 0 },
    });
    expect(booked.statusCode, booked.body).toBe(201);
    const mail = await simpleParser((await arrived).raw);
    expect(mail.from?.value).toEqual([{ name: 'Gasthof Zur Linde', address: 'no-reply@hotel.test' }]);
    // The guest has chosen no language and sent none: the hotel's default (German) speaks.
    expect(mail.subject).toBe('Gasthof Zur Linde - Buchungsbestätigung');
    // 2 × 123.45 in euros.
    expect(mail.text).toMatch(/^Gesamt:\s+246,90\s€$/m);
    expect(mail.text).not.toContain('$');

    const ics = mail.attachments.find((attachment) => attachment.contentType === 'text/calendar');
    const calendar = readCalendar(ics?.content.toString('utf8') ?? '');
    expect(calendar.prodId).toBe('-//Gasthof Zur Linde//Hotel booking//EN');
    const [event] = calendar.events;
    expect(event?.summary?.value).toBe('Gasthof Zur Linde: Doppelzimmer');
    expect(event?.organizer).toMatchObject({ value: 'mailto:no-reply@hotel.test', params: { cn: 'Gasthof Zur Linde' } });
    const { installationId } = await t.database.db.selectFrom('hotelProfile').select('installationId').executeTakeFirstOrThrow();
    expect(event?.uid?.value).toMatch(new RegExp(`^booking-\\d+-${installationId}@stay\\.linde\\.example$`));
  });

  it('names the hotel in the account mails: sender, subject and text', async () => {
    expect((await put(berlinHotel)).statusCode).toBe(200);
    const arrived = smtp.next();
    const email = uniqueEmail('linde');
    expect((await post(t, '/api/auth/register-user', { firstName: 'Kim', lastName: 'Lee', email, password: 'a-long-password' })).statusCode).toBe(201);
    const mail = await simpleParser((await arrived).raw);
    expect(mail.from?.value).toEqual([{ name: 'Gasthof Zur Linde', address: 'no-reply@hotel.test' }]);
    // Registered without an Accept-Language: in the hotel's default language (German).
    expect(mail.subject).toBe('Gasthof Zur Linde - Bestätigen Sie Ihre E-Mail-Adresse');
    expect(mail.text).toContain('um Ihr Konto bei Gasthof Zur Linde zu aktivieren');
    expect(mail.text).not.toContain('HavenHub');
  });
});

describe.each(testDialects)('the profile kept in each process (%s)', (dialect) => {
  let drop: (() => Promise<void>) | undefined;
  afterEach(async () => {
    await drop?.();
    drop = undefined;
  });

  it("draws the installation id once, and sees another process's change after its refresh interval", async () => {
    const test = await createTestDatabase(dialect);
    drop = test.drop;
    await whileMigrating(dialect, () => migrateToLatest(test.database));
    const log = { warn() {} };
    let elapsed = 0;
    const first = await openHotelProfile(test.database, { first: firstHotelProfile('UTC'), now: NOW, log, elapsedMs: () => elapsed });
    // A second process starting on the same database keeps the first one's profile and id.
    const second = await openHotelProfile(test.database, { first: firstHotelProfile('Asia/Tokyo'), now: NOW, log });
    expect(second.current().installationId).toBe(first.current().installationId);
    expect(second.current().timeZone).toBe('UTC');

    await second.replace({ ...berlinHotel, defaultLanguage: 'de' }, NOW, null);
    expect(second.current().name).toBe('Gasthof Zur Linde');
    expect(first.current().name).toBe('HavenHub');
    elapsed += PROFILE_REFRESH_MS;
    first.current();
    await expect.poll(() => first.current().name).toBe('Gasthof Zur Linde');
    expect(first.current().timeZone).toBe('Europe/Berlin');
  });
});
