import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { loadConfig } from '../config.ts';
import { defaultBackupName } from '../db/backup/backup-format.ts';
import { backupDatabase } from '../db/backup/dump.ts';
import { openDatabase, readFlags } from './open-database.ts';
import { runCli, UsageError } from './run-cli.ts';

/**
 * `npm run db:backup [-- --file PATH]`
 * Writes the database (DATABASE_URL, or the embedded cluster of DATA_DIR) to a gzip'd backup file, by default
 * DATA_DIR/backups/sverka-<UTC time>.sql.gz. Safe while the server runs: it reads one consistent snapshot.
 * Uploaded files (DATA_DIR/uploads) are not in it: copy that folder beside the backup.
 */
const log = (message: string) => console.log(`[sverka] ${message}`);
const USAGE = 'Usage: npm run db:backup [-- --file PATH]';

await runCli(USAGE, async () => {
  const flags = readFlags(process.argv.slice(2));
  const given = flags.get('file');
  if (given === 'true') throw new UsageError();
  const file = path.resolve(given ?? path.join(loadConfig().dataDir, 'backups', defaultBackupName()));
  mkdirSync(path.dirname(file), { recursive: true });
  const { sql, close } = await openDatabase(log, { prepare: false });
  try {
    log(`Writing the backup to ${file}…`);
    const result = await backupDatabase(sql, file, ({ table, rows }) => {
      if (rows) log(`  ${table}: ${rows} rows`);
    });
    log(
      `Backup written: ${result.rows} rows of ${result.tables} tables, ` +
        `${(result.bytes / 1024 / 1024).toFixed(1)} MB in ${(result.ms / 1000).toFixed(1)} s: ${file}`,
    );
  } finally {
    await close();
  }
});
