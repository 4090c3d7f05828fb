import type { TSql } from '../../../db/client.ts';
import type { TJobQueue } from '../../../lib/job-queue.ts';
import { ratingsOf } from '../../reliability/index.ts';
import { findWatchedSubjects, settleWatchedZones } from './zones.repository.ts';

/** Queue name: pg-boss keeps it in its tables, so a rename leaves the old queue's rows behind. */
export const MONITORING_RERATE_JOB = 'monitoring-rerate-watched';
/** How often watched subjects whose rating an import dropped are rated again. */
const RERATE_PERIOD_SECONDS = 300;
/** Watched subjects per round trip: one read of the stored ratings, one gathering of the missing ones. */
const PAGE = 500;

/**
 * Rates again every watched subject whose stored rating is gone or stale — an import deleted it because
 * the facts under it changed, a list it rests on was reloaded, its validity ran out — so that a change of
 * zone is recorded (by the trigger on company_reliability, migration 0030) without anyone opening the
 * card. Current ratings are left as they are. Returns how many subjects were rated.
 */
export async function rerateWatched(sql: TSql, page = PAGE): Promise<number> {
  await settleWatchedZones(sql);
  let rated = 0;
  for (let after = ''; ; ) {
    const watched = await findWatchedSubjects(sql, after, page);
    const last = watched.at(-1);
    if (!last) return rated;
    after = last.inn;
    for (const kind of ['company', 'entrepreneur'] as const) {
      const subjects = watched.flatMap(({ inn, kind: k, id }) => (k === kind && id !== null ? [{ inn, id }] : []));
      if (!subjects.length) continue;
      const current = (await ratingsOf(sql, kind, subjects, { compute: false })).size;
      rated += (await ratingsOf(sql, kind, subjects)).size - current;
    }
  }
}

/** The monitoring capture's recurring work, once per period across all instances (lib/jobs.ts). */
export function scheduleCaptureJobs(jobs: TJobQueue, deps: { sql: TSql }): void {
  jobs.every(MONITORING_RERATE_JOB, RERATE_PERIOD_SECONDS, () => rerateWatched(deps.sql));
}
