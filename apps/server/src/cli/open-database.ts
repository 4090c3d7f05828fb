import { loadConfig } from '../config.ts';
import { createSql, type TSql } from '../db/client.ts';
import { startEmbeddedPostgres } from '../db/embedded.ts';
import { migrateDatabase } from '../db/migrate.ts';
import { ensureReferenceData } from '../modules/reference/index.ts';

/**
 * The database a command-line tool works on: DATABASE_URL, or the embedded
 * cluster of DATA_DIR, joined if the server is running it (and left running),
 * started if not (and stopped again by `close`). Migrations and the reference
 * books are brought up to date first, unless `prepare` is false (backup and
 * restore take the database as it is).
 */
export async function openDatabase(
  log: (message: string) => void,
  options: { prepare?: boolean } = {},
): Promise<{ sql: TSql; close: () => Promise<void> }> {
  const config = loadConfig();
  const embedded = config.databaseUrl ? undefined : await startEmbeddedPostgres(config.dataDir, log);
  const sql = createSql(config.databaseUrl ?? (embedded?.url as string), { applicationName: 'sverka-cli' });
  if (options.prepare !== false) {
    await migrateDatabase(sql);
    await ensureReferenceData(sql);
  }
  return {
    sql,
    close: async () => {
      await sql.end({ timeout: 5 });
      await embedded?.stop();
    },
  };
}

/** `--name value` flags of a command line, as strings. */
export function readFlags(argv: string[]): Map<string, string> {
  const flags = new Map<string, string>();
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i] ?? '';
    if (!arg.startsWith('--')) continue;
    const [name, inline] = arg.slice(2).split('=', 2) as [string, string | undefined];
    const next = argv[i + 1];
    if (inline !== undefined) flags.set(name, inline);
    else if (next !== undefined && !next.startsWith('--')) {
      flags.set(name, next);
      i++;
    } else flags.set(name, 'true');
  }
  return flags;
}
