import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importerContract } from '../../../../test/importer-contract.ts';
import { createScratchDatabase, type TScratchDatabase } from '../../../../test/scratch-database.ts';
import { fixtureOf, importFresh, rejectionReasons } from './fns-testing.ts';
import { taxOffencesImporter } from './tax-offences.ts';

const fixture = fixtureOf('tax-offences');
const tables = ['tax_offences'];
let db: TScratchDatabase;
beforeAll(async () => {
  db = await createScratchDatabase('tax_offences');
});
afterAll(async () => {
  await db?.drop();
});

describe('tax-offences importer (ФНС taxoffence)', () => {
  importerContract(() => db, taxOffencesImporter, {
    good: fixture('tax-offences-good.xml'),
    expected: { read: 4, rejected: 2 },
    truncated: fixture('tax-offences-truncated.xml'),
    malformed: fixture('tax-offences-malformed.xml'),
    tables,
  });

  it('stores one row per СведНаруш with its position, so equal fines stay apart', async () => {
    await importFresh(db, taxOffencesImporter, fixture('tax-offences-good.xml'), tables);
    const rows = await db.sql`select inn, on_date, position, fine::float8 as fine, source, as_of
      from tax_offences order by inn, position`;
    expect(rows).toEqual([
      {
        inn: '7704123450',
        on_date: '2024-12-31',
        position: 1,
        fine: 5000,
        source: 'tax-offences',
        as_of: '2024-12-31',
      },
      {
        inn: '7704123450',
        on_date: '2024-12-31',
        position: 2,
        fine: 5000,
        source: 'tax-offences',
        as_of: '2024-12-31',
      },
      {
        inn: '7810123451',
        on_date: '2024-12-31',
        position: 1,
        fine: 1000,
        source: 'tax-offences',
        as_of: '2024-12-31',
      },
    ]);
    expect(await rejectionReasons(db)).toEqual([
      'Неверный ИНН организации: 7704123451',
      'Нет или неверна дата состояния (ДатаСост): 31.02.2024',
    ]);
  });

  it('reads both members of a zip', async () => {
    const summary = await importFresh(db, taxOffencesImporter, fixture('tax-offences-two-files.zip'), tables);
    expect(summary).toMatchObject({ status: 'done', read: 2, rejected: 0, inserted: 2 });
  });
});
