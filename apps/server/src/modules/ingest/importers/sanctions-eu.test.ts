import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importerContract } from '../../../../test/importer-contract.ts';
import { createScratchDatabase, type TScratchDatabase } from '../../../../test/scratch-database.ts';
import { runImport } from '../runner.ts';
import { sanctionsEuImporter } from './sanctions-eu.ts';

const fixture = (name: string) => fileURLToPath(new URL(`../fixtures/sanctions-eu/${name}`, import.meta.url));
const GOOD = fixture('xmlFullSanctionsList_1_1.xml');
let db: TScratchDatabase;
beforeAll(async () => {
  db = await createScratchDatabase('sanctions_eu');
});
afterAll(async () => {
  await db?.drop();
});

describe('sanctions-eu importer (EU FSF XML)', () => {
  importerContract(() => db, sanctionsEuImporter, {
    good: GOOD,
    expected: { read: 4, rejected: 1 },
    truncated: fixture('eu-truncated.xml'),
    malformed: fixture('eu-malformed.xml'),
    tables: ['sanctions_entries'],
  });

  it('maps identification codes to ИНН/ОГРН, Russian ones only', async () => {
    await db.sql`truncate sanctions_entries, import_runs cascade`;
    await runImport(db.sql, sanctionsEuImporter, GOOD);
    const rows = await db.sql`select * from sanctions_entries order by entry_id`;
    expect(rows).toHaveLength(3);
    expect(rows[0]).toMatchObject({
      list: 'eu',
      entry_id: '123456',
      name: 'Limited Liability Company Romashka-Test',
      aliases: ['ООО «Ромашка-Тест»'],
      inn: '7704123450',
      ogrn: '1187746123454',
      country: 'RUSSIAN FEDERATION',
      programs: ['RUS'],
      listed_on: '2024-02-23',
      as_of: '2025-07-01',
    });
    expect(rows[1]).toMatchObject({
      name: 'Ivan Ivanovich Ivanov',
      inn: '771345678963',
      ogrn: null,
      programs: ['UKR'],
    });
    // A German tax number is not an ИНН even when its digits happen to fit.
    expect(rows[2]).toMatchObject({ inn: null, ogrn: null, country: 'GERMANY' });
    const [rejection] = await db.sql<{ reason: string }[]>`select reason from import_rejections`;
    expect(rejection?.reason).toBe('Нет наименования (nameAlias/@wholeName)');
  });
});
