import { randomInt } from 'node:crypto';
import { innLegalCheckDigit, innPersonCheckDigits, ogrnCheckDigit, ogrnipCheckDigit } from '@sverka/shared';
import type { TSql } from '../src/db/client.ts';

/**
 * Rows for the card tests. The suite's demo data fills only the registry
 * core, so each test file inserts its own subjects with fresh identifiers
 * (valid check digits, checked against the table so they never collide with
 * demo rows or another file's rows).
 */

const digits = (length: number) => Array.from({ length }, () => randomInt(10)).join('');

async function unused(sql: TSql, table: 'companies' | 'entrepreneurs', column: string, make: () => string) {
  for (;;) {
    const value = make();
    const [row] = await sql`select 1 from ${sql(table)} where ${sql(column)} = ${value}`;
    if (!row) return value;
  }
}

/** A fresh ИНН ЮЛ and ОГРН pair. */
export async function freshCompanyIds(sql: TSql) {
  const inn = await unused(sql, 'companies', 'inn', () => {
    const first9 = `97${digits(7)}`;
    return first9 + innLegalCheckDigit(first9);
  });
  const ogrn = await unused(sql, 'companies', 'ogrn', () => {
    const first12 = `11997${digits(7)}`;
    return first12 + ogrnCheckDigit(first12);
  });
  return { inn, ogrn };
}

/** A fresh ИНН ФЛ (also an ИП's ИНН) and ОГРНИП pair. */
export async function freshPersonIds(sql: TSql) {
  const inn = await unused(sql, 'entrepreneurs', 'inn', () => {
    const first10 = `97${digits(8)}`;
    return first10 + innPersonCheckDigits(first10);
  });
  const ogrnip = await unused(sql, 'entrepreneurs', 'ogrnip', () => {
    const first14 = `31997${digits(9)}`;
    return first14 + ogrnipCheckDigit(first14);
  });
  return { inn, ogrnip };
}

export type TSeededCompany = { id: number; inn: string; ogrn: string; address: string };

/** One company with the given extra columns; `source` defaults to a dated ЕГРЮЛ extract. */
export async function insertCompany(sql: TSql, extra: Record<string, unknown> = {}): Promise<TSeededCompany> {
  const { inn, ogrn } = await freshCompanyIds(sql);
  const address = `г. Тестовск, ул. Проверочная, д. ${randomInt(1, 10_000)}, оф. ${randomInt(1, 100)}`;
  const row = {
    inn,
    ogrn,
    kpp: `${inn.slice(0, 4)}01001`,
    name_short: `ООО "ТЕСТ ${inn}"`,
    name_full: `ОБЩЕСТВО С ОГРАНИЧЕННОЙ ОТВЕТСТВЕННОСТЬЮ "ТЕСТ ${inn}"`,
    opf_code: '12300',
    opf_name: 'Общество с ограниченной ответственностью',
    status_name: 'Действует',
    registration_date: '2015-03-04',
    ogrn_date: '2015-03-04',
    share_capital: 10000,
    legal_address: address,
    region_code: '77',
    okved_code: '62.01',
    source: 'egrul',
    as_of: '2026-05-01',
    ...extra,
  };
  const [created] = await sql<{ id: number }[]>`insert into companies ${sql(row)} returning id`;
  return { id: (created as { id: number }).id, inn, ogrn, address };
}

/** Rows of any table, for facts keyed by ИНН/ОГРН; returns the inserted ids when the table has them. */
export async function insertRows(sql: TSql, table: string, rows: Record<string, unknown>[]) {
  if (!rows.length) return [];
  const columns = [...new Set(rows.flatMap((row) => Object.keys(row)))];
  return sql.unsafe(
    `insert into ${table} (${columns.join(', ')}) select ${columns.join(', ')} from json_populate_recordset(null::${table}, $1::text::json) returning *`,
    [JSON.stringify(rows)] as never,
  );
}
