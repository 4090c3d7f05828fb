import { randomUUID } from 'node:crypto';
import type { TSql } from '../../db/client.ts';
import { readCsvRows } from './csv-rows.ts';
import { isRejection, type TImporter } from './importer.ts';
import { IMPORTERS } from './importers/index.ts';
import * as repository from './ingest.repository.ts';
import { openInput, type TInput } from './inputs.ts';
import { ParseThread } from './parse-thread.ts';
import { parseUnits, type TParsed } from './parse-units.ts';
import { readXmlUnits } from './xml-units.ts';

export type TImportProgress = { phase: string; done: number; total: number };

export type TImportSummary = repository.TRunRow & { resumed: boolean; ms: number };

const DEFAULT_BATCH = 1_000;
/**
 * Entries smaller than this are parsed on the importing thread: a parsing thread takes longer to start (it loads
 * the importers' code) than such a file takes to parse.
 */
const PARSE_THREAD_MIN_BYTES = 8 * 1024 * 1024;

type TPending<TRecord> = {
  records: TRecord[];
  rejections: { file: string; position: string; reason: string; excerpt: string | null }[];
  read: number;
  checkpoint: repository.TCheckpoint | null;
};

export type TRunImportOptions = {
  /**
   * A run the back office created for this input (`createQueuedRun`): the import is recorded there,
   * and carries on from its checkpoint when a job is retried after its process died.
   */
  runId?: number;
  /** Entries of at least this many bytes are parsed on a worker thread (PARSE_THREAD_MIN_BYTES by default). */
  parseThreadMinBytes?: number;
};

/**
 * The run this import records into: the given one, the unfinished run over the same input (resumed
 * from its checkpoint), or a new one.
 */
async function openRun(
  sql: TSql,
  source: string,
  input: TInput,
  runId: number | undefined,
): Promise<{ run: repository.TRunRow; resumed: boolean }> {
  if (runId !== undefined) {
    const run = await repository.reopenRun(sql, runId, input.totalBytes);
    if (!run) throw new Error(`Нет запуска импорта #${runId}`);
    return { run, resumed: run.checkpoint !== null };
  }
  const previous = await repository.findResumableRun(sql, source, input.path, input.fingerprint);
  if (previous) {
    await repository.reopenRun(sql, previous.id, input.totalBytes);
    return { run: previous, resumed: true };
  }
  return {
    run: await repository.createRun(sql, source, input.path, input.fingerprint, input.totalBytes),
    resumed: false,
  };
}

/**
 * Imports one file, directory or zip with one importer.
 *
 * Records are written in batches, each in one transaction together with the
 * run's counters and checkpoint, so the database never holds half a batch and
 * the checkpoint always matches what was written. A run killed mid-file stays
 * `running` (one that failed is `failed`); the next run over the same input
 * (same fingerprint) skips what the checkpoint says was committed and
 * carries on. A malformed or truncated
 * file fails the run with a readable message; the batch being read is dropped.
 * XML of a registered importer is parsed on a worker thread when the entry is
 * large, so that parsing and writing use both cores.
 */
export async function runImport<TRecord>(
  sql: TSql,
  importer: TImporter<TRecord>,
  inputPath: string,
  onProgress: (progress: TImportProgress) => void = () => undefined,
  options: TRunImportOptions = {},
): Promise<TImportSummary> {
  const startedAt = performance.now();
  const input = await openInput(inputPath);
  const { run, resumed } = await openRun(sql, importer.source, input, options.runId);
  const resumeFrom = resumed ? run.checkpoint : null;
  const batchSize = importer.batchSize ?? DEFAULT_BATCH;
  const context = { id: run.id, resumed, key: randomUUID() };

  let bytesDone = 0;
  let pending: TPending<TRecord> = { records: [], rejections: [], read: 0, checkpoint: null };
  // `bytesRead`: how far into the input the batch was cut; the run's progress once the batch commits.
  const writeBatch = (batch: TPending<TRecord>, bytesRead: number) =>
    sql.begin(async (tx) => {
      const written = batch.records.length
        ? await importer.write(tx as unknown as TSql, batch.records, context)
        : { inserted: 0, updated: 0 };
      const skippedOlder = written.skippedOlder ?? 0;
      await repository.insertRejections(tx as unknown as TSql, run.id, batch.rejections);
      await repository.advanceRun(
        tx as unknown as TSql,
        run.id,
        { read: batch.read, rejected: batch.rejections.length, ...written, skippedOlder },
        batch.checkpoint as repository.TCheckpoint,
        bytesRead,
      );
    });
  // One batch is written while the next one is read: parsing and the database
  // work at the same time, and batches still commit strictly in file order.
  let inFlight: Promise<unknown> | undefined;
  const drain = async () => {
    const writing = inFlight;
    inFlight = undefined;
    await writing;
  };
  const flush = async () => {
    if (!pending.read) return;
    const batch = pending;
    pending = { records: [], rejections: [], read: 0, checkpoint: batch.checkpoint };
    await drain();
    inFlight = writeBatch(batch, bytesDone);
    // A failure is reported where the write is awaited, not as an unhandled rejection.
    inFlight.catch(() => undefined);
  };

  const onBytes = (bytes: number) => {
    bytesDone += bytes;
    onProgress({ phase: importer.source, done: bytesDone, total: input.totalBytes });
  };

  let thread: ParseThread | undefined;
  try {
    let entryIndex = -1;
    for await (const entry of input.entries()) {
      entryIndex++;
      if (importer.accepts && !importer.accepts(entry.name)) continue;
      if (resumeFrom && entryIndex < resumeFrom.entryIndex) {
        onBytes(entry.size);
        continue;
      }
      const skipUpTo = resumeFrom && entryIndex === resumeFrom.entryIndex ? resumeFrom.record : 0;
      const stream = await entry.open();
      let units: AsyncIterable<TParsed<TRecord | TRecord[]>>;
      if (importer.format === 'csv') {
        units = parseUnits(readCsvRows(stream, importer.csv, onBytes), (row) => importer.parse(row, entry.name));
      } else if (
        IMPORTERS[importer.source]?.parse === importer.parse &&
        entry.size >= (options.parseThreadMinBytes ?? PARSE_THREAD_MIN_BYTES)
      ) {
        // A registered parser can run on its own thread (it is found there by the source name).
        thread ??= new ParseThread({ source: importer.source });
        units = thread.parse(stream, entry.name, onBytes) as AsyncIterable<TParsed<TRecord | TRecord[]>>;
      } else {
        units = parseUnits(readXmlUnits(stream, importer.unit, onBytes, importer.header), (unit) =>
          importer.parse(unit, entry.name),
        );
      }
      let record = 0;
      for await (const { result, excerpt } of units) {
        record++;
        if (record <= skipUpTo) continue;
        pending.read++;
        pending.checkpoint = { entryIndex, entry: entry.name, record };
        if (isRejection(result)) {
          pending.rejections.push({
            file: entry.name,
            position: `запись ${record}`,
            reason: result.reject,
            excerpt: excerpt ?? null,
          });
        } else if (Array.isArray(result)) pending.records.push(...result);
        else pending.records.push(result);
        if (pending.records.length + pending.rejections.length >= batchSize) await flush();
      }
    }
    await flush();
    await drain();
    const { finish } = importer;
    if (finish) await sql.begin((tx) => finish(tx as unknown as TSql, context));
    const finished = await repository.finishRun(sql, run.id, 'done', null);
    return { ...finished, resumed, ms: performance.now() - startedAt };
  } catch (error) {
    // Let a batch already on its way finish (or fail) before the run is closed.
    await drain().catch(() => undefined);
    const message = error instanceof Error ? error.message : String(error);
    const failed = await repository.finishRun(sql, run.id, 'failed', message);
    return { ...failed, resumed, ms: performance.now() - startedAt };
  } finally {
    await thread?.close();
  }
}
