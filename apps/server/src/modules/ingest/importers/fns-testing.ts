import { fileURLToPath } from 'node:url';
import type { TScratchDatabase } from '../../../../test/scratch-database.ts';
import type { TImporter } from '../importer.ts';
import { runImport, type TImportSummary } from '../runner.ts';

/** A path to `fixtures/<source>/<name>`, for the importer tests. */
export const fixtureOf = (source: string) => (name: string) =>
  fileURLToPath(new URL(`../fixtures/${source}/${name}`, import.meta.url));

/** Empties the importer's tables and the run log, then imports `file`: a test's clean start. */
export async function importFresh(
  db: TScratchDatabase,
  importer: TImporter,
  file: string,
  tables: string[],
): Promise<TImportSummary> {
  await db.sql.unsafe(`truncate ${[...tables, 'import_runs'].join(', ')} cascade`);
  return runImport(db.sql, importer, file);
}

/** The reasons the last import refused records with, in file order. */
export async function rejectionReasons(db: TScratchDatabase): Promise<string[]> {
  const rows = await db.sql<{ reason: string }[]>`select reason from import_rejections order by id`;
  return rows.map((row) => row.reason);
}
