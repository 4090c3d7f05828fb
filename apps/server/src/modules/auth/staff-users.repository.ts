import type { TUserRole } from '@sverka/shared';
import type { TSql } from '../../db/client.ts';

/** A user as the back office lists and changes them. */
export type TStaffUserRow = {
  id: number;
  email: string;
  full_name: string;
  phone_number: string | null;
  role: TUserRole;
  is_active: boolean;
  blocked_at: Date | null;
  blocked_reason: string | null;
  date_joined: Date;
  last_login: Date | null;
};

const COLUMNS = [
  'id',
  'email',
  'full_name',
  'phone_number',
  'role',
  'is_active',
  'blocked_at',
  'blocked_reason',
  'date_joined',
  'last_login',
] as const;

export type TStaffUserFilter = { search?: string; role?: TUserRole; blocked?: boolean };

/** Newest first; `search` matches a part of the email or the name, case-insensitively. */
export async function findStaffUsers(
  sql: TSql,
  filter: TStaffUserFilter,
  page: { limit: number; offset: number },
): Promise<{ count: number; rows: TStaffUserRow[] }> {
  const pattern = filter.search ? `%${filter.search.toLowerCase().replace(/[\\%_]/g, '\\$&')}%` : undefined;
  const where = sql`
    where true
    ${pattern ? sql`and (lower(email) like ${pattern} or lower(full_name) like ${pattern})` : sql``}
    ${filter.role ? sql`and role = ${filter.role}` : sql``}
    ${filter.blocked === undefined ? sql`` : filter.blocked ? sql`and blocked_at is not null` : sql`and blocked_at is null`}`;
  const [counted] = await sql<{ count: number }[]>`select count(*)::int as count from users ${where}`;
  const rows = await sql<TStaffUserRow[]>`
    select ${sql(COLUMNS)} from users ${where}
    order by date_joined desc, id desc
    limit ${page.limit} offset ${page.offset}`;
  return { count: counted?.count ?? 0, rows };
}

export async function findStaffUser(sql: TSql, id: number): Promise<TStaffUserRow | undefined> {
  const [row] = await sql<TStaffUserRow[]>`select ${sql(COLUMNS)} from users where id = ${id}`;
  return row;
}

/** Locks the user's row for a change decided on its current values. */
export async function lockStaffUser(sql: TSql, id: number): Promise<TStaffUserRow | undefined> {
  const [row] = await sql<TStaffUserRow[]>`select ${sql(COLUMNS)} from users where id = ${id} for update`;
  return row;
}

export async function updateRole(sql: TSql, id: number, role: TUserRole): Promise<void> {
  await sql`update users set role = ${role} where id = ${id}`;
}

export async function updateBlocked(sql: TSql, id: number, blocked: { reason: string } | null): Promise<void> {
  await sql`
    update users set blocked_at = ${blocked ? sql`now()` : null}, blocked_reason = ${blocked?.reason ?? null}
    where id = ${id}`;
}
