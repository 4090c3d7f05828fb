import { createWriteStream, renameSync, rmSync, statSync } from 'node:fs';
import { PassThrough } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGzip } from 'node:zlib';
import type { TSql } from '../client.ts';
import {
  appliedMigrations,
  BACKUP_FORMAT,
  COPY_END,
  copyStatement,
  HEADER_PREFIX,
  listTables,
  setvalStatement,
  type TBackupHeader,
} from './backup-format.ts';

export type TBackupProgress = (event: { table: string; rows: number }) => void;

export type TBackupResult = { file: string; tables: number; rows: number; bytes: number; ms: number };

/** Rows in a piece of COPY text output: one line each. */
function countLines(chunk: Buffer): number {
  let rows = 0;
  for (let at = chunk.indexOf(10); at !== -1; at = chunk.indexOf(10, at + 1)) rows++;
  return rows;
}

/**
 * Writes every table of schema public and every sequence of it, as one consistent snapshot (a repeatable
 * read, read-only transaction), to `file` (gzip). The file appears under its name only when complete:
 * it is written beside it as `.partial` and renamed at the end.
 */
export async function backupDatabase(
  sql: TSql,
  file: string,
  onProgress: TBackupProgress = () => undefined,
): Promise<TBackupResult> {
  const startedAt = performance.now();
  const partial = `${file}.partial`;
  const out = new PassThrough();
  const written = pipeline(out, createGzip({ level: 3 }), createWriteStream(partial, { mode: 0o600 }));
  // Backpressure: wait whenever gzip or the disk falls behind.
  const write = async (text: string | Buffer) => {
    if (!out.write(text)) await new Promise((resolve) => out.once('drain', resolve));
  };
  let bytes = 0;
  let totalRows = 0;
  let tableCount = 0;
  try {
    await sql.begin('isolation level repeatable read read only', async (tx) => {
      // A role default must not cut a long dump short.
      await tx`set local statement_timeout = 0`;
      await tx`set local idle_in_transaction_session_timeout = 0`;
      const tables = await listTables(tx as unknown as TSql);
      const [server] = await tx<{ version: string; database: string }[]>`
        select version(), current_database() as database`;
      const header: TBackupHeader = {
        format: BACKUP_FORMAT,
        createdAt: new Date().toISOString(),
        server: server?.version ?? '',
        database: server?.database ?? '',
        migrations: await appliedMigrations(tx as unknown as TSql),
        tables,
      };
      await write(
        `-- Sverka backup of database "${header.database}" taken ${header.createdAt}: data only, the schema comes ` +
          'from the migrations listed below.\n-- Restore with: npm run db:restore -- --file <this file>\n' +
          `${HEADER_PREFIX}${JSON.stringify(header)}\n`,
      );
      for (const table of tables) {
        await write(`${copyStatement(table)}\n`);
        let rows = 0;
        const source = await tx`copy public.${tx(table.name)} (${tx(table.columns)}) to stdout`.readable();
        // Not piped into `out`: the table's end marker must follow its last row, and `out` stays open.
        for await (const chunk of source) {
          rows += countLines(chunk as Buffer);
          await write(chunk as Buffer);
        }
        await write(`${COPY_END}\n`);
        totalRows += rows;
        tableCount++;
        onProgress({ table: table.name, rows });
      }
      const sequences = await tx<{ name: string }[]>`
        select relname as name from pg_class
        where relnamespace = 'public'::regnamespace and relkind = 'S' order by relname`;
      for (const { name } of sequences) {
        const [position] = await tx<{ value: string; called: boolean }[]>`
          select last_value::text as value, is_called as called from public.${tx(name)}`;
        if (position) await write(`${setvalStatement(name, position.value, position.called)}\n`);
      }
    });
    out.end();
    await written;
    renameSync(partial, file);
    bytes = statSync(file).size;
  } catch (error) {
    out.destroy();
    await written.catch(() => undefined);
    rmSync(partial, { force: true });
    throw error;
  }
  return { file, tables: tableCount, rows: totalRows, bytes, ms: performance.now() - startedAt };
}
