import { Writable } from 'node:stream';
import { simpleParser, type ParsedMail } from 'mailparser';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { addDays } from '@hotel/booking-rules';
import type { Mailer } from '../src/lib/mailer.js';
import { bookingCancellationMail, bookingConfirmationMail, type BookingDetails } from '../src/modules/bookings/bookings.mails.js';
import { createAdmin, createRoom, createUser, authHeader, type TestUser } from './fixtures.js';
import { buildTestApp, TEST_MAILING_HOTEL, testDialects, type TestApp } from './helper.js';
import { readCalendar, type ReadCalendar } from './calendar-reader.js';
import { startSmtpServer, type TestSmtpServer } from './smtp-server.js';

const TODAY = '2030-06-15';
const NOW = new Date(`${TODAY}T12:00:00Z`);
/** Bound of the waits for the outbox worker (a state, not a delay: they end as soon as it holds). */
const WAIT = { timeout: 10_000, interval: 20 };
const PUBLIC_BASE_URL = 'https://hotel.example';
const MAIL_FROM = 'HavenHub <no-reply@hotel.test>';
/** User input that would be markup if a template forgot to escape it. */
const GUEST_NAME = `Ada <b>Lovelace</b> & "Byron's"`;

let ipCounter = 0;
const freshIp = () => `10.7.0.${(ipCounter += 1)}`;

async function parse(raw: Promise<{ raw: string }>): Promise<ParsedMail> {
  return simpleParser((await raw).raw);
}

type ContentType = { value: string; params: Record<string, string> };

function calendarOf(mail: ParsedMail): { filename: string | undefined; contentType: ContentType | undefined; calendar: ReadCalendar } {
  const attachments = mail.attachments.filter((attachment) => attachment.contentType === 'text/calendar');
  expect(attachments).toHaveLength(1);
  const [ics] = attachments;
  return { filename: ics?.filename, contentType: ics?.headers.get('content-type') as ContentType | undefined, calendar: readCalendar(ics?.content.toString('utf8') ?? '') };
}

/** The href of every link in an HTML part, entity-decoded as a mail client reads it. */
function linksIn(html: string): string[] {
  return [...html.matchAll(/<a\s[^>]*href="([^"]*)"/g)].map((match) => (match[1] ?? '').replaceAll('&amp;', '&'));
}

describe.each(testDialects)('booking and cancellation mails over real SMTP (%s)', (dialect) => {
  let smtp: TestSmtpServer;
  let t: TestApp;
  let guest: TestUser;
  let admin: TestUser;
  let room: { id: number; roomType: string };

  beforeAll(async () => {
    smtp = await startSmtpServer();
    t = await buildTestApp(dialect, { mailer: smtp.mailer(MAIL_FROM), config: { publicBaseUrl: PUBLIC_BASE_URL, mailFrom: MAIL_FROM } });
    guest = await createUser(t.database);
    admin = await createAdmin(t.database);
    // 123.45 a night: the total has cents.
    room = await createRoom(t.database, { roomType: 'Deluxe King', roomPriceCents: 12_345 });
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });
  beforeEach(() => t.clock.set(NOW));

  /** Books `nights` nights from `offset` days after TODAY; resolves with the booking and its confirmation mail. */
  async function bookAndReceive(offset: number, nights: number, acceptLanguage?: string) {
    const checkInDate = addDays(TODAY, offset);
    const checkOutDate = addDays(TODAY, offset + nights);
    const arrived = smtp.next();
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/bookings/room/${room.id}/booking`,
      headers: { ...(await authHeader(t.app, guest)), ...(acceptLanguage ? { 'accept-language': acceptLanguage } : {}) },
      payload: { guestFullName: GUEST_NAME, checkInDate, checkOutDate, numOfAdults: 2, numOfChildren: 1 },
    });
    expect(response.statusCode, response.body).toBe(201);
    const code = response.json().bookingConfirmationCode as string;
    const found = await t.app.inject({ method: 'GET', url: `/api/bookings/confirmation/${code}`, remoteAddress: freshIp() });
    return { code, id: found.json().id as number, checkInDate, checkOutDate, mail: await parse(arrived), envelope: smtp.received.at(-1) };
  }

  it('confirms a booking in text and HTML: code, room, dates, guests, total, a Find My Booking link, and the stay as .ics', async () => {
    const { code, id, mail, envelope } = await bookAndReceive(20, 3);
    expect(envelope?.to).toEqual([guest.email]);
    expect(mail.subject).toBe('HavenHub - Booking Confirmation');
    const link = `${PUBLIC_BASE_URL}/find-booking?code=${code}`;

    const text = mail.text ?? '';
    expect(text).toContain(`Dear ${GUEST_NAME},`);
    expect(text).toMatch(new RegExp(`Confirmation code:\\s+${code}$`, 'm'));
    expect(text).toMatch(/^Room:\s+Deluxe King$/m);
    // TODAY + 20 = 2030-07-05 (a Friday), check-out three nights later.
    expect(text).toMatch(/^Check-in:\s+Fri, Jul 5, 2030$/m);
    expect(text).toMatch(/^Check-out:\s+Mon, Jul 8, 2030$/m);
    expect(text).toMatch(/^Guests:\s+2 adults, 1 child$/m);
    // 3 × $123.45, as stored with the booking.
    expect(text).toMatch(/^Total:\s+\$370\.35$/m);
    expect(text).toContain(link);

    const html = typeof mail.html === 'string' ? mail.html : '';
    expect(html).toContain('Dear Ada &lt;b&gt;Lovelace&lt;/b&gt; &amp; &quot;Byron&#39;s&quot;,');
    expect(html).not.toContain('<b>');
    for (const value of [code, 'Deluxe King', 'Fri, Jul 5, 2030', 'Mon, Jul 8, 2030', '2 adults, 1 child', '$370.35']) {
      expect(html).toContain(value);
    }
    expect(linksIn(html)).toEqual([link]);

    const { filename, contentType, calendar } = calendarOf(mail);
    expect(filename).toBe('booking.ics');
    expect(contentType).toMatchObject({ value: 'text/calendar', params: { method: 'PUBLISH' } });
    expect(calendar).toMatchObject({ method: 'PUBLISH', version: '2.0' });
    expect(calendar.prodId).not.toBe('');
    expect(calendar.events).toHaveLength(1);
    const [event] = calendar.events;
    // Unique across installations: this database's installation id, at PUBLIC_BASE_URL's host.
    const { installationId } = await t.database.db.selectFrom('hotelProfile').select('installationId').executeTakeFirstOrThrow();
    expect(installationId).toMatch(/^[0-9a-f-]{36}$/);
    expect(event?.uid?.value).toBe(`booking-${id}-${installationId}@hotel.example`);
    expect(event?.dtstart).toMatchObject({ type: 'date', value: '2030-07-05' });
    // Exclusive end: the check-out day.
    expect(event?.dtend).toMatchObject({ type: 'date', value: '2030-07-08' });
    expect(event?.dtstamp).toMatchObject({ type: 'date-time', value: '2030-06-15T12:00:00Z' });
    expect(event?.sequence?.value).toBe('0');
    expect(event?.status?.value).toBe('CONFIRMED');
    expect(event?.summary?.value).toBe('HavenHub: Deluxe King');
    expect(event?.description?.value).toContain(`Booked for ${GUEST_NAME}`);
  });

  const cancelPaths = {
    'the guest with the confirmation code': (id: number, code: string) => ({ url: `/api/bookings/booking/${id}/delete?confirmationCode=${code}`, headers: {} }),
    'the owner, logged in': async (id: number) => ({ url: `/api/bookings/booking/${id}/delete`, headers: await authHeader(t.app, guest) }),
    'an admin': async (id: number) => ({ url: `/api/bookings/booking/${id}/delete`, headers: await authHeader(t.app, admin) }),
  };

  it.each(Object.keys(cancelPaths) as Array<keyof typeof cancelPaths>)(
    'mails a cancellation by %s whose .ics cancels the confirmation’s event (same UID, higher SEQUENCE)',
    async (by) => {
      const offset = 40 + 10 * Object.keys(cancelPaths).indexOf(by);
      const booked = await bookAndReceive(offset, 2);
      const confirmation = calendarOf(booked.mail).calendar.events[0];

      t.clock.set(new Date(`${TODAY}T15:30:00Z`));
      const arrived = smtp.next();
      const request = await cancelPaths[by](booked.id, booked.code);
      const response = await t.app.inject({ method: 'DELETE', ...request, remoteAddress: freshIp() });
      expect(response.statusCode, response.body).toBe(200);
      const mail = await parse(arrived);

      expect(smtp.received.at(-1)?.to).toEqual([guest.email]);
      expect(mail.subject).toBe('HavenHub - Booking Cancelled');
      expect(mail.text).toContain('Your booking has been cancelled.');
      expect(mail.text).toMatch(new RegExp(`Confirmation code:\\s+${booked.code}$`, 'm'));
      expect(mail.text).toMatch(/^Room:\s+Deluxe King$/m);
      const html = typeof mail.html === 'string' ? mail.html : '';
      expect(html).toContain('Your booking has been cancelled.');
      expect(html).toContain(booked.code);
      expect(html).not.toContain('<b>');

      const { filename, contentType, calendar } = calendarOf(mail);
      expect(filename).toBe('booking-cancelled.ics');
      expect(contentType).toMatchObject({ value: 'text/calendar', params: { method: 'CANCEL' } });
      expect(calendar.method).toBe('CANCEL');
      const [event] = calendar.events;
      expect(event?.uid?.value).toBe(confirmation?.uid?.value);
      expect(Number(event?.sequence?.value)).toBeGreaterThan(Number(confirmation?.sequence?.value));
      expect(event?.status?.value).toBe('CANCELLED');
      expect(event?.dtstart).toMatchObject({ type: 'date', value: booked.checkInDate });
      expect(event?.dtend).toMatchObject({ type: 'date', value: booked.checkOutDate });
      expect(event?.dtstamp?.value).toBe('2030-06-15T15:30:00Z');
    },
  );

  it('speaks the language the booking was made in, the cancellation too (whoever cancels, in whatever language)', async () => {
    const booked = await bookAndReceive(100, 2, 'de-DE,de;q=0.9');
    expect(booked.mail.subject).toBe('HavenHub - Buchungsbestätigung');
    expect(booked.mail.text).toMatch(/^Gesamt:\s+246,90\s\$$/m);
    expect(booked.mail.text).toMatch(/^Gäste:\s+2 Erwachsene, 1 Kind$/m);

    const arrived = smtp.next();
    const request = await cancelPaths['an admin'](booked.id);
    const response = await t.app.inject({ method: 'DELETE', ...request, headers: { ...request.headers, 'accept-language': 'en' }, remoteAddress: freshIp() });
    expect(response.statusCode, response.body).toBe(200);
    const mail = await parse(arrived);
    expect(mail.subject).toBe('HavenHub - Buchung storniert');
    expect(mail.text).toMatch(new RegExp(`^Buchungscode:\\s+${booked.code}$`, 'm'));
  });

  it('sends no second cancellation mail when the booking is already cancelled', async () => {
    const booked = await bookAndReceive(80, 1);
    const url = `/api/bookings/booking/${booked.id}/delete?confirmationCode=${booked.code}`;
    const arrived = smtp.next();
    expect((await t.app.inject({ method: 'DELETE', url, remoteAddress: freshIp() })).statusCode).toBe(200);
    await arrived;
    const mailsBefore = smtp.received.length;
    expect((await t.app.inject({ method: 'DELETE', url, remoteAddress: freshIp() })).statusCode).toBe(409);
    // A mail sent for the refused request would arrive before this booking's confirmation does.
    const next = await bookAndReceive(90, 1);
    expect(next.mail.subject).toBe('HavenHub - Booking Confirmation');
    expect(smtp.received.length).toBe(mailsBefore + 1);
  });
});

/** A mailer whose sends stay under way until the test settles them. */
function createHeldMailer(outcome: 'deliver' | 'fail') {
  const held: Array<{ subject: string; settle(): void }> = [];
  const mailer: Mailer = {
    send: (mail) =>
      new Promise<void>((resolve, reject) => {
        held.push({ subject: mail.subject, settle: () => (outcome === 'deliver' ? resolve() : reject(new Error('SMTP is down'))) });
      }),
    close() {},
  };
  return { mailer, held };
}

/** Log lines at warn level and above, as JSON objects. */
function captureLog() {
  const lines: Array<Record<string, unknown>> = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, callback) {
      lines.push(JSON.parse(chunk.toString('utf8')) as Record<string, unknown>);
      callback();
    },
  });
  return { lines, logger: { level: 'warn', stream } };
}

describe.each(testDialects)('mail that fails or is slow (%s)', (dialect) => {
  async function bookAndCancel(t: TestApp) {
    const guest = await createUser(t.database);
    const room = await createRoom(t.database);
    const headers = await authHeader(t.app, guest);
    const payload = { guestFullName: 'Ada Lovelace', checkInDate: addDays(TODAY, 10), checkOutDate: addDays(TODAY, 12), numOfAdults: 1, numOfChildren: 0 };
    const booked = await t.app.inject({ method: 'POST', url: `/api/bookings/room/${room.id}/booking`, headers, payload });
    const [row] = await t.database.db.selectFrom('bookings').selectAll().where('roomId', '=', room.id).execute();
    const cancelled = await t.app.inject({ method: 'DELETE', url: `/api/bookings/booking/${row?.id}/delete`, headers, remoteAddress: freshIp() });
    const [after] = await t.database.db.selectFrom('bookings').selectAll().where('roomId', '=', room.id).execute();
    return { booked, cancelled, row, after };
  }
  const queuedKinds = async (t: TestApp) =>
    (await t.database.db.selectFrom('mailOutbox').select(['kind', 'status']).orderBy('id').execute()).map((mail) => `${mail.kind}:${mail.status}`);

  it('answers before the mail is sent', async () => {
    const slow = createHeldMailer('deliver');
    const t = await buildTestApp(dialect, { mailer: slow.mailer });
    t.clock.set(NOW);
    try {
      const { booked, cancelled } = await bookAndCancel(t);
      expect(booked.statusCode).toBe(201);
      expect(cancelled.statusCode).toBe(200);
      // Both answers came while the first send was still under way; both mails are still queued.
      await vi.waitFor(() => expect(slow.held.length).toBeGreaterThan(0), WAIT);
      expect(await queuedKinds(t)).toEqual(['booking_confirmation:pending', 'booking_cancellation:pending']);
      await vi.waitFor(async () => {
        for (const send of slow.held) send.settle();
        expect(await queuedKinds(t)).toEqual([]);
      }, WAIT);
      expect(slow.held.map((send) => send.subject).sort()).toEqual(['HavenHub - Booking Cancelled', 'HavenHub - Booking Confirmation']);
    } finally {
      for (const send of slow.held) send.settle();
      await t.close();
    }
  });

  it('keeps the booking and the cancellation when their mails fail, and logs each failure', async () => {
    const failing = createHeldMailer('fail');
    const log = captureLog();
    const t = await buildTestApp(dialect, { mailer: failing.mailer, logger: log.logger, mailRetryPolicy: { maxAttempts: 1, firstDelayMs: 1, maxDelayMs: 1 } });
    t.clock.set(NOW);
    try {
      const { booked, cancelled, row, after } = await bookAndCancel(t);
      await vi.waitFor(async () => {
        for (const send of failing.held) send.settle();
        expect(await queuedKinds(t)).toEqual(['booking_confirmation:failed', 'booking_cancellation:failed']);
      }, WAIT);

      expect(booked.statusCode).toBe(201);
      expect(row?.confirmationCode).toBe(booked.json().bookingConfirmationCode);
      expect(cancelled.statusCode).toBe(200);
      expect(after?.status).toBe('CANCELLED');
      expect(failing.held).toHaveLength(2);
      const logged = log.lines.filter((line) => line.event === 'mail.failed');
      expect(logged.map((line) => [line.kind, line.error]).sort()).toEqual([
        ['booking_cancellation', 'SMTP is down'],
        ['booking_confirmation', 'SMTP is down'],
      ]);
    } finally {
      await t.close();
    }
  });
});

describe('the booking mail texts', () => {
  const booking: BookingDetails = {
    id: 7,
    confirmationCode: 'ABCDEFGH23456789',
    roomType: 'Single',
    guestName: 'Grace Hopper',
    guestEmail: 'grace@example.test',
    checkInDate: '2030-07-01',
    checkOutDate: '2030-07-02',
    numOfAdults: 1,
    numOfChildren: 0,
    totalPriceCents: 24_000,
    language: 'en',
  };
  const settings = { hotel: TEST_MAILING_HOTEL, publicBaseUrl: undefined, now: NOW };

  it('without PUBLIC_BASE_URL carries no link, and still names Find My Booking and the code', () => {
    const mail = bookingConfirmationMail(booking, settings);
    expect(mail.text).not.toMatch(/https?:/);
    expect(mail.html).not.toContain('<a ');
    expect(mail.text).toContain('Find My Booking');
    expect(mail.text).toContain(booking.confirmationCode);
  });

  it('writes whole totals without cents and leaves out zero children, like the app', () => {
    const mail = bookingConfirmationMail(booking, settings);
    expect(mail.text).toMatch(/^Total:\s+\$240$/m);
    expect(mail.text).toMatch(/^Guests:\s+1 adult$/m);
  });

  it('builds the link under a base URL that has a path', () => {
    const mail = bookingConfirmationMail(booking, { ...settings, publicBaseUrl: 'https://hotel.example/stay' });
    expect(mail.text).toContain(`https://hotel.example/stay/find-booking?code=${booking.confirmationCode}`);
  });

  it('speaks the language the booking was made in: German words, dates and money', () => {
    const german: BookingDetails = {
      ...booking,
      numOfAdults: 2,
      numOfChildren: 1,
      checkOutDate: '2030-07-04',
      totalPriceCents: 45_075,
      nights: [
        { date: '2030-07-01', price: 15_025 },
        { date: '2030-07-02', price: 15_025 },
        { date: '2030-07-03', price: 15_025, season: 'Sommerfest' },
      ],
      language: 'de',
    };
    const mail = bookingConfirmationMail(german, { ...settings, hotel: { ...TEST_MAILING_HOTEL, currency: 'EUR' } });
    expect(mail.subject).toBe('HavenHub - Buchungsbestätigung');
    expect(mail.text).toMatch(/^Guten Tag Grace Hopper,$/m);
    expect(mail.text).toMatch(/^Anreise:\s+Mo\., 1\. Juli 2030$/m);
    expect(mail.text).toMatch(/^Gäste:\s+2 Erwachsene, 1 Kind$/m);
    expect(mail.text).toMatch(/^Preis:\s+Mo\., 1\. Juli 2030 bis Di\., 2\. Juli 2030: 2 Nächte × 150,25\s€$/m);
    // A season of the same price is its own line, named.
    expect(mail.text).toMatch(/^Preis:\s+Mi\., 3\. Juli 2030: 1 Nacht × 150,25\s€ \(Sommerfest\)$/m);
    expect(mail.text).toMatch(/^Gesamt:\s+450,75\s€$/m);
    expect(mail.html).toContain('<html lang="de">');
    const cancelled = bookingCancellationMail(german, settings);
    expect(cancelled.subject).toBe('HavenHub - Buchung storniert');
    expect(cancelled.text).toContain('Ihre Buchung wurde storniert.');
  });
});
