import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { IdentifiedMail, Mailer } from '../src/lib/mailer.js';
import { DEFAULT_RETRY_POLICY, oldestUnsentMailAgeSeconds, retryDelayMs, type RetryPolicy } from '../src/modules/mail/mail.outbox.js';
import { createAdmin, createRoom, createUser, authHeader, type TestUser } from './fixtures.js';
import { buildAppOnTestDatabase, buildTestApp, createTestDatabase, createTestMailer, testConfig, testDialects, type TestApp } from './helper.js';

/** Bound of the waits for the outbox worker (a state, not a delay: they end as soon as it holds). */
const WAIT = { timeout: 15_000, interval: 20 };
const FAST_RETRIES: RetryPolicy = { maxAttempts: 3, firstDelayMs: 10, maxDelayMs: 40 };

describe('retry delays', () => {
  it('double from the first delay up to the cap, each drawn from the upper half of its ceiling', () => {
    const policy: RetryPolicy = { maxAttempts: 20, firstDelayMs: 1_000, maxDelayMs: 60_000 };
    for (let failedTries = 1; failedTries <= 20; failedTries += 1) {
      const ceiling = Math.min(60_000, 1_000 * 2 ** (failedTries - 1));
      expect(retryDelayMs(policy, failedTries, () => 0)).toBe(ceiling / 2);
      expect(retryDelayMs(policy, failedTries, () => 0.999_999)).toBe(Math.round(ceiling / 2 + (0.999_999 * ceiling) / 2));
      for (let draw = 0; draw < 20; draw += 1) {
        const delay = retryDelayMs(policy, failedTries);
        expect(delay).toBeGreaterThanOrEqual(ceiling / 2);
        expect(delay).toBeLessThanOrEqual(ceiling);
      }
    }
    expect(retryDelayMs(policy, 7, () => 0.5)).toBe(retryDelayMs(policy, 30, () => 0.5));
  });

  it('spread the default tries over more than 10 minutes and less than an hour', () => {
    const waits = (draw: number) =>
      Array.from({ length: DEFAULT_RETRY_POLICY.maxAttempts - 1 }, (_, index) => retryDelayMs(DEFAULT_RETRY_POLICY, index + 1, () => draw));
    const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);
    expect(sum(waits(0))).toBeGreaterThan(10 * 60_000);
    expect(sum(waits(1))).toBeLessThan(60 * 60_000);
  });
});

/** A mailer that fails while `down` is set, and keeps every try's `Message-ID` and whether it was delivered. */
function createSwitchableMailer() {
  const tries: Array<{ messageId: string; delivered: boolean }> = [];
  const state = { down: true };
  const mailer: Mailer = {
    async send(mail: IdentifiedMail) {
      tries.push({ messageId: mail.messageId, delivered: !state.down });
      if (state.down) throw new Error('SMTP is down');
    },
    close() {},
  };
  return { mailer, tries, state };
}

describe.each(testDialects)('the mail outbox (%s)', (dialect) => {
  let t: TestApp;
  let smtp: ReturnType<typeof createSwitchableMailer>;
  let admin: TestUser;
  let guest: TestUser;
  let headers: Record<'admin' | 'guest', { authorization: string }>;

  beforeAll(async () => {
    smtp = createSwitchableMailer();
    t = await buildTestApp(dialect, { mailer: smtp.mailer, mailRetryPolicy: FAST_RETRIES });
    admin = await createAdmin(t.database);
    guest = await createUser(t.database);
    headers = { admin: await authHeader(t.app, admin), guest: await authHeader(t.app, guest) };
  });
  afterAll(async () => t.close());

  const rows = () => t.database.db.selectFrom('mailOutbox').selectAll().orderBy('id').execute();
  const failedList = (query = 'status=failed', as: 'admin' | 'guest' | 'anonymous' = 'admin') =>
    t.app.inject({ method: 'GET', url: `/api/admin/mail?${query}`, headers: as === 'anonymous' ? {} : headers[as] });
  const retry = (mailId: number | string, as: 'admin' | 'guest' | 'anonymous' = 'admin') =>
    t.app.inject({ method: 'POST', url: `/api/admin/mail/${mailId}/retry`, headers: as === 'anonymous' ? {} : headers[as] });

  /** A mail row written directly: `failed` ones as the worker leaves them, pending ones due far in the future. */
  async function insertMail(status: 'pending' | 'failed', overrides: { failedAt?: string; createdAt?: string; claimedBy?: string; claimedUntil?: string; nextAttemptAt?: string } = {}) {
    const now = new Date().toISOString();
    const { id } = await t.database.db
      .insertInto('mailOutbox')
      .values({
        messageId: `<${Math.random().toString(36).slice(2)}@hotel.test>`,
        kind: 'otp',
        recipient: 'someone@example.test',
        subject: 'HavenHub - Verify Your Email',
        message: JSON.stringify({ to: 'someone@example.test', subject: 'HavenHub - Verify Your Email', text: 'Your verification code is 123456' }),
        status,
        attempts: status === 'failed' ? FAST_RETRIES.maxAttempts : 0,
        nextAttemptAt: overrides.nextAttemptAt ?? (status === 'pending' ? '2999-01-01T00:00:00.000Z' : now),
        claimedBy: overrides.claimedBy ?? null,
        claimedUntil: overrides.claimedUntil ?? null,
        lastError: status === 'failed' ? 'SMTP is down' : null,
        createdAt: overrides.createdAt ?? now,
        failedAt: status === 'failed' ? (overrides.failedAt ?? now) : null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return id;
  }

  it('tries a mail that keeps failing a bounded number of times with one Message-ID, then marks it failed; the admin sends it again', async () => {
    smtp.state.down = true;
    const room = await createRoom(t.database);
    const booked = await t.app.inject({
      method: 'POST',
      url: `/api/bookings/room/${room.id}/booking`,
      headers: headers.guest,
      payload: { guestFullName: 'Ada Lovelace', checkInDate: '2090-01-10', checkOutDate: '2090-01-12', numOfAdults: 1, numOfChildren: 0 },
    });
    expect(booked.statusCode, booked.body).toBe(201);

    await vi.waitFor(async () => expect((await rows()).map((row) => row.status)).toEqual(['failed']), WAIT);
    const [failed] = await rows();
    expect(failed).toMatchObject({ kind: 'booking_confirmation', recipient: guest.email, attempts: FAST_RETRIES.maxAttempts, lastError: 'SMTP is down', claimedBy: null });
    expect(smtp.tries).toEqual(Array(FAST_RETRIES.maxAttempts).fill({ messageId: failed!.messageId, delivered: false }));
    expect(failed!.messageId).toMatch(/^<[0-9a-f-]{36}@[^>]+>$/);

    const listed = await failedList();
    expect(listed.statusCode, listed.body).toBe(200);
    expect(listed.json()).toEqual({
      mails: [
        {
          id: failed!.id,
          messageId: failed!.messageId,
          kind: 'booking_confirmation',
          recipient: guest.email,
          subject: 'HavenHub - Booking Confirmation',
          attempts: FAST_RETRIES.maxAttempts,
          lastError: 'SMTP is down',
          createdAt: failed!.createdAt,
          failedAt: failed!.failedAt,
        },
      ],
      page: 0,
      size: 20,
      total: 1,
    });

    // Only an admin may send it again; a refused retry changes nothing.
    expect((await retry(failed!.id, 'anonymous')).json()).toMatchObject({ code: 'UNAUTHENTICATED' });
    expect((await retry(failed!.id, 'guest')).statusCode).toBe(403);
    expect((await failedList(undefined, 'guest')).statusCode).toBe(403);
    expect((await failedList(undefined, 'anonymous')).statusCode).toBe(401);
    expect(await rows()).toEqual([failed]);

    smtp.state.down = false;
    const retried = await retry(failed!.id);
    expect(retried.statusCode, retried.body).toBe(200);
    await vi.waitFor(async () => expect(await rows()).toEqual([]), WAIT);
    expect(smtp.tries.at(-1)).toEqual({ messageId: failed!.messageId, delivered: true });
    expect(smtp.tries.filter((attempt) => attempt.delivered)).toHaveLength(1);

    const again = await retry(failed!.id);
    expect(again.statusCode).toBe(404);
    expect(again.json()).toEqual({ code: 'MAIL_NOT_FOUND', message: 'Mail not found.' });
  });

  it('refuses to send a queued mail again (409) and leaves it as it was', async () => {
    const id = await insertMail('pending');
    const before = await rows();
    const answer = await retry(id);
    expect(answer.statusCode).toBe(409);
    expect(answer.json()).toMatchObject({ code: 'MAIL_NOT_FAILED' });
    expect(await rows()).toEqual(before);
    await t.database.db.deleteFrom('mailOutbox').execute();
  });

  it.each([
    ['a mail id that is not a number', () => retry('abc')],
    ['a mail id of 0', () => retry(0)],
    ['no status', () => failedList('')],
    ['a status other than failed', () => failedList('status=pending')],
    ['a page size of 0', () => failedList('status=failed&size=0')],
    ['a page size above 100', () => failedList('status=failed&size=101')],
    ['a negative page', () => failedList('status=failed&page=-1')],
    ['an unknown parameter', () => failedList('status=failed&sort=id')],
  ])('answers %s with 400 {code, message}', async (_case, request) => {
    const answer = await request();
    expect(answer.statusCode).toBe(400);
    expect(Object.keys(answer.json()).sort()).toEqual(['code', 'message']);
  });

  it('pages the failed mails, the latest failure first, and leaves pending ones out', async () => {
    const oldest = await insertMail('failed', { failedAt: '2030-01-01T10:00:00.000Z' });
    const latest = await insertMail('failed', { failedAt: '2030-01-01T12:00:00.000Z' });
    const middle = await insertMail('failed', { failedAt: '2030-01-01T11:00:00.000Z' });
    await insertMail('pending');
    const first = (await failedList('status=failed&size=2')).json();
    const second = (await failedList('status=failed&size=2&page=1')).json();
    expect([first.total, first.page, first.size, second.page]).toEqual([3, 0, 2, 1]);
    expect([...first.mails, ...second.mails].map((mail: { id: number }) => mail.id)).toEqual([latest, middle, oldest]);
    await t.database.db.deleteFrom('mailOutbox').execute();
  });

  it("leaves a mail another process is sending alone until that claim runs out, then sends it once", async () => {
    smtp.state.down = false;
    const sentBefore = smtp.tries.length;
    const past = new Date(Date.now() - 1_000).toISOString();
    const id = await insertMail('pending', { nextAttemptAt: past, claimedBy: 'another-process', claimedUntil: '2999-01-01T00:00:00.000Z' });
    await t.app.outbox.settle();
    expect(smtp.tries.length).toBe(sentBefore);
    expect((await rows()).map((row) => row.id)).toEqual([id]);

    // The other process died while sending: its claim runs out, and this one takes the mail over.
    await t.database.db.updateTable('mailOutbox').set({ claimedUntil: past }).where('id', '=', id).execute();
    t.app.outbox.wake();
    await vi.waitFor(async () => expect(await rows()).toEqual([]), WAIT);
    expect(smtp.tries.slice(sentBefore)).toHaveLength(1);
  });

  it('reports the age of the oldest mail not yet sent, leaving failed mails out', async () => {
    expect(await oldestUnsentMailAgeSeconds(t.database)).toBe(0);
    const at = new Date('2030-01-01T12:00:00.000Z');
    await insertMail('failed', { createdAt: '2030-01-01T11:00:00.000Z' });
    expect(await oldestUnsentMailAgeSeconds(t.database, at)).toBe(0);
    await insertMail('pending', { createdAt: '2030-01-01T11:58:30.000Z' });
    await insertMail('pending', { createdAt: '2030-01-01T11:59:00.000Z' });
    expect(await oldestUnsentMailAgeSeconds(t.database, at)).toBe(90);
    await t.database.db.deleteFrom('mailOutbox').execute();
  });
});

/** A mailer whose sends stay under way until the test lets them end. */
function createHeldMailer() {
  const held: Array<{ mail: IdentifiedMail; deliver(): void }> = [];
  const mailer: Mailer = {
    send: (mail) => new Promise<void>((resolve) => held.push({ mail, deliver: resolve })),
    close() {},
  };
  return { mailer, held };
}

describe.each(testDialects)('closing the server (%s)', (dialect) => {
  it('waits for the sends under way, and leaves unsent mail queued for the next start', async () => {
    const slow = createHeldMailer();
    const { database, drop } = await createTestDatabase(dialect);
    const app = await buildAppOnTestDatabase(dialect, { config: testConfig(), database, mailer: slow.mailer, logger: false });
    const guest = await createUser(database);
    const room = await createRoom(database);
    const headers = await authHeader(app, guest);
    const book = (day: number) =>
      app.inject({
        method: 'POST',
        url: `/api/bookings/room/${room.id}/booking`,
        headers,
        payload: { guestFullName: 'Ada Lovelace', checkInDate: `2090-02-${day}`, checkOutDate: `2090-02-${day + 1}`, numOfAdults: 1, numOfChildren: 0 },
      });
    try {
      expect((await book(10)).statusCode).toBe(201);
      await vi.waitFor(() => expect(slow.held).toHaveLength(1), WAIT);
      // Queued while the first mail is being sent.
      expect((await book(20)).statusCode).toBe(201);

      let closed = false;
      const closing = app.close().then(() => {
        closed = true;
      });
      // Closing has begun (its preClose hook, which stops the claims, ran with it) once requests are refused; the
      // send under way holds the close up.
      const refused = async () => app.inject({ method: 'GET', url: '/api/health' }).then(() => false, (error: unknown) => /closed/.test(String(error)));
      await vi.waitFor(async () => expect(await refused()).toBe(true), WAIT);
      expect(closed).toBe(false);
      slow.held[0]!.deliver();
      await closing;
      expect(slow.held).toHaveLength(1);
      const left = await database.db.selectFrom('mailOutbox').select(['status', 'attempts', 'claimedBy']).execute();
      expect(left).toEqual([{ status: 'pending', attempts: 0, claimedBy: null }]);

      // The next start sends it.
      const mailer = createTestMailer();
      const next = await buildAppOnTestDatabase(dialect, { config: testConfig(), database, mailer, logger: false });
      await next.ready();
      await vi.waitFor(() => expect(mailer.sent.map((mail) => mail.subject)).toEqual(['HavenHub - Booking Confirmation']), WAIT);
      await next.close();
      expect(await database.db.selectFrom('mailOutbox').select('id').execute()).toEqual([]);
    } finally {
      for (const send of slow.held) send.deliver();
      await app.close();
      await drop();
    }
  });
});
