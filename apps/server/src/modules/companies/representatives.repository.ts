import type { TSql } from '../../db/client.ts';

/** What the account modules need to know about a company and who represents it. */
export type TRepresentedCompany = {
  id: number;
  inn: string;
  ogrn: string;
  name: string;
  representative_id: number | null;
};

/** A legal entity or a sole trader as a seller application names it. */
export type TRepresentedSubject = TRepresentedCompany & { kind: 'company' | 'entrepreneur' };

export async function findCompanyByInnForBinding(sql: TSql, inn: string): Promise<TRepresentedCompany | undefined> {
  // A re-registered company can share an ИНН with its liquidated predecessor: the acting one wins.
  const [row] = await sql<TRepresentedCompany[]>`
    select id, inn, ogrn, name_short as name, representative_id from companies where inn = ${inn}
    order by (status_name = 'Действует') desc, id desc limit 1`;
  return row;
}

/** `«ИП Фамилия Имя Отчество»`, as the ИП card names a sole trader. */
const ENTREPRENEUR_NAME = `'ИП ' || concat_ws(' ', last_name, first_name, middle_name)`;

export async function findEntrepreneurByInnForBinding(
  sql: TSql,
  inn: string,
): Promise<TRepresentedCompany | undefined> {
  // A person may have been a sole trader several times: the acting, latest period wins, as on the card.
  const [row] = await sql<TRepresentedCompany[]>`
    select id, inn, ogrnip as ogrn, ${sql.unsafe(ENTREPRENEUR_NAME)} as name, representative_id
    from entrepreneurs where inn = ${inn}
    order by (status_name = 'Действует') desc, registration_date desc nulls last, id desc limit 1`;
  return row;
}

export async function findCompaniesByIds(sql: TSql, ids: number[]): Promise<TRepresentedCompany[]> {
  if (!ids.length) return [];
  return sql<TRepresentedCompany[]>`
    select id, inn, ogrn, name_short as name, representative_id from companies where id = any(${ids}::bigint[])`;
}

export async function findEntrepreneurById(sql: TSql, id: number): Promise<TRepresentedCompany | undefined> {
  const [row] = await sql<TRepresentedCompany[]>`
    select id, inn, ogrnip as ogrn, ${sql.unsafe(ENTREPRENEUR_NAME)} as name, representative_id
    from entrepreneurs where id = ${id}`;
  return row;
}

/** A seller with its current representative, for the friends list. */
export async function findSellerRepresentative(
  sql: TSql,
  sellerId: number,
): Promise<{ representative_id: number | null } | undefined> {
  const [row] = await sql<{ representative_id: number | null }[]>`
    select representative_id from sellers where id = ${sellerId}`;
  return row;
}

/** Whether the user represents a legal entity or a sole trader. */
export async function isCompanyRepresentative(sql: TSql, userId: number): Promise<boolean> {
  const [row] = await sql`
    select 1 where exists (select 1 from companies where representative_id = ${userId})
      or exists (select 1 from entrepreneurs where representative_id = ${userId})
      or exists (select 1 from sellers where representative_id = ${userId})`;
  return Boolean(row);
}

/**
 * The subject's current representative, with its register row locked until
 * the transaction ends: two approvals for one subject run one after the
 * other. Null when it has none (or the row is gone).
 */
export async function lockRepresentative(
  sql: TSql,
  kind: 'company' | 'entrepreneur',
  id: number,
): Promise<number | null> {
  const [row] =
    kind === 'company'
      ? await sql<{ representative_id: number | null }[]>`
          select representative_id from companies where id = ${id} for update`
      : await sql<{ representative_id: number | null }[]>`
          select representative_id from entrepreneurs where id = ${id} for update`;
  return row?.representative_id ?? null;
}

/**
 * Makes the user the subject's representative and its marketplace seller:
 * the register row's `representative_id` and the `sellers` row (created the
 * first time, its representative replaced after). Returns the seller's id.
 */
export async function setRepresentative(
  sql: TSql,
  subject: { kind: 'company' | 'entrepreneur'; id: number },
  userId: number,
): Promise<number | undefined> {
  if (subject.kind === 'company') {
    const [company] = await sql<{ inn: string }[]>`
      update companies set representative_id = ${userId} where id = ${subject.id} returning inn`;
    if (!company) return undefined;
    const [seller] = await sql<{ id: number }[]>`
      insert into sellers (company_id, inn, representative_id) values (${subject.id}, ${company.inn}, ${userId})
      on conflict (company_id) do update
        set representative_id = excluded.representative_id, inn = excluded.inn, updated_at = now()
      returning id`;
    return seller?.id;
  }
  const [entrepreneur] = await sql<{ inn: string }[]>`
    update entrepreneurs set representative_id = ${userId} where id = ${subject.id} returning inn`;
  if (!entrepreneur) return undefined;
  const [seller] = await sql<{ id: number }[]>`
    insert into sellers (entrepreneur_id, inn, representative_id) values (${subject.id}, ${entrepreneur.inn}, ${userId})
    on conflict (entrepreneur_id) do update
      set representative_id = excluded.representative_id, inn = excluded.inn, updated_at = now()
    returning id`;
  return seller?.id;
}
