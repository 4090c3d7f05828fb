import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importerContract } from '../../../../test/importer-contract.ts';
import { createScratchDatabase, type TScratchDatabase } from '../../../../test/scratch-database.ts';
import { runImport } from '../runner.ts';
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

describe('rsmp releases out of order', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'rsmp-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  /**
   * The June release of the same register: ООО «Ромашка-Тест» had 9 employees then,
   * and the ИП had a headcount the July release no longer gives.
   */
  const juneRelease = () => {
    const july = readFileSync(fixture('rsmp-good.xml'), 'utf8');
    const june = july
      .replaceAll('ДатаСост="10.07.2025"', 'ДатаСост="10.06.2025"')
      .replace('_20250710_', '_20250610_')
      .replace('ССЧР="14"', 'ССЧР="9"')
      .split('<Документ ')
      .map((part) => (part.includes('772133445574') ? part.replace('ДатаСост=', 'ССЧР="3" ДатаСост=') : part))
      .join('<Документ ');
    const file = path.join(dir, 'rsmp-june.xml');
    writeFileSync(file, june);
    return file;
  };
  const headcount = async () =>
    Object.fromEntries(
      (await db.sql`select inn, employees, as_of from sme_register where inn in ('7704123450', '772133445574')`).map(
        (r) => [r.inn, [r.employees, r.as_of]],
      ),
    );

  it('keeps the July release when the June one comes after it, filling only what July lacks', async () => {
    await importFresh(db, rsmpImporter, fixture('rsmp-good.xml'), tables);
    const june = await runImport(db.sql, rsmpImporter, juneRelease());
    expect(june).toMatchObject({ status: 'done', inserted: 0, skippedOlder: 4 });
    expect(await headcount()).toEqual({
      '7704123450': [14, '2025-07-10'],
      '772133445574': [3, '2025-07-10'],
    });
    const [licence] = await db.sql`select as_of from licenses where number = 'ЛО 77-01-012345'`;
    expect(licence?.as_of).toBe('2025-07-10');
  });

  it('applies both releases when they come in order', async () => {
    await importFresh(db, rsmpImporter, juneRelease(), tables);
    const july = await runImport(db.sql, rsmpImporter, fixture('rsmp-good.xml'));
    expect(july).toMatchObject({ status: 'done', skippedOlder: 0 });
    expect(await headcount()).toEqual({
      '7704123450': [14, '2025-07-10'],
      '772133445574': [null, '2025-07-10'],
    });
  });
});
