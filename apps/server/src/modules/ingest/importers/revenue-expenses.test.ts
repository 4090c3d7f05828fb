import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importerContract } from '../../../../test/importer-contract.ts';
import { createScratchDatabase, type TScratchDatabase } from '../../../../test/scratch-database.ts';
import { fixtureOf, importFresh, rejectionReasons } from './fns-testing.ts';
import { revenueExpensesImporter } from './revenue-expenses.ts';

const fixture = fixtureOf('revenue-expenses');
const tables = ['revenue_expenses'];
let db: TScratchDatabase;
beforeAll(async () => {
  db = await createScratchDatabase('revenue_expenses');
});
afterAll(async () => {
  await db?.drop();
});

describe('revenue-expenses importer (ФНС revexp)', () => {
  importerContract(() => db, revenueExpensesImporter, {
    good: fixture('revenue-expenses-good.xml'),
    expected: { read: 4, rejected: 2 },
    truncated: fixture('revenue-expenses-truncated.xml'),
    malformed: fixture('revenue-expenses-malformed.xml'),
    tables,
  });

  it('stores revenue and expenses in rubles for the reported year', async () => {
    await importFresh(db, revenueExpensesImporter, fixture('revenue-expenses-good.xml'), tables);
    const rows = await db.sql`select inn, year, revenue::float8 as revenue, expenses::float8 as expenses, source, as_of
      from revenue_expenses order by inn`;
    expect(rows).toEqual([
      {
        inn: '7704123450',
        year: 2024,
        revenue: 15234000,
        expenses: 14100500,
        source: 'revenue-expenses',
        as_of: '2024-12-31',
      },
      { inn: '7719876544', year: 2024, revenue: 0, expenses: 350000, source: 'revenue-expenses', as_of: '2024-12-31' },
    ]);
    expect(await rejectionReasons(db)).toEqual([
      'Неверный ИНН организации: 7704123451',
      'Нет суммы СведДохРасх/@СумРасход',
    ]);
  });

  it('reads both members of a zip; 01.01.2025 counts as the year 2024', async () => {
    const summary = await importFresh(db, revenueExpensesImporter, fixture('revenue-expenses-two-files.zip'), tables);
    expect(summary).toMatchObject({ status: 'done', read: 2, rejected: 0, inserted: 2 });
    const rows = await db.sql`select inn, year, as_of from revenue_expenses order by inn`;
    expect(rows).toEqual([
      { inn: '5003123458', year: 2024, as_of: '2025-01-01' },
      { inn: '7810123451', year: 2024, as_of: '2024-12-31' },
    ]);
  });
});
