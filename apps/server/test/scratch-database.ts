import { inject } from 'vitest';
import { createSql, type TSql } from '../src/db/client.ts';

export type TScratchDatabase = { url: string; sql: TSql; drop: () => Promise<void> };

/**
 * A fresh, migrated, empty database on the suite's server (a copy of the
 * suite's template), for tests that must count exactly what they write
 * (imports, loaders). Drop it in afterAll.
 */
export async function createScratchDatabase(label: string): Promise<TScratchDatabase> {
  const serverUrl = inject('databaseUrl');
  const name = `sverka_${label}_${process.pid}_${Date.now().toString(36)}`;
  const admin = createSql(serverUrl, { max: 1 });
  await admin.unsafe(`create database ${name} template ${inject('scratchTemplate')}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const sql = createSql(url.toString(), { max: 4 });
  return {
    url: url.toString(),
    sql,
    drop: async () => {
      await sql.end();
      const cleanup = createSql(serverUrl, { max: 1 });
      await cleanup.unsafe(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    },
  };
}
