import type { TAuditAction } from '@sverka/shared';
import type { TSql } from '../../db/client.ts';

export type TAuditRecord = {
  actorId: number | null;
  action: TAuditAction;
  targetType: string;
  targetId: string | number;
  before?: unknown;
  after?: unknown;
};

export type TAuditRow = {
  id: number;
  actor_id: number | null;
  actor_full_name: string | null;
  actor_email: string | null;
  action: string;
  target_type: string;
  target_id: string;
  before: unknown;
  after: unknown;
  created_at: Date;
};

export async function insertAuditEntry(sql: TSql, entry: TAuditRecord): Promise<void> {
  await sql`
    insert into audit_log (actor_id, action, target_type, target_id, before, after)
    values (${entry.actorId}, ${entry.action}, ${entry.targetType}, ${String(entry.targetId)},
            ${entry.before === undefined || entry.before === null ? null : sql.json(entry.before as never)},
            ${entry.after === undefined || entry.after === null ? null : sql.json(entry.after as never)})`;
}

export type TAuditFilter = {
  actor?: number;
  action?: string;
  targetType?: string;
  targetId?: string;
  /** Dates (YYYY-MM-DD) of the period, both inclusive, in Moscow time as the staff reads them. */
  since?: string;
  until?: string;
};

/** Newest first; `action` matches as a prefix (`user.` finds every user action). */
export async function findAuditEntries(
  sql: TSql,
  filter: TAuditFilter,
  page: { limit: number; offset: number },
): Promise<{ count: number; rows: TAuditRow[] }> {
  const where = sql`
    where true
    ${filter.actor === undefined ? sql`` : sql`and a.actor_id = ${filter.actor}`}
    ${filter.action ? sql`and a.action like ${`${filter.action.replace(/[\\%_]/g, '\\$&')}%`}` : sql``}
    ${filter.targetType ? sql`and a.target_type = ${filter.targetType}` : sql``}
    ${filter.targetId ? sql`and a.target_id = ${filter.targetId}` : sql``}
    ${filter.since ? sql`and a.created_at >= (${filter.since}::date::timestamp at time zone 'Europe/Moscow')` : sql``}
    ${filter.until ? sql`and a.created_at < ((${filter.until}::date + 1)::timestamp at time zone 'Europe/Moscow')` : sql``}`;
  const [counted] = await sql<{ count: number }[]>`select count(*)::int as count from audit_log a ${where}`;
  const rows = await sql<TAuditRow[]>`
    select a.id, a.actor_id, u.full_name as actor_full_name, u.email as actor_email, a.action, a.target_type,
           a.target_id, a.before, a.after, a.created_at
    from audit_log a left join users u on u.id = a.actor_id
    ${where}
    order by a.created_at desc, a.id desc
    limit ${page.limit} offset ${page.offset}`;
  return { count: counted?.count ?? 0, rows };
}
