import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import iconv from 'iconv-lite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createScratchDatabase, type TScratchDatabase } from '../../../../test/scratch-database.ts';
import { DEFAULT_REFERENCE_DATE, loadDemoDataset } from '../../demo/index.ts';
import { runImport } from '../runner.ts';
import { egrulExtract, egrulFileName, fsspFile, fsspFileName, loadCompanySnapshot } from './change-files-testing.ts';
import { egrulImporter } from './egrul/index.ts';
import { fsspImporter } from './fssp.ts';

/**
 * The change files built from stored companies (change-files-testing.ts) on the demo register, as the
 * end-to-end test of the watch-list feed uses them: an extract repeating a company changes nothing, one
 * naming another director changes only that, and a ФССП file adds a proceeding.
 */
const COMPANIES = 60;
/** After the demo register's date, so the extracts are the newer facts. */
const EXTRACT_DATE = '2026-11-20';

let db: TScratchDatabase;
const dir = mkdtempSync(path.join(tmpdir(), 'change-files-'));
beforeAll(async () => {
  db = await createScratchDatabase('change_files');
  await loadDemoDataset(db.sql, { companies: 300, entrepreneurs: 10, reliability: 'lazy' });
}, 300_000);
afterAll(async () => {
  await db?.drop();
  rmSync(dir, { recursive: true, force: true });
});

/** One file of the extracts of several companies (each built on its own, its documents joined). */
async function importExtracts(extracts: Buffer[]) {
  const documents = extracts.map((extract) => {
    const xml = iconv.decode(extract, 'windows-1251');
    return xml.slice(xml.indexOf('<Документ'), xml.lastIndexOf('</Документ>') + '</Документ>'.length);
  });
  const file = path.join(dir, egrulFileName(EXTRACT_DATE));
  const head = `<?xml version="1.0" encoding="windows-1251"?>\n<Файл ИдФайл="VO_RUGFO_0000_9965_${EXTRACT_DATE.replaceAll('-', '')}_change" ВерсФорм="4.07">\n`;
  writeFileSync(file, iconv.encode(`${head}${documents.join('\n')}\n</Файл>\n`, 'windows-1251'));
  return runImport(db.sql, egrulImporter, file);
}
const newEvents = async (after: number) =>
  db.sql<{ inn: string; kind: string; after: string }[]>`
    select inn, kind, after from subject_events where id > ${after} order by id`;
const lastEventId = async () => {
  const [row] = await db.sql<{ id: number }[]>`select coalesce(max(id), 0)::int as id from subject_events`;
  return row?.id ?? 0;
};

describe('change files built from demo companies', () => {
  it('an extract repeating a company changes nothing; one naming another director changes only that', async () => {
    const rows = await db.sql<{ inn: string }[]>`select inn from companies order by id limit ${COMPANIES}`;
    const snapshots = await Promise.all(rows.map(({ inn }) => loadCompanySnapshot(db.sql, inn)));
    const start = await lastEventId();
    const same = await importExtracts(snapshots.map((s) => egrulExtract(s, { extractDate: EXTRACT_DATE })));
    expect(same).toMatchObject({ status: 'done', read: COMPANIES, rejected: 0, skippedOlder: 0 });
    expect(await newEvents(start)).toEqual([]);

    const director = { fio: 'СМИРНОВА АННА ПАВЛОВНА', inn: '500100732259', post: 'ДИРЕКТОР' };
    const next = snapshots.map((s) => egrulExtract(s, { extractDate: EXTRACT_DATE, directors: [director] }));
    await importExtracts(next);
    const events = await newEvents(start);
    expect(events.map((e) => e.kind)).toEqual(snapshots.map(() => 'director'));
    expect(new Set(events.map((e) => e.inn))).toEqual(new Set(snapshots.map((s) => s.inn)));
  }, 300_000);

  it('a ФССП file adds a proceeding of a company', async () => {
    const [company] = await db.sql<{ inn: string; name_full: string }[]>`
      select inn, name_full from companies order by id desc limit 1`;
    const start = await lastEventId();
    const file = path.join(dir, fsspFileName(DEFAULT_REFERENCE_DATE));
    const line = {
      debtorName: company?.name_full as string,
      debtorInn: company?.inn as string,
      number: '990001/26/77053-ИП',
      startedOn: '2026-11-10',
    };
    writeFileSync(file, fsspFile([line]));
    expect(await runImport(db.sql, fsspImporter, file)).toMatchObject({ status: 'done', inserted: 1 });
    expect(await newEvents(start)).toEqual([expect.objectContaining({ inn: company?.inn, kind: 'enforcement' })]);
  }, 120_000);
});
