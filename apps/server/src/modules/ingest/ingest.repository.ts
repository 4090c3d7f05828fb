import type { TSql } from '../../db/client.ts';

export type TCheckpoint = { entryIndex: number; entry: string; record: number };

export type TRunRow = {
  id: number;
  source: string;
  file: string;
  status: 'running' | 'done' | 'failed';
  read: number;
  inserted: number;
  updated: number;
  rejected: number;
  skippedOlder: number;
  checkpoint: TCheckpoint | null;
  pid: number | null;
  error: string | null;
};

const RUN_COLUMNS =
  'id, source, file, status, read, inserted, updated, rejected, skipped_older as "skippedOlder", checkpoint, pid, error';

export type TCounters = { read: number; inserted: number; updated: number; rejected: number; skippedOlder: number };

/**
 * The newest run of this source over the same input, when it did not finish:
 * killed (still `running`) or failed (a lost connection, a full disk). A
 * finished run is never resumed: importing a file again re-reads it.
 */
export async function findResumableRun(sql: TSql, source: string, file: string, fingerprint: string) {
  const [row] = await sql<TRunRow[]>`
    select ${sql.unsafe(RUN_COLUMNS)}
    from import_runs
    where source = ${source} and file = ${file} and file_fingerprint = ${fingerprint}
    order by id desc limit 1`;
  return row && row.status !== 'done' ? row : undefined;
}

/**
 * Marks a run as running in this process (a resumed one, or one the back office created for a job),
 * with the size of its input; `bytes_done` never goes back, so progress shown stays monotonic.
 */
export async function reopenRun(sql: TSql, runId: number, bytesTotal: number): Promise<TRunRow | undefined> {
  const [row] = await sql<TRunRow[]>`
    update import_runs set pid = ${process.pid}, status = 'running', error = null, finished_at = null,
      bytes_total = ${bytesTotal}, bytes_done = coalesce(bytes_done, 0)
    where id = ${runId}
    returning ${sql.unsafe(RUN_COLUMNS)}`;
  return row;
}

export async function createRun(
  sql: TSql,
  source: string,
  file: string,
  fingerprint: string,
  bytesTotal: number,
): Promise<TRunRow> {
  const [row] = await sql<TRunRow[]>`
    insert into import_runs (source, file, file_fingerprint, status, pid, bytes_total, bytes_done)
    values (${source}, ${file}, ${fingerprint}, 'running', ${process.pid}, ${bytesTotal}, 0)
    returning ${sql.unsafe(RUN_COLUMNS)}`;
  return row as TRunRow;
}

/**
 * Adds a committed batch's counts, moves the checkpoint and the bytes read up to the batch's end, in the
 * batch's transaction.
 */
export async function advanceRun(
  tx: TSql,
  runId: number,
  delta: TCounters,
  checkpoint: TCheckpoint,
  bytesDone: number,
): Promise<void> {
  await tx`
    update import_runs set
      read = read + ${delta.read}, inserted = inserted + ${delta.inserted},
      updated = updated + ${delta.updated}, rejected = rejected + ${delta.rejected},
      skipped_older = skipped_older + ${delta.skippedOlder},
      checkpoint = ${JSON.stringify(checkpoint)}::jsonb,
      bytes_done = greatest(coalesce(bytes_done, 0), ${bytesDone})
    where id = ${runId}`;
}

export async function insertRejections(
  tx: TSql,
  runId: number,
  rejections: { file: string; position: string; reason: string; excerpt: string | null }[],
): Promise<void> {
  if (!rejections.length) return;
  await tx`insert into import_rejections ${tx(rejections.map((r) => ({ run_id: runId, ...r })))}`;
}

/** Closes a run; a finished one has read all its bytes. */
export async function finishRun(sql: TSql, runId: number, status: 'done' | 'failed', error: string | null) {
  const [row] = await sql<TRunRow[]>`
    update import_runs set status = ${status}, error = ${error}, finished_at = now(),
      bytes_done = case when ${status}::text = 'done' then bytes_total else bytes_done end
    where id = ${runId}
    returning ${sql.unsafe(RUN_COLUMNS)}`;
  return row as TRunRow;
}

export function findRejections(sql: TSql, runId: number, limit: number) {
  return sql<{ file: string; position: string; reason: string }[]>`
    select file, position, reason from import_rejections where run_id = ${runId} order by id limit ${limit}`;
}
