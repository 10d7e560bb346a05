import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, testDialects, type TestApp } from './helper.js';
import { post, uniqueEmail } from './auth-helpers.js';
import { startSmtpServer, type TestSmtpServer } from './smtp-server.js';

describe.each(testDialects)('registration over real SMTP (%s)', (dialect) => {
  let smtp: TestSmtpServer;
  let t: TestApp;
  beforeAll(async () => {
    smtp = await startSmtpServer();
    t = await buildTestApp(dialect, { mailer: smtp.mailer(), config: { mailFrom: 'HavenHub <no-reply@hotel.test>' } });
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  it('mails the code through SMTP; the parsed code verifies the account, which then logs in', async () => {
    const email = uniqueEmail('smtp');
    const password = 'smtp-flow-password';
    const arrived = smtp.next();
    const registered = await post(t, '/api/auth/register-user', { firstName: 'Sam', lastName: 'Tp', email, password });
    expect(registered.statusCode).toBe(201);

    const mail = await arrived;
    expect(mail.to).toEqual([email]);
    expect(mail.from).toBe('no-reply@hotel.test');
    expect(mail.raw).toMatch(/^Subject: HavenHub - Verify Your Email\r?$/m);
    const body = mail.raw.slice(mail.raw.search(/\r?\n\r?\n/));
    const code = /verification code is (\d{6})\b/.exec(body)?.[1];
    expect(code).toMatch(/^\d{6}$/);
    expect(body).toContain('10 minutes');

    const unverified = await post(t, '/api/auth/login', { email, password });
    expect(unverified.statusCode).toBe(403);
    const verified = await post(t, '/api/auth/verify-otp', { email, otp: code });
    expect(verified.statusCode).toBe(200);
    const loggedIn = await post(t, '/api/auth/login', { email, password });
    expect(loggedIn.statusCode).toBe(200);
    expect(loggedIn.json()).toMatchObject({ email, type: 'Bearer', roles: ['ROLE_USER'] });
  });
});
