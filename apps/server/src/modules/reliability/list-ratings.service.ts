import { createHash } from 'node:crypto';
import { RELIABILITY_RULESET_VERSION, type TRiskZone, type TSubjectKind } from '@sverka/shared';
import type { FastifyBaseLogger } from 'fastify';
import { keyLookupsOf, type TSql } from '../../db/client.ts';
import type { TJobQueue } from '../../lib/job-queue.ts';
import { findSubjectsByIdentifiers } from '../companies/index.ts';
import { findStoredScores, storedScoreJoin } from './reliability.repository.ts';
import { isCurrent, ratingsOf, todayIso } from './reliability.service.ts';

/**
 * Ratings for result lists (search hits): a list never waits for a rating to be computed. It shows the
 * ratings already stored and current, joined into the page's own statement; the subjects without one are rated
 * by a job after the reply, so the next list that shows them has their mark.
 */

export type TListSubject = { kind: TSubjectKind; id: number; inn: string };
export type TListScore = { score: number; zone: TRiskZone };

/** The job that rates the subjects a list showed without a rating. */
export const RATE_LISTED_SUBJECTS_JOB = 'reliability-rate-listed';
/** The same set of subjects is queued at most once in this window, however often it is shown. */
const RATE_THROTTLE_SECONDS = 60;

type TRateJob = { subjects: { kind: TSubjectKind; inn: string }[] };

/**
 * The stored current score and zone of each subject, in the order given (null where there is none). A row
 * counts only when it rates this very record: an older record of an ИНН (a sole trader registered again)
 * gets no mark, since the ИНН's rating, the one its card shows, is that of its current record.
 */
export async function storedScoresOf(sql: TSql, subjects: readonly TListSubject[]): Promise<(TListScore | null)[]> {
  if (!subjects.length) return [];
  const today = todayIso();
  const rows = await findStoredScores(sql, subjects);
  const byKey = new Map(rows.map((row) => [`${row.kind}:${row.inn}`, row]));
  return subjects.map((subject) => {
    const row = byKey.get(`${subject.kind}:${subject.inn}`);
    return row && isCurrent(row, subject.id, today) ? { score: row.score, zone: row.zone } : null;
  });
}

/**
 * Rates these ИНН as their cards do: each ИНН's current record (the one its card opens, found for all of them in
 * one key lookup per kind, not one statement each: a page lists 20), of each kind in one gathering statement;
 * those stored and current meanwhile are only read. Safe to run twice.
 */
export async function rateListedSubjects(sql: TSql, subjects: readonly { kind: TSubjectKind; inn: string }[]) {
  const current = await findSubjectsByIdentifiers(
    keyLookupsOf(sql),
    subjects.map(({ kind, inn }) => ({ id: inn, kind: kind === 'company' ? 'inn_legal' : 'inn_person' })),
  );
  let rated = 0;
  for (const kind of ['company', 'entrepreneur'] as const) {
    const inns = new Set(subjects.filter((s) => s.kind === kind).map((s) => s.inn));
    const records = [...inns].flatMap((inn) => {
      const record = current.get(inn);
      return record?.kind === kind ? [{ id: record.id, inn: record.inn }] : [];
    });
    if (records.length) rated += (await ratingsOf(sql, kind, records)).size;
  }
  return rated;
}

export function declareReliabilityJobs(queue: TJobQueue, deps: { sql: TSql }): void {
  queue.define<TRateJob>(RATE_LISTED_SUBJECTS_JOB, (job) => rateListedSubjects(deps.sql, job.data.subjects), {
    retryLimit: 1,
    retryDelaySeconds: 30,
  });
}

export type TListRatingsDeps = {
  sql: TSql;
  log: Pick<FastifyBaseLogger, 'warn'>;
  /** Set once the app's queue exists; until then (and without one) the missing ratings wait for the card. */
  queue?: TJobQueue;
};

/** What a result list asks of the ratings (search's `THitRatings`). */
export function listRatings(deps: TListRatingsDeps) {
  return {
    storedJoin: (sql: TSql, kind: TSubjectKind, subject: string) =>
      storedScoreJoin(sql, kind, subject, todayIso(), RELIABILITY_RULESET_VERSION),
    /** Queues the rating of these subjects; never awaited by the reply, and a failure to queue is only logged. */
    rateLater(subjects: readonly TListSubject[]): void {
      if (!deps.queue || !subjects.length) return;
      const data: TRateJob = { subjects: subjects.map(({ kind, inn }) => ({ kind, inn })) };
      const key = createHash('sha1')
        .update(
          data.subjects
            .map((s) => `${s.kind}:${s.inn}`)
            .sort()
            .join(','),
        )
        .digest('hex');
      deps.queue
        .send(RATE_LISTED_SUBJECTS_JOB, data, { singletonKey: key, throttleSeconds: RATE_THROTTLE_SECONDS })
        .catch((error: unknown) => deps.log.warn({ err: error }, 'could not queue the rating of listed subjects'));
    },
  };
}
