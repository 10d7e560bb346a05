import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, testDialects, type TestApp } from './helper.js';
import { bearer, createAccount, freshIp, login, post, register } from './auth-helpers.js';

/** Auth events are logged as structured JSON, and no password, code or token ever reaches the log. */
describe.each(testDialects)('auth logging (%s)', (dialect) => {
  let t: TestApp;
  const lines: string[] = [];
  beforeAll(async () => {
    t = await buildTestApp(dialect, { logger: { level: 'info', stream: { write: (line: string) => void lines.push(line) } } });
  });
  afterAll(async () => t.close());

  it('logs successes, failures, denials and limit hits without secrets', async () => {
    const { email, password, otp } = await register(t, { password: 'Sup3r-secret-passphrase' });
    const wrongOtp = otp === '000000' ? '000001' : '000000';
    expect((await post(t, '/api/auth/verify-otp', { email, otp: wrongOtp })).statusCode).toBe(400);
    expect((await login(t, email, password)).statusCode).toBe(403);
    expect((await post(t, '/api/auth/verify-otp', { email, otp })).statusCode).toBe(200);
    const ok = await login(t, email, password);
    expect(ok.statusCode).toBe(200);
    const token: string = ok.json().token;
    const other = await createAccount(t);
    expect((await t.app.inject({ method: 'GET', url: `/api/users/${other.id}`, headers: bearer(token) })).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: `/api/users/${other.id}`, headers: bearer(`${token}x`) })).statusCode).toBe(401);
    const ip = freshIp();
    for (let i = 0; i < 11; i += 1) await login(t, email, 'Wrong-passphrase-123', ip);

    const events = lines.map((line) => JSON.parse(line) as { event?: string; reason?: string });
    const names = new Set(events.map((entry) => entry.event));
    for (const name of [
      'auth.registered',
      'auth.otp_failed',
      'auth.otp_verified',
      'auth.login_failed',
      'auth.login_succeeded',
      'auth.rate_limited',
      'authz.denied',
      'auth.token_rejected',
    ]) {
      expect(names, name).toContain(name);
    }
    expect(events.filter((entry) => entry.event === 'auth.login_failed').map((entry) => entry.reason)).toEqual(
      expect.arrayContaining(['not_verified', 'wrong_password']),
    );

    const log = lines.join('\n');
    expect(log).not.toContain(password);
    expect(log).not.toContain('Wrong-passphrase-123');
    expect(log).not.toMatch(new RegExp(`(^|\\D)${otp}(\\D|$)`));
    expect(log).not.toContain(token);
    expect(log).not.toContain('eyJ');
    expect(log).not.toContain(email);
  });
});
