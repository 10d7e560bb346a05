import nodemailer from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';

export type MailAttachment = { filename: string; content: string; contentType: string };

/** A sender with its display name (nodemailer encodes it for the header). */
export type MailSender = { name: string; address: string };

export type OutgoingMail = {
  /** The sender; without it, `MAIL_FROM` as configured. */
  from?: MailSender;
  to: string;
  subject: string;
  text: string;
  /** The same content as `text`, as HTML (every value in it escaped). */
  html?: string;
  attachments?: MailAttachment[];
};

/** A mail as the outbox hands it over: with the `Message-ID` it was queued with, the same on every try. */
export type IdentifiedMail = OutgoingMail & { messageId: string };

export type Mailer = {
  send(mail: IdentifiedMail): Promise<void>;
  close(): void;
};

/** How long a connection, the server's greeting, and a silent socket may take; nodemailer's defaults are minutes. */
export const SMTP_TIMEOUTS_MS = { connectionTimeout: 15_000, greetingTimeout: 15_000, socketTimeout: 30_000 };

/**
 * SMTP when `SMTP_URL` is set. Without it the mail goes to the server log, clearly marked, so that
 * `npm start` works offline (the one-time codes of local sign-ups are read from there).
 */
export function createMailer(options: { smtpUrl: string | undefined; from: string; logger: FastifyBaseLogger }): Mailer {
  const { smtpUrl, from, logger } = options;
  if (!smtpUrl) {
    return {
      async send({ messageId, to, subject, text, attachments = [] }) {
        // The plain-text part says it all; the HTML and attachments would only bury it in the log.
        const mail = { messageId, to, subject, text, attachments: attachments.map((attachment) => attachment.filename) };
        logger.warn({ mail }, 'OUTGOING MAIL (SMTP_URL is not set, so it is logged here instead of sent)');
      },
      close() {},
    };
  }
  // Every try ends well within the outbox's claim on the mail (CLAIM_MS in modules/mail), so no other process
  // takes a mail over while it is still being sent.
  const transport = nodemailer.createTransport({ url: smtpUrl, ...SMTP_TIMEOUTS_MS });
  return {
    async send(mail) {
      await transport.sendMail({ from, ...mail });
    },
    close() {
      transport.close();
    },
  };
}
