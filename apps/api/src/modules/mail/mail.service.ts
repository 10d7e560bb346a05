import type { DatabaseHandle } from '../../db/connect.js';
import { withWriteTransaction } from '../../db/transaction.js';
import { ApiErrors } from '../../errors/catalog.js';
import { recordAudit, type Actor } from '../audit/audit.service.js';
import { findMailStatus, listFailedMails, requeueFailedMail } from './mail.repository.js';
import type { MailListQuery, OutboxMailPage } from './mail.schemas.js';

/** The failed mails, the latest failure first. */
export async function getFailedMails(database: DatabaseHandle, query: MailListQuery): Promise<OutboxMailPage> {
  const { rows, total } = await listFailedMails(database.db, { offset: query.page * query.size, limit: query.size });
  return { mails: rows, page: query.page, size: query.size, total };
}

/**
 * Queues a failed mail again, due now, with a fresh count of tries and the same `Message-ID` (it is the same
 * mail). 404 for no such mail; 409 for one that is not failed (queued or being sent: it would go twice).
 */
export async function retryFailedMail(database: DatabaseHandle, mailId: number, now: Date, actor: Actor): Promise<void> {
  const requeued = await withWriteTransaction(database, async (trx) => {
    if (!(await requeueFailedMail(trx, mailId, now.toISOString()))) return false;
    await recordAudit(trx, { actor, kind: 'mail.retried', recordId: mailId, before: { status: 'failed' }, after: { status: 'pending' }, at: now });
    return true;
  });
  if (requeued) return;
  if ((await findMailStatus(database.db, mailId)) === undefined) throw new ApiErrors.MAIL_NOT_FOUND();
  throw new ApiErrors.MAIL_NOT_FAILED();
}
