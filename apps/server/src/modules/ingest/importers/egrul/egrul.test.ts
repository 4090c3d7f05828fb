import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importerContract } from '../../../../../test/importer-contract.ts';
import { createScratchDatabase, type TScratchDatabase } from '../../../../../test/scratch-database.ts';
import { runImport } from '../../runner.ts';
import { egrulImporter } from './index.ts';

const fixture = (name: string) => fileURLToPath(new URL(`../../fixtures/egrul/${name}`, import.meta.url));
const TABLES = [
  'companies',
  'company_directors',
  'company_founders',
  'share_encumbrances',
  'company_branches',
  'licenses',
  'registry_records',
  'registry_changes',
];
const ROMASHKA = '1187746123454';
const HOLDING = '1027700123450';
const OLD_FIRM = '1177847123453';

let db: TScratchDatabase;
beforeAll(async () => {
  db = await createScratchDatabase('egrul');
});
afterAll(async () => {
  await db?.drop();
});
const reset = () => db.sql.unsafe(`truncate ${[...TABLES, 'import_runs'].join(', ')} cascade`);

describe('egrul importer (ЕГРЮЛ 4.07)', () => {
  importerContract(() => db, egrulImporter, {
    good: fixture('egrul-4.07.xml'),
    expected: { read: 4, rejected: 1 },
    truncated: fixture('egrul-4.07-truncated.xml'),
    malformed: fixture('egrul-4.07-malformed.xml'),
    tables: TABLES,
  });
});

describe('egrul format versions', () => {
  it.each(['4.06', '4.07', '4.08'])('imports a %s file with the same key facts', async (version) => {
    await reset();
    const summary = await runImport(db.sql, egrulImporter, fixture(`egrul-${version}.xml`));
    expect(summary).toMatchObject({ status: 'done', read: 4, inserted: 3, rejected: 1 });
    const companies =
      await db.sql`select ogrn, inn, name_short, status_name, region_code, okved_code from companies order by ogrn`;
    expect(companies.map((c) => [c.ogrn, c.name_short, c.status_name, c.region_code, c.okved_code])).toEqual([
      [HOLDING, 'АО "ТЕСТ-ХОЛДИНГ"', 'Находится в стадии ликвидации', '54', null],
      [OLD_FIRM, 'ООО "СТАРАЯ ФИРМА"', 'Ликвидировано', '78', null],
      [ROMASHKA, 'ООО "РОМАШКА-ТЕСТ"', 'Действует', '77', '62.01'],
    ]);
    const [funds] = await db.sql`select funds from companies where ogrn = ${ROMASHKA}`;
    expect(Object.keys(funds?.funds ?? {}).sort()).toEqual(version === '4.08' ? ['sfr'] : ['fss', 'pfr']);
    const encumbrances = await db.sql`select kind from share_encumbrances order by kind`;
    expect(encumbrances.map((e) => e.kind)).toEqual(version === '4.08' ? ['АРЕСТ', 'ЗАЛОГ'] : ['ЗАЛОГ']);
  });

  it('reads a zip and skips entries that are not XML', async () => {
    await reset();
    const summary = await runImport(db.sql, egrulImporter, fixture('egrul-4.07.zip'));
    expect(summary).toMatchObject({ status: 'done', read: 4, inserted: 3, rejected: 1 });
  });
});

describe('egrul mapping', () => {
  beforeAll(async () => {
    await reset();
    await runImport(db.sql, egrulImporter, fixture('egrul-4.07.xml'));
  });

  it('converts every share notation to percent and keeps every founder kind', async () => {
    const rows = await db.sql`
      select c.ogrn, f.kind, f.name, f.share_percent::float8 as percent, f.share_nominal::float8 as nominal, f.country,
             f.unreliable
      from company_founders f join companies c on c.id = f.company_id order by c.ogrn, f.position`;
    expect(rows.map((r) => [r.kind, r.percent, r.nominal])).toEqual([
      ['state', 50, 50000],
      ['fund', 30, 30000],
      ['partnership', 20, 20000],
      ['ru_org', 40, 4000],
      ['foreign_org', 25, 2500],
      ['person', 35, 3500],
    ]);
    expect(rows.find((r) => r.kind === 'foreign_org')).toMatchObject({
      country: 'КИПР',
      name: 'ТЕСТ ХОЛДИНГС ЛИМИТЕД',
    });
    expect(rows.find((r) => r.kind === 'person')?.unreliable).toBe(true);
    const [pledge] = await db.sql`select kind, holder_name, holder_inn, record_date from share_encumbrances`;
    expect(pledge).toMatchObject({ kind: 'ЗАЛОГ', holder_inn: '7810123451', record_date: '2024-05-20' });
  });

  it('builds addresses from ФИАС and КЛАДР variants with region, city and the unreliable mark', async () => {
    const rows = await db.sql`
      select ogrn, legal_address, region_code, city, address_fias_id, address_unreliable, address_unreliable_text
      from companies order by ogrn`;
    const byOgrn = Object.fromEntries(rows.map((r) => [r.ogrn, r]));
    expect(byOgrn[ROMASHKA]).toMatchObject({
      legal_address: '119021, ГОРОД МОСКВА, МУНИЦИПАЛЬНЫЙ ОКРУГ ХАМОВНИКИ, УЛ. ТЕСТОВАЯ, Д. 11, ПОМЕЩ. 3',
      region_code: '77',
      city: 'МОСКВА',
      address_fias_id: '12345678',
      address_unreliable: true,
    });
    expect(byOgrn[ROMASHKA]?.address_unreliable_text).toMatch(/недостоверны/);
    expect(byOgrn[HOLDING]).toMatchObject({
      legal_address: '630099, НОВОСИБИРСКАЯ ОБЛАСТЬ, Г НОВОСИБИРСК, УЛ КРАСНЫЙ ПРОСПЕКТ, ДОМ 25, КВ. 5',
      region_code: '54',
      city: 'НОВОСИБИРСК',
      address_unreliable: false,
    });
    const branches = await db.sql`select kind, kpp, address, country from company_branches order by kind`;
    expect(branches).toEqual([
      {
        kind: 'branch',
        kpp: '540643001',
        address: '630099, НОВОСИБИРСКАЯ ОБЛ, Г НОВОСИБИРСК, УЛ ЛЕНИНА, ДОМ 1, КВ. 5',
        country: null,
      },
      { kind: 'representative', kpp: null, address: 'КАЗАХСТАН, Г. АЛМАТЫ, ПР. АБАЯ, Д. 10', country: 'КАЗАХСТАН' },
    ]);
  });

  it('maps statuses, termination, capital, old ОКВЭД codes, directors and records', async () => {
    const [holding] = await db.sql`select * from companies where ogrn = ${HOLDING}`;
    expect(holding).toMatchObject({
      status_code: '101',
      share_capital: '100000.75',
      okved_code: null,
      okved_additional: ['64.99'],
      registration_date: '1996-04-11',
      managing_org: { ogrn: OLD_FIRM, inn: '7810123451', name: 'ПУБЛИЧНОЕ АКЦИОНЕРНОЕ ОБЩЕСТВО "ТЕСТБАНК"' },
    });
    const [old] = await db.sql`select * from companies where ogrn = ${OLD_FIRM}`;
    expect(old).toMatchObject({
      liquidation_date: '2023-09-18',
      termination_method: expect.stringMatching(/исключением/),
    });
    expect(old?.successors).toEqual([
      { ogrn: ROMASHKA, inn: '7704123450', name: 'ОБЩЕСТВО С ОГРАНИЧЕННОЙ ОТВЕТСТВЕННОСТЬЮ "РОМАШКА-ТЕСТ"' },
    ]);
    const directors =
      await db.sql`select fio, post, unreliable, disqualified_from, disqualified_to, since_date from company_directors order by fio`;
    expect(directors).toEqual([
      {
        fio: 'ИВАНОВ ИВАН ИВАНОВИЧ',
        post: 'ГЕНЕРАЛЬНЫЙ ДИРЕКТОР',
        unreliable: true,
        disqualified_from: null,
        disqualified_to: null,
        since_date: '2018-03-12',
      },
      {
        fio: 'СИДОРОВ СИДОР СИДОРОВИЧ',
        post: 'ЛИКВИДАТОР',
        unreliable: false,
        disqualified_from: '2023-01-10',
        disqualified_to: '2026-01-09',
        since_date: '2024-11-01',
      },
    ]);
    const records =
      await db.sql`select grn, kind_code, invalid, documents from registry_records where subject_ogrn = ${ROMASHKA} order by record_date`;
    expect(records.map((r) => [r.kind_code, r.invalid])).toEqual([
      ['11201', false],
      ['18401', true],
    ]);
    expect(records[0]?.documents).toHaveLength(2);
    const [licence] = await db.sql`select subject_ogrn, number, activities from licenses`;
    expect(licence).toMatchObject({ subject_ogrn: ROMASHKA, number: 'Л024-00111-77/00123456' });
  });

  it('writes the changes of a later extract once and keeps the former director as history', async () => {
    const later = await runImport(db.sql, egrulImporter, fixture('egrul-4.07-later.xml'));
    expect(later).toMatchObject({ status: 'done', inserted: 0, updated: 1 });
    const changes =
      await db.sql`select field, old_value, new_value, change_date, grn from registry_changes order by field`;
    expect(changes.map((c) => c.field)).toEqual(['address', 'director']);
    expect(changes[0]).toMatchObject({
      new_value: '125009, ГОРОД МОСКВА, МУНИЦИПАЛЬНЫЙ ОКРУГ ТВЕРСКОЙ, УЛ. НОВАЯ ТЕСТОВАЯ, Д. 5',
      change_date: '2025-02-03',
      grn: '2257700123470',
    });
    expect(changes[1]).toMatchObject({
      old_value: 'ГЕНЕРАЛЬНЫЙ ДИРЕКТОР ИВАНОВ ИВАН ИВАНОВИЧ (ИНН 771345678963)',
      new_value: 'ГЕНЕРАЛЬНЫЙ ДИРЕКТОР ПЕТРОВ ПЁТР СЕРГЕЕВИЧ (ИНН 780198765455)',
    });
    const directors = await db.sql`
      select fio, ended_date from company_directors d join companies c on c.id = d.company_id
      where c.ogrn = ${ROMASHKA} order by fio`;
    expect(directors).toEqual([
      { fio: 'ИВАНОВ ИВАН ИВАНОВИЧ', ended_date: '2025-02-03' },
      { fio: 'ПЕТРОВ ПЁТР СЕРГЕЕВИЧ', ended_date: null },
    ]);
    const again = await runImport(db.sql, egrulImporter, fixture('egrul-4.07-later.xml'));
    expect(again).toMatchObject({ status: 'done', inserted: 0, updated: 0 });
    const [count] = await db.sql`select count(*)::int as n from registry_changes`;
    expect(count?.n).toBe(2);
  });
});

describe('egrul extracts out of order', () => {
  const romashka = async () => {
    const [company] = await db.sql`select id, kpp, legal_address, as_of from companies where ogrn = ${ROMASHKA}`;
    const directors = await db.sql`
      select fio, ended_date from company_directors where company_id = ${company?.id} order by fio`;
    return { company, directors };
  };

  it('keeps the newer director when an older extract comes after it, and counts it as skipped', async () => {
    await reset();
    await runImport(db.sql, egrulImporter, fixture('egrul-4.07-later.xml'));
    const newer = await romashka();
    // A fact the newer extract lacks: the older one may fill it.
    await db.sql`update companies set kpp = null where ogrn = ${ROMASHKA}`;
    const older = await runImport(db.sql, egrulImporter, fixture('egrul-4.07.xml'));
    expect(older).toMatchObject({ status: 'done', read: 4, rejected: 1, inserted: 2, skippedOlder: 1 });
    const after = await romashka();
    expect(after.directors).toEqual([{ fio: 'ПЕТРОВ ПЁТР СЕРГЕЕВИЧ', ended_date: null }]);
    expect(after.company).toMatchObject({
      legal_address: newer.company?.legal_address,
      as_of: '2025-02-10',
      kpp: '770401001',
    });
    expect(after.company?.legal_address).toMatch(/НОВАЯ ТЕСТОВАЯ/);
    const [changes] = await db.sql`select count(*)::int as n from registry_changes`;
    expect(changes?.n).toBe(0);
    const [run] = await db.sql`select skipped_older from import_runs where id = ${older.id}`;
    expect(Number(run?.skipped_older)).toBe(1);
  });

  it('applies both extracts when they come in order', async () => {
    await reset();
    const first = await runImport(db.sql, egrulImporter, fixture('egrul-4.07.xml'));
    const second = await runImport(db.sql, egrulImporter, fixture('egrul-4.07-later.xml'));
    expect(first.skippedOlder).toBe(0);
    expect(second).toMatchObject({ status: 'done', updated: 1, skippedOlder: 0 });
    const after = await romashka();
    expect(after.company?.as_of).toBe('2025-02-10');
    expect(after.directors).toEqual([
      { fio: 'ИВАНОВ ИВАН ИВАНОВИЧ', ended_date: '2025-02-03' },
      { fio: 'ПЕТРОВ ПЁТР СЕРГЕЕВИЧ', ended_date: null },
    ]);
  });
});
