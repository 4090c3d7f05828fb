import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importerContract } from '../../../../test/importer-contract.ts';
import { createScratchDatabase, type TScratchDatabase } from '../../../../test/scratch-database.ts';
import { runImport } from '../runner.ts';
import { fsspImporter } from './fssp.ts';

const fixture = (name: string) => fileURLToPath(new URL(`../fixtures/fssp/${name}`, import.meta.url));
let db: TScratchDatabase;
beforeAll(async () => {
  db = await createScratchDatabase('fssp');
});
afterAll(async () => {
  await db?.drop();
});

describe('fssp importer (ФССП iplegallist)', () => {
  importerContract(() => db, fsspImporter, {
    good: fixture('data-20250701-structure-20200101.csv'),
    expected: { read: 4, rejected: 2 },
    truncated: fixture('fssp-truncated.csv'),
    malformed: fixture('fssp-malformed.csv'),
    tables: ['enforcement_proceedings'],
  });

  it('maps the columns by their headers', async () => {
    await db.sql`truncate enforcement_proceedings, import_runs cascade`;
    await runImport(db.sql, fsspImporter, fixture('data-20250701-structure-20200101.csv'));
    const [first] =
      await db.sql`select *, amount::float8 as amount, remaining::float8 as remaining from enforcement_proceedings where number = '123456/24/77053-ИП'`;
    expect(first).toMatchObject({
      debtor_name: 'ООО "РОМАШКА-ТЕСТ"',
      debtor_inn: '7704123450',
      debtor_address: '119021, Россия, г. Москва, ул. Тестовая, д. 11',
      started_on: '2024-04-12',
      document_type: 'Акт органа, осуществляющего контрольные функции',
      document_number: '1234',
      document_date: '2024-04-01',
      subject: 'Налог (взнос), пени, штраф',
      amount: 15312.45,
      remaining: 10312.45,
      department: 'ОСП по Центральному АО №1 ГУФССП России по г. Москве',
      ended_on: null,
    });
    const reasons = await db.sql<{ reason: string }[]>`select reason from import_rejections order by position`;
    expect(reasons.map((r) => r.reason)).toEqual([
      'Неверный ИНН должника: 7704123451',
      'Нет номера исполнительного производства',
    ]);
  });

  it('reads the completion date and reason of the iplegallistcomplete set', () => {
    const record = fsspImporter.parse({
      record: 1,
      values: {
        'The name of the debtor': 'ООО "ЛЮТИК"',
        'The number of enforcement proceeding': '99/23/50001-ИП',
        'Date and complete IP reason': '15.05.2024, ст. 46 ч. 1 п. 3',
        'Debtor taxpayer identification number': '5003123458',
      },
    });
    expect(record).toMatchObject({ ended_on: '2024-05-15', end_reason: 'ст. 46 ч. 1 п. 3', amount: null });
  });
});
