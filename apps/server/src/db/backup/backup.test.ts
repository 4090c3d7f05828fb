import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { databaseFingerprint } from '../../../test/database-fingerprint.ts';
import { createDiskStorage } from '../../lib/storage.ts';
import { loadDemoDataset } from '../../modules/demo/index.ts';
import { createSql, type TSql } from '../client.ts';
import { migrateDatabase } from '../migrate.ts';
import { matchMigrations } from './backup-format.ts';
import { backupDatabase } from './dump.ts';
import { RestoreRefused, readBackupHeader, restoreDatabase } from './restore.ts';

/** Databases of this file on the suite's server (PostgreSQL 15 in CI's API run, the embedded 18 otherwise). */
const serverUrl = () => inject('databaseUrl');
const created: string[] = [];

async function newDatabase(label: string): Promise<{ url: string; sql: TSql }> {
  const name = `sverka_backup_${label}_${process.pid}_${Date.now().toString(36)}`;
  const admin = createSql(serverUrl(), { max: 1 });
  await admin.unsafe(`create database ${name}`);
  await admin.end();
  created.push(name);
  const url = new URL(serverUrl());
  url.pathname = `/${name}`;
  // Not named like the server's pools: a restore refuses to run beside a connected server.
  return { url: url.toString(), sql: createSql(url.toString(), { max: 2, applicationName: 'sverka-cli' }) };
}

let dir: string;
let source: { url: string; sql: TSql };
let file: string;
let original: Awaited<ReturnType<typeof databaseFingerprint>>;

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'sverka-backup-'));
  source = await newDatabase('source');
  await migrateDatabase(source.sql);
  await loadDemoDataset(source.sql, {
    companies: 120,
    entrepreneurs: 60,
    seed: 7,
    marketplace: { storage: createDiskStorage(path.join(dir, 'uploads')), products: 40 },
  });
  // Rows behind triggers that must not fire again on the way back: the append-only audit log and a rating.
  const [user] = await source.sql<{ id: number }[]>`select id from users order by id limit 1`;
  await source.sql`
    insert into audit_log (actor_id, action, target_type, target_id, before, after)
    values (${user?.id ?? null}, 'user.role', 'user', '1', '{"role":"user"}'::jsonb, '{"role":"admin"}'::jsonb)`;
  original = await databaseFingerprint(source.sql);
  file = path.join(dir, 'source.sql.gz');
  const result = await backupDatabase(source.sql, file);
  expect(result.rows).toBe(original.rows);
}, 120_000);

afterAll(async () => {
  await source?.sql.end();
  const admin = createSql(serverUrl(), { max: 1 });
  for (const name of created) await admin.unsafe(`drop database if exists ${name} with (force)`);
  await admin.end();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

describe('backup and restore', () => {
  it('writes a header naming the migrations the database had and every table it has', async () => {
    const header = await readBackupHeader(file);
    expect(header.migrations.length).toBeGreaterThan(20);
    expect(matchMigrations(header.migrations)).toEqual({ count: header.migrations.length });
    expect(header.tables.map((table) => table.name)).toEqual(original.tables.map((table) => table.name));
    // Generated columns are left to the restore to compute again.
    expect(header.tables.find((table) => table.name === 'companies')?.columns).not.toContain('search_rank');
  });

  it('refuses a non-empty database without --force and leaves it as it was', async () => {
    await source.sql`update companies set name_short = 'ООО "ПОСЛЕ БЭКАПА"' where id = (select min(id) from companies)`;
    await source.sql`delete from company_directors`;
    await source.sql`drop table watchlist_entries cascade`;
    const changed = await databaseFingerprint(source.sql);
    await expect(restoreDatabase(source.sql, file)).rejects.toThrow(RestoreRefused);
    await expect(restoreDatabase(source.sql, file)).rejects.toThrow(/--force/);
    expect(await databaseFingerprint(source.sql)).toEqual(changed);
  });

  it('brings back every row, sequence, index, key and trigger with --force', async () => {
    const messages: string[] = [];
    const result = await restoreDatabase(source.sql, file, { force: true, onProgress: (m) => messages.push(m) });
    expect(result.rows).toBe(original.rows);
    expect(await databaseFingerprint(source.sql)).toEqual(original);
    expect(messages).toContainEqual(expect.stringMatching(/^Rebuilding \d+ indexes…$/));
    // The triggers work again: a new company gets its search terms.
    await source.sql`
      insert into companies (inn, ogrn, name_short, name_full, status_name, source, as_of)
      values ('7707083893', '1027700132195', 'ПАО "ТРИГГЕР"', 'ПАО "ТРИГГЕР"', 'Действует', 'egrul', '2026-01-01')`;
    const [terms] = await source.sql<{ count: number }[]>`
      select count(*)::int as count from company_name_terms t join companies c on c.id = t.company_id
      where c.inn = '7707083893'`;
    expect(terms?.count).toBeGreaterThan(0);
  });

  it('restores into a new, empty database without being asked twice', async () => {
    const target = await newDatabase('empty');
    try {
      await restoreDatabase(target.sql, file);
      expect(await databaseFingerprint(target.sql)).toEqual(original);
    } finally {
      await target.sql.end();
    }
  });

  it('refuses while a server is connected, and a backup of a newer version', async () => {
    const target = await newDatabase('busy');
    const server = createSql(target.url, { max: 1 });
    try {
      await server`select 1`;
      await expect(restoreDatabase(target.sql, file)).rejects.toThrow(/stop it before restoring/);
    } finally {
      await server.end();
      await target.sql.end();
    }
    const header = await readBackupHeader(file);
    expect(matchMigrations([...header.migrations, { when: Date.now(), hash: 'f'.repeat(64) }])).toEqual({
      problem: expect.stringMatching(/newer Sverka/),
    });
  });
});
