import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { innLegalCheckDigit } from '@sverka/shared';
import iconv from 'iconv-lite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createScratchDatabase, type TScratchDatabase } from '../../../test/scratch-database.ts';
import { createJobQueue, JOB_SCHEMA } from '../../lib/jobs.ts';
import { RATE_AHEAD_JOB } from '../reliability/index.ts';

const repoRoot = fileURLToPath(new URL('../../../../../', import.meta.url));
const DOCUMENTS = 40_000;
const dir = mkdtempSync(path.join(tmpdir(), 'sverka-resume-'));
const file = path.join(dir, 'headcount-big.xml');
let db: TScratchDatabase;

/** Document i: a valid ИНН from its index and a headcount derived from it, so the result is checkable. */
const innOf = (i: number) => {
  const first9 = `77${String(i).padStart(7, '0')}`;
  return first9 + innLegalCheckDigit(first9);
};

beforeAll(async () => {
  db = await createScratchDatabase('resume');
  const documents: string[] = [];
  for (let i = 0; i < DOCUMENTS; i++) {
    documents.push(
      `<Документ ИдДок="d${i}" ДатаДок="25.07.2025" ДатаСост="31.12.2024"><СведНП НаимОрг="ООО &quot;Тест ${i}&quot;" ИННЮЛ="${innOf(i)}"/><СведССЧР КолРаб="${i % 500}"/></Документ>`,
    );
  }
  const xml = `<?xml version="1.0" encoding="windows-1251"?>\n<Файл ИдФайл="big" ВерсФорм="4.01" ТипИнф="ОТКРДАННЫЕ3" КолДок="${DOCUMENTS}">${documents.join('\n')}</Файл>\n`;
  writeFileSync(file, iconv.encode(xml, 'windows-1251'));
});

afterAll(async () => {
  await db?.drop();
  rmSync(dir, { recursive: true, force: true });
});

/** Runs `npm run import`'s entry point as its own process against the scratch database. */
function runCli(batch: number) {
  const child = spawn(
    process.execPath,
    [
      '--import',
      'tsx',
      path.join(repoRoot, 'apps/server/src/cli/import.ts'),
      'headcount',
      file,
      '--batch',
      String(batch),
    ],
    // Its own DATA_DIR: the default, ./data of the working tree, is where a developer's `npm start` keeps its data.
    {
      cwd: repoRoot,
      env: { ...process.env, DATABASE_URL: db.url, DATA_DIR: path.join(dir, 'data') },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  const done = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, done, output: () => output };
}

describe('an import killed with SIGKILL mid-file', () => {
  it('resumes from its checkpoint, ends with exactly the rows of one clean run, and queues their rating', async () => {
    const first = runCli(200);
    // Wait until some batches are committed, then kill without warning.
    for (let i = 0; i < 600; i++) {
      const [run] = await db.sql<{ read: number }[]>`select read from import_runs where status = 'running'`;
      if (run && run.read >= 2_000) break;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    first.child.kill('SIGKILL');
    await first.done;
    const [killed] = await db.sql<{ read: number; status: string }[]>`select read, status from import_runs`;
    expect(killed?.status).toBe('running');
    expect(killed?.read).toBeGreaterThan(0);
    expect(killed?.read).toBeLessThan(DOCUMENTS);

    // A server has set the job queue up on this database (it is stopped now): the finished import queues the
    // rating ahead of what it changed for the server's workers.
    const queue = createJobQueue({ databaseUrl: db.url, log: { warn: () => undefined, error: () => undefined } });
    queue.define(RATE_AHEAD_JOB, async () => undefined);
    expect(await queue.start()).toBe(true);
    await queue.stop();

    const second = runCli(200);
    expect(await second.done).toBe(0);
    expect(second.output()).toMatch(/Resumed run #\d+ done/);
    // The tool kept its secret in the DATA_DIR it was given, not in the working tree's.
    expect(existsSync(path.join(dir, 'data', 'secrets', 'jwt-secret'))).toBe(true);
    expect(second.output()).toContain('Ratings of what changed: queued for the server');
    const waiting =
      await db.sql`select 1 from ${db.sql(JOB_SCHEMA)}.job where name = ${RATE_AHEAD_JOB} and state = 'created'`;
    expect(waiting.length).toBe(1);

    const [run] = await db.sql<{ read: number; inserted: number; updated: number; status: string }[]>`
      select read, inserted, updated, status from import_runs`;
    expect(run).toEqual({ read: DOCUMENTS, inserted: DOCUMENTS, updated: 0, status: 'done' });
    const [check] = await db.sql<{ rows: number; wrong: number }[]>`
      select count(*)::int as rows,
        count(*) filter (where employees <> (substr(inn, 3, 7)::int % 500))::int as wrong
      from tax_headcount`;
    expect(check).toEqual({ rows: DOCUMENTS, wrong: 0 });
  }, 120_000);
});
