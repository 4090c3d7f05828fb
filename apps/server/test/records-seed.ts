import { beforeAll } from 'vitest';
import type { TSql } from '../src/db/client.ts';
import { createUser, type TTestUser } from './accounts.ts';
import { grantPlan } from './billing.ts';
import { freshCompanyIds, insertCompany, insertRows, type TSeededCompany } from './factory.ts';
import type { TTestContext } from './helper.ts';

export type TSubjectRecords = { company: TSeededCompany; other: TSeededCompany; unknownInn: string };

/**
 * One company with a row in every ИНН-keyed fact table (statements, ФНС sets,
 * cases, debts, messages, contracts, inspections, registry history), a
 * counterparty company and a valid ИНН nobody has. Fresh identifiers each
 * call, so test files can seed in parallel on the shared database.
 */
export async function seedSubjectRecords(sql: TSql): Promise<TSubjectRecords> {
  const company = await insertCompany(sql);
  const other = await insertCompany(sql);
  const unknownInn = (await freshCompanyIds(sql)).inn;

  const inn = company.inn;
  const fact = (source: string, as_of: string) => ({ inn, source, as_of });
  await insertRows(sql, 'financial_statements', [
    {
      ...fact('girbo', '2025-04-01'),
      year: 2023,
      lines: { 1600: 5_000_000, 1300: 1_000_000, 2110: 12_000_000, 2400: -300_000 },
    },
    { ...fact('girbo', '2026-04-01'), year: 2024, lines: { 2110: 15_000_000 } },
  ]);
  await insertRows(sql, 'tax_headcount', [{ ...fact('headcount', '2025-08-01'), year: 2024, employees: 17 }]);
  await insertRows(sql, 'tax_payments', [
    { ...fact('taxes-paid', '2025-10-01'), year: 2024, tax_name: 'НДС', amount: 700_000 },
    { ...fact('taxes-paid', '2025-10-01'), year: 2024, tax_name: 'Налог на прибыль', amount: 300_000.5 },
  ]);
  await insertRows(sql, 'tax_arrears', [
    {
      ...fact('arrears', '2024-10-01'),
      on_date: '2024-10-01',
      tax_name: 'НДС',
      arrears: 9,
      penalties: 1,
      fines: 0,
      total: 10,
    },
    {
      ...fact('arrears', '2025-10-01'),
      on_date: '2025-10-01',
      tax_name: 'НДС',
      arrears: 100,
      penalties: 20,
      fines: 5,
      total: 125,
    },
  ]);
  await insertRows(sql, 'tax_regimes', [{ ...fact('tax-regimes', '2025-09-01'), on_date: '2025-09-01', usn: true }]);
  await insertRows(sql, 'revenue_expenses', [
    { ...fact('revenue-expenses', '2025-09-01'), year: 2024, revenue: 15_000_000, expenses: 14_000_000 },
  ]);
  await insertRows(sql, 'sme_register', [
    { ...fact('rsmp', '2026-01-10'), ogrn: company.ogrn, subject_kind: 1, category: 2, included_on: '2016-08-01' },
  ]);

  const cases = await insertRows(sql, 'arbitration_cases', [
    {
      case_number: `А40-${inn}/2024`,
      court: 'АС города Москвы',
      started_on: '2024-03-01',
      status: 'open',
      claim_amount: 1000,
      link: 'https://kad.arbitr.ru/Card/1',
      source: 'kad',
      as_of: '2026-01-01',
    },
    {
      case_number: `А40-${inn}/2023`,
      court: 'АС города Москвы',
      started_on: '2023-03-01',
      ended_on: '2023-09-01',
      status: 'closed',
      claim_amount: 500,
      source: 'kad',
      as_of: '2026-01-01',
    },
    { case_number: `А41-${inn}/2022`, started_on: '2022-01-01', status: 'closed', source: 'kad', as_of: '2026-01-01' },
  ]);
  const [c1, c2, c3] = cases.map((row) => row.id as number);
  await insertRows(sql, 'arbitration_participants', [
    { case_id: c1, role: 'plaintiff', name: 'ООО "ТЕСТ"', inn, address: 'г. Тестовск' },
    { case_id: c1, role: 'defendant', name: 'ООО "ДРУГОЕ"', inn: other.inn, address: 'г. Москва' },
    { case_id: c2, role: 'defendant', name: 'ООО "ТЕСТ"', inn },
    { case_id: c2, role: 'plaintiff', name: 'ПАО "ИСТЕЦ"' },
    { case_id: c3, role: 'third', name: 'ООО "ТЕСТ"', inn },
  ]);
  await insertRows(sql, 'enforcement_proceedings', [
    {
      number: `1/24/${inn}-ИП`,
      started_on: '2024-02-01',
      debtor_name: 'ООО "ТЕСТ"',
      debtor_inn: inn,
      subject: 'Налоги и сборы',
      amount: 5000,
      remaining: 2000,
      source: 'fssp',
      as_of: '2026-02-01',
    },
    {
      number: `2/23/${inn}-ИП`,
      started_on: '2023-02-01',
      ended_on: '2023-06-01',
      debtor_name: 'ООО "ТЕСТ"',
      debtor_inn: inn,
      amount: 100,
      remaining: 0,
      source: 'fssp',
      as_of: '2026-02-01',
    },
  ]);
  await insertRows(sql, 'bankruptcy_messages', [
    {
      message_id: `m-${inn}`,
      inn,
      message_type: 'CreditorIntentionGoToCourt',
      published_on: '2025-01-15',
      source: 'efrsb',
      as_of: '2026-02-01',
    },
  ]);
  await insertRows(sql, 'pledge_messages', [
    {
      message_id: `p-${inn}`,
      kind: 'pledge',
      published_on: '2025-02-01',
      parties: [{ role: 'pledgor', name: 'ООО "ТЕСТ"', inn, ogrn: null }],
      party_inns: [inn],
      source: 'fedresurs',
      as_of: '2026-02-01',
    },
    {
      message_id: `l-${inn}`,
      kind: 'leasing',
      published_on: '2025-03-01',
      parties: [{ role: 'lessee', name: 'ООО "ТЕСТ"', inn, ogrn: null }],
      party_inns: [inn],
      source: 'fedresurs',
      as_of: '2026-02-01',
    },
  ]);
  await insertRows(sql, 'state_contracts', [
    {
      register_number: `1${inn}24000001`,
      law: '44',
      signed_on: '2024-05-01',
      price: 250_000,
      customer_inn: other.inn,
      customer_name: 'ГБУ ЗАКАЗЧИК',
      suppliers: [{ name: 'ООО "ТЕСТ"', inn }],
      supplier_inns: [inn],
      objects: [{ name: 'Бумага', okpd2: '17.12' }],
      source: 'contracts44',
      as_of: '2026-03-01',
    },
    {
      register_number: `2${inn}24000002`,
      law: '223',
      signed_on: '2024-06-01',
      price: 100,
      customer_inn: inn,
      customer_name: 'ООО "ТЕСТ"',
      suppliers: [{ name: 'ИП Поставщик', inn: null }],
      supplier_inns: [],
      objects: [],
      source: 'contracts44',
      as_of: '2026-03-01',
    },
  ]);
  await insertRows(sql, 'inspections', [
    {
      erknm_number: `77${inn}0001`,
      inn,
      control_body: 'Роспотребнадзор',
      kind: 'Документарная',
      status: 'Завершено',
      starts_on: '2024-04-01',
      ends_on: '2024-04-10',
      objects: [{ address: 'г. Тестовск' }],
      basis: 'План',
      source: 'inspections',
      as_of: '2026-03-05',
    },
    {
      erknm_number: `77${inn}0002`,
      ogrn: company.ogrn,
      kind: 'Объявление предостережения',
      status: 'Предостережение объявлено',
      starts_on: '2025-01-01',
      objects: [],
      source: 'inspections',
      as_of: '2026-03-05',
    },
  ]);
  await insertRows(sql, 'registry_records', [
    {
      subject_ogrn: company.ogrn,
      grn: company.ogrn,
      record_date: '2015-03-04',
      kind_code: '11201',
      kind_name: 'Создание ЮЛ',
      documents: [{ name: 'Р11001', number: null, date: null }],
      source: 'egrul',
    },
    {
      subject_ogrn: company.ogrn,
      grn: `2${company.ogrn.slice(1)}`,
      record_date: '2020-01-10',
      kind_name: 'Смена руководителя',
      source: 'egrul',
    },
  ]);
  await insertRows(sql, 'registry_changes', [
    {
      subject_ogrn: company.ogrn,
      grn: `2${company.ogrn.slice(1)}`,
      change_date: '2020-01-10',
      field: 'director',
      old_value: 'Прежний П. П.',
      new_value: 'Новый Н. Н.',
      source: 'egrul',
    },
    {
      subject_ogrn: company.ogrn,
      change_date: '2021-05-05',
      field: 'address',
      old_value: 'старый',
      new_value: 'новый',
      source: 'egrul',
    },
  ]);
  return { company, other, unknownInn };
}

/**
 * For the tests of the routes behind a card's record tabs: seeds the subject
 * records before the file's tests and signs up a user with a plan, who sees
 * the paid blocks. `get` asks anonymously, `getSignedIn` as that user.
 */
export function useSubjectRecords(ctx: TTestContext, userLabel: string) {
  const records = {} as TSubjectRecords & { user: TTestUser };
  beforeAll(async () => {
    Object.assign(records, await seedSubjectRecords(ctx.sql));
    records.user = await createUser(ctx.app, userLabel);
    await grantPlan(ctx.sql, records.user.id);
  });
  return {
    records,
    get: (url: string) => ctx.app.inject({ method: 'GET', url }),
    getSignedIn: (url: string) => ctx.app.inject({ method: 'GET', url, headers: records.user.auth }),
  };
}
