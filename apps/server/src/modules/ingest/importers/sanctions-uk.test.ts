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
