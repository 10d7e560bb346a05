import { parseOptions } from '@node-rs/argon2';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Mailer, OutgoingMail } from '../src/lib/mailer.js';
import { findRolesOfUser, findUserByEmail } from '../src/modules/auth/accounts.repository.js';
import { buildTestApp, testDialects, type TestApp } from './helper.js';
import {
  PASSWORD,
  advanceProcessTime,
  codeFromMail,
  createAccount,
  freshIp,
  lastOtpTo,
  login,
  mailsTo,
  post,
  register,
  uniqueEmail,
} from './auth-helpers.js';

const INVALID_OTP = { code: 'INVALID_OTP', message: 'Invalid or expired OTP.' };
const INVALID_CREDENTIALS = { code: 'INVALID_CREDENTIALS', message: 'Invalid email or password.' };
const REGISTERED = { message: 'Registration successful! Please check your email for OTP.' };
const RESENT = { message: 'A new OTP has been sent to your email.' };
const MINUTE = 60_000;

describe.each(testDialects)('auth (%s)', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(dialect);
  });
  afterAll(async () => t.close());
  afterEach(() => {
    vi.useRealTimers();
  });

  const verify = (email: string, otp: string, ip?: string) => post(t, '/api/auth/verify-otp', { email, otp }, ip);
  const resend = (email: string, ip?: string) => post(t, '/api/auth/resend-otp', { email }, ip);
  const otpRows = async (userId: number) =>
    t.database.db.selectFrom('otpCodes').selectAll().where('userId', '=', userId).execute();

  describe('POST /api/auth/register-user', () => {
    it('creates an unverified ROLE_USER account with a normalized email and mails a 6-digit code valid 10 minutes', async () => {
      const raw = `  ${uniqueEmail('Mixed').toUpperCase()} `;
      const response = await post(t, '/api/auth/register-user', { firstName: ' Grace ', lastName: ' Hopper ', email: raw, password: PASSWORD });
      expect(response.statusCode).toBe(201);
      expect(response.json()).toEqual(REGISTERED);

      const email = raw.trim().toLowerCase();
      const user = await findUserByEmail(t.database.db, email);
      expect(user).toMatchObject({ email, firstName: 'Grace', lastName: 'Hopper', verifiedAt: null });
      expect((await findRolesOfUser(t.database.db, user!.id)).map((role) => role.name)).toEqual(['ROLE_USER']);

      const mails = (await mailsTo(t, email));
      expect(mails).toHaveLength(1);
      expect(mails[0]!.subject).toBe('HavenHub - Verify Your Email');
      expect(mails[0]!.text).toContain('10 minutes');
      expect(codeFromMail(mails[0])).toMatch(/^\d{6}$/);
    });

    it('never reads roles or verification from the body (extra fields are refused)', async () => {
      const email = uniqueEmail();
      for (const extra of [{ roles: [{ id: 2, name: 'ROLE_ADMIN' }] }, { verified: true }, { verifiedAt: '2020-01-01T00:00:00Z' }, { id: 1 }]) {
        const response = await post(t, '/api/auth/register-user', { firstName: 'A', lastName: 'B', email, password: PASSWORD, ...extra });
        expect(response.statusCode).toBe(400);
        expect(response.json().code).toBe('VALIDATION_FAILED');
      }
      expect(await findUserByEmail(t.database.db, email)).toBeUndefined();
      expect((await mailsTo(t, email))).toHaveLength(0);
    });

    it.each([
      [{ firstName: '', lastName: '', email: 'nope', password: '1' }, 'First name is required'],
      [{ firstName: '   ', lastName: 'L', email: 'a@b.com', password: PASSWORD }, 'First name is required'],
      [{ firstName: 'F', lastName: '   ', email: 'nope', password: '1' }, 'Last name is required'],
      [{ firstName: 'F', lastName: 'L', email: 'no-at-sign', password: '1' }, 'Valid email is required'],
      [{ firstName: 'F', lastName: 'L', email: 'a@', password: PASSWORD }, 'Valid email is required'],
      [{ firstName: 'F', lastName: 'L', email: '@example.com', password: PASSWORD }, 'Valid email is required'],
      [{ firstName: 'F', lastName: 'L', email: 'two words@example.com', password: PASSWORD }, 'Valid email is required'],
      [{ firstName: 'F', lastName: 'L', email: 'a@b.com', password: '12345' }, 'Password must be at least 6 characters'],
      [{ firstName: 'F', lastName: 'L', email: 'a@b.com', password: '' }, 'Password must be at least 6 characters'],
      // Five characters, ten UTF-16 units: still too short.
      [{ firstName: 'F', lastName: 'L', email: 'a@b.com', password: '😀😀😀😀😀' }, 'Password must be at least 6 characters'],
    ])('checks the rules in the spec order: %j → %s', async (body, message) => {
      const response = await post(t, '/api/auth/register-user', body);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ code: 'VALIDATION_FAILED', message });
    });

    it('refuses over-long fields instead of truncating them', async () => {
      const base = { firstName: 'F', lastName: 'L', email: uniqueEmail(), password: PASSWORD };
      for (const over of [
        { firstName: 'x'.repeat(101) },
        { lastName: 'x'.repeat(101) },
        { email: `${'x'.repeat(245)}@example.com` },
        { password: 'p'.repeat(129) },
      ]) {
        const response = await post(t, '/api/auth/register-user', { ...base, ...over });
        expect(response.statusCode).toBe(400);
        expect(response.json().code).toBe('VALIDATION_FAILED');
      }
      expect(await findUserByEmail(t.database.db, base.email)).toBeUndefined();
    });

    it('accepts 6-character and 128-character passwords, and checks every character of the long one', async () => {
      const six = await register(t, { password: 'ab😀cd!' });
      expect(six.otp).toMatch(/^\d{6}$/);

      const long = 'Ünïcödé-'.repeat(16); // 128 characters
      const { email, otp } = await register(t, { password: long });
      expect((await verify(email, otp)).statusCode).toBe(200);
      expect((await login(t, email, long)).statusCode).toBe(200);
      expect((await login(t, email, long.slice(0, 127))).statusCode).toBe(401);
      expect((await login(t, email, `${long.slice(0, 100)}X${long.slice(101)}`)).statusCode).toBe(401);
    });

    it('answers an existing email exactly like a new one, changes nothing and tells the owner by mail', async () => {
      const account = await createAccount(t);
      const before = await findUserByEmail(t.database.db, account.email);
      const mailsBefore = (await mailsTo(t, account.email)).length;
      // Every address may receive one mail a minute (register and resend alike).
      advanceProcessTime(MINUTE + 1_000);

      const fresh = await post(t, '/api/auth/register-user', { firstName: 'N', lastName: 'N', email: uniqueEmail(), password: PASSWORD });
      const again = await post(t, '/api/auth/register-user', {
        firstName: 'Mallory',
        lastName: 'Evil',
        email: ` ${account.email.toUpperCase()} `,
        password: 'attacker-password',
      });
      expect(again.statusCode).toBe(fresh.statusCode);
      expect(again.json()).toEqual(fresh.json());

      expect(await findUserByEmail(t.database.db, account.email)).toEqual(before);
      const count = await t.database.db
        .selectFrom('users')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('email', '=', account.email)
        .executeTakeFirstOrThrow();
      expect(Number(count.n)).toBe(1);
      expect((await login(t, account.email, account.password)).statusCode).toBe(200);
      expect((await login(t, account.email, 'attacker-password')).statusCode).toBe(401);

      const notice = (await mailsTo(t, account.email)).slice(mailsBefore);
      expect(notice).toHaveLength(1);
      expect(notice[0]!.subject).toMatch(/already have an account/i);
      expect(notice[0]!.text).not.toMatch(/\b\d{6}\b/);
      expect(await otpRows(account.id)).toHaveLength(0);
    });

    it('stores an argon2id PHC hash (m ≥ 19456, t ≥ 2, p = 1), salted per user', async () => {
      const a = await register(t);
      const b = await register(t);
      const hashA = (await findUserByEmail(t.database.db, a.email))!.passwordHash;
      const hashB = (await findUserByEmail(t.database.db, b.email))!.passwordHash;
      const phc = /^\$argon2id\$v=19\$m=(\d+),t=(\d+),p=(\d+)\$[A-Za-z0-9+/]+\$[A-Za-z0-9+/]+$/.exec(hashA);
      expect(phc).not.toBeNull();
      expect(Number(phc![1])).toBeGreaterThanOrEqual(19_456);
      expect(Number(phc![2])).toBeGreaterThanOrEqual(2);
      expect(Number(phc![3])).toBe(1);
      expect(parseOptions(hashA).memoryCost).toBeGreaterThanOrEqual(19_456);
      expect(hashA).not.toBe(hashB);
      expect(hashA).not.toContain(PASSWORD);
    });

    it('stores the code only as a 64-hex HMAC, never in plain text', async () => {
      const { email, otp } = await register(t);
      const user = (await findUserByEmail(t.database.db, email))!;
      const rows = await otpRows(user.id);
      expect(rows).toHaveLength(1);
      expect(rows[0]!.codeHash).toMatch(/^[0-9a-f]{64}$/);
      expect(rows[0]!.codeHash).not.toContain(otp);
      expect(JSON.stringify(rows)).not.toContain(otp);
      expect(JSON.stringify(user)).not.toContain(otp);
    });
  });

  describe('registration when the mail cannot be sent', () => {
    let failing: TestApp;
    const sent: OutgoingMail[] = [];
    let failuresLeft = 0;
    beforeAll(async () => {
      const mailer: Mailer = {
        async send(mail) {
          if (failuresLeft > 0) {
            failuresLeft -= 1;
            throw new Error('SMTP down');
          }
          sent.push(mail);
        },
        close() {},
      };
      failing = await buildTestApp(dialect, { mailer, mailRetryPolicy: { maxAttempts: 3, firstDelayMs: 10, maxDelayMs: 10 } });
    });
    afterAll(async () => failing.close());

    it('still answers 201 with the account saved; the outbox delivers the code on a later try', async () => {
      failuresLeft = 1;
      const email = uniqueEmail();
      const response = await post(failing, '/api/auth/register-user', { firstName: 'A', lastName: 'B', email, password: PASSWORD });
      expect(response.statusCode).toBe(201);
      expect(response.json()).toEqual(REGISTERED);
      expect(await findUserByEmail(failing.database.db, email)).toBeDefined();

      await vi.waitFor(() => expect(sent).toHaveLength(1), { timeout: 10_000, interval: 20 });
      expect(failuresLeft).toBe(0);
      const otp = codeFromMail(sent.at(-1));
      expect((await post(failing, '/api/auth/verify-otp', { email, otp })).json()).toEqual({
        message: 'OTP verified successfully! You can now log in.',
      });
    });
  });

  describe('POST /api/auth/verify-otp', () => {
    it('verifies the account once; the code is single use', async () => {
      const { email, otp, password } = await register(t);
      expect((await login(t, email, password)).statusCode).toBe(403);

      const response = await verify(email, otp);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ message: 'OTP verified successfully! You can now log in.' });
      const user = (await findUserByEmail(t.database.db, email))!;
      expect(user.verifiedAt).not.toBeNull();
      expect(await otpRows(user.id)).toHaveLength(0);
      expect((await login(t, email, password)).statusCode).toBe(200);

      const reuse = await verify(email, otp);
      expect(reuse.statusCode).toBe(400);
      expect(reuse.json()).toEqual(INVALID_OTP);
    });

    it('gives the same answer for a wrong code, an unknown email and a verified account', async () => {
      const pending = await register(t);
      const wrong = pending.otp === '000000' ? '000001' : '000000';
      const verified = await createAccount(t);
      const answers = await Promise.all([
        verify(pending.email, wrong),
        verify(uniqueEmail('nobody'), pending.otp),
        verify(verified.email, pending.otp),
      ]);
      for (const answer of answers) {
        expect(answer.statusCode).toBe(400);
        expect(answer.json()).toEqual(INVALID_OTP);
      }
      expect((await findUserByEmail(t.database.db, pending.email))!.verifiedAt).toBeNull();
    });

    it('is valid for exactly 10 minutes (app clock)', async () => {
      const onTime = await register(t);
      const late = await register(t);
      const start = t.clock.now();
      try {
        t.clock.advance(10 * MINUTE);
        expect((await verify(onTime.email, onTime.otp)).statusCode).toBe(200);
        t.clock.advance(1_000);
        const expired = await verify(late.email, late.otp);
        expect(expired.statusCode).toBe(400);
        expect(expired.json()).toEqual(INVALID_OTP);
      } finally {
        t.clock.set(start);
      }
    });

    it('kills the code after 5 wrong tries, even for the right code, until a new one is requested', async () => {
      const { email, otp } = await register(t);
      const wrong = otp === '123456' ? '654321' : '123456';
      for (let attempt = 1; attempt <= 5; attempt += 1) {
        const response = await verify(email, wrong);
        expect(response.statusCode).toBe(400);
        expect(response.json()).toEqual(INVALID_OTP);
      }
      const dead = await verify(email, otp);
      expect(dead.statusCode).toBe(429);
      expect(dead.json()).toEqual({ code: 'OTP_ATTEMPTS_EXCEEDED', message: 'Too many wrong codes. Please request a new OTP.' });
      expect((await findUserByEmail(t.database.db, email))!.verifiedAt).toBeNull();

      advanceProcessTime(MINUTE + 1_000);
      expect((await resend(email)).statusCode).toBe(200);
      expect((await verify(email, await lastOtpTo(t, email))).statusCode).toBe(200);
    });

    it('counts concurrent wrong tries without losing any', async () => {
      const { email, otp } = await register(t);
      const wrong = otp === '111111' ? '222222' : '111111';
      const answers = await Promise.all(Array.from({ length: 8 }, () => verify(email, wrong)));
      expect(answers.map((answer) => answer.statusCode).sort()).toEqual([400, 400, 400, 400, 400, 429, 429, 429]);
      expect((await verify(email, otp)).statusCode).toBe(429);
    });

    it('binds a code to its account', async () => {
      const a = await register(t);
      const b = await register(t);
      if (a.otp !== b.otp) {
        expect((await verify(b.email, a.otp)).json()).toEqual(INVALID_OTP);
      }
      expect((await verify(b.email, b.otp)).statusCode).toBe(200);
    });

    it.each([['12345'], ['1234567'], ['12a456'], [' 123456']])('refuses the malformed code %j', async (otp) => {
      const response = await verify(uniqueEmail(), otp);
      expect(response.statusCode).toBe(400);
      expect(response.json().code).toBe('VALIDATION_FAILED');
    });

    it('limits tries per IP (20 per 15 minutes)', async () => {
      const ip = freshIp();
      const email = uniqueEmail('nobody');
      for (let i = 0; i < 20; i += 1) expect((await verify(email, '000000', ip)).statusCode).toBe(400);
      const limited = await verify(email, '000000', ip);
      expect(limited.statusCode).toBe(429);
      expect(limited.json().code).toBe('RATE_LIMITED');
      expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
      expect((await verify(email, '000000')).statusCode).toBe(400);
    });
  });

  describe('POST /api/auth/resend-otp', () => {
    it('mails a new code to an unverified account and kills the old one', async () => {
      const { email, otp: old } = await register(t);
      advanceProcessTime(MINUTE + 1_000);
      const response = await resend(email);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual(RESENT);
      const mails = (await mailsTo(t, email));
      expect(mails).toHaveLength(2);
      expect(mails[1]!.subject).toBe('HavenHub - Verify Your Email');
      const fresh = codeFromMail(mails[1]);
      const user = (await findUserByEmail(t.database.db, email))!;
      expect(await otpRows(user.id)).toHaveLength(1);
      if (fresh !== old) {
        expect((await verify(email, old)).json()).toEqual(INVALID_OTP);
      }
      expect((await verify(email, fresh)).statusCode).toBe(200);
    });

    it('answers unknown and verified emails the same, and sends them nothing', async () => {
      const verified = await createAccount(t);
      const pending = await register(t);
      advanceProcessTime(MINUTE + 1_000);
      const unknown = uniqueEmail('nobody');
      const sentBefore = t.mailer.sent.length;
      const answers = await Promise.all([resend(unknown), resend(verified.email), resend(pending.email)]);
      for (const answer of answers) {
        expect(answer.statusCode).toBe(200);
        expect(answer.json()).toEqual(RESENT);
      }
      await t.app.outbox.settle();
      const newMails = t.mailer.sent.slice(sentBefore);
      expect(newMails.map((mail) => mail.to)).toEqual([pending.email]);
    });

    it('sends at most one mail a minute per address (429 + Retry-After), known or not', async () => {
      const { email } = await register(t);
      const unknown = uniqueEmail('nobody');
      expect((await resend(unknown)).statusCode).toBe(200);
      for (const address of [email, unknown]) {
        const limited = await resend(address);
        expect(limited.statusCode).toBe(429);
        expect(limited.json().code).toBe('RATE_LIMITED');
        const retryAfter = Number(limited.headers['retry-after']);
        expect(retryAfter).toBeGreaterThan(0);
        expect(retryAfter).toBeLessThanOrEqual(60);
      }
      expect((await mailsTo(t, email))).toHaveLength(1);
      advanceProcessTime(MINUTE + 1_000);
      expect((await resend(email)).statusCode).toBe(200);
      expect((await mailsTo(t, email))).toHaveLength(2);
    });

    it('sends at most 5 mails an hour per address', async () => {
      const { email } = await register(t); // mail 1
      for (let mail = 2; mail <= 5; mail += 1) {
        advanceProcessTime(MINUTE + 1_000);
        expect((await resend(email)).statusCode).toBe(200);
      }
      advanceProcessTime(MINUTE + 1_000);
      const limited = await resend(email);
      expect(limited.statusCode).toBe(429);
      expect(Number(limited.headers['retry-after'])).toBeGreaterThan(60);
      expect((await mailsTo(t, email))).toHaveLength(5);
      advanceProcessTime(60 * MINUTE);
      expect((await resend(email)).statusCode).toBe(200);
      expect((await mailsTo(t, email))).toHaveLength(6);
    });

    it('limits requests per IP (20 per 15 minutes)', async () => {
      const ip = freshIp();
      for (let i = 0; i < 20; i += 1) expect((await resend(uniqueEmail('nobody'), ip)).statusCode).toBe(200);
      const limited = await resend(uniqueEmail('nobody'), ip);
      expect(limited.statusCode).toBe(429);
      expect(limited.headers['retry-after']).toBeDefined();
    });
  });

  describe('POST /api/auth/login', () => {
    it('answers the token, the id, the email and the roles of a verified account', async () => {
      const account = await createAccount(t);
      const response = await login(t, ` ${account.email.toUpperCase()} `, account.password);
      expect(response.statusCode).toBe(200);
      const body = response.json();
      expect(body).toEqual({ id: account.id, email: account.email, token: expect.any(String), type: 'Bearer', roles: ['ROLE_USER'] });
      expect(body.token.split('.')).toHaveLength(3);
      const me = await t.app.inject({ method: 'GET', url: `/api/users/${account.email}`, headers: { authorization: `Bearer ${body.token}` } });
      expect(me.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('no-store');
    });

    it('answers an unknown email and a wrong password identically (401)', async () => {
      const account = await createAccount(t);
      const wrongPassword = await login(t, account.email, `${account.password}x`);
      const unknownEmail = await login(t, uniqueEmail('nobody'), account.password);
      expect(wrongPassword.statusCode).toBe(401);
      expect(unknownEmail.statusCode).toBe(401);
      expect(wrongPassword.json()).toEqual(INVALID_CREDENTIALS);
      expect(unknownEmail.json()).toEqual(INVALID_CREDENTIALS);
    });

    it('tells "not verified" (403) only to someone who knows the password', async () => {
      const { email, password } = await register(t);
      const wrong = await login(t, email, 'not-the-password');
      expect(wrong.statusCode).toBe(401);
      expect(wrong.json()).toEqual(INVALID_CREDENTIALS);
      const right = await login(t, email, password);
      expect(right.statusCode).toBe(403);
      expect(right.json()).toEqual({ code: 'EMAIL_NOT_VERIFIED', message: 'Please verify your email with OTP before logging in.' });
    });

    it('spends about the same time on an unknown email as on a known one', async () => {
      const account = await createAccount(t);
      const time = async (email: string) => {
        const started = performance.now();
        await login(t, email, 'wrong-password');
        return performance.now() - started;
      };
      const median = (values: number[]) => values.sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
      const known: number[] = [];
      const unknown: number[] = [];
      for (let i = 0; i < 7; i += 1) {
        known.push(await time(account.email));
        unknown.push(await time(uniqueEmail('nobody')));
      }
      // Without the stand-in hash an unknown email answers in ~1 % of the time; a quarter leaves room for a busy machine.
      expect(median(unknown)).toBeGreaterThanOrEqual(0.25 * median(known));
    });

    it('allows 10 attempts per IP and email in 15 minutes, then 429 with Retry-After; other IPs still log in', async () => {
      const account = await createAccount(t);
      const ip = freshIp();
      for (let i = 0; i < 10; i += 1) expect((await login(t, account.email, 'wrong-password', ip)).statusCode).toBe(401);
      const limited = await login(t, account.email, account.password, ip);
      expect(limited.statusCode).toBe(429);
      expect(limited.json().code).toBe('RATE_LIMITED');
      expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
      expect((await login(t, account.email, account.password)).statusCode).toBe(200);
      expect((await login(t, uniqueEmail('other'), 'x', ip)).statusCode).toBe(401);
    });

    it('refuses malformed bodies with 400', async () => {
      for (const payload of [{ email: 'a@b.com' }, { password: 'x' }, { email: 'a@b.com', password: 'x', extra: 1 }]) {
        const response = await post(t, '/api/auth/login', payload);
        expect(response.statusCode).toBe(400);
        expect(response.json().code).toBe('VALIDATION_FAILED');
      }
    });
  });

  it('documents the auth operations with their stable operationIds', async () => {
    const document = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    const operations = Object.values(document.paths as Record<string, Record<string, { operationId: string }>>).flatMap((item) =>
      Object.values(item).map((operation) => operation.operationId),
    );
    expect(operations).toEqual(expect.arrayContaining(['registerUser', 'verifyOtp', 'resendOtp', 'login', 'getUser', 'deleteUser']));
    expect(document.components.schemas.User.additionalProperties).toBe(false);
    expect(Object.keys(document.components.schemas.User.properties).sort()).toEqual(['email', 'firstName', 'id', 'lastName', 'preferredLanguage', 'roles']);
  });
});
