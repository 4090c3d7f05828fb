import type { TCompanyBindingStatus } from '@sverka/shared';
import type { TSql } from '../../db/client.ts';
import type { TRowOf } from '../../db/row.ts';
import type { companyBindings, TStoredFile } from '../../db/schema/accounts.ts';

export type TBindingFiles = Record<'passport' | 'contract' | 'document', TStoredFile>;

/** An application with the names of its company (gone if the company left the register) and applicant. */
export type TBindingRow = Pick<
  TRowOf<typeof companyBindings>,
  'id' | 'user_id' | 'inn' | 'files' | 'created_at' | 'reviewed_at' | 'reject_reason'
> & {
  /** Applications are filed for legal entities only (`submitBinding` looks the ИНН up among companies). */
  company_id: number;
  status: TCompanyBindingStatus;
  company_name: string | null;
  company_ogrn: string | null;
  user_email: string;
  user_full_name: string;
};

const SELECT_BINDINGS = (sql: TSql) => sql`
  select b.id, b.user_id, b.company_id, b.inn, b.status, b.files, b.created_at, b.reviewed_at, b.reject_reason,
    c.name_short as company_name, c.ogrn as company_ogrn, u.email as user_email, u.full_name as user_full_name
  from company_bindings b
  join users u on u.id = b.user_id
  left join companies c on c.id = b.company_id`;

/** The new application's id, or undefined when the user already has one pending for this company. */
export async function insertBinding(
  sql: TSql,
  binding: { userId: number; companyId: number; inn: string; files: TBindingFiles },
): Promise<number | undefined> {
  const [row] = await sql<{ id: number }[]>`
    insert into company_bindings (user_id, company_id, inn, files)
    values (${binding.userId}, ${binding.companyId}, ${binding.inn}, ${sql.json(binding.files)})
    on conflict (user_id, company_id) where status = 'pending' do nothing
    returning id`;
  return row?.id;
}

export async function countPendingBindings(sql: TSql, userId: number): Promise<number> {
  const [row] = await sql<{ count: number }[]>`
    select count(*)::int as count from company_bindings where user_id = ${userId} and status = 'pending'`;
  return row?.count ?? 0;
}

export async function findUserBindings(sql: TSql, userId: number): Promise<TBindingRow[]> {
  return sql<TBindingRow[]>`${SELECT_BINDINGS(sql)} where b.user_id = ${userId} order by b.created_at desc, b.id desc`;
}

export async function findBinding(sql: TSql, id: number): Promise<TBindingRow | undefined> {
  const [row] = await sql<TBindingRow[]>`${SELECT_BINDINGS(sql)} where b.id = ${id}`;
  return row;
}

export async function findBindings(sql: TSql, status: TCompanyBindingStatus | undefined): Promise<TBindingRow[]> {
  const where = status ? sql`where b.status = ${status}` : sql``;
  return sql<TBindingRow[]>`${SELECT_BINDINGS(sql)} ${where} order by b.created_at desc, b.id desc limit 500`;
}

/**
 * Moves a pending application to its verdict; the row lock makes two admins
 * deciding at once see one winner. Returns the decided row's owner and
 * company, or undefined when it was not pending.
 */
export async function decideBinding(
  sql: TSql,
  id: number,
  verdict: { status: 'approved' | 'rejected'; reviewerId: number; reason?: string | null },
): Promise<{ user_id: number; company_id: number } | undefined> {
  const [row] = await sql<{ user_id: number; company_id: number }[]>`
    update company_bindings
    set status = ${verdict.status}, reviewed_at = now(), reviewed_by = ${verdict.reviewerId},
      reject_reason = ${verdict.reason ?? null}
    where id = ${id} and status = 'pending'
    returning user_id, company_id`;
  return row;
}

/**
 * The company's current representative, with its row locked until the
 * transaction ends; null when it has none (or the company row is gone).
 */
export async function lockCompanyRepresentative(sql: TSql, companyId: number): Promise<number | null> {
  const [row] = await sql<{ representative_id: number | null }[]>`
    select representative_id from companies where id = ${companyId} for update`;
  return row?.representative_id ?? null;
}
