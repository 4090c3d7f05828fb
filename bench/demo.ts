/**
 * `npm run bench:demo [-- --companies N] [--entrepreneurs N] [--seed N]`: generates and loads the demo
 * dataset (1,000,000 companies and half as many sole traders by default) with its marketplace into a fresh
 * scratch database — created on DATABASE_URL's server and dropped afterwards, or an embedded cluster in a temporary
 * directory — and prints rows per table, time per phase, total time, rows/s, database size and peak RSS.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import v8 from 'node:v8';
import { createSql } from '../apps/server/src/db/client.ts';
import { startEmbeddedPostgres, type TEmbeddedPostgres } from '../apps/server/src/db/embedded.ts';
import { migrateDatabase } from '../apps/server/src/db/migrate.ts';
import { createProgressPrinter } from '../apps/server/src/lib/progress.ts';
import { createDiskStorage } from '../apps/server/src/lib/storage.ts';
import { loadDemoDataset } from '../apps/server/src/modules/demo/index.ts';
import { wholeNumberOption } from './command-line.ts';
import { printTable } from './markdown-table.ts';

// The generator keeps a batch of rows alive while it streams: a larger young generation spares most GC promotions.
v8.setFlagsFromString('--max-semi-space-size=64');

const companies = wholeNumberOption('companies', 1_000_000, 0);
const entrepreneurs = wholeNumberOption('entrepreneurs', Math.round(companies / 2), 0);
const seed = wholeNumberOption('seed', 1, 0);

let embedded: TEmbeddedPostgres | undefined;
let dataDir: string | undefined;
let url: string;
let dropDatabase: (() => Promise<void>) | undefined;
if (process.env.DATABASE_URL) {
  const name = `sverka_bench_demo_${process.pid}`;
  const admin = createSql(process.env.DATABASE_URL, { max: 1 });
  await admin.unsafe(`create database ${name}`);
  await admin.end();
  const scratch = new URL(process.env.DATABASE_URL);
  scratch.pathname = `/${name}`;
  url = scratch.toString();
  dropDatabase = async () => {
    const cleanup = createSql(process.env.DATABASE_URL as string, { max: 1 });
    await cleanup.unsafe(`drop database if exists ${name} with (force)`);
    await cleanup.end();
  };
} else {
  dataDir = mkdtempSync(path.join(tmpdir(), 'sverka-bench-demo-'));
  embedded = await startEmbeddedPostgres(dataDir);
  url = embedded.url;
}

const uploadsDir = mkdtempSync(path.join(tmpdir(), 'sverka-bench-demo-uploads-'));
let peakRss = 0;
const sampler = setInterval(() => {
  peakRss = Math.max(peakRss, process.memoryUsage.rss());
}, 200);
try {
  const sql = createSql(url, { max: 4 });
  await migrateDatabase(sql);
  const result = await loadDemoDataset(sql, {
    companies,
    entrepreneurs,
    seed,
    // A fresh storage, so the catalogue's pictures are drawn as on a first start.
    marketplace: { storage: createDiskStorage(uploadsDir) },
    onProgress: createProgressPrinter('Demo data'),
  });
  const [size] = await sql<{ bytes: number }[]>`select pg_database_size(current_database())::float8 as bytes`;
  await sql.end();
  peakRss = Math.max(peakRss, process.memoryUsage.rss());

  const totalRows = Object.values(result.rows).reduce((a, b) => a + b, 0);
  const fmt = (n: number) => n.toLocaleString('en-US');
  console.log(`\nDemo dataset: ${fmt(companies)} companies, ${fmt(entrepreneurs)} sole traders, seed ${seed}\n`);
  printTable(
    ['table', 'rows'],
    Object.entries(result.rows)
      .sort((a, b) => b[1] - a[1])
      .map(([name, n]) => [name, fmt(n)]),
  );
  console.log('');
  printTable(
    ['phase', 'seconds'],
    Object.entries(result.phases).map(([name, ms]) => [name, (ms / 1000).toFixed(1)]),
  );
  console.log('');
  printTable(
    ['measure', 'value'],
    [
      ['total time, s', (result.ms / 1000).toFixed(1)],
      ['rows', fmt(totalRows)],
      ['rows/s', fmt(Math.round(totalRows / (result.ms / 1000)))],
      ['database size, MB', fmt(Math.round((size?.bytes ?? 0) / 1_048_576))],
      ['peak RSS, MB', fmt(Math.round(peakRss / 1_048_576))],
    ],
  );
} finally {
  clearInterval(sampler);
  await dropDatabase?.();
  await embedded?.stop();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  rmSync(uploadsDir, { recursive: true, force: true });
}
