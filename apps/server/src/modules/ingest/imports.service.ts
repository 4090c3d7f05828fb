import { rm, stat } from 'node:fs/promises';
import path from 'node:path';
import {
  AppError,
  IMPORT_MESSAGES,
  IMPORT_REJECTIONS_PAGE_SIZE,
  IMPORT_RUNS_PAGE_SIZE,
  importFileKindAccepted,
  MESSAGES,
  type TImportRejectionPage,
  type TImportRun,
  type TImportRunPage,
  type TImportSource,
} from '@sverka/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { TSql } from '../../db/client.ts';
import type { TJobQueue } from '../../lib/job-queue.ts';
import { isProcessAlive } from '../../lib/process-alive.ts';
import { recordAudit } from '../audit/index.ts';
import type { TImportUpload } from './import-upload.ts';
import type { TImporter } from './importer.ts';
import { IMPORTERS } from './importers/index.ts';
import * as repository from './imports.repository.ts';
import { runImport } from './runner.ts';

/** What the back office's imports need: the database, the job queue, the folder uploads are kept in. */
export type TImportsDeps = {
  sql: TSql;
  importsDir: string;
  log: Pick<FastifyBaseLogger, 'info' | 'error'>;
  queue: TJobQueue | undefined;
  /**
   * Asked after a run that wrote rows: queues the rating ahead of the subjects whose ratings it dropped (the app
   * hands in the reliability module's job). Without it they are rated when first shown, or at the next period.
   */
  rateAhead?: () => Promise<unknown>;
};

export const IMPORT_FILE_JOB = 'ingest.import-file';
type TImportJobData = { runId: number; source: string; file: string };

/** The description without its trailing list of file kinds («…, XML или zip»): those are `file_kinds`. */
export const sourceLabel = (importer: TImporter) =>
  importer.description.replace(/,\s*(?:файл, папка или zip|(?:XML|CSV)(?: или zip)?)$/, '');

/** A run reads a file of the importer's format, or a zip of such files. */
const fileKindsOf = (importer: TImporter) => [importer.format, 'zip'];

export function listSources(): TImportSource[] {
  return Object.values(IMPORTERS).map((importer) => ({
    source: importer.source,
    label: sourceLabel(importer),
    file_kinds: fileKindsOf(importer),
  }));
}

export function presentRun(row: repository.TRunListRow): TImportRun {
  return {
    id: row.id,
    source: row.source,
    file_name: path.basename(row.file),
    status: row.status,
    error: row.error,
    read: row.read,
    inserted: row.inserted,
    updated: row.updated,
    rejected: row.rejected,
    skipped_older: row.skipped_older,
    started_at: row.started_at.toISOString(),
    finished_at: row.finished_at?.toISOString() ?? null,
    duration_ms: Math.max(0, row.duration_ms),
    started_by:
      row.started_by_id === null
        ? null
        : { id: row.started_by_id, full_name: row.started_by_full_name ?? '', email: row.started_by_email ?? '' },
    bytes_total: row.bytes_total,
    bytes_done: row.bytes_done,
  };
}

export async function listRuns(sql: TSql, page: number): Promise<TImportRunPage> {
  const { count, rows } = await repository.findRunPage(sql, {
    limit: IMPORT_RUNS_PAGE_SIZE,
    offset: (page - 1) * IMPORT_RUNS_PAGE_SIZE,
  });
  return { count, results: rows.map(presentRun) };
}

export async function getRun(sql: TSql, runId: number): Promise<TImportRun> {
  const row = await repository.findRun(sql, runId);
  if (!row) throw new AppError('NOT_FOUND', IMPORT_MESSAGES.runNotFound);
  return presentRun(row);
}

export async function listRejections(sql: TSql, runId: number, page: number): Promise<TImportRejectionPage> {
  if (!(await repository.findRun(sql, runId))) throw new AppError('NOT_FOUND', IMPORT_MESSAGES.runNotFound);
  const { count, rows } = await repository.findRejectionPage(sql, runId, {
    limit: IMPORT_REJECTIONS_PAGE_SIZE,
    offset: (page - 1) * IMPORT_REJECTIONS_PAGE_SIZE,
  });
  return { count, results: rows };
}

/** Failed runs started in the last `sinceDays` days: what the back office's overview counts. */
export function countFailedRuns(sql: TSql, sinceDays: number): Promise<number> {
  return repository.countFailedRunsSince(sql, sinceDays);
}

/**
 * Starts an import of an uploaded file: the run is created at once (so the answer carries its id) and
 * the file is imported by a background job with the runner the command line uses. One run per source
 * at a time: a run still marked running whose process is alive — started here or by `npm run import`
 * on this machine — answers 409. A run left running by a killed process does not hold the source.
 * @throws AppError INVALID_REQUEST for an unknown source or a file kind it does not read, CONFLICT.
 */
export async function startImport(
  deps: TImportsDeps,
  actorId: number,
  source: string,
  upload: TImportUpload,
): Promise<TImportRun> {
  const importer = IMPORTERS[source];
  if (!importer) {
    throw new AppError('INVALID_REQUEST', MESSAGES.invalidRequest, { source: [IMPORT_MESSAGES.unknownSource] });
  }
  const kinds = fileKindsOf(importer);
  if (!importFileKindAccepted(upload.fileName, kinds)) {
    throw new AppError('INVALID_REQUEST', MESSAGES.invalidRequest, {
      file: [IMPORT_MESSAGES.wrongFileKind(kinds.map((kind) => kind.toUpperCase()).join(', '))],
    });
  }
  const stats = await stat(upload.path);
  const runId = await deps.sql.begin(async (tx) => {
    const sql = tx as unknown as TSql;
    await repository.lockSourceStarts(sql, source);
    const running = await repository.findRunningRuns(sql, source);
    if (running.some((run) => run.pid === null || isProcessAlive(run.pid))) {
      throw new AppError('CONFLICT', IMPORT_MESSAGES.alreadyRunning);
    }
    const id = await repository.insertQueuedRun(sql, {
      source,
      file: upload.path,
      fingerprint: `${stats.size}:${Math.trunc(stats.mtimeMs)}`,
      startedBy: actorId,
      bytesTotal: stats.size,
    });
    await recordAudit(sql, {
      actorId,
      action: 'import.start',
      targetType: 'import_run',
      targetId: id,
      after: { source, file_name: upload.fileName, bytes: stats.size },
    });
    return id;
  });
  try {
    if (!deps.queue) throw new Error('the job queue is not set up');
    await deps.queue.send<TImportJobData>(IMPORT_FILE_JOB, { runId, source, file: upload.path });
  } catch (error) {
    await repository.failRun(deps.sql, runId, IMPORT_MESSAGES.notQueued);
    throw error;
  }
  return getRun(deps.sql, runId);
}

/** The job: imports the file into its run, then deletes the uploaded copy. */
async function importUploadedFile(deps: TImportsDeps, data: TImportJobData): Promise<void> {
  try {
    const importer = IMPORTERS[data.source];
    if (!importer) throw new Error(IMPORT_MESSAGES.unknownSource);
    const summary = await runImport(deps.sql, importer, data.file, undefined, { runId: data.runId });
    deps.log.info(
      { run: summary.id, source: data.source, status: summary.status, read: summary.read, ms: Math.round(summary.ms) },
      'import finished',
    );
    if (summary.inserted + summary.updated > 0 && deps.rateAhead) {
      await deps.rateAhead().catch((error: unknown) => deps.log.error({ err: error }, 'rating ahead not queued'));
    }
  } catch (error) {
    deps.log.error({ err: error, run: data.runId }, 'import could not run');
    await repository.failRun(deps.sql, data.runId, error instanceof Error ? error.message : String(error));
  } finally {
    // Only files in a folder of the imports directory are the job's to delete.
    const dir = path.dirname(path.resolve(data.file));
    if (path.dirname(dir) === path.resolve(deps.importsDir)) await rm(dir, { recursive: true, force: true });
  }
}

export function declareImportJobs(queue: TJobQueue, deps: TImportsDeps): void {
  queue.define<TImportJobData>(IMPORT_FILE_JOB, (job) => importUploadedFile(deps, job.data), {
    // Only an instance that died mid-run fails the job; the retry carries on from the run's checkpoint.
    retryLimit: 1,
    retryDelaySeconds: 60,
    // A full ЕГРЮЛ takes hours; a job active for longer than this lost its instance. pg-boss refuses 24 h or more
    // (and with it the whole queue's start), so this is its longest allowed expiry.
    expireInSeconds: 23 * 3600,
  });
}
