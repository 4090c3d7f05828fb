import type { TSql } from '../../db/client.ts';

/** The ЮЛ or ИП a list endpoint is about, in the wire shape of `Subject`. */
export type TSubjectRow = { kind: 'company' | 'entrepreneur'; id: number; inn: string; ogrn: string; name: string };

/** A legal entity by ИНН or ОГРН: the active, latest record of an ИНН wins. */
export async function findCompanySubject(sql: TSql, column: 'inn' | 'ogrn', value: string) {
  const [row] = await sql<TSubjectRow[]>`
    select 'company' as kind, id, inn, ogrn, name_short as name from companies
    where ${sql(column)} = ${value}
    order by (status_name = 'Действует') desc, registration_date desc nulls last limit 1`;
  return row;
}

/** A sole trader by ИНН or ОГРНИП, named as on the card («ИП Фамилия Имя Отчество»). */
export async function findEntrepreneurSubject(sql: TSql, column: 'inn' | 'ogrnip', value: string) {
  const [row] = await sql<TSubjectRow[]>`
    select 'entrepreneur' as kind, id, inn, ogrnip as ogrn,
      'ИП ' || concat_ws(' ', last_name, first_name, middle_name) as name
    from entrepreneurs where ${sql(column)} = ${value}
    order by (status_name = 'Действует') desc, registration_date desc nulls last limit 1`;
  return row;
}
