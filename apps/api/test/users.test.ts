import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { findRolesOfUser } from '../src/modules/auth/accounts.repository.js';
import { buildTestApp, testDialects, type TestApp } from './helper.js';
import { advanceProcessTime, bearer, createAccount, login, register, uniqueEmail, type Account } from './auth-helpers.js';

const FORBIDDEN_KEYS = /pass|hash|otp|secret|token|verified/i;

function allKeys(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(allKeys);
  if (value && typeof value === 'object') return Object.entries(value).flatMap(([key, inner]) => [key, ...allKeys(inner)]);
  return [];
}

describe.each(testDialects)('users (%s)', (dialect) => {
  let t: TestApp;
  let a: Account;
  let b: Account;
  let admin: Account;
  beforeAll(async () => {
    t = await buildTestApp(dialect);
    a = await createAccount(t);
    b = await createAccount(t);
    admin = await createAccount(t, { admin: true });
  });
  afterAll(async () => t.close());
  afterEach(() => {
    vi.useRealTimers();
  });

  const getUser = (ref: string | number, token?: string) =>
    t.app.inject({ method: 'GET', url: `/api/users/${encodeURIComponent(String(ref))}`, headers: token ? bearer(token) : {} });
  const deleteUser = (ref: string | number, token?: string) =>
    t.app.inject({ method: 'DELETE', url: `/api/users/delete/${encodeURIComponent(String(ref))}`, headers: token ? bearer(token) : {} });

  const patchUser = (ref: string | number, body: object, token?: string) =>
    t.app.inject({ method: 'PATCH', url: `/api/users/${encodeURIComponent(String(ref))}`, payload: body, headers: token ? bearer(token) : {} });

  describe('PATCH /api/users/{id}: the account\'s language', () => {
    it('sets the own language, which GET then shows; an admin may set anyone\'s', async () => {
      const own = await patchUser(a.email, { preferredLanguage: 'de' }, a.token);
      expect(own.statusCode, own.body).toBe(200);
      expect(own.json()).toMatchObject({ id: a.id, preferredLanguage: 'de' });
      expect((await getUser(a.id, a.token)).json().preferredLanguage).toBe('de');
      expect((await patchUser(a.id, { preferredLanguage: 'en' }, admin.token)).json().preferredLanguage).toBe('en');
      expect((await getUser(a.id, a.token)).json().preferredLanguage).toBe('en');
    });

    it('follows the permission matrix: anonymous 401, another user 403 (and nothing changes)', async () => {
      expect((await patchUser(a.email, { preferredLanguage: 'de' })).statusCode).toBe(401);
      const other = await patchUser(a.email, { preferredLanguage: 'de' }, b.token);
      expect(other.statusCode).toBe(403);
      expect(other.json().code).toBe('FORBIDDEN');
      expect((await getUser(a.id, a.token)).json().preferredLanguage).toBe('en');
    });

    it('refuses an unknown language or another field with 400 and changes nothing', async () => {
      for (const body of [{ preferredLanguage: 'fr' }, { preferredLanguage: '' }, {}, { preferredLanguage: 'de', email: 'x@example.test' }]) {
        const response = await patchUser(a.email, body, a.token);
        expect(response.statusCode, JSON.stringify(body)).toBe(400);
        expect(Object.keys(response.json()).sort()).toEqual(['code', 'message']);
      }
      expect((await getUser(a.id, a.token)).json().preferredLanguage).toBe('en');
    });
  });

  describe('GET /api/users/{id}', () => {
    it('shows the own account, by email or id, with exactly the User fields', async () => {
      for (const ref of [a.email, a.email.toUpperCase(), a.id]) {
        const response = await getUser(ref, a.token);
        expect(response.statusCode).toBe(200);
        const body = response.json();
        expect(body).toEqual({
          id: a.id,
          email: a.email,
          firstName: 'Ada',
          lastName: 'Lovelace',
          roles: [{ id: expect.any(Number), name: 'ROLE_USER' }],
          // Registered without an Accept-Language: the hotel's default language.
          preferredLanguage: 'en',
        });
        expect(allKeys(body).filter((key) => FORBIDDEN_KEYS.test(key))).toEqual([]);
        expect(response.body).not.toMatch(/argon2/);
        expect(response.headers['cache-control']).toBe('no-store');
      }
    });

    it('follows the permission matrix: anonymous 401, self 200, another user 403, admin 200', async () => {
      const anonymous = await getUser(a.email);
      expect(anonymous.statusCode).toBe(401);
      expect(anonymous.json().code).toBe('UNAUTHENTICATED');
      expect((await getUser(a.email, a.token)).statusCode).toBe(200);
      const other = await getUser(a.email, b.token);
      expect(other.statusCode).toBe(403);
      expect(other.json().code).toBe('FORBIDDEN');
      expect((await getUser(a.id, b.token)).statusCode).toBe(403);
      const asAdmin = await getUser(a.email, admin.token);
      expect(asAdmin.statusCode).toBe(200);
      expect(asAdmin.json().email).toBe(a.email);
      const adminSelf = await getUser(admin.id, admin.token);
      expect(adminSelf.json().roles.map((role: { name: string }) => role.name).sort()).toEqual(['ROLE_ADMIN', 'ROLE_USER']);
    });

    it('tells a non-admin nothing about other accounts (403 for missing ones too); an admin gets 404', async () => {
      const missingEmail = uniqueEmail('nobody');
      for (const ref of [missingEmail, 999_999]) {
        const asUser = await getUser(ref, b.token);
        expect(asUser.statusCode).toBe(403);
        expect(asUser.json()).toEqual((await getUser(a.email, b.token)).json());
        const asAdmin = await getUser(ref, admin.token);
        expect(asAdmin.statusCode).toBe(404);
        expect(asAdmin.json()).toEqual({ code: 'USER_NOT_FOUND', message: 'User not found.' });
      }
    });

    it('refuses an over-long reference with the error shape', async () => {
      const response = await getUser('x'.repeat(255), admin.token);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: 'VALIDATION_FAILED' });
    });

    it('accepts a long email address as the reference', async () => {
      const longEmail = `${'l'.repeat(150)}@example.com`;
      const response = await getUser(longEmail, admin.token);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ code: 'USER_NOT_FOUND', message: 'User not found.' });
    });
  });

  describe('DELETE /api/users/delete/{id}', () => {
    it('follows the permission matrix: anonymous 401, another user 403 (nothing deleted)', async () => {
      const target = await createAccount(t);
      expect((await deleteUser(target.email)).statusCode).toBe(401);
      const other = await deleteUser(target.email, b.token);
      expect(other.statusCode).toBe(403);
      expect((await deleteUser(uniqueEmail('nobody'), b.token)).statusCode).toBe(403);
      expect((await getUser(target.email, target.token)).statusCode).toBe(200);
    });

    it('closes the own account: roles and codes go, bookings stay unlinked, the token dies at once', async () => {
      const target = await createAccount(t);
      const { db } = t.database;
      const now = new Date().toISOString();
      const room = await db
        .insertInto('rooms')
        .values({ roomType: 'Single', roomPriceCents: 10_000, photo: null, photoContentType: null, photoEtag: null, createdAt: now })
        .returning('id')
        .executeTakeFirstOrThrow();
      await db
        .insertInto('bookings')
        .values({
          roomId: room.id,
          userId: target.id,
          confirmationCode: `DEL${target.id}`.padEnd(16, '0'),
          checkInDate: '2030-01-01',
          checkOutDate: '2030-01-03',
          guestName: 'Ada Lovelace',
          guestEmail: target.email,
          totalPriceCents: 20_000,
          numOfAdults: 1,
          numOfChildren: 0,
          status: 'CONFIRMED',
          createdAt: now,
        })
        .execute();
      await db
        .insertInto('otpCodes')
        .values({ userId: target.id, codeHash: 'f'.repeat(64), expiresAt: now, failedAttempts: 0, createdAt: now })
        .execute();

      const response = await deleteUser(target.email, target.token);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ message: 'User deleted successfully' });

      expect(await db.selectFrom('users').select('id').where('id', '=', target.id).executeTakeFirst()).toBeUndefined();
      expect(await findRolesOfUser(db, target.id)).toEqual([]);
      expect(await db.selectFrom('otpCodes').select('id').where('userId', '=', target.id).execute()).toEqual([]);
      const booking = await db
        .selectFrom('bookings')
        .select(['userId', 'guestEmail', 'status'])
        .where('confirmationCode', '=', `DEL${target.id}`.padEnd(16, '0'))
        .executeTakeFirstOrThrow();
      expect(booking).toEqual({ userId: null, guestEmail: target.email, status: 'CONFIRMED' });

      const afterwards = await getUser(target.id, target.token);
      expect(afterwards.statusCode).toBe(401);
      expect((await deleteUser(target.email, target.token)).statusCode).toBe(401);
      expect((await login(t, target.email, target.password)).statusCode).toBe(401);
    });

    it('a token of a closed account does not work for a new account with the same email', async () => {
      const target = await createAccount(t);
      expect((await deleteUser(target.id, target.token)).statusCode).toBe(200);
      advanceProcessTime(61_000); // the address's mail budget: one a minute
      const again = await createAccount(t, { email: target.email });
      expect(again.id).not.toBe(target.id);
      expect((await getUser(target.email, target.token)).statusCode).toBe(401);
      expect((await getUser(target.email, again.token)).statusCode).toBe(200);
    });

    it('lets an admin close any account, and answers 404 for a missing one', async () => {
      const target = await createAccount(t);
      const response = await deleteUser(target.id, admin.token);
      expect(response.statusCode).toBe(200);
      expect((await getUser(target.id, admin.token)).statusCode).toBe(404);
      const missing = await deleteUser(target.id, admin.token);
      expect(missing.statusCode).toBe(404);
      expect(missing.json().code).toBe('USER_NOT_FOUND');
    });

    it('never closes the last admin account (409 LAST_ADMIN)', async () => {
      const fresh = await buildTestApp(dialect);
      try {
        const first = await createAccount(fresh, { admin: true });
        const second = await createAccount(fresh, { admin: true });
        const pending = await register(fresh);
        expect(pending.otp).toMatch(/^\d{6}$/);

        expect((await fresh.app.inject({ method: 'DELETE', url: `/api/users/delete/${second.id}`, headers: bearer(first.token) })).statusCode).toBe(200);
        const refused = await fresh.app.inject({ method: 'DELETE', url: `/api/users/delete/${first.id}`, headers: bearer(first.token) });
        expect(refused.statusCode).toBe(409);
        expect(refused.json()).toEqual({ code: 'LAST_ADMIN', message: 'The last administrator account cannot be deleted.' });
        const stillThere = await fresh.app.inject({ method: 'GET', url: `/api/users/${first.id}`, headers: bearer(first.token) });
        expect(stillThere.statusCode).toBe(200);
      } finally {
        await fresh.close();
      }
    });

    it('keeps one admin when two admins close each other at the same time', async () => {
      const fresh = await buildTestApp(dialect);
      try {
        const x = await createAccount(fresh, { admin: true });
        const y = await createAccount(fresh, { admin: true });
        const [one, two] = await Promise.all([
          fresh.app.inject({ method: 'DELETE', url: `/api/users/delete/${y.id}`, headers: bearer(x.token) }),
          fresh.app.inject({ method: 'DELETE', url: `/api/users/delete/${x.id}`, headers: bearer(y.token) }),
        ]);
        const statuses = [one.statusCode, two.statusCode].sort();
        // Either one deletion wins and the other is refused (409), or the loser's caller is gone by then (401).
        expect(statuses[0]).toBe(200);
        expect([401, 409]).toContain(statuses[1]);
        const admins = await fresh.database.db
          .selectFrom('userRoles')
          .innerJoin('roles', 'roles.id', 'userRoles.roleId')
          .select('userRoles.userId')
          .where('roles.name', '=', 'ROLE_ADMIN')
          .execute();
        expect(admins).toHaveLength(1);
      } finally {
        await fresh.close();
      }
    });
  });
});
