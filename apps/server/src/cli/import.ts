import { ConfigError } from '../config.ts';
import { createProgressPrinter } from '../lib/progress.ts';
import { findRejections, IMPORTERS, runImport } from '../modules/ingest/index.ts';
import { openDatabase, readFlags } from './open-database.ts';
import { queueRatingAhead } from './rating-ahead-notice.ts';

/**
 * `npm run import -- <source> <file|dir|zip> [--batch N]`
 * Imports an official data file into the configured database — the running
 * server's embedded one included — and prints what it read, wrote and refused.
 * Run it again after a crash: it resumes where the last committed batch ended.
 */
const log = (message: string) => console.log(`[sverka] ${message}`);

function usage(): string {
  const sources = Object.values(IMPORTERS)
    .map((importer) => `  ${importer.source.padEnd(18)} ${importer.description}`)
    .join('\n');
  return `Usage: npm run import -- <source> <file|dir|zip> [--batch N]\nSources:\n${sources}`;
}

const positional = process.argv
  .slice(2)
  .filter((arg, i, all) => !arg.startsWith('--') && !all[i - 1]?.startsWith('--'));
const flags = readFlags(process.argv.slice(2));
const [source, inputPath] = positional;

try {
  const importer = source ? IMPORTERS[source] : undefined;
  if (!importer || !inputPath) {
    console.error(source && !importer ? `Unknown source "${source}".\n${usage()}` : usage());
    process.exit(2);
  }
  const batch = flags.get('batch');
  if (batch !== undefined) {
    const size = Number(batch);
    if (!Number.isInteger(size) || size < 1) throw new Error('--batch must be a whole number ≥ 1');
    importer.batchSize = size;
  }
  const { sql, close } = await openDatabase(log);
  try {
    const summary = await runImport(sql, importer, inputPath, createProgressPrinter(`Import ${source}`));
    const seconds = summary.ms / 1000;
    const rate = seconds > 0 ? Math.round(summary.read / seconds) : summary.read;
    log(
      `${summary.resumed ? 'Resumed run' : 'Run'} #${summary.id} ${summary.status}: read ${summary.read}, ` +
        `inserted ${summary.inserted}, updated ${summary.updated}, rejected ${summary.rejected}, ` +
        `skipped as older ${summary.skippedOlder} ` +
        `in ${seconds.toFixed(1)} s (${rate} records/s, peak RSS ${Math.round(process.resourceUsage().maxRSS / 1024)} MB)`,
    );
    if (summary.rejected) {
      for (const r of await findRejections(sql, summary.id, 20))
        log(`  rejected ${r.file}, ${r.position}: ${r.reason}`);
      if (summary.rejected > 20)
        log(`  … and ${summary.rejected - 20} more in import_rejections (run_id = ${summary.id})`);
    }
    if (summary.status === 'failed') {
      console.error(`[sverka] Import failed: ${summary.error}`);
      process.exitCode = 1;
    } else if (summary.inserted + summary.updated > 0) {
      await queueRatingAhead(sql, log);
    }
  } finally {
    await close();
  }
} catch (error) {
  console.error(error instanceof ConfigError || error instanceof Error ? error.message : error);
  process.exit(1);
}
