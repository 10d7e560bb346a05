// Failed Mail's own mappers, apart from the shared ones so that they stay out of Home's first JavaScript.
import type { OutboxMailPage } from '@hotel/api-client';
import type { FailedMailView } from '@hotel/ui';

/** A page of failed mail as the kit's FailedMailTable takes it: pages counted from 1, as its Paginator counts. */
export type FailedMailPageView = { mails: FailedMailView[]; total: number; page: number; pageCount: number };

/** API outbox page (counted from 0) → the kit's failed mail page (counted from 1); the Message-ID stays out. */
export function toFailedMailPageView(answer: OutboxMailPage): FailedMailPageView {
  return {
    mails: answer.mails.map(({ id, recipient, subject, kind, attempts, lastError, failedAt }) => ({ id, recipient, subject, kind, attempts, lastError, failedAt })),
    total: answer.total,
    page: answer.page + 1,
    pageCount: Math.max(1, Math.ceil(answer.total / answer.size)),
  };
}
