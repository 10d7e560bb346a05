import { simpleParser } from 'mailparser';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { advanceProcessTime, bearer, createAccount, freshIp, login, mailsTo, post, uniqueEmail, type Account } from './auth-helpers.js';
import { buildTestApp, testDialects, type TestApp } from './helper.js';
import { startSmtpServer, type TestSmtpServer } from './smtp-server.js';

/**
 * Forgot password, reset, change password and "log out of all devices" (issue 20): codes, no enumeration,
 * and every earlier token refused after each of them.
 */

const RESET_REQUESTED = { message: 'If an account exists for this email, we have sent a code to reset its password.' };
const NEW_PASSWORD = 'a brand new password';

function resetCodeOf(text: string): string {
  const code = /password reset code is (\d{6})\b/.exec(text)?.[1];
  if (!code) throw new Error(`no reset code in: ${text}`);
  return code;
}

async function me(t: TestApp, account: { email: string }, token: string) {
  return t.app.inject({ method: 'GET', url: `/api/users/${encodeURIComponent(account.email)}`, headers: bearer(token) });
}

describe.each(testDialects)('password reset over real SMTP (%s)', (dialect) => {
  let smtp: TestSmtpServer;
  let t: TestApp;
  beforeAll(async () => {
    smtp = await startSmtpServer();
    t = await buildTestApp(dialect, { mailer: smtp.mailer() });
  });
  afterAll(async () => {
    vi.useRealTimers();
    await t.close();
    await smtp.close();
  });

  it('mails a code in English; it sets the new password, ends the old session, and works once', async () => {
    const email = uniqueEmail('reset-smtp');
    const registered = smtp.next();
    expect((await post(t, '/api/auth/register-user', { firstName: 'Rita', lastName: 'Set', email, password: 'old password' })).statusCode).toBe(201);
    const signUpCode = /verification code is (\d{6})\b/.exec((await registered).raw)?.[1];
    expect((await post(t, '/api/auth/verify-otp', { email, otp: signUpCode })).statusCode).toBe(200);
    const oldToken = (await login(t, email, 'old password')).json().token as string;
    advanceProcessTime(61_000); // past the sign-up mail's minute of the address's mail budget

    const arrived = smtp.next();
    const requested = await post(t, '/api/auth/forgot-password', { email: email.toUpperCase() });
    expect(requested.statusCode).toBe(200);
    expect(requested.json()).toEqual(RESET_REQUESTED);
    const mail = await arrived;
    expect(mail.to).toEqual([email]);
    expect(mail.raw).toMatch(/^Subject: HavenHub - Reset Your Password\r?$/m);
    const body = mail.raw.slice(mail.raw.search(/\r?\n\r?\n/));
    expect(body).toContain('10 minutes');
    const code = resetCodeOf(body);

    const reset = await post(t, '/api/auth/reset-password', { email, code, newPassword: NEW_PASSWORD });
    expect(reset.statusCode, reset.body).toBe(200);
    expect(reset.json()).toEqual({ message: 'Your password has been reset. Please log in with your new password.' });

    expect((await me(t, { email }, oldToken)).statusCode).toBe(401);
    expect((await login(t, email, 'old password')).statusCode).toBe(401);
    const fresh = await login(t, email, NEW_PASSWORD);
    expect(fresh.statusCode).toBe(200);
    expect((await me(t, { email }, fresh.json().token)).statusCode).toBe(200);

    const reused = await post(t, '/api/auth/reset-password', { email, code, newPassword: 'yet another password' });
    expect(reused.statusCode).toBe(400);
    expect(reused.json()).toEqual({ code: 'INVALID_OTP', message: 'Invalid or expired OTP.' });
  });

  it('mails in German to an account registered from a German browser: the sign-up code and the reset code', async () => {
    const email = uniqueEmail('reset-smtp-de');
    const germanBrowser = { 'accept-language': 'de-DE,de;q=0.9,en;q=0.8' };
    const postGerman = (url: string, payload: object) => t.app.inject({ method: 'POST', url, payload, headers: germanBrowser, remoteAddress: freshIp() });
    const registered = smtp.next();
    expect((await postGerman('/api/auth/register-user', { firstName: 'Jörg', lastName: 'Neu', email, password: 'altes Passwort' })).statusCode).toBe(201);
    const signUp = await simpleParser((await registered).raw);
    expect(signUp.subject).toBe('HavenHub - Bestätigen Sie Ihre E-Mail-Adresse');
    expect(signUp.text).toContain('Hallo Jörg,');
    const signUpCode = /Bestätigungscode lautet (\d{6})\b/.exec(signUp.text ?? '')?.[1];
    expect((await post(t, '/api/auth/verify-otp', { email, otp: signUpCode })).statusCode).toBe(200);
    advanceProcessTime(61_000);

    // The account keeps its language: the reset mail is German whatever language this request asks for.
    const arrived = smtp.next();
    expect((await post(t, '/api/auth/forgot-password', { email })).statusCode).toBe(200);
    const mail = await simpleParser((await arrived).raw);
    expect(mail.subject).toBe('HavenHub - Passwort zurücksetzen');
    expect(mail.text).toContain('10 Minuten');
    const code = /Zurücksetzen des Passworts lautet (\d{6})\b/.exec(mail.text ?? '')?.[1];
    const reset = await post(t, '/api/auth/reset-password', { email, code, newPassword: NEW_PASSWORD });
    expect(reset.statusCode, reset.body).toBe(200);
    expect((await login(t, email, NEW_PASSWORD)).statusCode).toBe(200);
  });
});

describe.each(testDialects)('account recovery (%s)', (dialect) => {
  let t: TestApp;
  let account: Account;
  beforeEach(async () => {
    t = await buildTestApp(dialect);
    account = await createAccount(t);
    // Sign-up and reset mails share the address's budget (one a minute): start past the sign-up mail's minute.
    advanceProcessTime(61_000);
  });
  afterEach(async () => {
    vi.useRealTimers();
    await t.close();
  });

  async function requestCode(email = account.email): Promise<string> {
    const before = (await mailsTo(t, email)).length;
    const response = await post(t, '/api/auth/forgot-password', { email });
    expect(response.statusCode, response.body).toBe(200);
    await t.app.outbox.settle();
    const mails = await mailsTo(t, email);
    expect(mails).toHaveLength(before + 1);
    return resetCodeOf(mails.at(-1)!.text);
  }

  const reset = (body: object) => post(t, '/api/auth/reset-password', { email: account.email, ...body });

  describe('forgot password: no enumeration', () => {
    it('answers a known and an unknown address with the same status and body; only the known one gets a mail', async () => {
      const unknown = uniqueEmail('nobody');
      const known = await post(t, '/api/auth/forgot-password', { email: account.email });
      const missing = await post(t, '/api/auth/forgot-password', { email: unknown });
      expect(missing.statusCode).toBe(known.statusCode);
      expect(missing.body).toBe(known.body);
      expect(known.json()).toEqual(RESET_REQUESTED);
      await t.app.outbox.settle();
      expect(await mailsTo(t, unknown)).toEqual([]);
      expect((await mailsTo(t, account.email)).at(-1)?.subject).toBe('HavenHub - Reset Your Password');
      const codes = await t.database.db.selectFrom('otpCodes').select(['userId', 'purpose']).where('purpose', '=', 'reset_password').execute();
      expect(codes).toEqual([{ userId: account.id, purpose: 'reset_password' }]);
    });

    it('takes as long for a known as for an unknown address, within the spread of its own samples', async () => {
      // 36 samples: 6 accounts × 3 rounds of the address budget (one mail a minute, five an hour), each round
      // interleaving known and unknown addresses and alternating which goes first, so load on a shared machine
      // falls on both alike. Medians and interquartile ranges ignore the odd stalled request.
      const samples = { known: [] as number[], unknown: [] as number[] };
      const knownEmails = [account.email];
      for (let i = 0; i < 5; i += 1) knownEmails.push((await createAccount(t)).email);
      // The answer is what a caller times; the worker sends the queued mail after it has gone out (outbox.wake), but
      // an injected request's promise settles behind that work. Sending is tested above and below.
      await t.app.outbox.stop();
      const bodies = new Set<string>();
      for (let round = 0; round < 3; round += 1) {
        advanceProcessTime(61_000);
        for (const [index, email] of knownEmails.entries()) {
          const pair = [['known', email], ['unknown', uniqueEmail(`timing-${round}-${index}`)]] as const;
          for (const [kind, address] of index % 2 === 0 ? pair : [...pair].reverse()) {
            const started = process.hrtime.bigint();
            const response = await post(t, '/api/auth/forgot-password', { email: address });
            samples[kind].push(Number(process.hrtime.bigint() - started) / 1e6);
            expect(response.statusCode, response.body).toBe(200);
            bodies.add(response.body);
          }
        }
      }
      expect([...bodies]).toEqual([JSON.stringify(RESET_REQUESTED)]);
      const quantile = (values: number[], q: number) => [...values].sort((a, b) => a - b)[Math.floor((values.length - 1) * q)]!;
      const spread = (values: number[]) => quantile(values, 0.75) - quantile(values, 0.25);
      const difference = Math.abs(quantile(samples.known, 0.5) - quantile(samples.unknown, 0.5));
      // By chance, the medians of 18 samples each differ by about a third of an interquartile range; the bound is
      // six times that, and 5 ms at least (on PostgreSQL the known address's commit writes rows, the other's none).
      // The smaller spread is the requests' own noise: work on one side only (an argon2 hash, tens of milliseconds
      // and slower under load) widens that side's spread too, and is far beyond the bound.
      const bound = Math.max(5, 2 * Math.min(spread(samples.known), spread(samples.unknown)));
      expect(difference, JSON.stringify({ bound, samples })).toBeLessThan(bound);
    });

    it('limits codes per address (the sign-up mail budget: one a minute), known or not, with the same 429', async () => {
      const unknown = uniqueEmail('nobody');
      for (const email of [account.email, unknown]) {
        expect((await post(t, '/api/auth/forgot-password', { email })).statusCode).toBe(200);
      }
      const [known, missing] = [
        await post(t, '/api/auth/forgot-password', { email: account.email }),
        await post(t, '/api/auth/forgot-password', { email: unknown }),
      ];
      expect(known.statusCode).toBe(429);
      expect(missing.statusCode).toBe(429);
      expect(missing.json()).toEqual(known.json());
      expect(known.json().code).toBe('RATE_LIMITED');
    });

    it('limits requests per IP', async () => {
      const ip = freshIp();
      for (let i = 0; i < 20; i += 1) {
        expect((await post(t, '/api/auth/forgot-password', { email: uniqueEmail('ip') }, ip)).statusCode).toBe(200);
      }
      const limited = await post(t, '/api/auth/forgot-password', { email: uniqueEmail('ip') }, ip);
      expect(limited.statusCode).toBe(429);
      expect(limited.json().code).toBe('RATE_LIMITED');
    });
  });

  describe('reset password', () => {
    it('refuses an expired code with 400 INVALID_OTP and keeps the old password', async () => {
      const code = await requestCode();
      t.clock.advance(10 * 60_000 + 1_000);
      const response = await reset({ code, newPassword: NEW_PASSWORD });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ code: 'INVALID_OTP', message: 'Invalid or expired OTP.' });
      expect((await login(t, account.email, account.password)).statusCode).toBe(200);
    });

    it('kills a code after 5 wrong tries: then even the right code gets 429 OTP_ATTEMPTS_EXCEEDED', async () => {
      const code = await requestCode();
      const wrong = code === '000000' ? '000001' : '000000';
      for (let i = 0; i < 5; i += 1) {
        const response = await reset({ code: wrong, newPassword: NEW_PASSWORD });
        expect(response.statusCode).toBe(400);
        expect(response.json().code).toBe('INVALID_OTP');
      }
      const dead = await reset({ code, newPassword: NEW_PASSWORD });
      expect(dead.statusCode).toBe(429);
      expect(dead.json()).toEqual({ code: 'OTP_ATTEMPTS_EXCEEDED', message: 'Too many wrong codes. Please request a new OTP.' });
      expect((await login(t, account.email, account.password)).statusCode).toBe(200);
    });

    it('a new code replaces the previous one', async () => {
      const first = await requestCode();
      // The mail budget allows one a minute per address.
      advanceProcessTime(61_000);
      const second = await requestCode();
      // One code in 10⁶ draws the same digits again: then the old code is the new one.
      if (first !== second) expect((await reset({ code: first, newPassword: NEW_PASSWORD })).json().code).toBe('INVALID_OTP');
      expect((await reset({ code: second, newPassword: NEW_PASSWORD })).statusCode).toBe(200);
    });

    it('refuses a weak new password with the registration rule (400 VALIDATION_FAILED), and the code still works', async () => {
      const code = await requestCode();
      const weak = await reset({ code, newPassword: '12345' });
      expect(weak.statusCode).toBe(400);
      expect(weak.json()).toEqual({ code: 'VALIDATION_FAILED', message: 'Password must be at least 6 characters' });
      expect((await reset({ code, newPassword: NEW_PASSWORD })).statusCode).toBe(200);
    });

    it('answers an unknown address like a wrong code', async () => {
      const response = await post(t, '/api/auth/reset-password', { email: uniqueEmail('nobody'), code: '123456', newPassword: NEW_PASSWORD });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ code: 'INVALID_OTP', message: 'Invalid or expired OTP.' });
    });

    it('is a separate code from sign-up verification: a reset code does not verify, a sign-up code does not reset', async () => {
      const code = await requestCode();
      expect((await post(t, '/api/auth/verify-otp', { email: account.email, otp: code })).statusCode).toBe(400);
      expect((await t.database.db.selectFrom('otpCodes').select('purpose').where('userId', '=', account.id).execute()).map((row) => row.purpose)).toEqual([
        'reset_password',
      ]);
    });
  });

  describe('change password', () => {
    const change = (token: string, body: object) =>
      t.app.inject({ method: 'POST', url: '/api/auth/change-password', headers: bearer(token), payload: body, remoteAddress: freshIp() });

    it('needs the current password: a wrong one is 400 CURRENT_PASSWORD_INCORRECT and changes nothing', async () => {
      const response = await change(account.token, { currentPassword: 'not my password', newPassword: NEW_PASSWORD });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ code: 'CURRENT_PASSWORD_INCORRECT', message: 'Your current password is not correct.' });
      expect((await me(t, account, account.token)).statusCode).toBe(200);
      expect((await login(t, account.email, account.password)).statusCode).toBe(200);
    });

    it('refuses a weak new password with the registration rule', async () => {
      const response = await change(account.token, { currentPassword: account.password, newPassword: 'short' });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ code: 'VALIDATION_FAILED', message: 'Password must be at least 6 characters' });
    });

    it('refuses an anonymous caller with 401', async () => {
      const response = await post(t, '/api/auth/change-password', { currentPassword: account.password, newPassword: NEW_PASSWORD });
      expect(response.statusCode).toBe(401);
    });

    it('sets the new password, refuses every earlier token, and answers a fresh token for this device', async () => {
      const otherDevice = (await login(t, account.email, account.password)).json().token as string;
      const response = await change(account.token, { currentPassword: account.password, newPassword: NEW_PASSWORD });
      expect(response.statusCode, response.body).toBe(200);
      const answer = response.json();
      expect(answer).toMatchObject({ id: account.id, email: account.email, type: 'Bearer', roles: ['ROLE_USER'] });
      for (const old of [account.token, otherDevice]) {
        const refused = await me(t, account, old);
        expect(refused.statusCode).toBe(401);
        expect(refused.json().code).toBe('UNAUTHENTICATED');
      }
      expect((await me(t, account, answer.token)).statusCode).toBe(200);
      expect((await login(t, account.email, account.password)).statusCode).toBe(401);
      expect((await login(t, account.email, NEW_PASSWORD)).statusCode).toBe(200);
    });
  });

  describe('log out of all devices', () => {
    it('refuses every token of the account issued before, this one included; a new login works', async () => {
      const otherDevice = (await login(t, account.email, account.password)).json().token as string;
      const other = await createAccount(t);
      const response = await t.app.inject({ method: 'POST', url: '/api/auth/logout-all', headers: bearer(account.token) });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).toEqual({ message: 'You have been logged out of all devices.' });
      for (const old of [account.token, otherDevice]) expect((await me(t, account, old)).statusCode).toBe(401);
      // Another account's session is untouched.
      expect((await me(t, other, other.token)).statusCode).toBe(200);
      const again = await login(t, account.email, account.password);
      expect((await me(t, account, again.json().token)).statusCode).toBe(200);
    });

    it('refuses an anonymous caller with 401', async () => {
      expect((await t.app.inject({ method: 'POST', url: '/api/auth/logout-all' })).statusCode).toBe(401);
    });
  });
});
