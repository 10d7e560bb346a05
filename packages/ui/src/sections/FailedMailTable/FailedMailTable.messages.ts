import type { Message } from '../../messages/Message';

export type FailedMailTableMessages = {
  heading: Message;
  /** The table's screen-reader caption (the visible heading names the section). */
  tableCaption: Message;
  recipient: Message;
  subject: Message;
  kind: Message;
  attempts: Message;
  lastError: Message;
  failedAt: Message;
  actions: Message;
  /** The visible text of a row's button that queues the mail again. */
  resend: Message;
  /** That button's accessible name, naming the mail. */
  resendLabel: Message<{ subject: string; recipient: string }>;
  loading: Message;
  /** Shown when loading failed and no `error` text was given. */
  loadError: Message;
  /** No mail has failed. */
  empty: Message;
  /** How many failed mails there are in all. */
  total: Message<{ count: number }>;
};

export const failedMailTableMessages: FailedMailTableMessages = {
  heading: 'Failed Mail',
  tableCaption: 'Mails that could not be sent',
  recipient: 'Recipient',
  subject: 'Subject',
  kind: 'Kind',
  attempts: 'Tries',
  lastError: 'Last error',
  failedAt: 'Failed on',
  actions: 'Actions',
  resend: 'Send again',
  resendLabel: 'Send again: {subject} to {recipient}',
  loading: 'Loading failed mail',
  loadError: 'Failed to fetch the failed mail',
  empty: 'No mail has failed.',
  total: '{count} failed in all',
};

declare module '../../messages/allMessages' {
  interface AllMessages {
    FailedMailTable: FailedMailTableMessages;
  }
}
