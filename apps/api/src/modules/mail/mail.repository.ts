import type { ExpressionBuilder, Insertable, Kysely, Selectable } from 'kysely';
import type { SqlDialect } from '../../db/connect.js';
import type { Database, Db, MailOutboxTable } from '../../db/schema.js';

export type OutboxRow = Selectable<MailOutboxTable>;

export async function insertOutboxMail(trx: Db, row: Insertable<MailOutboxTable>): Promise<void> {
  await trx.insertInto('mailOutbox').values(row).execute();
}

/** Pending, due, and claimed by no one (or by a process whose claim ran out: it died while sending). */
function isClaimable(now: string) {
  return (eb: ExpressionBuilder<Database, 'mailOutbox'>) =>
    eb.and([
      eb('status', '=', 'pending'),
      eb('nextAttemptAt', '<=', now),
      eb.or([eb('claimedUntil', 'is', null), eb('claimedUntil', '<=', now)]),
    ]);
}

/**
 * Claims up to `limit` due mails for `claimedBy` until `claimedUntil`, counting the try, in one statement.
 * PostgreSQL: the candidates are locked `FOR UPDATE SKIP LOCKED`, so processes claiming at once take disjoint
 * mails (without it, a second claimer would wait for the first and then take the same rows). They are chosen in a
 * CTE, which PostgreSQL runs once because it locks: as an `IN (subquery)`, the planner may run the subquery
 * again for each row and claim past the limit. SQLite: the one statement holds the database's write lock from
 * its read to its write, so the claim is atomic across processes.
 */
export async function claimDueMails(
  db: Kysely<Database>,
  dialect: SqlDialect,
  claim: { claimedBy: string; now: string; claimedUntil: string; limit: number },
): Promise<OutboxRow[]> {
  return db
    .with('due', (qb) => {
      const candidates = qb.selectFrom('mailOutbox').select('id').where(isClaimable(claim.now)).orderBy('id').limit(claim.limit);
      return dialect === 'postgres' ? candidates.forUpdate().skipLocked() : candidates;
    })
    .updateTable('mailOutbox')
    .set((eb) => ({ attempts: eb('attempts', '+', 1), claimedBy: claim.claimedBy, claimedUntil: claim.claimedUntil }))
    .where('id', 'in', (eb) => eb.selectFrom('due').select('due.id'))
    .where(isClaimable(claim.now))
    .returningAll()
    .execute();
}

/** Delivered: the row goes (its content, a sign-up code among others, is not kept). Only while the claim is ours. */
export async function deleteSentMail(db: Kysely<Database>, id: number, claimedBy: string): Promise<void> {
  await db.deleteFrom('mailOutbox').where('id', '=', id).where('claimedBy', '=', claimedBy).execute();
}

/** A failed try: released for another at `nextAttemptAt`, or `failed` for good when `failedAt` is given. */
export async function releaseFailedTry(
  db: Kysely<Database>,
  id: number,
  claimedBy: string,
  outcome: { lastError: string; nextAttemptAt: string } | { lastError: string; failedAt: string },
): Promise<void> {
  const status = 'failedAt' in outcome ? ('failed' as const) : ('pending' as const);
  await db
    .updateTable('mailOutbox')
    .set({ ...outcome, status, claimedBy: null, claimedUntil: null })
    .where('id', '=', id)
    .where('claimedBy', '=', claimedBy)
    .execute();
}

/** When the oldest mail not yet delivered nor given up was queued, if any. */
export async function findOldestPendingCreatedAt(db: Kysely<Database>): Promise<string | undefined> {
  const row = await db.selectFrom('mailOutbox').select((eb) => eb.fn.min('createdAt').as('oldest')).where('status', '=', 'pending').executeTakeFirst();
  return row?.oldest ?? undefined;
}

/** When the next pending mail falls due, if any. */
export async function findNextAttemptAt(db: Kysely<Database>): Promise<string | undefined> {
  const row = await db.selectFrom('mailOutbox').select((eb) => eb.fn.min('nextAttemptAt').as('next')).where('status', '=', 'pending').executeTakeFirst();
  return row?.next ?? undefined;
}

export async function listFailedMails(db: Kysely<Database>, page: { offset: number; limit: number }) {
  const [rows, count] = await Promise.all([
    db
      .selectFrom('mailOutbox')
      .select(['id', 'messageId', 'kind', 'recipient', 'subject', 'attempts', 'lastError', 'createdAt', 'failedAt'])
      .where('status', '=', 'failed')
      .orderBy('failedAt', 'desc')
      .orderBy('id', 'desc')
      .offset(page.offset)
      .limit(page.limit)
      .execute(),
    db.selectFrom('mailOutbox').select((eb) => eb.fn.countAll<number>().as('total')).where('status', '=', 'failed').executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.total) };
}

/** A failed mail queued again, due now, with a fresh count of tries and its `Message-ID`; false when it is not failed. */
export async function requeueFailedMail(db: Kysely<Database>, id: number, now: string): Promise<boolean> {
  const result = await db
    .updateTable('mailOutbox')
    .set({ status: 'pending', attempts: 0, nextAttemptAt: now, failedAt: null })
    .where('id', '=', id)
    .where('status', '=', 'failed')
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

export async function findMailStatus(db: Kysely<Database>, id: number): Promise<OutboxRow['status'] | undefined> {
  return (await db.selectFrom('mailOutbox').select('status').where('id', '=', id).executeTakeFirst())?.status;
}
