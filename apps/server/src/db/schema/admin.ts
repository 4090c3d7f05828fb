import { index, jsonb, pgTable, text, varchar } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { bigintNumber, createdAt, serialId } from './columns.ts';

/**
 * Every action taken in the back office: who, when, what, on which record,
 * and the record's values before and after. Rows are only ever inserted: a
 * trigger (migration `back_office`) refuses UPDATE and DELETE, so the log cannot be
 * edited, even by an admin with SQL through the app's role.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: serialId(),
    actorId: bigintNumber('actor_id').references(() => users.id, { onDelete: 'set null' }),
    /** `<area>.<verb>`, e.g. `company_binding.approve`, `user.block`, `plan.archive`. */
    action: varchar('action', { length: 64 }).notNull(),
    targetType: varchar('target_type', { length: 32 }).notNull(),
    targetId: text('target_id').notNull(),
    before: jsonb('before'),
    after: jsonb('after'),
    createdAt: createdAt(),
  },
  (t) => [
    index('audit_log_created_idx').on(t.createdAt),
    index('audit_log_actor_idx').on(t.actorId, t.createdAt),
    index('audit_log_action_idx').on(t.action, t.createdAt),
    index('audit_log_target_idx').on(t.targetType, t.targetId),
  ],
);
