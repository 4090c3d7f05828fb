import { once } from 'node:events';
import { createReadStream } from 'node:fs';
import { createInterface } from 'node:readline';
import type { Writable } from 'node:stream';
import { finished } from 'node:stream/promises';
import { createGunzip } from 'node:zlib';
import type { TSql } from '../client.ts';
import { migrateDatabase } from '../migrate.ts';
import {
  APP_SCHEMAS,
  BACKUP_FORMAT,
  COPY_END,
  copyStatement,
  HEADER_PREFIX,
  listTables,
  matchMigrations,
  parseSetval,
  quoteIdent,
  type TBackupHeader,
  type TBackupTable,
} from './backup-format.ts';

/** Why a restore did not start; nothing in the database was changed. */
export class RestoreRefused extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'RestoreRefused';
  }
}

export type TRestoreOptions = {
  /** Replace what the database holds (the app's schemas are dropped first); without it a non-empty database is refused. */
  force?: boolean;
  onProgress?: (message: string) => void;
};

export type TRestoreResult = { tables: number; rows: number; ms: number };

/** Reads the header of a backup file without reading the rest. */
export async function readBackupHeader(file: string): Promise<TBackupHeader> {
  const lines = createInterface({ input: createReadStream(file).pipe(createGunzip()), crlfDelay: Infinity });
  try {
    for await (const line of lines) {
      if (line.startsWith(HEADER_PREFIX)) {
        const header = JSON.parse(line.slice(HEADER_PREFIX.length)) as TBackupHeader;
        if (header.format !== BACKUP_FORMAT)
          throw new RestoreRefused(`${file}: unknown backup format ${header.format}`);
        return header;
      }
      if (!line.startsWith('--')) break;
    }
  } catch (error) {
    if (error instanceof RestoreRefused) throw error;
    throw new RestoreRefused(`${file} is not a Sverka backup (${(error as Error).message})`);
  } finally {
    lines.close();
  }
  throw new RestoreRefused(`${file} is not a Sverka backup: it has no header`);
}

/** How many relations the app's schemas hold in this database (0: a new, empty database). */
async function appRelationCount(sql: TSql): Promise<number> {
  const [row] = await sql<{ count: number }[]>`
    select count(*)::int as count from pg_class c join pg_namespace n on n.oid = c.relnamespace
    where n.nspname in ${sql(APP_SCHEMAS)} and c.relkind in ('r', 'p', 'v', 'm', 'S')`;
  return row?.count ?? 0;
}

/** Connections of running Sverka servers to this database (the command-line tools' own excepted). */
async function serverSessions(sql: TSql): Promise<number> {
  const [row] = await sql<{ count: number }[]>`
    select count(*)::int as count from pg_stat_activity
    where datname = current_database() and pid <> pg_backend_pid()
      and application_name like 'sverka%' and application_name <> 'sverka-cli'`;
  return row?.count ?? 0;
}

/**
 * The blocks of a backup file in order: its lines outside COPY blocks, and the raw bytes of each block's
 * rows (whole lines, passed on without being split or decoded).
 */
async function* backupBlocks(file: string): AsyncGenerator<{ line: string } | { rows: Buffer } | { end: true }> {
  const terminator = Buffer.from(`\n${COPY_END}\n`);
  const atStart = Buffer.from(`${COPY_END}\n`);
  let pending = Buffer.alloc(0);
  let inCopy = false;
  for await (const chunk of createReadStream(file).pipe(createGunzip())) {
    const buffer = pending.length ? Buffer.concat([pending, chunk as Buffer]) : (chunk as Buffer);
    let at = 0;
    for (;;) {
      if (!inCopy) {
        const newline = buffer.indexOf(10, at);
        if (newline === -1) break;
        const line = buffer.toString('utf8', at, newline);
        at = newline + 1;
        if (line.startsWith('COPY ')) inCopy = true;
        yield { line };
        continue;
      }
      // `at` is always at the start of a line here, so the block's end is `\.` there or after a newline.
      if (buffer.subarray(at, at + atStart.length).equals(atStart)) {
        at += atStart.length;
        inCopy = false;
        yield { end: true };
        continue;
      }
      const end = buffer.indexOf(terminator, at);
      if (end !== -1) {
        yield { rows: buffer.subarray(at, end + 1) };
        at = end + terminator.length;
        inCopy = false;
        yield { end: true };
        continue;
      }
      const lastNewline = buffer.lastIndexOf(10);
      if (lastNewline >= at) {
        yield { rows: buffer.subarray(at, lastNewline + 1) };
        at = lastNewline + 1;
      }
      break;
    }
    pending = Buffer.from(buffer.subarray(at));
  }
  if (inCopy || pending.length) throw new Error('the backup file ends in the middle of a table: it is incomplete');
}

const countRows = (rows: Buffer) => {
  let count = 0;
  for (let at = rows.indexOf(10); at !== -1; at = rows.indexOf(10, at + 1)) count++;
  return count;
};

/**
 * Restores a backup into the database: refuses one that holds the app's tables unless `force` (which drops
 * the app's schemas first); rebuilds the schema with the backup's migrations; loads every table in one
 * transaction with triggers off, secondary indexes and foreign keys dropped and rebuilt after the load (as
 * pg_restore orders it), sets the sequences; then applies this version's newer migrations and analyzes.
 */
export async function restoreDatabase(sql: TSql, file: string, options: TRestoreOptions = {}): Promise<TRestoreResult> {
  const startedAt = performance.now();
  const say = options.onProgress ?? (() => undefined);
  const header = await readBackupHeader(file);
  const migrations = matchMigrations(header.migrations);
  if ('problem' in migrations) throw new RestoreRefused(`Cannot restore ${file}: ${migrations.problem}`);
  const [target] = await sql<{ database: string }[]>`select current_database() as database`;
  const sessions = await serverSessions(sql);
  if (sessions > 0) {
    throw new RestoreRefused(
      `A Sverka server is connected to "${target?.database}" (${sessions} connections): stop it before restoring.`,
    );
  }
  const relations = await appRelationCount(sql);
  if (relations > 0 && !options.force) {
    throw new RestoreRefused(
      `Database "${target?.database}" is not empty (${relations} tables and sequences of Sverka). ` +
        'Restore into a new database, or add --force to delete what it holds and replace it with the backup.',
    );
  }
  if (relations > 0) {
    say(`Deleting the current contents of "${target?.database}"…`);
    for (const schema of APP_SCHEMAS) await sql.unsafe(`drop schema if exists ${quoteIdent(schema)} cascade`);
    await sql`create schema if not exists public`;
  }
  say(`Creating the schema as of the backup (${migrations.count} migrations)…`);
  await migrateDatabase(sql, { upTo: migrations.count });

  let rows = 0;
  await sql.begin(async (transaction) => {
    const tx = transaction as unknown as TSql;
    await tx`set local statement_timeout = 0`;
    const present = new Map((await listTables(tx)).map((table) => [table.name, table.columns.join(',')]));
    for (const table of header.tables) {
      if (present.get(table.name) !== table.columns.join(',')) {
        throw new Error(`table ${table.name} of the backup does not match the schema its migrations made`);
      }
    }
    const tables = [...present.keys()].map((name) => `public.${quoteIdent(name)}`);
    // Triggers keep derived tables and the change feed: the backup holds those rows already.
    for (const table of tables) await tx.unsafe(`alter table ${table} disable trigger user`);
    const foreignKeys = await tx<{ table: string; name: string; definition: string }[]>`
      select conrelid::regclass::text as table, conname as name, pg_get_constraintdef(oid) as definition
      from pg_constraint where contype = 'f' and connamespace = 'public'::regnamespace`;
    for (const key of foreignKeys) await tx.unsafe(`alter table ${key.table} drop constraint ${quoteIdent(key.name)}`);
    const indexes = await tx<{ name: string; definition: string }[]>`
      select i.indexrelid::regclass::text as name, pg_get_indexdef(i.indexrelid) as definition
      from pg_index i join pg_class c on c.oid = i.indrelid
      where c.relnamespace = 'public'::regnamespace
        and not exists (select 1 from pg_constraint k where k.conindid = i.indexrelid)`;
    for (const index of indexes) await tx.unsafe(`drop index ${index.name}`);
    // Rows the migrations themselves inserted (plans, reference books) are in the backup as they were.
    if (tables.length) await tx.unsafe(`truncate table ${tables.join(', ')}`);

    let block = -1;
    let copy: Writable | undefined;
    let tableRows = 0;
    for await (const part of backupBlocks(file)) {
      if ('line' in part) {
        if (part.line.startsWith('COPY ')) {
          const table = header.tables[++block];
          if (!table || part.line !== copyStatement(table))
            throw new Error(`unexpected block in the backup: ${part.line}`);
          tableRows = 0;
          continue;
        }
        const setval = parseSetval(part.line);
        if (setval) {
          const sequence = `public.${quoteIdent(setval.sequence)}`;
          await tx`select setval(${sequence}::regclass, ${setval.value}::bigint, ${setval.isCalled})`;
        }
      } else if ('rows' in part) {
        // Opened with the first rows: an empty table needs no COPY (each costs a round trip or more).
        if (!copy) {
          const table = header.tables[block] as TBackupTable;
          copy = await tx`copy public.${tx(table.name)} (${tx(table.columns)}) from stdin`.writable();
          // A refused row fails the stream; `once` and `finished` below report it, this keeps it from escaping.
          copy.on('error', () => undefined);
        }
        tableRows += countRows(part.rows);
        if (!copy.write(part.rows)) await once(copy, 'drain');
      } else {
        copy?.end();
        if (copy) await finished(copy);
        copy = undefined;
        rows += tableRows;
        if (tableRows) say(`  ${header.tables[block]?.name}: ${tableRows} rows`);
      }
    }
    if (block + 1 !== header.tables.length) throw new Error('the backup file is incomplete: tables are missing');

    say(`Rebuilding ${indexes.length} indexes…`);
    for (const index of indexes) await tx.unsafe(index.definition);
    say(`Checking ${foreignKeys.length} foreign keys…`);
    for (const key of foreignKeys) {
      await tx.unsafe(`alter table ${key.table} add constraint ${quoteIdent(key.name)} ${key.definition}`);
    }
    for (const table of tables) await tx.unsafe(`alter table ${table} enable trigger user`);
    // Running servers compare this version with what they cached: the restored data is new to them.
    await tx`
      select nextval(to_regclass('public.registry_data_version'))
      where to_regclass('public.registry_data_version') is not null`;
  });

  say('Applying the migrations that came after the backup…');
  await migrateDatabase(sql);
  say('Updating the planner statistics…');
  await sql`analyze`;
  return { tables: header.tables.length, rows, ms: performance.now() - startedAt };
}
