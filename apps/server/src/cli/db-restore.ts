import { existsSync } from 'node:fs';
import path from 'node:path';
import { RestoreRefused, restoreDatabase } from '../db/backup/restore.ts';
import { openDatabase, readFlags } from './open-database.ts';
import { runCli, UsageError } from './run-cli.ts';

/**
 * `npm run db:restore -- --file PATH [--force]`
 * Restores a backup made by `npm run db:backup` into the database (DATABASE_URL, or the embedded cluster of
 * DATA_DIR). A database that already holds Sverka's tables is refused unless --force is given, which deletes
 * them first. Stop the server before restoring; start it afterwards as usual.
 */
const log = (message: string) => console.log(`[sverka] ${message}`);
const USAGE = 'Usage: npm run db:restore -- --file PATH [--force]';

await runCli(USAGE, async () => {
  const flags = readFlags(process.argv.slice(2));
  const given = flags.get('file');
  if (!given || given === 'true') throw new UsageError();
  const file = path.resolve(given);
  if (!existsSync(file)) throw new RestoreRefused(`No such file: ${file}`);
  const { sql, close } = await openDatabase(log, { prepare: false });
  try {
    log(`Restoring ${file}…`);
    const result = await restoreDatabase(sql, file, { force: flags.get('force') === 'true', onProgress: log });
    log(`Restored ${result.rows} rows of ${result.tables} tables in ${(result.ms / 1000).toFixed(1)} s`);
  } finally {
    await close();
  }
}, [RestoreRefused]);
