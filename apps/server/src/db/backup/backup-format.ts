import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { TSql } from '../client.ts';
import { MIGRATIONS_FOLDER, migrationJournal } from '../migrate.ts';

/**
 * A backup is a gzip'd text file in pg_dump's plain style, data only: a header naming the migrations the
 * database had (the schema is theirs to rebuild), one `COPY … FROM stdin;` block per table of schema
 * public in PostgreSQL's text format, and the sequences' positions as `setval` lines. Written by our own
 * COPY rather than pg_dump, because the embedded cluster ships without client tools and a pg_dump older
 * than the server refuses to run; text COPY is read by any PostgreSQL version the app supports.
 */
export const BACKUP_FORMAT = 1;
export const HEADER_PREFIX = '-- sverka-backup ';
export const COPY_END = '\\.';

export type TBackupTable = { name: string; columns: string[] };
export type TBackupMigration = { when: number; hash: string };

export type TBackupHeader = {
  format: typeof BACKUP_FORMAT;
  createdAt: string;
  /** `select version()` of the server it was taken from. */
  server: string;
  database: string;
  /** The migrations applied to that database, in order (drizzle's journal time and file hash). */
  migrations: TBackupMigration[];
  /** The tables in the order of their COPY blocks, with the columns each block holds (generated ones left out). */
  tables: TBackupTable[];
};

/** The schemas the app owns: its tables, drizzle's record of migrations and pg-boss's job queue. */
export const APP_SCHEMAS = ['public', 'drizzle', 'pgboss'] as const;

export const quoteIdent = (name: string): string => `"${name.replaceAll('"', '""')}"`;

export const copyStatement = (table: TBackupTable): string =>
  `COPY public.${quoteIdent(table.name)} (${table.columns.map(quoteIdent).join(', ')}) FROM stdin;`;

export const setvalStatement = (sequence: string, value: string, isCalled: boolean): string =>
  `SELECT pg_catalog.setval('public.${quoteIdent(sequence).replaceAll("'", "''")}', ${value}, ${isCalled});`;

const SETVAL = /^SELECT pg_catalog\.setval\('public\."((?:[^"]|"")+)"', (\d+), (true|false)\);$/;

export function parseSetval(line: string): { sequence: string; value: string; isCalled: boolean } | undefined {
  const match = SETVAL.exec(line);
  if (!match) return undefined;
  const [, quoted = '', value = '', called] = match;
  return { sequence: quoted.replaceAll("''", "'").replaceAll('""', '"'), value, isCalled: called === 'true' };
}

/** `sverka-2026-11-25T10-30-05Z.sql.gz`: sorts by time, safe in any file system. */
export function defaultBackupName(now = new Date()): string {
  return `sverka-${now
    .toISOString()
    .replace(/\.\d+Z$/, 'Z')
    .replaceAll(':', '-')}.sql.gz`;
}

/** The tables of schema public and the columns a COPY can fill (generated columns are computed again). */
export async function listTables(sql: TSql): Promise<TBackupTable[]> {
  const rows = await sql<{ name: string; columns: string[] }[]>`
    select c.relname as name,
      array_agg(a.attname::text order by a.attnum) filter (where a.attnum > 0) as columns
    from pg_class c
    join pg_attribute a on a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped and a.attgenerated = ''
    where c.relnamespace = 'public'::regnamespace and c.relkind = 'r'
    group by c.relname
    order by c.relname`;
  return rows.map((row) => ({ name: row.name, columns: row.columns }));
}

/** The migrations a database has applied; empty when it has none (no drizzle schema yet). */
export async function appliedMigrations(sql: TSql): Promise<TBackupMigration[]> {
  const [exists] = await sql<
    { found: boolean }[]
  >`select to_regclass('drizzle.__drizzle_migrations') is not null as found`;
  if (!exists?.found) return [];
  const rows = await sql<{ when: string; hash: string }[]>`
    select created_at::text as when, hash from drizzle.__drizzle_migrations order by id`;
  return rows.map((row) => ({ when: Number(row.when), hash: row.hash }));
}

/** drizzle's hash of a migration: SHA-256 of its SQL file. */
const migrationHash = (tag: string) =>
  createHash('sha256')
    .update(readFileSync(path.join(MIGRATIONS_FOLDER, `${tag}.sql`), 'utf8'))
    .digest('hex');

/**
 * How many of this app's migrations rebuild the schema a backup was taken at, or why none can: the backup's
 * migrations must be the first ones of this app, unchanged.
 */
export function matchMigrations(backup: TBackupMigration[]): { count: number } | { problem: string } {
  const journal = migrationJournal();
  if (backup.length > journal.length) {
    return {
      problem: `the backup comes from a newer Sverka (${backup.length} migrations, this one has ${journal.length}); restore it with that version`,
    };
  }
  for (const [index, migration] of backup.entries()) {
    const entry = journal[index];
    if (!entry || entry.when !== migration.when || migrationHash(entry.tag) !== migration.hash) {
      return { problem: `migration ${index + 1} of the backup is not this version's ${entry?.tag ?? '(none)'}` };
    }
  }
  return { count: backup.length };
}
