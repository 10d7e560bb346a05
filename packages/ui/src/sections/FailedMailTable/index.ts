export { FailedMailTable, type FailedMailTableProps } from './FailedMailTable';
export { failedMailTableMessages, type FailedMailTableMessages } from './FailedMailTable.messages';
