import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import Fastify from 'fastify';
import { createMailer, type Mailer } from '../src/lib/mailer.js';

export type ReceivedMail = { from: string; to: string[]; raw: string };

/** The `Message-ID` header of a received mail. */
export function messageIdOf(mail: ReceivedMail): string | undefined {
  return /^message-id:\s*(<[^>]+>)/im.exec(mail.raw)?.[1];
}

export type TestSmtpServer = {
  port: number;
  received: ReceivedMail[];
  /** The next mail to arrive, resolved from the server's onData once the message is complete. */
  next(): Promise<ReceivedMail>;
  /** The app's real SMTP mailer (nodemailer), pointed at this server. */
  mailer(from?: string): Mailer;
  close(): Promise<void>;
};

/** A real SMTP server on a loopback port (by default a free one) that keeps what it receives. */
export async function startSmtpServer(options: { port?: number } = {}): Promise<TestSmtpServer> {
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
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    port,
    received,
    next: () => new Promise<ReceivedMail>((resolve) => waiting.push(resolve)),
    mailer: (from = 'HavenHub <no-reply@hotel.test>') =>
      createMailer({ smtpUrl: `smtp://127.0.0.1:${port}`, from, logger: Fastify({ logger: false }).log }),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
