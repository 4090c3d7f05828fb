import type { TSql } from '../../db/client.ts';

/** What the account modules need to know about a company and who represents it. */
export type TRepresentedCompany = {
  id: number;
  inn: string;
  ogrn: string;
  name: string;
  representative_id: number | null;
};

export async function findCompanyByInnForBinding(sql: TSql, inn: string): Promise<TRepresentedCompany | undefined> {
  // A re-registered company can share an ИНН with its liquidated predecessor: the acting one wins.
  const [row] = await sql<TRepresentedCompany[]>`
    select id, inn, ogrn, name_short as name, representative_id from companies where inn = ${inn}
    order by (status_name = 'Действует') desc, id desc limit 1`;
  return row;
}

export async function findCompaniesByIds(sql: TSql, ids: number[]): Promise<TRepresentedCompany[]> {
  if (!ids.length) return [];
  return sql<TRepresentedCompany[]>`
    select id, inn, ogrn, name_short as name, representative_id from companies where id = any(${ids}::bigint[])`;
}

export async function isCompanyRepresentative(sql: TSql, userId: number): Promise<boolean> {
  const [row] = await sql`select 1 from companies where representative_id = ${userId} limit 1`;
  return Boolean(row);
}

/** Makes the user the company's representative (seller), replacing any previous one. */
export async function setCompanyRepresentative(sql: TSql, companyId: number, userId: number): Promise<void> {
  await sql`update companies set representative_id = ${userId} where id = ${companyId}`;
}
