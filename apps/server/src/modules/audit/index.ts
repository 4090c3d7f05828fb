export { findAuditEntries, presentAuditEntry, recordAudit, type TAuditRecord } from './audit.service.ts';
