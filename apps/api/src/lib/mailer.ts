import nodemailer from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';

export type MailAttachment = { filename: string; content: string; contentType: string };

export type OutgoingMail = {
  to: string;
  subject: string;
  text: string;
  /** The same content as `text`, as HTML (every value in it escaped). */
  html?: string;
  attachments?: MailAttachment[];
};

export type Mailer = {
  send(mail: OutgoingMail): Promise<void>;
  close(): void;
};

/**
 * SMTP when `SMTP_URL` is set. Without it the mail goes to the server log, clearly marked, so that
 * `npm start` works offline (the one-time codes of local sign-ups are read from there).
 */
export function createMailer(options: { smtpUrl: string | undefined; from: string; logger: FastifyBaseLogger }): Mailer {
  const { smtpUrl, from, logger } = options;
  if (!smtpUrl) {
    return {
      async send({ to, subject, text, attachments = [] }) {
        // The plain-text part says it all; the HTML and attachments would only bury it in the log.
        const mail = { to, subject, text, attachments: attachments.map((attachment) => attachment.filename) };
        logger.warn({ mail }, 'OUTGOING MAIL (SMTP_URL is not set, so it is logged here instead of sent)');
      },
      close() {},
    };
  }
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    async send(mail) {
      await transport.sendMail({ from, ...mail });
    },
    close() {
      transport.close();
    },
  };
}

/**
 * Mails that follow a committed change (a booking, a cancellation). They are sent without holding up the
 * answer, and a failure is logged, never thrown: the change stands, and the guest already has its outcome
 * on screen. `drain()` waits for the mails under way, so a graceful shutdown does not drop them.
 */
export type Outbox = {
  post(mail: OutgoingMail, log: FastifyBaseLogger, context: Record<string, unknown>): void;
  drain(): Promise<void>;
};

export function createOutbox(mailer: Mailer): Outbox {
  const underWay = new Set<Promise<void>>();
  return {
    post(mail, log, context) {
      const sending: Promise<void> = mailer
        .send(mail)
        .catch((err: unknown) => log.error({ err, event: 'mail.failed', subject: mail.subject, ...context }, 'mail failed'))
        .finally(() => underWay.delete(sending));
      underWay.add(sending);
    },
    async drain() {
      await Promise.all(underWay);
    },
  };
}
