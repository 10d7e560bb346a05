import nodemailer from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';

export type OutgoingMail = { to: string; subject: string; text: string };

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
      async send(mail) {
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
