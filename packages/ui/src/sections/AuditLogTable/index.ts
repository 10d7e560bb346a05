export { AuditLogTable, type AuditLogTableProps } from './AuditLogTable';
export { auditLogTableMessages, type AuditLogTableMessages } from './AuditLogTable.messages';
