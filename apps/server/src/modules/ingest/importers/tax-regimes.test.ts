import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importerContract } from '../../../../test/importer-contract.ts';
import { createScratchDatabase, type TScratchDatabase } from '../../../../test/scratch-database.ts';
import { fixtureOf, importFresh, rejectionReasons } from './fns-testing.ts';
import { taxRegimesImporter } from './tax-regimes.ts';

const fixture = fixtureOf('tax-regimes');
const tables = ['tax_regimes'];
let db: TScratchDatabase;
beforeAll(async () => {
  db = await createScratchDatabase('tax_regimes');
});
afterAll(async () => {
  await db?.drop();
});

describe('tax-regimes importer (ФНС snr)', () => {
  importerContract(() => db, taxRegimesImporter, {
    good: fixture('tax-regimes-good.xml'),
    expected: { read: 5, rejected: 2 },
    truncated: fixture('tax-regimes-truncated.xml'),
    malformed: fixture('tax-regimes-malformed.xml'),
    tables,
  });

  it('stores the flags: УСН, АУСН (new releases), ЕНВД (old ones), absent = false', async () => {
    await importFresh(db, taxRegimesImporter, fixture('tax-regimes-good.xml'), tables);
    const rows = await db.sql`select * from tax_regimes order by inn`;
    expect(rows).toEqual([
      {
        inn: '5003123458',
        on_date: '2020-08-01',
        usn: true,
        eshn: false,
        ausn: false,
        srp: false,
        envd: true,
        source: 'tax-regimes',
        as_of: '2020-08-01',
      },
      expect.objectContaining({ inn: '7704123450', usn: true, ausn: false, envd: false }),
      expect.objectContaining({ inn: '7719876544', usn: false, ausn: true }),
    ]);
    expect(await rejectionReasons(db)).toEqual([
      'Неверный ИНН организации: 7704123451',
      'Неверный признак СведСНР/@ПризнУСН: да (ожидается 0 или 1)',
    ]);
  });

  it('reads both members of a zip', async () => {
    const summary = await importFresh(db, taxRegimesImporter, fixture('tax-regimes-two-files.zip'), tables);
    expect(summary).toMatchObject({ status: 'done', read: 2, rejected: 0, inserted: 2 });
    const rows = await db.sql`select inn, eshn, srp from tax_regimes order by inn`;
    expect(rows).toEqual([
      { inn: '5406123450', eshn: false, srp: true },
      { inn: '7810123451', eshn: true, srp: false },
    ]);
  });
});
