import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TImportRun } from '@sverka/shared';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, csrfHeaders, makeAdmin, multipart, NO_RATE_LIMITS } from '../../../test/accounts.ts';
import { insertCompany } from '../../../test/factory.ts';
import { createScratchDatabase, type TScratchDatabase } from '../../../test/scratch-database.ts';
import { buildApp } from '../../app.ts';
import { ephemeralAccountsConfig } from '../../config.ts';
import { JOB_SCHEMA } from '../../lib/jobs.ts';
import { loadDemoDataset } from '../demo/index.ts';
import { RATE_AHEAD_JOB, recomputeReliability } from '../reliability/index.ts';

const HEADCOUNT = fileURLToPath(new URL('./fixtures/headcount/headcount-2024.xml', import.meta.url));
/** A company of the headcount file: its import drops the company's rating. */
const LISTED_INN = '7704123450';

let db: TScratchDatabase;
let app: FastifyInstance;
let dataDir: string;
let companyId: number;

const ratedAt = async () => {
  const [row] = await db.sql<{ at: Date }[]>`
    select computed_at as at from company_reliability where inn = ${LISTED_INN} and kind = 'company'`;
  return row?.at;
};

const firstPassDone = async () => {
  const [schema] = await db.sql`select 1 from pg_namespace where nspname = ${JOB_SCHEMA}`;
  if (!schema) return false;
  const [done] = await db.sql`
    select 1 from ${db.sql(JOB_SCHEMA)}.job where name = ${RATE_AHEAD_JOB} and state = 'completed'`;
  return Boolean(done);
};

beforeAll(async () => {
  db = await createScratchDatabase('imports_rating_ahead');
  // A register small enough for the load to rate every subject.
  await loadDemoDataset(db.sql, { companies: 200, entrepreneurs: 100 });
  companyId = (await insertCompany(db.sql, { inn: LISTED_INN })).id;
  await recomputeReliability(db.sql, 'company', [companyId]);
  dataDir = mkdtempSync(path.join(tmpdir(), 'sverka-imports-rating-'));
  app = await buildApp({
    config: {
      env: 'test',
      logLevel: 'silent',
      webDist: undefined,
      accounts: { ...ephemeralAccountsConfig(dataDir), ...NO_RATE_LIMITS },
    },
    sql: db.sql,
    jobs: true,
    ratingAhead: true,
  });
  await app.ready();
});

afterAll(async () => {
  await app?.close();
  await db?.drop();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

describe('an import through the job queue', () => {
  it('has the subjects whose ratings it dropped rated ahead once it ends, not at the next period', async () => {
    expect(await ratedAt()).toBeInstanceOf(Date);
    // The queue starts beside the app: its clock's first pass, over a register already rated, ends first.
    for (let attempt = 0; attempt < 400 && !(await firstPassDone()); attempt++) {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(await firstPassDone()).toBe(true);
    const admin = await createUser(app, 'imports-rating-admin');
    await makeAdmin(db.sql, admin.id);
    const form = multipart({
      source: 'headcount',
      file: { filename: 'headcount-2024.xml', contentType: 'application/xml', data: readFileSync(HEADCOUNT) },
    });
    const started = await app.inject({
      method: 'POST',
      url: '/api/v1/admin/imports/',
      headers: { ...admin.auth, ...csrfHeaders, ...form.headers },
      payload: form.payload,
    });
    expect(started.statusCode, started.body).toBe(201);
    const runId = started.json<TImportRun>().id;

    let run: TImportRun | undefined;
    for (let attempt = 0; attempt < 600 && run?.status !== 'done'; attempt++) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      run = (await app.inject({ method: 'GET', url: `/api/v1/admin/imports/${runId}/`, headers: admin.auth })).json();
    }
    expect(run).toMatchObject({ status: 'done', inserted: 2 });
    const importedAt = new Date(run?.finished_at as string);

    // The periodic pass ran when the queue started and comes next in half an hour: only the import's own request
    // rates the company again within this wait.
    let at = await ratedAt();
    for (let attempt = 0; attempt < 300 && !(at && at >= importedAt); attempt++) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      at = await ratedAt();
    }
    expect(at?.getTime()).toBeGreaterThanOrEqual(importedAt.getTime());
  });
});
