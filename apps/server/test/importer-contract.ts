import { expect, it } from 'vitest';
import type { TSql } from '../src/db/client.ts';
import type { TImporter } from '../src/modules/ingest/index.ts';
import { runImport } from '../src/modules/ingest/index.ts';
import type { TScratchDatabase } from './scratch-database.ts';

export type TImporterFixtures = {
  /** A file (or zip/dir) in the real format, with at least two records and at least one bad record. */
  good: string;
  /** What the good file must yield. */
  expected: { read: number; rejected: number };
  /** The good file cut short. */
  truncated: string;
  /** The good file with broken syntax. */
  malformed: string;
  /** Tables the importer writes, emptied before each check and compared after the crash test. */
  tables: string[];
};

async function snapshot(sql: TSql, tables: string[]): Promise<Record<string, unknown[]>> {
  const result: Record<string, unknown[]> = {};
  for (const table of tables) {
    // Ids and timestamps differ between runs; compare the facts.
    const rows = await sql.unsafe(`select * from ${table}`);
    result[table] = rows
      .map(({ id: _id, updated_at: _u, detected_at: _d, case_id: _c, founder_id: _f, company_id: _co, ...rest }) =>
        JSON.stringify(rest),
      )
      .sort();
  }
  return result;
}

/**
 * The checks every importer must pass on its fixtures (issue: good, malformed,
 * truncated, twice, killed mid-run). Call inside a describe block; `db` is a
 * scratch database created in beforeAll.
 */
export function importerContract(getDb: () => TScratchDatabase, importer: TImporter, fixtures: TImporterFixtures) {
  const reset = async () => {
    const { sql } = getDb();
    await sql.unsafe(`truncate ${[...fixtures.tables, 'import_runs'].join(', ')} cascade`);
  };

  it('imports the good file: valid records written, bad ones rejected with a reason', async () => {
    await reset();
    const summary = await runImport(getDb().sql, importer, fixtures.good);
    expect(summary.error).toBeNull();
    expect(summary).toMatchObject({ status: 'done', ...fixtures.expected });
    expect(summary.inserted).toBeGreaterThan(0);
    const rejections = await getDb().sql<{ reason: string }[]>`select reason from import_rejections`;
    expect(rejections).toHaveLength(fixtures.expected.rejected);
    for (const r of rejections) expect(r.reason).toMatch(/[А-Яа-я]/);
  });

  it('changes nothing when the same file is imported twice', async () => {
    await reset();
    await runImport(getDb().sql, importer, fixtures.good);
    const before = await snapshot(getDb().sql, fixtures.tables);
    const again = await runImport(getDb().sql, importer, fixtures.good);
    expect(again).toMatchObject({ status: 'done', inserted: 0, updated: 0 });
    expect(await snapshot(getDb().sql, fixtures.tables)).toEqual(before);
  });

  it.each([
    ['truncated', () => fixtures.truncated],
    ['malformed', () => fixtures.malformed],
  ])('fails a %s file with a clear message', async (_label, file) => {
    await reset();
    const summary = await runImport(getDb().sql, { ...importer, batchSize: 100_000 }, file());
    expect(summary.status).toBe('failed');
    expect(summary.error).toMatch(/повреждён|обрезан/);
    const written = await snapshot(getDb().sql, fixtures.tables);
    for (const table of fixtures.tables) expect(written[table]).toEqual([]);
  });

  it('resumes after a crash mid-file and ends with the rows of one clean run', async () => {
    await reset();
    await runImport(getDb().sql, importer, fixtures.good);
    const clean = await snapshot(getDb().sql, fixtures.tables);
    await reset();
    let batches = 0;
    const crashing: TImporter = {
      ...importer,
      batchSize: 1,
      write: async (tx, records, run) => {
        batches++;
        if (batches === 2) throw new Error('connection lost');
        return importer.write(tx, records, run);
      },
    };
    const crashed = await runImport(getDb().sql, crashing, fixtures.good);
    expect(crashed.status).toBe('failed');
    const resumed = await runImport(getDb().sql, { ...importer, batchSize: 1 }, fixtures.good);
    expect(resumed).toMatchObject({ status: 'done', resumed: true, read: fixtures.expected.read });
    expect(await snapshot(getDb().sql, fixtures.tables)).toEqual(clean);
  });
}
