import type { TSql } from '../../db/client.ts';

/** A legal entity with its joined names, as the card needs it. */
export type TCompanyRow = {
  id: number;
  ogrn: string;
  inn: string;
  kpp: string | null;
  name_short: string;
  name_full: string;
  opf_code: string | null;
  opf_name: string | null;
  status_name: string;
  registration_date: string | null;
  ogrn_date: string | null;
  liquidation_date: string | null;
  share_capital: string | null;
  legal_address: string | null;
  city: string | null;
  region_code: string | null;
  region_name: string | null;
  okved_code: string | null;
  okved_name: string | null;
  okved_add: { code: string; name: string }[];
  directors: { fio: string; inn: string | null; post: string | null }[];
  representative_id: number | null;
  source: string;
  as_of: string | null;
};

export type TEntrepreneurRow = {
  id: number;
  ogrnip: string;
  inn: string;
  last_name: string;
  first_name: string;
  middle_name: string | null;
  kind_name: string;
  status_name: string;
  registration_date: string | null;
  ogrnip_date: string | null;
  termination_date: string | null;
  city: string | null;
  region_code: string | null;
  region_name: string | null;
  okved_code: string | null;
  okved_name: string | null;
  okved_add: { code: string; name: string }[];
  source: string;
  as_of: string | null;
};

/** The short shape of a search hit, for both kinds. */
export type THitRow = {
  kind: 'company' | 'entrepreneur';
  id: number;
  inn: string;
  ogrn: string;
  name_short: string;
  name_full: string;
  fio: string | null;
  head: string | null;
  legal_address: string | null;
  status_name: string;
  registration_date: string | null;
  region_code: string | null;
  region_name: string | null;
  okved_code: string | null;
  okved_name: string | null;
};

export const companyHitColumns = (sql: TSql) => sql`
  'company' as kind, c.id, c.inn, c.ogrn, c.name_short, c.name_full, null as fio,
  (select d.fio from company_directors d where d.company_id = c.id order by d.position, d.id limit 1) as head,
  c.legal_address, c.status_name, c.registration_date, c.region_code, r.name as region_name,
  c.okved_code, o.name as okved_name`;

export const entrepreneurHitColumns = (sql: TSql) => sql`
  'entrepreneur' as kind, e.id, e.inn, e.ogrnip as ogrn,
  'ИП ' || concat_ws(' ', e.last_name, e.first_name, e.middle_name) as name_short,
  e.kind_name || ' ' || concat_ws(' ', e.last_name, e.first_name, e.middle_name) as name_full,
  concat_ws(' ', e.last_name, e.first_name, e.middle_name) as fio,
  concat_ws(' ', e.last_name, e.first_name, e.middle_name) as head,
  null as legal_address, e.status_name, e.registration_date, e.region_code, r.name as region_name,
  e.okved_code, o.name as okved_name`;

/**
 * One page of legal entities in registration order, with the total count;
 * `representatives` narrows it to companies whose approved representative is
 * one of these users.
 */
export async function findCompanyHitsPage(sql: TSql, offset: number, limit: number, representatives?: number[]) {
  const where = representatives ? sql`where c.representative_id = any(${representatives}::bigint[])` : sql``;
  const [rows, [total]] = await Promise.all([
    sql<THitRow[]>`
      select ${companyHitColumns(sql)}
      from companies c left join regions r on r.code = c.region_code left join okved o on o.code = c.okved_code
      ${where}
      order by c.id
      offset ${offset} limit ${limit}`,
    sql<{ count: number }[]>`select count(*)::int as count from companies c ${where}`,
  ]);
  return { rows, count: total?.count ?? 0 };
}
