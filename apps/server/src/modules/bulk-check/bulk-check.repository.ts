import type { TBulkCheckInvalid, TBulkCheckStatus } from '@sverka/shared';
import type { TSql } from '../../db/client.ts';

/** One identifier waiting for the job: its position in the list, the value as given, the checked id. */
export type TCheckItem = { position: number; query: string; id: string };

export type TCheckRow = {
  id: number;
  user_id: number;
  name: string;
  status: TBulkCheckStatus;
  total: number;
  done: number;
  error: string | null;
  created_at: Date;
  finished_at: Date | null;
};

/** Rows a check has written so far, counted by what the summary shows. */
export type TCheckCounts = { not_found: number; low: number; medium: number; high: number };

export type TCheckWithCounts = TCheckRow & TCheckCounts & { invalid_count: number };

export type TResultRow = {
  position: number;
  query: string;
  subject_kind: 'company' | 'entrepreneur' | null;
  inn: string | null;
  ogrn: string | null;
  name: string | null;
  status: string | null;
  status_class: 'active' | 'inactive' | 'liquidated' | null;
  score: number | null;
  zone: 'low' | 'medium' | 'high' | null;
  stop_factor: boolean;
  factors: { id: string; label: string; stop: boolean }[];
};

const SUMMARY_COLUMNS = 'id, user_id, name, status, total, done, error, created_at, finished_at';

const COUNTS = `
  count(*) filter (where r.subject_kind is null)::int as not_found,
  count(*) filter (where r.zone = 'low')::int as low,
  count(*) filter (where r.zone = 'medium')::int as medium,
  count(*) filter (where r.zone = 'high')::int as high`;

/**
 * Stores a new check unless the user already has `runningMax` queued or running: the user's checks are
 * locked for the transaction, so two submissions at once cannot both pass the count. Undefined when refused.
 */
export async function insertCheck(
  sql: TSql,
  check: { userId: number; name: string; items: TCheckItem[]; invalid: TBulkCheckInvalid[] },
  runningMax: number,
): Promise<TCheckRow | undefined> {
  return (await sql.begin(async (tx) => {
    await tx`select pg_advisory_xact_lock(hashtext('bulk-check-submit'), ${check.userId}::int)`;
    const [{ running }] = (await tx`
      select count(*)::int as running from bulk_checks
      where user_id = ${check.userId} and status in ('queued', 'running')`) as unknown as [{ running: number }];
    if (running >= runningMax) return undefined;
    const [row] = await tx<TCheckRow[]>`
      insert into bulk_checks (user_id, name, items, invalid, total)
      values (${check.userId}, ${check.name}, ${tx.json(check.items)}, ${tx.json(check.invalid)}, ${check.items.length})
      returning ${tx.unsafe(SUMMARY_COLUMNS)}`;
    return row;
  })) as TCheckRow | undefined;
}

/** A check with its summary counts and its invalid list (never its items). */
export async function findCheck(
  sql: TSql,
  id: number,
): Promise<(TCheckWithCounts & { invalid: TBulkCheckInvalid[] }) | undefined> {
  const [row] = await sql<(TCheckWithCounts & { invalid: TBulkCheckInvalid[] })[]>`
    select ${sql.unsafe(SUMMARY_COLUMNS.replace(/(\w+)/g, 'c.$1'))}, c.invalid,
      jsonb_array_length(c.invalid)::int as invalid_count, counts.*
    from bulk_checks c,
      lateral (select ${sql.unsafe(COUNTS)} from bulk_check_rows r where r.check_id = c.id) counts
    where c.id = ${id}`;
  return row;
}

/** The user's latest checks, newest first, with their counts. */
export function findChecks(sql: TSql, userId: number, limit: number): Promise<TCheckWithCounts[]> {
  return sql<TCheckWithCounts[]>`
    select ${sql.unsafe(SUMMARY_COLUMNS.replace(/(\w+)/g, 'c.$1'))},
      jsonb_array_length(c.invalid)::int as invalid_count, counts.*
    from (select * from bulk_checks where user_id = ${userId} order by id desc limit ${limit}) c,
      lateral (select ${sql.unsafe(COUNTS)} from bulk_check_rows r where r.check_id = c.id) counts
    order by c.id desc`;
}

export function findResultRows(sql: TSql, checkId: number): Promise<TResultRow[]> {
  return sql<TResultRow[]>`
    select position, query, subject_kind, inn, ogrn, name, status, status_class, score, zone, stop_factor, factors
    from bulk_check_rows where check_id = ${checkId} order by position`;
}

/** Every subject the check found, once each. */
export function findFoundSubjects(sql: TSql, checkId: number) {
  return sql<{ inn: string; subject_kind: 'company' | 'entrepreneur' }[]>`
    select distinct inn, subject_kind from bulk_check_rows
    where check_id = ${checkId} and subject_kind is not null and inn is not null`;
}

/** The job's view of a check: its state and the identifiers still to read. */
export async function findCheckWork(
  sql: TSql,
  id: number,
): Promise<{ status: TBulkCheckStatus; done: number; items: TCheckItem[] } | undefined> {
  const [row] = await sql<{ status: TBulkCheckStatus; done: number; items: TCheckItem[] }[]>`
    select status, done, items from bulk_checks where id = ${id}`;
  return row;
}

export async function markRunning(sql: TSql, id: number): Promise<void> {
  await sql`
    update bulk_checks set status = 'running', started_at = coalesce(started_at, now())
    where id = ${id} and status in ('queued', 'running')`;
}

/**
 * One batch's rows and the progress they make, in one transaction: a job stopped between batches resumes
 * after the last one written, and a batch written twice (a resumed job racing a lost one) changes nothing.
 */
export async function writeBatch(sql: TSql, id: number, rows: TResultRow[], done: number): Promise<void> {
  await sql.begin(async (tx) => {
    if (rows.length) {
      const values = rows.map((row) => ({ check_id: id, ...row, factors: JSON.stringify(row.factors) }));
      await tx`insert into bulk_check_rows ${tx(values)} on conflict (check_id, position) do nothing`;
    }
    await tx`update bulk_checks set done = greatest(done, ${done}::int) where id = ${id}`;
  });
}

export async function finishCheck(sql: TSql, id: number): Promise<void> {
  await sql`
    update bulk_checks set status = 'done', done = total, finished_at = now()
    where id = ${id} and status in ('queued', 'running')`;
}

export async function failCheck(sql: TSql, id: number, error: string): Promise<void> {
  await sql`
    update bulk_checks set status = 'failed', error = ${error}, finished_at = now()
    where id = ${id} and status in ('queued', 'running')`;
}

/**
 * The advisory lock a running job holds on its check for as long as its session lives: when the process
 * dies, PostgreSQL drops the lock with the connection, which is how a stalled check is told from a live one.
 */
const LOCK_CLASS = 730_020;

/** Takes the check's lock on this reserved connection; false when another session holds it. */
export async function tryLockCheck(connection: TSql, id: number): Promise<boolean> {
  const [row] = await connection<{ locked: boolean }[]>`
    select pg_try_advisory_lock(${LOCK_CLASS}::int, ${id % 2_147_483_647}::int) as locked`;
  return row?.locked === true;
}

export async function unlockCheck(connection: TSql, id: number): Promise<void> {
  await connection`select pg_advisory_unlock(${LOCK_CLASS}::int, ${id % 2_147_483_647}::int)`;
}

/** Checks marked running whose job holds no lock: their process stopped midway. */
export function findStalledChecks(sql: TSql): Promise<{ id: number }[]> {
  return sql<{ id: number }[]>`
    select c.id from bulk_checks c
    where c.status = 'running' and not exists (
      select 1 from pg_locks l
      where l.locktype = 'advisory' and l.granted and l.objsubid = 2
        and l.classid = ${LOCK_CLASS}::int::oid and l.objid = (c.id % 2147483647)::int::oid)
    order by c.id limit 100`;
}
