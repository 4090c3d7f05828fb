import type { TAuditEntry } from '@sverka/shared';
import type { TSql } from '../../db/client.ts';
import * as repository from './audit.repository.ts';

export type { TAuditRecord } from './audit.repository.ts';

/**
 * Records one back-office action. Call it with the transaction that makes the
 * change, so the change and its record commit (or roll back) together.
 */
export function recordAudit(sql: TSql, entry: repository.TAuditRecord): Promise<void> {
  return repository.insertAuditEntry(sql, entry);
}

export function presentAuditEntry(row: repository.TAuditRow): TAuditEntry {
  return {
    id: row.id,
    actor:
      row.actor_id === null
        ? null
        : { id: row.actor_id, full_name: row.actor_full_name ?? '', email: row.actor_email ?? '' },
    action: row.action,
    target_type: row.target_type,
    target_id: row.target_id,
    before: row.before ?? null,
    after: row.after ?? null,
    created_at: row.created_at.toISOString(),
  };
}

export const findAuditEntries = repository.findAuditEntries;
