import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { guardAgainstOrphans } from '../../../../scripts/orphan-guard.ts';
import { databaseFingerprint } from '../../test/database-fingerprint.ts';
import { createSql, type TSql } from '../db/client.ts';
import { startEmbeddedPostgres, type TEmbeddedPostgres } from '../db/embedded.ts';
import { migrateDatabase } from '../db/migrate.ts';
import { loadDemoDataset } from '../modules/demo/index.ts';

/**
 * `npm run db:backup` and `db:restore` as an operator runs them on the default installation: no DATABASE_URL,
 * the embedded cluster of DATA_DIR (here running, as beside a server, so the tools join it).
 */
const repoRoot = fileURLToPath(new URL('../../../../', import.meta.url));
const dataDir = mkdtempSync(path.join(tmpdir(), 'sverka-backup-cli-'));
guardAgainstOrphans({ watchPid: process.pid, clusterDirs: [dataDir], removeDirs: [dataDir] });
let embedded: TEmbeddedPostgres;
let sql: TSql;

async function runCli(name: 'db-backup' | 'db-restore', args: string[] = []) {
  const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir };
  delete env.DATABASE_URL;
  const child = spawn(process.execPath, ['--import', 'tsx', `apps/server/src/cli/${name}.ts`, ...args], {
    cwd: repoRoot,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
  return { code, output };
}

beforeAll(async () => {
  embedded = await startEmbeddedPostgres(dataDir);
  // Named unlike the server's pools, which a restore waits for the operator to stop.
  sql = createSql(embedded.url, { max: 2, applicationName: 'backup-cli-test' });
  await migrateDatabase(sql);
  await loadDemoDataset(sql, { companies: 60, entrepreneurs: 30, seed: 11 });
}, 180_000);

afterAll(async () => {
  await sql?.end();
  await embedded?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('npm run db:backup / db:restore on the embedded cluster', () => {
  it('backs up to DATA_DIR/backups, refuses to overwrite without --force, and restores with it', async () => {
    const before = await databaseFingerprint(sql);
    const backup = await runCli('db-backup');
    expect(backup.code, backup.output).toBe(0);
    const files = readdirSync(path.join(dataDir, 'backups'));
    expect(files).toEqual([expect.stringMatching(/^sverka-\d{4}-\d\d-\d\dT\d\d-\d\d-\d\dZ\.sql\.gz$/)]);
    expect(backup.output).toMatch(/Backup written: \d+ rows of \d+ tables/);
    const file = path.join(dataDir, 'backups', files[0] as string);

    await sql`update companies set name_short = 'ООО "ИСПРАВЛЕНО ПО ОШИБКЕ"'`;
    await sql`delete from entrepreneurs`;
    const refused = await runCli('db-restore', ['--file', file]);
    expect(refused.code).toBe(1);
    expect(refused.output).toMatch(/is not empty .* add --force/);
    const [{ left }] = (await sql`select count(*)::int as left from entrepreneurs`) as unknown as [{ left: number }];
    expect(left).toBe(0);

    await sql.end();
    const restored = await runCli('db-restore', ['--file', file, '--force']);
    expect(restored.code, restored.output).toBe(0);
    expect(restored.output).toMatch(/Restored \d+ rows of \d+ tables/);
    sql = createSql(embedded.url, { max: 2, applicationName: 'backup-cli-test' });
    expect(await databaseFingerprint(sql)).toEqual(before);
  }, 120_000);

  it('explains its usage and a missing file', async () => {
    const usage = await runCli('db-restore');
    expect(usage.code).toBe(1);
    expect(usage.output).toContain('Usage: npm run db:restore -- --file PATH [--force]');
    const missing = await runCli('db-restore', ['--file', path.join(dataDir, 'nope.sql.gz')]);
    expect(missing.code).toBe(1);
    expect(missing.output).toContain('No such file');
    expect(existsSync(path.join(dataDir, 'nope.sql.gz'))).toBe(false);
  }, 60_000);
});
