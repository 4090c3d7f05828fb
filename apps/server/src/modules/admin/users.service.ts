import {
  ADMIN_MESSAGES,
  ADMIN_USERS_PAGE_SIZE,
  AppError,
  type TAdminUserDetail,
  type TAdminUserListItem,
  type TAuditAction,
  type TUserRole,
} from '@sverka/shared';
import type { TSql } from '../../db/client.ts';
import { recordAudit } from '../audit/index.ts';
import {
  blockUser,
  changeUserRole,
  findStaffUser,
  findStaffUsers,
  lockStaffUser,
  requestPasswordReset,
  type TAccountsDeps,
  type TStaffUserFilter,
  type TStaffUserRow,
  unblockUser,
} from '../auth/index.ts';
import { findUserFootprint } from './user-footprint.repository.ts';

const userNotFound = () => new AppError('NOT_FOUND', ADMIN_MESSAGES.userNotFound);

export function presentUserListItem(row: TStaffUserRow): TAdminUserListItem {
  return {
    id: row.id,
    email: row.email,
    full_name: row.full_name,
    role: row.role,
    is_active: row.is_active,
    blocked_at: row.blocked_at?.toISOString() ?? null,
    date_joined: row.date_joined.toISOString(),
    last_login: row.last_login?.toISOString() ?? null,
  };
}

export async function listUsers(sql: TSql, filter: TStaffUserFilter, page: number) {
  const found = await findStaffUsers(sql, filter, {
    limit: ADMIN_USERS_PAGE_SIZE,
    offset: (page - 1) * ADMIN_USERS_PAGE_SIZE,
  });
  return { count: found.count, results: found.rows.map(presentUserListItem) };
}

export async function getUser(sql: TSql, userId: number): Promise<TAdminUserDetail> {
  const row = await findStaffUser(sql, userId);
  if (!row) throw userNotFound();
  const footprint = await findUserFootprint(sql, userId);
  return {
    ...presentUserListItem(row),
    blocked_reason: row.blocked_reason,
    phone_number: row.phone_number,
    memberships: footprint.memberships.map((membership) => ({
      ...membership,
      starts_at: membership.starts_at.toISOString(),
      ends_at: membership.ends_at.toISOString(),
    })),
    companies: footprint.companies,
    seller_ids: footprint.seller_ids,
    orders_count: footprint.orders_count,
  };
}

/**
 * Runs a change of one user in a transaction that holds their row, so two
 * admins acting at once see each other's result, and records it there.
 */
async function changeUser(
  sql: TSql,
  userId: number,
  change: (tx: TSql, row: TStaffUserRow) => Promise<{ action: TAuditAction; before: unknown; after: unknown } | null>,
  actorId: number,
): Promise<void> {
  await sql.begin(async (transaction) => {
    const tx = transaction as unknown as TSql;
    const row = await lockStaffUser(tx, userId);
    if (!row) throw userNotFound();
    const done = await change(tx, row);
    if (done) {
      await recordAudit(tx, { actorId, targetType: 'user', targetId: userId, ...done });
    }
  });
}

/** A user's new role; one's own role stays (an admin cannot lock themselves out). A same-role call changes nothing. */
export async function setRole(sql: TSql, actorId: number, userId: number, role: TUserRole): Promise<void> {
  if (actorId === userId) throw new AppError('INVALID_REQUEST', ADMIN_MESSAGES.cannotChangeOwnRole);
  await changeUser(
    sql,
    userId,
    async (tx, row) => {
      if (row.role === role) return null;
      await changeUserRole(tx, userId, role);
      return { action: 'user.role', before: { role: row.role }, after: { role } };
    },
    actorId,
  );
}

export async function block(sql: TSql, actorId: number, userId: number, reason: string): Promise<void> {
  if (actorId === userId) throw new AppError('INVALID_REQUEST', ADMIN_MESSAGES.cannotBlockSelf);
  await changeUser(
    sql,
    userId,
    async (tx, row) => {
      if (row.blocked_at) return null;
      await blockUser(tx, userId, reason);
      return { action: 'user.block', before: { blocked: false }, after: { blocked: true, reason } };
    },
    actorId,
  );
}

export async function unblock(sql: TSql, actorId: number, userId: number): Promise<void> {
  if (actorId === userId) throw new AppError('INVALID_REQUEST', ADMIN_MESSAGES.cannotBlockSelf);
  await changeUser(
    sql,
    userId,
    async (tx, row) => {
      if (!row.blocked_at) return null;
      await unblockUser(tx, userId);
      return {
        action: 'user.unblock',
        before: { blocked: true, reason: row.blocked_reason },
        after: { blocked: false },
      };
    },
    actorId,
  );
}

/** Mails the user the reset link the sign-in dialog's «forgot password» sends, and records who asked. */
export async function resetPassword(deps: TAccountsDeps, actorId: number, userId: number): Promise<void> {
  const row = await findStaffUser(deps.sql, userId);
  if (!row) throw userNotFound();
  await requestPasswordReset(deps, row.email);
  await recordAudit(deps.sql, {
    actorId,
    action: 'user.password_reset',
    targetType: 'user',
    targetId: userId,
    after: { email: row.email },
  });
}
