import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { addDays } from '@hotel/booking-rules';
import { authHeader, createRoom, createUser, type TestUser } from './fixtures.js';
import { buildAppOnTestDatabase, buildTestApp, createTestMailer, testConfig, testDialects, type TestApp } from './helper.js';

const TODAY = '2030-06-15';
const NOW = new Date(`${TODAY}T12:00:00Z`);
const HOUR = 60 * 60 * 1000;

function bookingBody(offset: number, overrides: Record<string, unknown> = {}) {
  return { guestFullName: 'Ada Lovelace', checkInDate: addDays(TODAY, offset), checkOutDate: addDays(TODAY, offset + 2), numOfAdults: 2, numOfChildren: 0, ...overrides };
}

describe.each(testDialects)('booking POST with an Idempotency-Key (%s)', (dialect) => {
  let t: TestApp;
  let alice: TestUser;
  let bob: TestUser;
  let roomId: number;

  beforeAll(async () => {
    t = await buildTestApp(dialect);
    alice = await createUser(t.database);
    bob = await createUser(t.database);
  });
  afterAll(async () => t.close());
  beforeEach(async () => {
    t.clock.set(NOW);
    await t.app.outbox.settle();
    t.mailer.sent.length = 0;
    await t.database.db.deleteFrom('idempotencyKeys').execute();
    await t.database.db.deleteFrom('bookings').execute();
    roomId = (await createRoom(t.database)).id;
  });

  async function book(user: TestUser, key: string | undefined, body: object, app = t.app) {
    return app.inject({
      method: 'POST',
      url: `/api/bookings/room/${roomId}/booking`,
      headers: { ...(await authHeader(app, user)), ...(key === undefined ? {} : { 'idempotency-key': key }) },
      payload: body,
    });
  }
  const bookingCount = async () => (await t.database.db.selectFrom('bookings').select('id').execute()).length;

  it('a retry with the same key and body gets the first answer and books nothing more (one mail)', async () => {
    const first = await book(alice, 'key-1', bookingBody(10));
    expect(first.statusCode, first.body).toBe(201);
    const retry = await book(alice, 'key-1', bookingBody(10));
    expect(retry.statusCode).toBe(201);
    expect(retry.json()).toEqual(first.json());
    expect(await bookingCount()).toBe(1);
    await t.app.outbox.settle();
    expect(t.mailer.sent).toHaveLength(1);
  });

  it('without a key the same request books again (here: 409, the stay is taken)', async () => {
    expect((await book(alice, undefined, bookingBody(10))).statusCode).toBe(201);
    expect((await book(alice, undefined, bookingBody(10))).statusCode).toBe(409);
  });

  it('the same key with another body gets 422 and books nothing', async () => {
    expect((await book(alice, 'key-2', bookingBody(10))).statusCode).toBe(201);
    for (const other of [bookingBody(20), bookingBody(10, { guestFullName: 'Someone Else' }), bookingBody(10, { numOfChildren: 1 })]) {
      const response = await book(alice, 'key-2', other);
      expect(response.statusCode).toBe(422);
      expect(response.json()).toEqual({
        code: 'UNPROCESSABLE',
        message: 'This Idempotency-Key was already used for another booking request; send a new key.',
      });
    }
    expect(await bookingCount()).toBe(1);
  });

  it('10 simultaneous requests with one key book once, and all get the same answer', async () => {
    const answers = await Promise.all(Array.from({ length: 10 }, () => book(alice, 'key-burst', bookingBody(10))));
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array.from({ length: 10 }, () => 201));
    expect(new Set(answers.map((answer) => answer.json().bookingConfirmationCode)).size).toBe(1);
    expect(await bookingCount()).toBe(1);
    await t.app.outbox.settle();
    expect(t.mailer.sent).toHaveLength(1);
  });

  it('keys are per user: another user with the same key books for themselves', async () => {
    const aliceAnswer = await book(alice, 'shared-key', bookingBody(10));
    const bobAnswer = await book(bob, 'shared-key', bookingBody(20));
    expect(bobAnswer.statusCode, bobAnswer.body).toBe(201);
    expect(bobAnswer.json().bookingConfirmationCode).not.toBe(aliceAnswer.json().bookingConfirmationCode);
    expect(await bookingCount()).toBe(2);
  });

  it('keys live 24 hours', async () => {
    expect((await book(alice, 'key-day', bookingBody(10))).statusCode).toBe(201);
    t.clock.advance(24 * HOUR - 1000);
    expect((await book(alice, 'key-day', bookingBody(20))).statusCode).toBe(422);
    t.clock.advance(2000);
    const later = await book(alice, 'key-day', bookingBody(20));
    expect(later.statusCode, later.body).toBe(201);
    expect(await bookingCount()).toBe(2);
  });

  it('a refused request is not remembered: its key can carry a corrected request', async () => {
    expect((await book(bob, undefined, bookingBody(10))).statusCode).toBe(201);
    expect((await book(alice, 'key-refused', bookingBody(10))).statusCode).toBe(409);
    const corrected = await book(alice, 'key-refused', bookingBody(30));
    expect(corrected.statusCode, corrected.body).toBe(201);
  });

  it('keys live in the database: a second server instance answers a retry with the first answer', async () => {
    const second = await buildAppOnTestDatabase(dialect, { config: testConfig(), database: t.database, clock: t.clock, mailer: createTestMailer(), logger: false });
    try {
      const first = await book(alice, 'key-instances', bookingBody(10));
      const retry = await book(alice, 'key-instances', bookingBody(10), second);
      expect(retry.statusCode).toBe(201);
      expect(retry.json()).toEqual(first.json());
      expect(await bookingCount()).toBe(1);
    } finally {
      await second.close();
    }
  });

  it.each([
    ['empty', ''],
    ['too long', 'k'.repeat(256)],
    ['with a space', 'two words'],
  ])('refuses a key that is %s with 400', async (_case, key) => {
    const response = await book(alice, key, bookingBody(10));
    expect(response.statusCode).toBe(400);
    expect(await bookingCount()).toBe(0);
  });
});
