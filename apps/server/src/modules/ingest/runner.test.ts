import { statSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createScratchDatabase, type TScratchDatabase } from '../../../test/scratch-database.ts';
import type { TSql } from '../../db/client.ts';
import type { TRunContext } from './importer.ts';
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
  it.each([
    ['on this thread', undefined],
    ['on a parsing thread', 0],
  ])(
    'imports valid records, rejects bad ones with position and reason, records the run (parsed %s)',
    async (_label, parseThreadMinBytes) => {
      const summary = await runImport(db.sql, headcountImporter, fixture('headcount-2024.xml'), undefined, {
        parseThreadMinBytes,
      });
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
    },
  );

  it('records the input size at the start and the bytes read with each committed batch, never going back', async () => {
    const file = fixture('headcount-2024.xml');
    const seen: { bytes_total: number | null; bytes_done: number | null }[] = [];
    // One record per batch: each write sees what the batches before it recorded.
    const watching = {
      ...headcountImporter,
      batchSize: 1,
      write: async (tx: TSql, records: Parameters<typeof headcountImporter.write>[1], run?: TRunContext) => {
        const [row] = await tx<{ bytes_total: number | null; bytes_done: number | null }[]>`
          select bytes_total, bytes_done from import_runs where id = ${run?.id ?? 0}`;
        if (row) seen.push(row);
        return headcountImporter.write(tx, records, run);
      },
    };
    const summary = await runImport(db.sql, watching, file);
    const size = statSync(file).size;
    expect(seen[0]).toEqual({ bytes_total: size, bytes_done: 0 });
    const done = seen.map((row) => row.bytes_done ?? 0);
    expect(done).toEqual([...done].sort((a, b) => a - b));
    expect(seen.every((row) => row.bytes_total === size)).toBe(true);
    const [final] = await db.sql`select bytes_total, bytes_done from import_runs where id = ${summary.id}`;
    expect(final).toEqual({ bytes_total: size, bytes_done: size });
  });

  it('imports into a run made beforehand when given its id', async () => {
    const [made] = await db.sql<{ id: number }[]>`
      insert into import_runs (source, file, file_fingerprint, status, started_by)
      values ('headcount', 'uploaded.xml', '1:1', 'running', null) returning id`;
    const summary = await runImport(db.sql, headcountImporter, fixture('headcount-2024.xml'), undefined, {
      runId: made?.id,
    });
    expect(summary).toMatchObject({ id: made?.id, status: 'done', read: 4, inserted: 2, rejected: 2, resumed: false });
    expect(await db.sql`select count(*)::int as n from import_runs`).toEqual([{ n: 1 }]);
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
    {
      kind: 'truncated',
      file: 'headcount-truncated.xml',
      message: /обрезан/,
      where: 'on this thread',
      minBytes: undefined,
    },
    {
      kind: 'malformed',
      file: 'headcount-malformed.xml',
      message: /повреждён/,
      where: 'on this thread',
      minBytes: undefined,
    },
    {
      kind: 'truncated',
      file: 'headcount-truncated.xml',
      message: /обрезан/,
      where: 'on a parsing thread',
      minBytes: 0,
    },
    {
      kind: 'malformed',
      file: 'headcount-malformed.xml',
      message: /повреждён/,
      where: 'on a parsing thread',
      minBytes: 0,
    },
  ])(
    'fails a $kind file with a clear message and writes no half batch (parsed $where)',
    async ({ file, message, minBytes }) => {
      const summary = await runImport(db.sql, { ...headcountImporter, batchSize: 1_000 }, fixture(file), undefined, {
        parseThreadMinBytes: minBytes,
      });
      expect(summary.status).toBe('failed');
      expect(summary.error).toMatch(message);
      expect(await rows()).toEqual([]);
    },
  );

  it('fails clearly when the path does not exist', async () => {
    await expect(runImport(db.sql, headcountImporter, '/nonexistent/file.xml')).rejects.toThrow(/Нет такого файла/);
  });
});
