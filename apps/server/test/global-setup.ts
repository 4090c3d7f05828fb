import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { guardAgainstOrphans } from '../../../scripts/orphan-guard.ts';
import { createSql } from '../src/db/client.ts';
import { startEmbeddedPostgres, type TEmbeddedPostgres } from '../src/db/embedded.ts';
import { migrateDatabase } from '../src/db/migrate.ts';
import { loadDemoDataset } from '../src/modules/demo/index.ts';
import { TEST_DATASET } from './dataset.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    databaseUrl: string;
    /** A migrated, empty database that scratch databases are copied from (`create database … template`). */
    scratchTemplate: string;
  }
}

/**
 * One database for the whole server suite, migrated and filled with a small
 * deterministic demo dataset. With DATABASE_URL (CI's PostgreSQL 15) a fresh
 * database is created on that server and dropped afterwards, so the given
 * database itself is never touched; without it an embedded cluster runs in a
 * temporary directory.
 */
export default async function setup(project: TestProject) {
  let databaseUrl: string;
  let embedded: TEmbeddedPostgres | undefined;
  let dataDir: string | undefined;
  let dropDatabase: (() => Promise<void>) | undefined;

  if (process.env.DATABASE_URL) {
    const name = `sverka_test_${process.pid}_${Date.now().toString(36)}`;
    const admin = createSql(process.env.DATABASE_URL, { max: 1 });
    await admin.unsafe(`create database ${name}`);
    await admin.end();
    const url = new URL(process.env.DATABASE_URL);
    url.pathname = `/${name}`;
    databaseUrl = url.toString();
    dropDatabase = async () => {
      const cleanup = createSql(process.env.DATABASE_URL as string, { max: 1 });
      await cleanup.unsafe(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    };
  } else {
    dataDir = mkdtempSync(path.join(tmpdir(), 'sverka-test-'));
    guardAgainstOrphans({ watchPid: process.pid, clusterDirs: [dataDir], removeDirs: [dataDir] });
    embedded = await startEmbeddedPostgres(dataDir);
    databaseUrl = embedded.url;
  }

  const sql = createSql(databaseUrl, { max: 4 });
  // Scratch databases are copies of a migrated template (a file copy), not migrated one by one (seconds apiece).
  const scratchTemplate = `sverka_template_${process.pid}_${Date.now().toString(36)}`;
  await sql.unsafe(`create database ${scratchTemplate}`);
  const templateUrl = new URL(databaseUrl);
  templateUrl.pathname = `/${scratchTemplate}`;
  const templateSql = createSql(templateUrl.toString(), { max: 2 });
  await Promise.all([migrateDatabase(sql), migrateDatabase(templateSql).finally(() => templateSql.end())]);
  await loadDemoDataset(sql, TEST_DATASET);
  await sql.end();
  project.provide('databaseUrl', databaseUrl);
  project.provide('scratchTemplate', scratchTemplate);

  return async () => {
    const cleanup = createSql(databaseUrl, { max: 1 });
    await cleanup.unsafe(`drop database if exists ${scratchTemplate} with (force)`);
    await cleanup.end();
    await dropDatabase?.();
    await embedded?.stop();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  };
}
