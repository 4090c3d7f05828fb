import type { TSql } from '../../db/client.ts';

/** A run as the back office lists it, with who started it. */
export type TRunListRow = {
  id: number;
  source: string;
  file: string;
  status: 'running' | 'done' | 'failed';
  error: string | null;
  read: number;
  inserted: number;
  updated: number;
  rejected: number;
  skipped_older: number;
  started_at: Date;
  finished_at: Date | null;
  duration_ms: number;
  started_by_id: number | null;
  started_by_full_name: string | null;
  started_by_email: string | null;
  bytes_total: number | null;
  bytes_done: number | null;
};

const listColumns = (sql: TSql) => sql`
  r.id, r.source, r.file, r.status, r.error, r.read, r.inserted, r.updated, r.rejected, r.skipped_older,
  r.started_at, r.finished_at,
  (extract(epoch from (coalesce(r.finished_at, now()) - r.started_at)) * 1000)::bigint as duration_ms,
  r.started_by as started_by_id, u.full_name as started_by_full_name, u.email as started_by_email,
  r.bytes_total, r.bytes_done`;

/** Newest first. */
export async function findRunPage(
  sql: TSql,
  page: { limit: number; offset: number },
): Promise<{ count: number; rows: TRunListRow[] }> {
  const [counted] = await sql<{ count: number }[]>`select count(*)::int as count from import_runs`;
  const rows = await sql<TRunListRow[]>`
    select ${listColumns(sql)}
    from import_runs r left join users u on u.id = r.started_by
    order by r.id desc
    limit ${page.limit} offset ${page.offset}`;
  return { count: counted?.count ?? 0, rows };
}

export async function findRun(sql: TSql, runId: number): Promise<TRunListRow | undefined> {
  const [row] = await sql<TRunListRow[]>`
    select ${listColumns(sql)}
    from import_runs r left join users u on u.id = r.started_by
    where r.id = ${runId}`;
  return row;
}

/** The records a run refused, in the order they were read. */
export async function findRejectionPage(
  sql: TSql,
  runId: number,
  page: { limit: number; offset: number },
): Promise<{
  count: number;
  rows: { id: number; file: string; position: string; reason: string; excerpt: string | null }[];
}> {
  const [counted] = await sql<{ count: number }[]>`
    select count(*)::int as count from import_rejections where run_id = ${runId}`;
  const rows = await sql<{ id: number; file: string; position: string; reason: string; excerpt: string | null }[]>`
    select id, file, position, reason, excerpt from import_rejections
    where run_id = ${runId}
    order by id
    limit ${page.limit} offset ${page.offset}`;
  return { count: counted?.count ?? 0, rows };
}

/** Holds starts of this source back until the transaction ends, so two of them cannot both see no run. */
export async function lockSourceStarts(tx: TSql, source: string): Promise<void> {
  await tx`select pg_advisory_xact_lock(hashtext(${`import_runs:${source}`}))`;
}

/** Runs of the source still marked running, with the process that runs them. */
export function findRunningRuns(tx: TSql, source: string): Promise<{ id: number; pid: number | null }[]> {
  return tx<{ id: number; pid: number | null }[]>`
    select id, pid from import_runs where source = ${source} and status = 'running'`;
}

/** A run the back office starts: running from now on, in this process until a job worker takes it. */
export async function insertQueuedRun(
  tx: TSql,
  run: { source: string; file: string; fingerprint: string; startedBy: number; bytesTotal: number },
): Promise<number> {
  const [row] = await tx<{ id: number }[]>`
    insert into import_runs (source, file, file_fingerprint, status, pid, started_by, bytes_total, bytes_done)
    values (${run.source}, ${run.file}, ${run.fingerprint}, 'running', ${process.pid}, ${run.startedBy},
            ${run.bytesTotal}, 0)
    returning id`;
  return (row as { id: number }).id;
}

/** Closes a run that could not even start (its file vanished): failed, with why. */
export async function failRun(sql: TSql, runId: number, error: string): Promise<void> {
  await sql`
    update import_runs set status = 'failed', error = ${error}, finished_at = now()
    where id = ${runId} and status = 'running'`;
}

export async function countFailedRunsSince(sql: TSql, sinceDays: number): Promise<number> {
  const [row] = await sql<{ count: number }[]>`
    select count(*)::int as count from import_runs
    where status = 'failed' and started_at >= now() - make_interval(days => ${sinceDays})`;
  return row?.count ?? 0;
}
