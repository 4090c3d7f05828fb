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

export type TCounters = { read: number; inserted: number; updated: number; rejected: number; skippedOlder: number };

/**
 * The newest run of this source over the same input, when it did not finish:
 * killed (still `running`) or failed (a lost connection, a full disk). A
 * finished run is never resumed: importing a file again re-reads it.
 */
export async function findResumableRun(sql: TSql, source: string, file: string, fingerprint: string) {
  const [row] = await sql<TRunRow[]>`
    select id, source, file, status, read, inserted, updated, rejected, skipped_older as "skippedOlder", checkpoint, pid, error
    from import_runs
    where source = ${source} and file = ${file} and file_fingerprint = ${fingerprint}
    order by id desc limit 1`;
  return row && row.status !== 'done' ? row : undefined;
}

/** Marks a resumed run as running again. */
export async function reopenRun(sql: TSql, runId: number): Promise<void> {
  await sql`update import_runs set pid = ${process.pid}, status = 'running', error = null, finished_at = null where id = ${runId}`;
}

export async function createRun(sql: TSql, source: string, file: string, fingerprint: string): Promise<TRunRow> {
  const [row] = await sql<TRunRow[]>`
    insert into import_runs (source, file, file_fingerprint, status, pid)
    values (${source}, ${file}, ${fingerprint}, 'running', ${process.pid})
    returning id, source, file, status, read, inserted, updated, rejected, skipped_older as "skippedOlder", checkpoint, pid, error`;
  return row as TRunRow;
}

/** Adds a committed batch's counts and moves the checkpoint, in the batch's transaction. */
export async function advanceRun(tx: TSql, runId: number, delta: TCounters, checkpoint: TCheckpoint): Promise<void> {
  await tx`
    update import_runs set
      read = read + ${delta.read}, inserted = inserted + ${delta.inserted},
      updated = updated + ${delta.updated}, rejected = rejected + ${delta.rejected},
      skipped_older = skipped_older + ${delta.skippedOlder},
      checkpoint = ${JSON.stringify(checkpoint)}::jsonb
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

export async function finishRun(sql: TSql, runId: number, status: 'done' | 'failed', error: string | null) {
  const [row] = await sql<TRunRow[]>`
    update import_runs set status = ${status}, error = ${error}, finished_at = now()
    where id = ${runId}
    returning id, source, file, status, read, inserted, updated, rejected, skipped_older as "skippedOlder", checkpoint, pid, error`;
  return row as TRunRow;
}

export function findRejections(sql: TSql, runId: number, limit: number) {
  return sql<{ file: string; position: string; reason: string }[]>`
    select file, position, reason from import_rejections where run_id = ${runId} order by id limit ${limit}`;
}
