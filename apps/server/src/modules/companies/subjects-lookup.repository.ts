import type { TSql } from '../../db/client.ts';

/** A ЮЛ or ИП found by one of its identifiers, with what a list of results shows of it. */
export type TLookedUpSubject = {
  kind: 'company' | 'entrepreneur';
  id: number;
  inn: string;
  ogrn: string;
  name: string;
  status: string;
};

/**
 * Legal entities by ИНН or ОГРН, one statement per column over its index; of several records under one
 * ИНН the active, latest one wins (as on the card).
 */
export function findCompaniesBy(sql: TSql, column: 'inn' | 'ogrn', values: readonly string[]) {
  if (!values.length) return Promise.resolve([]);
  return sql<TLookedUpSubject[]>`
    select distinct on (${sql(column)}) 'company' as kind, id, inn, ogrn, name_short as name, status_name as status
    from companies where ${sql(column)} = any(${values as string[]}::bpchar[])
    order by ${sql(column)}, (status_name = 'Действует') desc, registration_date desc nulls last, id desc`;
}

/** Sole traders by ИНН or ОГРНИП, named as on the card («ИП Фамилия Имя Отчество»). */
export function findEntrepreneursBy(sql: TSql, column: 'inn' | 'ogrnip', values: readonly string[]) {
  if (!values.length) return Promise.resolve([]);
  return sql<TLookedUpSubject[]>`
    select distinct on (${sql(column)}) 'entrepreneur' as kind, id, inn, ogrnip as ogrn,
      'ИП ' || concat_ws(' ', last_name, first_name, middle_name) as name, status_name as status
    from entrepreneurs where ${sql(column)} = any(${values as string[]}::bpchar[])
    order by ${sql(column)}, (status_name = 'Действует') desc, registration_date desc nulls last, id desc`;
}
