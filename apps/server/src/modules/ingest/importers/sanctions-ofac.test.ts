import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importerContract } from '../../../../test/importer-contract.ts';
import { createScratchDatabase, type TScratchDatabase } from '../../../../test/scratch-database.ts';
import { runImport } from '../runner.ts';
import { sanctionsOfacImporter } from './sanctions-ofac.ts';

const fixture = (name: string) => fileURLToPath(new URL(`../fixtures/sanctions-ofac/${name}`, import.meta.url));
const GOOD = fixture('sdn.xml');
let db: TScratchDatabase;
beforeAll(async () => {
  db = await createScratchDatabase('sanctions_ofac');
});
afterAll(async () => {
  await db?.drop();
});

describe('sanctions-ofac importer (SDN XML)', () => {
  importerContract(() => db, sanctionsOfacImporter, {
    good: GOOD,
    expected: { read: 4, rejected: 1 },
    truncated: fixture('sdn-truncated.xml'),
    malformed: fixture('sdn-malformed.xml'),
    tables: ['sanctions_entries'],
  });

  it('takes ИНН/ОГРН from typed ids and from remarks, skipping ones with wrong check digits', async () => {
    await db.sql`truncate sanctions_entries, import_runs cascade`;
    await runImport(db.sql, sanctionsOfacImporter, GOOD);
    const rows = await db.sql`select * from sanctions_entries order by entry_id desc`;
    expect(rows).toHaveLength(3);
    expect(rows[0]).toMatchObject({
      list: 'ofac',
      entry_id: '99999',
      name: 'LIMITED LIABILITY COMPANY ROMASHKA-TEST',
      aliases: ['OOO ROMASHKA-TEST'],
      inn: '7704123450',
      ogrn: '1187746123454',
      country: 'Russia',
      programs: ['RUSSIA-EO14024'],
    });
    expect(rows[1]).toMatchObject({
      name: 'Ivan Ivanovich IVANOV',
      aliases: ['Vanya IVANOV'],
      inn: '771345678963',
      ogrn: null,
      programs: ['RUSSIA-EO14024', 'UKRAINE-EO13662'],
    });
    // The typed Tax ID fails its check digit: the entry stays, without a wrong ИНН.
    expect(rows[2]).toMatchObject({ inn: null, ogrn: '1177847123453' });
    const [rejection] = await db.sql<{ reason: string }[]>`select reason from import_rejections`;
    expect(rejection?.reason).toBe('Нет наименования (lastName)');
  });
});

describe('sanctions-ofac editions out of order', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'sanctions-ofac-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  /** The edition published on `date` (MM/DD/YYYY), without the entries whose uids are in `dropped`. */
  const edition = (date: string, dropped: string[] = []) => {
    let xml = readFileSync(GOOD, 'utf8').replace(/<Publish_Date>[^<]*</, `<Publish_Date>${date}<`);
    for (const uid of dropped) xml = xml.replace(new RegExp(`\\s*<sdnEntry>\\s*<uid>${uid}<[\\s\\S]*?</sdnEntry>`), '');
    const file = path.join(dir, `sdn-${date.replaceAll('/', '')}-${dropped.join('-')}.xml`);
    writeFileSync(file, xml);
    return file;
  };
  const entries = async () =>
    (await db.sql`select entry_id, as_of from sanctions_entries order by entry_id`).map((r) => [r.entry_id, r.as_of]);

  it('dates entries by the publication, closes what the newest edition dropped, and an older one does not reopen it', async () => {
    await db.sql`truncate sanctions_entries, sanctions_removals, import_runs cascade`;
    await runImport(db.sql, sanctionsOfacImporter, edition('07/01/2025'));
    await runImport(db.sql, sanctionsOfacImporter, edition('08/01/2025', ['99997']));
    expect(await entries()).toEqual([
      ['99998', '2025-08-01'],
      ['99999', '2025-08-01'],
    ]);
    const older = await runImport(db.sql, sanctionsOfacImporter, edition('07/01/2025'));
    expect(older).toMatchObject({ status: 'done', inserted: 0, skippedOlder: 3 });
    expect(await entries()).toEqual([
      ['99998', '2025-08-01'],
      ['99999', '2025-08-01'],
    ]);
  });
});
