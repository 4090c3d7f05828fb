import { z } from 'zod';
import type { TUserRole } from '../profile/profile.contract.ts';
import type { TQueryString } from '../requests.ts';

/**
 * The back office (`/admin`): its sections and who may open each. An admin
 * may do everything; a moderator moderates products, reviews seller
 * applications and answers support. The server checks every admin endpoint
 * against this table (`requireStaff(section)`); the web app hides what a role
 * cannot open from the same table.
 */
export const STAFF_SECTIONS = [
  'overview',
  'applications',
  'products',
  'support',
  'users',
  'plans',
  'categories',
  'news',
  'knowledge',
  'early_access',
  'imports',
  'audit',
] as const;
export type TStaffSection = (typeof STAFF_SECTIONS)[number];

const MODERATOR_SECTIONS: ReadonlySet<TStaffSection> = new Set(['overview', 'applications', 'products', 'support']);

/** Whether a user of this role may open the section (and call its endpoints). */
export function canOpenSection(role: TUserRole | null | undefined, section: TStaffSection): boolean {
  if (role === 'admin') return true;
  if (role === 'moderator') return MODERATOR_SECTIONS.has(section);
  return false;
}

/** Whether the role opens any back-office section at all. */
export const isStaffRole = (role: TUserRole | null | undefined) => role === 'admin' || role === 'moderator';

/** Russian texts of the back office the API sends. */
export const ADMIN_MESSAGES = {
  userBlocked: 'Учётная запись заблокирована. Если это ошибка, напишите в поддержку',
  userNotFound: 'Пользователь не найден',
  cannotChangeOwnRole: 'Свою роль изменить нельзя',
  cannotBlockSelf: 'Себя заблокировать нельзя',
  auditEmpty: 'Записей нет',
} as const;

/**
 * One entry of the audit log: who did what to which record, and the record's
 * values before and after (null where there was nothing). Never edited.
 */
export const ZAuditEntry = z
  .object({
    id: z.number().int(),
    actor: z.object({ id: z.number().int(), full_name: z.string(), email: z.string() }).nullable(),
    action: z.string(),
    target_type: z.string(),
    target_id: z.string(),
    before: z.unknown().nullable(),
    after: z.unknown().nullable(),
    created_at: z.string(),
  })
  .meta({ id: 'AuditEntry' });
export type TAuditEntry = z.infer<typeof ZAuditEntry>;

export const AUDIT_LOG_PAGE_SIZE = 50;

/** Every back-office action the audit log records: the server records only these, the log names each in words. */
export const AUDIT_ACTIONS = [
  'user.role',
  'user.block',
  'user.unblock',
  'user.password_reset',
  'product.approve',
  'product.reject',
  'announcement.approve',
  'announcement.reject',
  'company_binding.approve',
  'company_binding.transfer',
  'company_binding.reject',
  'category.create',
  'category.update',
  'category.merge',
  'category.delete',
  'plan.create',
  'plan.update',
  'plan.archive',
  'plan.restore',
  'news.create',
  'news.update',
  'news.delete',
  'knowledge.create',
  'knowledge.update',
  'knowledge.delete',
  'knowledge.category_create',
  'knowledge.category_update',
  'knowledge.category_delete',
  'early_access.update',
  'import.start',
] as const;
export type TAuditAction = (typeof AUDIT_ACTIONS)[number];

export const ZAuditLogQuery = z.object({
  actor: z.coerce.number().int().positive().optional(),
  action: z.string().trim().max(64).optional(),
  target_type: z.string().trim().max(32).optional(),
  target_id: z.string().trim().max(64).optional(),
  /** The period, inclusive, as dates (YYYY-MM-DD) in Moscow time. */
  since: z.iso.date().optional(),
  until: z.iso.date().optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});

export const ZAuditLogPage = z
  .object({ count: z.number().int(), results: z.array(ZAuditEntry) })
  .meta({ id: 'AuditLogPage' });
export type TAuditLogPage = z.infer<typeof ZAuditLogPage>;
export type TAuditLogQuery = TQueryString<typeof ZAuditLogQuery>;
