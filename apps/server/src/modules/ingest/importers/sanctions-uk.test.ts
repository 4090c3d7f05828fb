import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importerContract } from '../../../../test/importer-contract.ts';
import { createScratchDatabase, type TScratchDatabase } from '../../../../test/scratch-database.ts';
import { runImport } from '../runner.ts';
import { idsInText, pickIds } from './sanctions-common.ts';
import { sanctionsUkImporter } from './sanctions-uk.ts';

const fixture = (name: string) => fileURLToPath(new URL(`../fixtures/sanctions-uk/${name}`, import.meta.url));
const GOOD = fixture('UK-Sanctions-List.xml');
let db: TScratchDatabase;
beforeAll(async () => {
  db = await createScratchDatabase('sanctions_uk');
});
afterAll(async () => {
  await db?.drop();
});

describe('sanctions-uk importer (UK Sanctions List XML)', () => {
  importerContract(() => db, sanctionsUkImporter, {
    good: GOOD,
    expected: { read: 4, rejected: 2 },
    truncated: fixture('uk-truncated.xml'),
    malformed: fixture('uk-malformed.xml'),
    tables: ['sanctions_entries'],
  });

  it('reads names, regimes and the INN:/OGRN: registration texts', async () => {
    await db.sql`truncate sanctions_entries, import_runs cascade`;
    await runImport(db.sql, sanctionsUkImporter, GOOD);
    const rows = await db.sql`select * from sanctions_entries order by entry_id`;
    expect(rows).toHaveLength(2);
    expect(rows[0]).toMatchObject({
      list: 'uk',
      entry_id: 'RUS0123',
      name: 'LIMITED LIABILITY COMPANY ROMASHKA-TEST',
      aliases: ['OOO ROMASHKA-TEST', 'ООО «РОМАШКА-ТЕСТ»'],
      inn: '7704123450',
      ogrn: '1187746123454',
      country: 'Russia',
      programs: ['The Russia (Sanctions) (EU Exit) Regulations 2019'],
      listed_on: '2022-05-04',
      as_of: '2025-06-30',
    });
    expect(rows[1]).toMatchObject({ name: 'Ivan Ivanovich IVANOV', inn: '771345678963', listed_on: '2022-03-15' });
    const reasons = await db.sql<{ reason: string }[]>`select reason from import_rejections order by position`;
    expect(reasons.map((r) => r.reason)).toEqual([
      'Неверная дата (дата включения в список): 2024-13-01',
      'Нет идентификатора записи (UniqueID)',
    ]);
  });

  it('finds identifiers in the free-text forms the lists use', () => {
    const text =
      'Tax ID No. 7704123450 (Russia); Registration Number 1187746123454 (Russia); ИНН 5003123458; KPP: 770401001';
    expect(pickIds(idsInText(text))).toEqual({ inn: '7704123450', ogrn: '1187746123454' });
    expect(pickIds(idsInText('OGRN: 1187746123455; TIN: 7704123451'))).toEqual({ inn: null, ogrn: null });
  });
});

describe('sanctions-uk editions out of order', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'sanctions-uk-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  /** The August edition: RUS0456 was delisted, nothing else changed. */
  const august = () => {
    const xml = readFileSync(GOOD, 'utf8')
      .replace('<DateGenerated>2025-07-01T09:00:00', '<DateGenerated>2025-08-01T09:00:00')
      .replace(
        /\s*<Designation>\s*<LastUpdated>2024-01-10<\/LastUpdated>\s*<[^>]*>[^<]*<\/[^>]*>\s*<UniqueID>RUS0456[\s\S]*?<\/Designation>/,
        '',
      );
    const file = path.join(dir, 'UK-Sanctions-List-august.xml');
    writeFileSync(file, xml);
    return file;
  };
  const entries = async () =>
    (await db.sql`select entry_id from sanctions_entries order by entry_id`).map((r) => r.entry_id);

  it('closes an entry the newest edition dropped, and the older edition does not reopen it', async () => {
    await db.sql`truncate sanctions_entries, sanctions_removals, import_runs cascade`;
    await runImport(db.sql, sanctionsUkImporter, GOOD);
    expect(await entries()).toEqual(['RUS0123', 'RUS0456']);
    await runImport(db.sql, sanctionsUkImporter, august());
    expect(await entries()).toEqual(['RUS0123']);
    const [closed] = await db.sql`select entry_id, removed_on from sanctions_removals`;
    expect(closed).toEqual({ entry_id: 'RUS0456', removed_on: '2025-06-30' });

    const july = await runImport(db.sql, sanctionsUkImporter, GOOD);
    expect(july).toMatchObject({ status: 'done', skippedOlder: 1 });
    expect(await entries()).toEqual(['RUS0123']);
  });
});
