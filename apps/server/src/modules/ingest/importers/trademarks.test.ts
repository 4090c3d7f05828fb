import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importerContract } from '../../../../test/importer-contract.ts';
import { createScratchDatabase, type TScratchDatabase } from '../../../../test/scratch-database.ts';
import { runImport } from '../runner.ts';
import { trademarksImporter } from './trademarks.ts';

const fixture = (name: string) => fileURLToPath(new URL(`../fixtures/trademarks/${name}`, import.meta.url));
const GOOD = fixture('data-20250901-structure-20180828.csv');
let db: TScratchDatabase;
beforeAll(async () => {
  db = await createScratchDatabase('trademarks');
});
afterAll(async () => {
  await db?.drop();
});

describe('trademarks importer (Роспатент 7730176088-tz)', () => {
  importerContract(() => db, trademarksImporter, {
    good: GOOD,
    expected: { read: 4, rejected: 1 },
    truncated: fixture('trademarks-truncated.csv'),
    malformed: fixture('trademarks-malformed.csv'),
    tables: ['trademarks'],
  });

  it('maps holders (ОГРН or ОГРНИП), YYYYMMDD dates and the protection flag', async () => {
    await db.sql`truncate trademarks, import_runs cascade`;
    await runImport(db.sql, trademarksImporter, GOOD);
    const rows = await db.sql`select * from trademarks order by registration_number`;
    expect(rows.map((r) => r.registration_number)).toEqual(['765432', '812345', '987654']);
    expect(rows[2]).toMatchObject({
      holder_name: 'Общество с ограниченной ответственностью "РОМАШКА-ТЕСТ"',
      holder_inn: '7704123450',
      holder_ogrn: '1187746123454',
      registered_on: '2023-05-17',
      priority_on: '2022-03-01',
      expires_on: '2032-03-01',
      classes: [],
      status: 'Действует',
      source: 'rospatent-tz',
    });
    expect(rows[1]).toMatchObject({
      holder_inn: '771345678963',
      holder_ogrn: '319774600123453',
      status: 'Не действует',
    });
    expect(rows[0]).toMatchObject({ holder_name: 'Test GmbH', holder_inn: null, holder_ogrn: null });
    const [rejection] = await db.sql<{ reason: string }[]>`select reason from import_rejections`;
    expect(rejection?.reason).toBe('Неверный ОГРН правообладателя: 1187746123455');
  });

  it('reads МКТУ classes when the register carries a classes column', () => {
    const record = trademarksImporter.parse({
      record: 1,
      values: { 'registration number': '1000001', 'nice classes': '9, 35,42', actual: 'true' },
    });
    expect(record).toMatchObject({ classes: [9, 35, 42] });
  });
});
