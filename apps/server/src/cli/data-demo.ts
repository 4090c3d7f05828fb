import path from 'node:path';
import v8 from 'node:v8';
import { ConfigError, loadConfig } from '../config.ts';
import { createProgressPrinter } from '../lib/progress.ts';
import { createDiskStorage } from '../lib/storage.ts';
import { hasRegistryRows, truncateRegistry } from '../modules/dataset/index.ts';
import { clearDemoTables, loadDemoDataset } from '../modules/demo/index.ts';
import { openDatabase, readFlags } from './open-database.ts';
import { queueRatingAhead } from './rating-ahead-notice.ts';

/**
 * `npm run data:demo -- --companies 1000000 [--entrepreneurs N] [--seed N] [--replace]`
 * Loads the deterministic demo dataset with the demo marketplace. Existing registry data is kept unless
 * `--replace` is given, so an import is never wiped by accident.
 */
const log = (message: string) => console.log(`[sverka] ${message}`);
// The generator keeps a batch of rows alive while it streams: a larger young generation spares most GC promotions.
v8.setFlagsFromString('--max-semi-space-size=64');
const USAGE = 'Usage: npm run data:demo -- --companies N [--entrepreneurs N] [--seed N] [--replace]';

function positiveInt(flags: Map<string, string>, name: string, fallback: number): number {
  const raw = flags.get(name);
  if (raw === undefined) return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 0) throw new Error(`--${name} must be a whole number ≥ 0\n${USAGE}`);
  return value;
}

try {
  const flags = readFlags(process.argv.slice(2));
  const companies = positiveInt(flags, 'companies', 20_000);
  const entrepreneurs = positiveInt(flags, 'entrepreneurs', Math.round(companies / 2));
  const seed = positiveInt(flags, 'seed', 1);
  const { sql, close } = await openDatabase(log);
  try {
    if (await hasRegistryRows(sql)) {
      if (flags.get('replace') !== 'true') {
        throw new Error('The database already holds registry data. Add --replace to delete it and load demo data.');
      }
      log('Deleting existing registry data…');
      await truncateRegistry(sql);
      await clearDemoTables(sql);
    }
    const result = await loadDemoDataset(sql, {
      companies,
      entrepreneurs,
      seed,
      // The server's uploads storage: the demo products' pictures are served from there.
      marketplace: { storage: createDiskStorage(path.join(loadConfig().accounts.dataDir, 'uploads')) },
      onProgress: createProgressPrinter('Demo data'),
    });
    log(
      `Loaded ${result.companies} companies, ${result.entrepreneurs} sole traders, ${result.directors} directors ` +
        `in ${(result.ms / 1000).toFixed(1)} s`,
    );
    const total = Object.values(result.rows).reduce((a, b) => a + b, 0);
    const phases = Object.entries(result.phases).map(([name, ms]) => `${name} ${(ms / 1000).toFixed(1)} s`);
    log(`${total} rows in ${Object.keys(result.rows).length} tables; ${phases.join(', ')}`);
    if (result.reliability === 'lazy') await queueRatingAhead(sql, log);
  } finally {
    await close();
  }
} catch (error) {
  console.error(error instanceof ConfigError || error instanceof Error ? error.message : error);
  process.exit(1);
}
