import type { TCompanyBindingStatus } from '@sverka/shared';
import type { TSql } from '../../db/client.ts';
import type { TRowOf } from '../../db/row.ts';
import type { companyBindings, TStoredFile } from '../../db/schema/accounts.ts';

export type TBindingFiles = Record<'passport' | 'contract' | 'document', TStoredFile>;

/**
 * An application with the names of its subject (gone if it left the
 * register) and applicant. Exactly one of `company_id` (a legal entity) and
 * `entrepreneur_id` (a sole trader) is set, as the table's check demands.
 */
export type TBindingRow = Pick<
  TRowOf<typeof companyBindings>,
  'id' | 'user_id' | 'company_id' | 'entrepreneur_id' | 'inn' | 'files' | 'created_at' | 'reviewed_at' | 'reject_reason'
> & {
  status: TCompanyBindingStatus;
  subject_name: string | null;
  subject_ogrn: string | null;
  user_email: string;
  user_full_name: string;
  /** Who represents the subject now, if anyone. */
  representative_id: number | null;
  representative_email: string | null;
  representative_full_name: string | null;
};

const SELECT_BINDINGS = (sql: TSql) => sql`
  select b.id, b.user_id, b.company_id, b.entrepreneur_id, b.inn, b.status, b.files, b.created_at, b.reviewed_at,
    b.reject_reason,
    coalesce(c.name_short, 'ИП ' || concat_ws(' ', e.last_name, e.first_name, e.middle_name)) as subject_name,
    coalesce(c.ogrn, e.ogrnip) as subject_ogrn, u.email as user_email, u.full_name as user_full_name,
    r.id as representative_id, r.email as representative_email, r.full_name as representative_full_name
  from company_bindings b
  join users u on u.id = b.user_id
  left join companies c on c.id = b.company_id
  left join entrepreneurs e on e.id = b.entrepreneur_id
  left join users r on r.id = coalesce(c.representative_id, e.representative_id)`;

/** The new application's id, or undefined when the user already has one pending for this subject. */
export async function insertBinding(
  sql: TSql,
  binding: {
    userId: number;
    subject: { kind: 'company' | 'entrepreneur'; id: number };
    inn: string;
    files: TBindingFiles;
  },
): Promise<number | undefined> {
  const companyId = binding.subject.kind === 'company' ? binding.subject.id : null;
  const entrepreneurId = binding.subject.kind === 'entrepreneur' ? binding.subject.id : null;
  // Each kind has its own partial unique index of pending applications; the conflict target names the right one.
  const [row] =
    companyId !== null
      ? await sql<{ id: number }[]>`
          insert into company_bindings (user_id, company_id, inn, files)
          values (${binding.userId}, ${companyId}, ${binding.inn}, ${sql.json(binding.files)})
          on conflict (user_id, company_id) where status = 'pending' do nothing
          returning id`
      : await sql<{ id: number }[]>`
          insert into company_bindings (user_id, entrepreneur_id, inn, files)
          values (${binding.userId}, ${entrepreneurId}, ${binding.inn}, ${sql.json(binding.files)})
          on conflict (user_id, entrepreneur_id) where status = 'pending' do nothing
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

export type TBindingFilter = { status?: TCompanyBindingStatus; search?: string };

/** `%`, `_` and `\` of a search are literal characters, not patterns. */
const likeLiteral = (text: string) => text.replace(/[\\%_]/g, '\\$&');

/**
 * The queue: newest first, filtered by status and by a search that matches
 * the ИНН from its start, or a part of the subject's name or of the
 * applicant's email.
 */
export async function findBindingsPage(
  sql: TSql,
  filter: TBindingFilter,
  page: { limit: number; offset: number },
): Promise<{ count: number; rows: TBindingRow[] }> {
  const contains = filter.search ? `%${likeLiteral(filter.search)}%` : '';
  const where = sql`
    where true
    ${filter.status ? sql`and b.status = ${filter.status}` : sql``}
    ${
      filter.search
        ? sql`and (b.inn like ${`${likeLiteral(filter.search)}%`} or u.email ilike ${contains}
            or c.name_short ilike ${contains}
            or concat_ws(' ', e.last_name, e.first_name, e.middle_name) ilike ${contains})`
        : sql``
    }`;
  const [counted] = await sql<{ count: number }[]>`
    select count(*)::int as count
    from company_bindings b
    join users u on u.id = b.user_id
    left join companies c on c.id = b.company_id
    left join entrepreneurs e on e.id = b.entrepreneur_id
    ${where}`;
  const rows = await sql<TBindingRow[]>`
    ${SELECT_BINDINGS(sql)} ${where}
    order by b.created_at desc, b.id desc
    limit ${page.limit} offset ${page.offset}`;
  return { count: counted?.count ?? 0, rows };
}

/**
 * Marks the approved applications that made `userId` the subject's
 * representative as `transferred`: the subject has passed to someone else.
 * Returns their ids.
 */
export async function markBindingsTransferred(
  sql: TSql,
  subject: { kind: 'company' | 'entrepreneur'; id: number },
  userId: number,
): Promise<number[]> {
  const subjectMatch =
    subject.kind === 'company' ? sql`company_id = ${subject.id}` : sql`entrepreneur_id = ${subject.id}`;
  const rows = await sql<{ id: number }[]>`
    update company_bindings set status = 'transferred'
    where ${subjectMatch} and user_id = ${userId} and status = 'approved'
    returning id`;
  return rows.map((row) => row.id);
}

/**
 * Moves a pending application to its verdict; the row lock makes two admins
 * deciding at once see one winner. Returns the decided row's owner, or
 * undefined when it was not pending.
 */
export async function decideBinding(
  sql: TSql,
  id: number,
  verdict: { status: 'approved' | 'rejected'; reviewerId: number; reason?: string | null },
): Promise<{ user_id: number } | undefined> {
  const [row] = await sql<{ user_id: number }[]>`
    update company_bindings
    set status = ${verdict.status}, reviewed_at = now(), reviewed_by = ${verdict.reviewerId},
      reject_reason = ${verdict.reason ?? null}
    where id = ${id} and status = 'pending'
    returning user_id`;
  return row;
}
