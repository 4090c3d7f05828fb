import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importerContract } from '../../../../test/importer-contract.ts';
import { createScratchDatabase, type TScratchDatabase } from '../../../../test/scratch-database.ts';
import { fixtureOf, importFresh, rejectionReasons } from './fns-testing.ts';
import { rsmpImporter } from './rsmp.ts';

const fixture = fixtureOf('rsmp');
const tables = ['sme_register', 'licenses'];
let db: TScratchDatabase;
beforeAll(async () => {
  db = await createScratchDatabase('rsmp');
});
afterAll(async () => {
  await db?.drop();
});

describe('rsmp importer (ФНС единый реестр МСП)', () => {
  importerContract(() => db, rsmpImporter, {
    good: fixture('rsmp-good.xml'),
    expected: { read: 6, rejected: 2 },
    truncated: fixture('rsmp-truncated.xml'),
    malformed: fixture('rsmp-malformed.xml'),
    tables,
  });

  it('maps ЮЛ, ИП and глава КФХ: kind, category, dates, flags, headcount, as_of', async () => {
    await importFresh(db, rsmpImporter, fixture('rsmp-good.xml'), tables);
    const rows = await db.sql`select * from sme_register order by inn`;
    expect(rows.map((r) => r.inn)).toEqual(['5003123458', '500912345662', '7704123450', '772133445574']);
    const byInn = Object.fromEntries(rows.map((r) => [r.inn, r]));
    expect(byInn['7704123450']).toEqual({
      inn: '7704123450',
      ogrn: '1187746123454',
      subject_kind: 1,
      category: 1,
      included_on: '2018-08-10',
      is_new: false,
      is_social: false,
      employees: 14,
      source: 'rsmp',
      as_of: '2025-07-10',
    });
    expect(byInn['772133445574']).toMatchObject({
      ogrn: '319774600123453',
      subject_kind: 2,
      is_new: true,
      employees: null,
    });
    expect(byInn['500912345662']).toMatchObject({ subject_kind: 3, category: 2, is_social: true, employees: 0 });
    expect(byInn['5003123458']).toMatchObject({ category: 3, employees: 150 });
  });

  it('stores the licences the register lists, keyed by the holder ОГРН', async () => {
    await importFresh(db, rsmpImporter, fixture('rsmp-good.xml'), tables);
    const rows = await db.sql`select * from licenses order by issued_on`;
    expect(rows.map(({ id: _id, ...rest }) => rest)).toEqual([
      {
        subject_ogrn: '1187746123454',
        number: 'ЛО 77-01-012345',
        issued_on: '2019-02-15',
        starts_on: '2019-02-15',
        ends_on: null,
        issuer: 'ДЕПАРТАМЕНТ ЗДРАВООХРАНЕНИЯ ГОРОДА МОСКВЫ',
        activities: ['Терапия', 'Стоматология'],
        suspended: false,
        source: 'rsmp',
        as_of: '2025-07-10',
      },
      expect.objectContaining({ number: 'Л024-00111-77/00123456', ends_on: '2027-03-01', suspended: true }),
    ]);
  });

  it('refuses a bad ИНН check digit and an impossible date with a reason', async () => {
    await importFresh(db, rsmpImporter, fixture('rsmp-good.xml'), tables);
    expect(await rejectionReasons(db)).toEqual([
      'Неверный ИНН: 7704123451',
      'Неверная дата Документ/@ДатаВклМСП: 32.01.2020',
    ]);
  });

  it('reads every XML member of a zip', async () => {
    const summary = await importFresh(db, rsmpImporter, fixture('data-10072025-structure-12052025.zip'), tables);
    expect(summary).toMatchObject({ status: 'done', read: 4, rejected: 0 });
    const rows = await db.sql`select count(*)::int as count from sme_register`;
    expect(rows[0]?.count).toBe(4);
  });
});
