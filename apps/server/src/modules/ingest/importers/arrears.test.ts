import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importerContract } from '../../../../test/importer-contract.ts';
import { createScratchDatabase, type TScratchDatabase } from '../../../../test/scratch-database.ts';
import { arrearsImporter } from './arrears.ts';
import { fixtureOf, importFresh, rejectionReasons } from './fns-testing.ts';

const fixture = fixtureOf('arrears');
const tables = ['tax_arrears'];
let db: TScratchDatabase;
beforeAll(async () => {
  db = await createScratchDatabase('arrears');
});
afterAll(async () => {
  await db?.drop();
});

describe('arrears importer (ФНС debtam)', () => {
  importerContract(() => db, arrearsImporter, {
    good: fixture('arrears-good.xml'),
    expected: { read: 4, rejected: 2 },
    truncated: fixture('arrears-truncated.xml'),
    malformed: fixture('arrears-malformed.xml'),
    tables,
  });

  it('stores arrears, penalties, fines and total per tax on ДатаСост', async () => {
    await importFresh(db, arrearsImporter, fixture('arrears-good.xml'), tables);
    const rows = await db.sql`select inn, on_date, tax_name, arrears::float8 as arrears, penalties::float8 as penalties,
      fines::float8 as fines, total::float8 as total, source, as_of from tax_arrears order by inn, tax_name`;
    expect(rows).toEqual([
      {
        inn: '7704123450',
        on_date: '2025-07-01',
        tax_name: 'Налог на добавленную стоимость',
        arrears: 15000,
        penalties: 312.45,
        fines: 0,
        total: 15312.45,
        source: 'arrears',
        as_of: '2025-07-01',
      },
      expect.objectContaining({ tax_name: 'Страховые взносы', penalties: 88.1, fines: 1000, total: 1088.1 }),
      // ОбщСумНедоим left out: the total is the sum of the parts.
      expect.objectContaining({ inn: '7719876544', arrears: 500, penalties: 5.1, total: 505.1 }),
    ]);
    expect(await rejectionReasons(db)).toEqual([
      'Неверный ИНН организации: 7704123451',
      'Нет наименования налога СведНедоим[1]/@НаимНалог',
    ]);
  });

  it('reads both members of a zip', async () => {
    const summary = await importFresh(db, arrearsImporter, fixture('arrears-two-files.zip'), tables);
    expect(summary).toMatchObject({ status: 'done', read: 2, rejected: 0, inserted: 2 });
  });
});
