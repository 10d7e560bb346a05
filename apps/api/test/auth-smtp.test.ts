import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMailer } from '../src/lib/mailer.js';
import { buildTestApp, testDialects, type TestApp } from './helper.js';
import { post, uniqueEmail } from './auth-helpers.js';

type ReceivedMail = { from: string; to: string[]; raw: string };

/** A real SMTP server on a random loopback port that keeps what it receives. */
async function startSmtpServer(): Promise<{ port: number; received: ReceivedMail[]; close(): Promise<void>; next(): Promise<ReceivedMail> }> {
  const received: ReceivedMail[] = [];
  const waiting: Array<(mail: ReceivedMail) => void> = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const mail = {
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        };
        received.push(mail);
        waiting.shift()?.(mail);
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    port,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
    next: () => new Promise<ReceivedMail>((resolve) => waiting.push(resolve)),
  };
}

describe.each(testDialects)('registration over real SMTP (%s)', (dialect) => {
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  let t: TestApp;
  beforeAll(async () => {
    smtp = await startSmtpServer();
    const mailer = createMailer({ smtpUrl: `smtp://127.0.0.1:${smtp.port}`, from: 'HavenHub <no-reply@hotel.test>', logger: Fastify({ logger: false }).log });
    t = await buildTestApp(dialect, { mailer });
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
