import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
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

describe('sanctions-eu editions out of order', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'sanctions-eu-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  /** The fixture as the edition of `date`, without the entries whose ids are in `dropped`. */
  const edition = (date: string, dropped: string[] = []) => {
    let xml = readFileSync(GOOD, 'utf8').replace(
      /generationDate="[^"]*"/,
      `generationDate="${date}T18:00:00.000+02:00"`,
    );
    for (const id of dropped)
      xml = xml.replace(new RegExp(`\\s*<sanctionEntity logicalId="${id}"[\\s\\S]*?</sanctionEntity>`), '');
    const file = path.join(dir, `eu-${date}-${dropped.join('-')}.xml`);
    writeFileSync(file, xml);
    return file;
  };
  const entries = async () =>
    (await db.sql`select entry_id, as_of from sanctions_entries order by entry_id`).map((r) => [r.entry_id, r.as_of]);

  it('closes an entry the newest edition dropped, and an older edition does not reopen it', async () => {
    await db.sql`truncate sanctions_entries, sanctions_removals, import_runs cascade`;
    await runImport(db.sql, sanctionsEuImporter, edition('2025-07-01'));
    const newest = await runImport(db.sql, sanctionsEuImporter, edition('2025-08-01', ['123458']));
    expect(newest).toMatchObject({ status: 'done', skippedOlder: 0 });
    expect(await entries()).toEqual([
      ['123456', '2025-08-01'],
      ['123457', '2025-08-01'],
    ]);
    const [closed] = await db.sql`select list, entry_id, name, removed_on from sanctions_removals`;
    expect(closed).toEqual({ list: 'eu', entry_id: '123458', name: 'Test Holding JSC', removed_on: '2025-08-01' });

    const older = await runImport(db.sql, sanctionsEuImporter, edition('2025-07-01'));
    expect(older).toMatchObject({ status: 'done', read: 4, rejected: 1, inserted: 0, skippedOlder: 3 });
    expect(await entries()).toEqual([
      ['123456', '2025-08-01'],
      ['123457', '2025-08-01'],
    ]);

    // Listed again in a still newer edition, the entry is open again.
    await runImport(db.sql, sanctionsEuImporter, edition('2025-09-01'));
    expect(await entries()).toEqual([
      ['123456', '2025-09-01'],
      ['123457', '2025-09-01'],
      ['123458', '2025-09-01'],
    ]);
    expect(await db.sql`select * from sanctions_removals`).toEqual([]);
  });
});
