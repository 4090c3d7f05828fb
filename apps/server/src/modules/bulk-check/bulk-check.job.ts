import {
  BULK_CHECK_MESSAGES,
  companyStatusClass,
  identifierKindOf,
  strongestNegativeFactors,
  type TSubjectKind,
} from '@sverka/shared';
import { isDatabaseUnavailableError } from '../../db/availability.ts';
import type { TSql } from '../../db/client.ts';
import type { TJobQueue } from '../../lib/job-queue.ts';
import { findSubjectsByIdentifiers, type TLookedUpSubject } from '../companies/index.ts';
import { ratingsOf, type TRating } from '../reliability/index.ts';
import * as repository from './bulk-check.repository.ts';
import { BULK_CHECK_JOB, type TBulkCheckDeps, type TBulkCheckJobData } from './bulk-check.service.ts';

/**
 * Identifiers read, rated and written per batch: one indexed read per kind of identifier, one gathering
 * statement per kind for the ratings not stored yet, one transaction for the rows and the progress.
 */
export const BATCH_SIZE = 500;
/**
 * Batches rated at once. Rating is most of the work and runs in PostgreSQL, one core per statement, so two
 * batches use two cores; rows are still written in the list's order, which is what resuming relies on.
 */
const BATCHES_IN_FLIGHT = 2;
/** How often every instance looks for checks whose process stopped midway. */
const RESUME_EVERY_SECONDS = 30;
const RESUME_JOB = 'bulk-check-resume';

/** One result row of an identifier, found or not. */
function resultRow(
  item: repository.TCheckItem,
  subject: TLookedUpSubject | undefined,
  rating: TRating | undefined,
): repository.TResultRow {
  const kind = identifierKindOf(item.id);
  if (!subject) {
    const byInn = kind === 'inn_legal' || kind === 'inn_person';
    return {
      position: item.position,
      query: item.query,
      subject_kind: null,
      inn: byInn ? item.id : null,
      ogrn: byInn ? null : item.id,
      name: null,
      status: BULK_CHECK_MESSAGES.notInRegister,
      status_class: null,
      score: null,
      zone: null,
      stop_factor: false,
      factors: [],
    };
  }
  return {
    position: item.position,
    query: item.query,
    subject_kind: subject.kind,
    inn: subject.inn,
    ogrn: subject.ogrn,
    name: subject.name,
    status: subject.status,
    status_class: companyStatusClass(subject.status),
    score: rating?.score ?? null,
    zone: rating?.zone ?? null,
    stop_factor: rating?.stop ?? false,
    factors: rating
      ? strongestNegativeFactors(rating.factors, 3).map(({ id, label, stop }) => ({ id, label, stop }))
      : [],
  };
}

/** The rows of one batch: its subjects looked up, then rated, companies and sole traders side by side. */
async function checkBatch(sql: TSql, items: repository.TCheckItem[]): Promise<repository.TResultRow[]> {
  const found = await findSubjectsByIdentifiers(
    sql,
    items.map((item) => ({ id: item.id, kind: identifierKindOf(item.id) })),
  );
  const subjects = [...new Map([...found.values()].map((s) => [`${s.kind}:${s.id}`, s])).values()];
  const rate = (kind: TSubjectKind) =>
    ratingsOf(
      sql,
      kind,
      subjects.filter((s) => s.kind === kind).map((s) => ({ id: s.id, inn: s.inn })),
    );
  const [companies, entrepreneurs] = await Promise.all([rate('company'), rate('entrepreneur')]);
  return items.map((item) => {
    const subject = found.get(item.id);
    const rating = subject && (subject.kind === 'company' ? companies : entrepreneurs).get(subject.id);
    return resultRow(item, subject, rating);
  });
}

/**
 * The job: holds the check's lock for its whole run (a second job for the same check leaves at once),
 * continues after the last batch written (a retried or resumed job redoes nothing), and writes each batch
 * with the progress it makes. A database that went away leaves the check running for the retry or the
 * resume sweep; any other failure ends it as failed, so nobody watches a bar that never moves.
 */
export async function processCheck(deps: TBulkCheckDeps, checkId: number): Promise<void> {
  const { sql } = deps;
  const connection = await sql.reserve();
  try {
    if (!(await repository.tryLockCheck(connection as unknown as TSql, checkId))) return;
    try {
      await runCheck(sql, checkId);
    } catch (error) {
      if (isDatabaseUnavailableError(error)) throw error;
      deps.log.error({ err: error, check: checkId }, 'bulk check failed');
      await repository.failCheck(sql, checkId, BULK_CHECK_MESSAGES.processingFailed);
    } finally {
      await repository.unlockCheck(connection as unknown as TSql, checkId).catch(() => undefined);
    }
  } finally {
    connection.release();
  }
}

async function runCheck(sql: TSql, checkId: number): Promise<void> {
  const work = await repository.findCheckWork(sql, checkId);
  if (!work || (work.status !== 'queued' && work.status !== 'running')) return;
  await repository.markRunning(sql, checkId);
  const inFlight: { rows: Promise<repository.TResultRow[]>; end: number }[] = [];
  const writeOldest = async () => {
    const oldest = inFlight.shift();
    if (oldest) await repository.writeBatch(sql, checkId, await oldest.rows, oldest.end);
  };
  for (let start = work.done; start < work.items.length; start += BATCH_SIZE) {
    const batch = work.items.slice(start, start + BATCH_SIZE);
    const rows = checkBatch(sql, batch);
    // A batch that fails while an older one is awaited is reported when its own turn comes.
    rows.catch(() => undefined);
    inFlight.push({ rows, end: start + batch.length });
    if (inFlight.length >= BATCHES_IN_FLIGHT) await writeOldest();
  }
  while (inFlight.length) await writeOldest();
  await repository.finishCheck(sql, checkId);
}

/** Queues a job for every check left running by a process that stopped; the job resumes it. */
export async function resumeStalledChecks(deps: TBulkCheckDeps): Promise<number> {
  const stalled = await repository.findStalledChecks(deps.sql);
  for (const { id } of stalled) {
    // One resume per check and window, whichever instance's sweep sends it.
    await deps.queue?.send<TBulkCheckJobData>(
      BULK_CHECK_JOB,
      { checkId: id },
      { singletonKey: `bulk-check:${id}`, throttleSeconds: RESUME_EVERY_SECONDS * 2 },
    );
  }
  return stalled.length;
}

/** The check job and the sweep that resumes checks a stopped process left behind. */
export function declareBulkCheckJobs(queue: TJobQueue, deps: TBulkCheckDeps): void {
  queue.define<TBulkCheckJobData>(BULK_CHECK_JOB, (job) => processCheck(deps, job.data.checkId), {
    retryLimit: 3,
    retryDelaySeconds: 15,
    // 10,000 identifiers take well under a minute; a job still active after this belongs to a dead process.
    expireInSeconds: 15 * 60,
  });
  queue.every(RESUME_JOB, RESUME_EVERY_SECONDS, () => resumeStalledChecks(deps));
}
