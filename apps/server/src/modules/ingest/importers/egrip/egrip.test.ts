import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import iconv from 'iconv-lite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importerContract } from '../../../../../test/importer-contract.ts';
import { createScratchDatabase, type TScratchDatabase } from '../../../../../test/scratch-database.ts';
import { runImport } from '../../runner.ts';
import { egripImporter } from './index.ts';

const fixture = (name: string) => fileURLToPath(new URL(`../../fixtures/egrip/${name}`, import.meta.url));
const TABLES = ['entrepreneurs', 'licenses', 'registry_records'];

let db: TScratchDatabase;
beforeAll(async () => {
  db = await createScratchDatabase('egrip');
});
afterAll(async () => {
  await db?.drop();
});

describe('egrip importer (ЕГРИП 4.06)', () => {
  importerContract(() => db, egripImporter, {
    good: fixture('egrip-4.06.xml'),
    expected: { read: 4, rejected: 1 },
    truncated: fixture('egrip-4.06-truncated.xml'),
    malformed: fixture('egrip-4.06-malformed.xml'),
    tables: TABLES,
  });
});

describe('egrip format versions and mapping', () => {
  it.each(['4.05', '4.06', '4.07'])('imports a %s file: ИП, КФХ head, terminated ИП', async (version) => {
    await db.sql.unsafe(`truncate ${[...TABLES, 'import_runs'].join(', ')} cascade`);
    const summary = await runImport(db.sql, egripImporter, fixture(`egrip-${version}.xml`));
    expect(summary).toMatchObject({ status: 'done', read: 4, inserted: 3, rejected: 1 });
    const rows = await db.sql`
      select last_name, middle_name, kind_name, gender, citizenship, status_code, status_name, termination_method,
             termination_date, registration_date, region_code, city, okved_code, okved_additional, email, funds, tax_authority
      from entrepreneurs order by last_name`;
    expect(rows.map((r) => [r.last_name, r.kind_name, r.gender, r.status_name, r.region_code, r.okved_code])).toEqual([
      [
        'ГРИГОРЬЕВ',
        'Индивидуальный предприниматель',
        'male',
        'Прекратил деятельность в качестве индивидуального предпринимателя',
        null,
        null,
      ],
      ['КУЗНЕЦОВ', 'Глава крестьянского (фермерского) хозяйства', 'male', 'Действует', '50', '01.11'],
      ['СИДОРОВА', 'Индивидуальный предприниматель', 'female', 'Действует', '77', '47.91'],
    ]);
    const [terminated, farmer, trader] = rows;
    expect(terminated).toMatchObject({
      middle_name: null,
      citizenship: 'БЕЛАРУСЬ',
      status_code: '201',
      termination_date: '2022-11-30',
      registration_date: '2001-02-01',
      termination_method: expect.stringMatching(/прекратил деятельность/),
    });
    expect(farmer).toMatchObject({ city: 'ИВАНОВКА', citizenship: 'Российская Федерация' });
    expect(trader).toMatchObject({ city: 'МОСКВА', email: 'SIDOROVA@EXAMPLE.RU', okved_additional: ['49.41'] });
    expect(trader?.tax_authority?.current?.code).toBe('7721');
    expect(Object.keys(trader?.funds ?? {})).toEqual(version === '4.07' ? ['sfr'] : ['pfr']);
    const [licence] = await db.sql`select subject_ogrn, suspended, activities from licenses`;
    expect(licence).toMatchObject({
      subject_ogrn: '319774600123453',
      suspended: true,
      activities: ['Перевозки пассажиров автобусами'],
    });
    const [records] = await db.sql`select count(*)::int as n from registry_records`;
    expect(records?.n).toBe(4);
  });
});

describe('egrip extracts out of order', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'egrip-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  /** The December extract of the same entrepreneurs, when Сидорова had another e-mail. */
  const december = () => {
    const january = iconv.decode(readFileSync(fixture('egrip-4.07.xml')), 'windows-1251');
    const older = january
      .replaceAll('ДатаВып="2025-01-14"', 'ДатаВып="2024-12-02"')
      .replace('_20250115_', '_20241203_')
      .replace('E-mail="SIDOROVA@EXAMPLE.RU"', 'E-mail="OLD-SIDOROVA@EXAMPLE.RU"');
    const file = path.join(dir, 'egrip-december.xml');
    writeFileSync(file, iconv.encode(older, 'windows-1251'));
    return file;
  };
  const sidorova = async () => {
    const [row] = await db.sql`select email, as_of from entrepreneurs where ogrnip = '319774600123453'`;
    return row;
  };

  it('keeps the newer extract when an older one comes after it, and counts it as skipped', async () => {
    await db.sql.unsafe(`truncate ${[...TABLES, 'import_runs'].join(', ')} cascade`);
    await runImport(db.sql, egripImporter, fixture('egrip-4.07.xml'));
    const older = await runImport(db.sql, egripImporter, december());
    expect(older).toMatchObject({ status: 'done', inserted: 0, skippedOlder: 3 });
    expect(await sidorova()).toEqual({ email: 'SIDOROVA@EXAMPLE.RU', as_of: '2025-01-14' });
  });

  it('applies both extracts when they come in order', async () => {
    await db.sql.unsafe(`truncate ${[...TABLES, 'import_runs'].join(', ')} cascade`);
    await runImport(db.sql, egripImporter, december());
    const newer = await runImport(db.sql, egripImporter, fixture('egrip-4.07.xml'));
    expect(newer).toMatchObject({ status: 'done', skippedOlder: 0 });
    expect(await sidorova()).toEqual({ email: 'SIDOROVA@EXAMPLE.RU', as_of: '2025-01-14' });
  });
});
