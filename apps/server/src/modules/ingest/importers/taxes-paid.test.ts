import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importerContract } from '../../../../test/importer-contract.ts';
import { createScratchDatabase, type TScratchDatabase } from '../../../../test/scratch-database.ts';
import { reportedYear } from './fns-sets.ts';
import { fixtureOf, importFresh, rejectionReasons } from './fns-testing.ts';
import { taxesPaidImporter } from './taxes-paid.ts';

const fixture = fixtureOf('taxes-paid');
const tables = ['tax_payments'];
let db: TScratchDatabase;
beforeAll(async () => {
  db = await createScratchDatabase('taxes_paid');
});
afterAll(async () => {
  await db?.drop();
});

describe('taxes-paid importer (ФНС paytax)', () => {
  importerContract(() => db, taxesPaidImporter, {
    good: fixture('taxes-paid-good.xml'),
    expected: { read: 4, rejected: 2 },
    truncated: fixture('taxes-paid-truncated.xml'),
    malformed: fixture('taxes-paid-malformed.xml'),
    tables,
  });

  it('counts 01.01.Y as year Y−1 and any other date as its own year', () => {
    expect(reportedYear('2025-01-01')).toBe(2024);
    expect(reportedYear('2024-12-31')).toBe(2024);
    expect(reportedYear('2025-07-01')).toBe(2025);
  });

  it('stores one row per tax, in rubles, for the reported year', async () => {
    await importFresh(db, taxesPaidImporter, fixture('taxes-paid-good.xml'), tables);
    const rows = await db.sql`select inn, year, tax_name, amount::float8 as amount, source, as_of
      from tax_payments order by inn, tax_name`;
    expect(rows).toEqual([
      {
        inn: '7704123450',
        year: 2024,
        tax_name: 'Налог на добавленную стоимость',
        amount: 1250000.5,
        source: 'taxes-paid',
        as_of: '2025-01-01',
      },
      expect.objectContaining({ inn: '7704123450', tax_name: 'Налог на прибыль организаций', amount: 120500 }),
      expect.objectContaining({ inn: '7704123450', tax_name: expect.stringMatching(/^Страховые/), amount: 830000 }),
      expect.objectContaining({ inn: '7719876544', tax_name: 'Налог на доходы физических лиц', amount: 45000 }),
    ]);
    expect(await rejectionReasons(db)).toEqual([
      'Неверный ИНН организации: 7704123451',
      'Неверная сумма СвУплСумНал[1]/@СумУплНал: 12 тыс.',
    ]);
  });

  it('reads both members of a zip, windows-1251 and UTF-8, skipping non-XML files', async () => {
    const summary = await importFresh(db, taxesPaidImporter, fixture('taxes-paid-two-files.zip'), tables);
    expect(summary).toMatchObject({ status: 'done', read: 2, rejected: 0, inserted: 2 });
    const rows = await db.sql`select inn, year, tax_name from tax_payments order by inn`;
    expect(rows).toEqual([
      { inn: '5003123458', year: 2024, tax_name: 'Налог на доходы физических лиц' },
      { inn: '7810123451', year: 2024, tax_name: 'Налог на имущество организаций' },
    ]);
  });
});
