import type { Message } from '../../messages/Message';

export type AuditLogTableMessages = {
  heading: Message;
  /** The table's screen-reader caption (the visible heading names the section). */
  tableCaption: Message;
  when: Message;
  /** When an entry was written: the server's clock, in UTC. */
  createdAt: Message<{ date: string; time: string }>;
  actor: Message;
  kind: Message;
  record: Message;
  changes: Message;
  /** An entry written without an account. */
  noActor: Message;
  /** One changed field. */
  change: Message<{ field: string; before: string; after: string }>;
  /** A field's value when it had none. */
  noValue: Message;
  filterLabel: Message;
  actorFilter: Message;
  actorFilterHint: Message;
  actorFilterInvalid: Message;
  kindFilter: Message;
  allKinds: Message;
  fromFilter: Message;
  toFilter: Message;
  invalidDate: Message;
  applyFilter: Message;
  clearFilter: Message;
  loading: Message;
  /** Shown when loading failed and no `error` text was given. */
  loadError: Message;
  /** Nothing matches. */
  empty: Message;
  /** How many entries match, on every page. */
  total: Message<{ count: number }>;
};

export const auditLogTableMessages: AuditLogTableMessages = {
  heading: 'Audit Log',
  tableCaption: 'Admin changes, latest first',
  when: 'When',
  createdAt: '{date}, {time} UTC',
  actor: 'Who',
  kind: 'What',
  record: 'Record',
  changes: 'Changes',
  noActor: 'No account',
  change: '{field}: {before} → {after}',
  noValue: '(none)',
  filterLabel: 'Filter the audit log',
  actorFilter: 'Account ID',
  actorFilterHint: 'The number of the account that made the change.',
  actorFilterInvalid: 'Enter an account number.',
  kindFilter: 'Kind of change',
  allKinds: 'All kinds',
  fromFilter: 'From',
  toFilter: 'Until',
  invalidDate: 'Enter a date.',
  applyFilter: 'Filter',
  clearFilter: 'Clear Filter',
  loading: 'Loading the audit log',
  loadError: 'Error fetching the audit log',
  empty: 'No changes found.',
  total: '{count} in all',
};

declare module '../../messages/allMessages' {
  interface AllMessages {
    AuditLogTable: AuditLogTableMessages;
  }
}
