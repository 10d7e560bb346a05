import { randomBytes } from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';
import { expect, vi } from 'vitest';
import { addRolesToUser } from '../src/modules/auth/accounts.repository.js';
import type { OutgoingMail } from '../src/lib/mailer.js';
import type { TestApp } from './helper.js';

/**
 * Account flows through the HTTP API (register → mailed code → verify → login), for the auth and
 * users tests. Every call comes from its own client IP unless one is given, so the per-IP limits of
 * one test never spill into another.
 */
let ipSequence = 0;
export function freshIp(): string {
  ipSequence += 1;
  return `10.${(ipSequence >> 16) & 255}.${(ipSequence >> 8) & 255}.${ipSequence & 255}`;
}

let emailSequence = 0;
export function uniqueEmail(prefix = 'guest'): string {
  emailSequence += 1;
  return `${prefix}-${emailSequence}-${randomBytes(3).toString('hex')}@example.com`;
}

export const PASSWORD = 'correct horse battery';

export async function post(t: TestApp, url: string, payload: object, ip = freshIp()): Promise<LightMyRequestResponse> {
  return t.app.inject({ method: 'POST', url, payload, remoteAddress: ip });
}

export function bearer(token: string): { authorization: string } {
  return { authorization: `Bearer ${token}` };
}

/** The 6-digit code of an OTP mail. */
export function codeFromMail(mail: OutgoingMail | undefined): string {
  const match = mail ? /verification code is (\d{6})\b/.exec(mail.text) : null;
  if (!match?.[1]) throw new Error(`no OTP in mail: ${JSON.stringify(mail)}`);
  return match[1];
}

/** The mails sent to `email`, once the outbox has sent what was queued before this call. */
export async function mailsTo(t: TestApp, email: string): Promise<OutgoingMail[]> {
  await t.app.outbox.settle();
  return t.mailer.sent.filter((mail) => mail.to === email.toLowerCase());
}

export async function lastOtpTo(t: TestApp, email: string): Promise<string> {
  return codeFromMail((await mailsTo(t, email)).at(-1));
}

export type Account = { id: number; email: string; password: string; token: string };

export async function register(
  t: TestApp,
  overrides: Partial<{ firstName: string; lastName: string; email: string; password: string }> = {},
): Promise<{ email: string; password: string; otp: string }> {
  const body = { firstName: 'Ada', lastName: 'Lovelace', email: uniqueEmail(), password: PASSWORD, ...overrides };
  const response = await post(t, '/api/auth/register-user', body);
  expect(response.statusCode, response.body).toBe(201);
  return { email: body.email.trim().toLowerCase(), password: body.password, otp: await lastOtpTo(t, body.email.trim()) };
}

export async function login(t: TestApp, email: string, password: string, ip = freshIp()): Promise<LightMyRequestResponse> {
  return post(t, '/api/auth/login', { email, password }, ip);
}

/** A registered, verified, logged-in account; `admin` adds ROLE_ADMIN before logging in. */
export async function createAccount(t: TestApp, options: { admin?: boolean; email?: string } = {}): Promise<Account> {
  const { email, password, otp } = await register(t, options.email ? { email: options.email } : {});
  const verified = await post(t, '/api/auth/verify-otp', { email, otp });
  expect(verified.statusCode, verified.body).toBe(200);
  const user = await t.database.db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirstOrThrow();
  if (options.admin) await addRolesToUser(t.database.db, user.id, ['ROLE_ADMIN']);
  const response = await login(t, email, password);
  expect(response.statusCode, response.body).toBe(200);
  return { id: user.id, email, password, token: response.json().token };
}

/**
 * Moves the process clock (Date only), which the rate-limit store reads; `t.clock` is the app's
 * clock (OTP expiry, tokens) and is moved separately. Call `vi.useRealTimers()` after the test.
 */
export function advanceProcessTime(ms: number): void {
  if (!vi.isFakeTimers()) vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(Date.now() + ms));
}
