import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { createSql, type TSql } from '../apps/server/src/db/client.ts';
import { startEmbeddedPostgres, type TEmbeddedPostgres } from '../apps/server/src/db/embedded.ts';
import { migrateDatabase } from '../apps/server/src/db/migrate.ts';
import { createProgressPrinter } from '../apps/server/src/lib/progress.ts';
import { clearDemoTables, loadDemoDataset } from '../apps/server/src/modules/demo/index.ts';

/**
 * The demo register the search and card benchmarks share: the database
 * `sverka_bench_search` on DATABASE_URL's server, or an embedded cluster
 * under `.bench/search`. Built once (minutes at 1M companies), reused after.
 */

/** The seed every benchmark loads with, so they all find the same register. */
export const BENCH_SEED = 1;

export async function registerUrl(): Promise<{ url: string; embedded?: TEmbeddedPostgres }> {
  if (!process.env.DATABASE_URL) {
    const dir = path.resolve('.bench/search');
    mkdirSync(dir, { recursive: true });
    const embedded = await startEmbeddedPostgres(dir);
    return { url: embedded.url, embedded };
  }
  const admin = createSql(process.env.DATABASE_URL, { max: 1 });
  const [exists] = await admin`select 1 from pg_database where datname = 'sverka_bench_search'`;
  if (!exists) await admin.unsafe('create database sverka_bench_search');
  await admin.end();
  const target = new URL(process.env.DATABASE_URL);
  target.pathname = '/sverka_bench_search';
  return { url: target.toString() };
}

/** Brings the register to the latest migration; loads it unless one of this size and seed is there. */
export async function ensureRegister(sql: TSql, companies: number): Promise<void> {
  await migrateDatabase(sql);
  const [meta] = await sql<{ value: { kind: string; seed: number; companies: number } }[]>`
    select value from app_meta where key = 'dataset'`;
  if (meta?.value.kind === 'demo' && meta.value.seed === BENCH_SEED && meta.value.companies === companies) {
    console.log(`Reusing the register of ${companies.toLocaleString('en-US')} companies.`);
    return;
  }
  await clearDemoTables(sql);
  const result = await loadDemoDataset(sql, {
    companies,
    entrepreneurs: Math.round(companies / 2),
    seed: BENCH_SEED,
    onProgress: createProgressPrinter('Demo data'),
  });
  console.log(`Loaded in ${(result.ms / 1000).toFixed(0)} s.`);
}

/**
 * The register of `companies` companies (loaded first when it is not there) on a
 * pool of 10 connections, and its URL for other processes; `close` ends the pool
 * and stops an embedded cluster.
 */
export async function openRegister(companies: number): Promise<{ sql: TSql; url: string; close: () => Promise<void> }> {
  const { url, embedded } = await registerUrl();
  const sql = createSql(url, { max: 10 });
  const close = async () => {
    await sql.end();
    await embedded?.stop();
  };
  try {
    await ensureRegister(sql, companies);
  } catch (error) {
    await close();
    throw error;
  }
  return { sql, url, close };
}
