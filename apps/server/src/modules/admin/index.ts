export { adminRoutes } from './admin.routes.ts';
export { findAuditEntries, presentAuditEntry, recordAudit, type TAuditRecord } from './audit.service.ts';
