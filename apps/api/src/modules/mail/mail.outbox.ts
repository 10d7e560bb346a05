import { randomUUID } from 'node:crypto';
import os from 'node:os';
import addressparser from 'nodemailer/lib/addressparser';
import type { DatabaseHandle } from '../../db/connect.js';
import type { Db } from '../../db/schema.js';
import type { Mailer, OutgoingMail } from '../../lib/mailer.js';
import { claimDueMails, deleteSentMail, findNextAttemptAt, findOldestPendingCreatedAt, insertOutboxMail, releaseFailedTry, type OutboxRow } from './mail.repository.js';

/** What a queued mail reports; every kind of `*.mails.ts` has one. */
export type MailKind = 'otp' | 'already_registered' | 'password_reset' | 'booking_confirmation' | 'booking_cancellation';

export type RetryPolicy = {
  /** Tries before a mail is marked failed. */
  maxAttempts: number;
  /** The delay after the first failed try; each further failure doubles it, up to `maxDelayMs`. */
  firstDelayMs: number;
  maxDelayMs: number;
};

/** 10 tries over about 40 minutes at most: an SMTP server down for a while loses nothing. */
export const DEFAULT_RETRY_POLICY: RetryPolicy = { maxAttempts: 10, firstDelayMs: 5_000, maxDelayMs: 20 * 60_000 };

/**
 * How long a process's claim on a mail holds: longer than a whole SMTP try can take (SMTP_TIMEOUTS_MS), so only
 * the claim of a process that died while sending runs out, and another process then sends that mail.
 */
export const CLAIM_MS = 2 * 60_000;
/** The fallback poll (mails queued by other instances, tries that fall due); a commit here wakes the worker at once. */
export const POLL_INTERVAL_MS = 5_000;
/** Mails one process claims and sends at once. */
const CLAIM_BATCH = 10;
/** What is kept of a failed try's error (the admin's mail list shows it). */
export const MAX_ERROR_LENGTH = 500;

/**
 * The wait before the next try after `failedTries` failures: exponential, capped, with jitter (the delay is drawn
 * from its upper half), so the mails of one outage do not all come back at the same moment.
 */
export function retryDelayMs(policy: RetryPolicy, failedTries: number, random: () => number = Math.random): number {
  const ceiling = Math.min(policy.maxDelayMs, policy.firstDelayMs * 2 ** Math.max(0, failedTries - 1));
  return Math.round(ceiling / 2 + (random() * ceiling) / 2);
}

/** The address of `MAIL_FROM` without its display name (the hotel's name is the sender's name). */
export function senderAddress(mailFrom: string): string {
  const [sender] = addressparser(mailFrom, { flatten: true });
  return sender?.address ?? mailFrom;
}

/** The domain of the sender address (`MAIL_FROM`), for ids that must be unique to this sender. */
export function senderDomain(mailFrom: string): string {
  return senderAddress(mailFrom).split('@').pop() || 'localhost';
}

/** Where the worker logs (the app's logger). */
type WorkerLog = { info(event: object, message?: string): void; warn(event: object, message?: string): void; error(event: object, message?: string): void };

export type Outbox = {
  /** Queues a rendered mail in `trx`, the transaction of the change it reports; it is sent after the commit. */
  enqueue(trx: Db, kind: MailKind, mail: OutgoingMail): Promise<void>;
  /** Tells the worker that a commit queued mail, so it sends without waiting for the next poll. */
  wake(): void;
  /** Resolves once a round of sending that started after this call is over (every mail due by then was tried). */
  settle(): Promise<void>;
  /** Starts the worker (the first round, then the poll). */
  start(): void;
  /** Stops claiming at once, and resolves when the tries under way have ended; unsent mail stays queued for the next start. */
  stop(): Promise<void>;
};

/**
 * The durable outbox: mails are rows written with the change they report, delivered by this worker. Any number of
 * processes may run one on the same database; each mail is claimed by one of them at a time (mail.repository).
 */
export function createOutbox(options: {
  database: DatabaseHandle;
  mailer: Mailer;
  mailFrom: string;
  log: WorkerLog;
  policy?: RetryPolicy;
  /** The wall clock of the claims and retries (shared between processes, so not the app's test clock). */
  now?: () => Date;
}): Outbox {
  const { database, mailer, log } = options;
  const policy = options.policy ?? DEFAULT_RETRY_POLICY;
  const now = options.now ?? (() => new Date());
  const domain = senderDomain(options.mailFrom);
  const workerId = `${os.hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`.slice(0, 64);
  let running: Promise<void> | undefined;
  let queued: Promise<void> | undefined;
  let timer: NodeJS.Timeout | undefined;
  let started = false;
  let stopping = false;

  async function deliver(row: OutboxRow): Promise<void> {
    const context = { event: 'mail.sent', mailId: row.id, kind: row.kind, messageId: row.messageId, attempt: row.attempts };
    try {
      await mailer.send({ ...(JSON.parse(row.message) as OutgoingMail), messageId: row.messageId });
    } catch (error) {
      const lastError = (error instanceof Error ? error.message : String(error)).slice(0, MAX_ERROR_LENGTH);
      const at = now();
      if (row.attempts >= policy.maxAttempts) {
        await releaseFailedTry(database.db, row.id, workerId, { lastError, failedAt: at.toISOString() });
        log.error({ ...context, event: 'mail.failed', error: lastError }, 'mail failed for good after its last try');
      } else {
        const nextAttemptAt = new Date(at.getTime() + retryDelayMs(policy, row.attempts)).toISOString();
        await releaseFailedTry(database.db, row.id, workerId, { lastError, nextAttemptAt });
        log.warn({ ...context, event: 'mail.retry_scheduled', error: lastError, nextAttemptAt }, 'mail not sent; it will be tried again');
      }
      return;
    }
    await deleteSentMail(database.db, row.id, workerId);
    log.info(context, 'mail sent');
  }

  /** Claims and sends due mails until none is left, then sets the timer for the next due try or poll. */
  async function round(): Promise<void> {
    try {
      while (!stopping) {
        const at = now();
        const claimed = await claimDueMails(database.db, database.dialect, {
          claimedBy: workerId,
          now: at.toISOString(),
          claimedUntil: new Date(at.getTime() + CLAIM_MS).toISOString(),
          limit: CLAIM_BATCH,
        });
        if (claimed.length === 0) break;
        await Promise.all(claimed.map((row) => deliver(row)));
      }
      const next = await findNextAttemptAt(database.db);
      schedule(next === undefined ? POLL_INTERVAL_MS : Date.parse(next) - now().getTime());
    } catch (error) {
      // The database is away: the mails stay queued, and the poll tries again.
      log.error({ event: 'mail.outbox_unavailable', error: error instanceof Error ? error.message : String(error) }, 'mail outbox round failed');
      schedule(POLL_INTERVAL_MS);
    }
  }

  function schedule(delayMs: number): void {
    if (stopping || !started) return;
    clearTimeout(timer);
    timer = setTimeout(run, Math.max(0, Math.min(POLL_INTERVAL_MS, delayMs)));
    timer.unref();
  }

  /** One round at a time; a call during a round queues one more round after it. */
  function run(): Promise<void> {
    if (stopping) return running ?? Promise.resolve();
    if (!running) {
      running = round().finally(() => {
        running = undefined;
      });
      return running;
    }
    queued ??= running.then(() => {
      queued = undefined;
      return run();
    });
    return queued;
  }

  return {
    async enqueue(trx, kind, mail) {
      const at = now().toISOString();
      await insertOutboxMail(trx, {
        messageId: `<${randomUUID()}@${domain}>`,
        kind,
        recipient: mail.to,
        subject: mail.subject,
        message: JSON.stringify(mail),
        status: 'pending',
        nextAttemptAt: at,
        createdAt: at,
      });
    },
    wake() {
      // After the current turn of the event loop, so the answer that queued the mail goes out first: on SQLite the
      // worker's statements run on this thread, and would otherwise delay it (and tell whether a mail was queued).
      if (started) setImmediate(() => void run());
    },
    settle: () => run(),
    start() {
      if (started) return;
      started = true;
      void run();
    },
    async stop() {
      stopping = true;
      clearTimeout(timer);
      await queued;
      await running;
    },
  };
}

/** Seconds since the oldest mail still to be delivered was queued (0 when none is), for readiness checks. */
export async function oldestUnsentMailAgeSeconds(database: DatabaseHandle, at: Date = new Date()): Promise<number> {
  const oldest = await findOldestPendingCreatedAt(database.db);
  return oldest === undefined ? 0 : Math.max(0, Math.floor((at.getTime() - Date.parse(oldest)) / 1000));
}
