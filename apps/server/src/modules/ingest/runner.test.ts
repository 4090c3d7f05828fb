import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createScratchDatabase, type TScratchDatabase } from '../../../test/scratch-database.ts';
import { headcountImporter } from './importers/headcount.ts';
import { runImport } from './runner.ts';

const fixture = (name: string) => fileURLToPath(new URL(`./fixtures/headcount/${name}`, import.meta.url));
let db: TScratchDatabase;

beforeAll(async () => {
  db = await createScratchDatabase('ingest');
});
afterAll(async () => {
  await db?.drop();
});
beforeEach(async () => {
  await db.sql`truncate tax_headcount, import_runs cascade`;
});

const rows = () => db.sql<{ inn: string; year: number; employees: number; as_of: string }[]>`
  select inn, year, employees, as_of from tax_headcount order by inn`;

describe('runImport with a ФНС open-data file (windows-1251)', () => {
  it('imports valid records, rejects bad ones with position and reason, records the run', async () => {
    const summary = await runImport(db.sql, headcountImporter, fixture('headcount-2024.xml'));
    expect(summary).toMatchObject({ status: 'done', read: 4, inserted: 2, updated: 0, rejected: 2 });
    expect(await rows()).toEqual([
      { inn: '7704123450', year: 2024, employees: 14, as_of: '2024-12-31' },
      { inn: '7719876544', year: 2024, employees: 0, as_of: '2024-12-31' },
    ]);
    const rejections = await db.sql`select file, position, reason from import_rejections order by id`;
    expect(rejections).toEqual([
      { file: 'headcount-2024.xml', position: 'запись 3', reason: 'Неверный ИНН организации: 7704123451' },
      { file: 'headcount-2024.xml', position: 'запись 4', reason: 'Неверная численность: много' },
    ]);
  });

  it('changes nothing when the same file is imported twice', async () => {
    await runImport(db.sql, headcountImporter, fixture('headcount-2024.xml'));
    const before = await rows();
    const again = await runImport(db.sql, headcountImporter, fixture('headcount-2024.xml'));
    expect(again).toMatchObject({ status: 'done', inserted: 0, updated: 0 });
    expect(await rows()).toEqual(before);
  });

  it('updates a row whose value changed', async () => {
    await db.sql`insert into tax_headcount (inn, year, employees, source, as_of) values ('7704123450', 2024, 99, 'fns-sshr', '2024-12-31')`;
    const summary = await runImport(db.sql, headcountImporter, fixture('headcount-2024.xml'));
    expect(summary).toMatchObject({ inserted: 1, updated: 1 });
    expect((await rows())[0]?.employees).toBe(14);
  });

  it.each([
    ['truncated', 'headcount-truncated.xml', /обрезан/],
    ['malformed', 'headcount-malformed.xml', /повреждён/],
  ])('fails a %s file with a clear message and writes no half batch', async (_label, file, message) => {
    const summary = await runImport(db.sql, { ...headcountImporter, batchSize: 1_000 }, fixture(file));
    expect(summary.status).toBe('failed');
    expect(summary.error).toMatch(message);
    expect(await rows()).toEqual([]);
  });

  it('fails clearly when the path does not exist', async () => {
    await expect(runImport(db.sql, headcountImporter, '/nonexistent/file.xml')).rejects.toThrow(/Нет такого файла/);
  });
});
