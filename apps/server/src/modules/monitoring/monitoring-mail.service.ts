import type { FastifyBaseLogger } from 'fastify';
import type { TSql } from '../../db/client.ts';
import type { TMailer } from '../../lib/mail.ts';
import { composeDigestLetter, composeInstantLetter, type TLetter } from './monitoring-letters.ts';
import {
  claimEvents,
  findPendingEvents,
  releaseEvents,
  type TLetterKind,
  type TPendingEventRow,
} from './monitoring-mail.repository.ts';

export type TMonitoringMailDeps = {
  sql: TSql;
  mailer: TMailer;
  publicUrl: string;
  log: Pick<FastifyBaseLogger, 'error'>;
};

/** The digest covers the day up to this hour of Moscow time and goes out at it. */
export const DIGEST_HOUR_MSK = 9;
/** Moscow keeps UTC+3 all year. */
const MSK_OFFSET_MS = 3 * 3600_000;
const DAY_MS = 24 * 3600_000;
/** Stop-factors recorded longer ago are not mailed any more (a server that was down sends no stale alarms). */
const INSTANT_MAX_AGE_MS = DAY_MS;
/** Users mailed per run; the rest get theirs on the next run. */
const USERS_PER_RUN = 500;

/**
 * The day a digest run covers: the 24 hours before the latest DIGEST_HOUR_MSK o'clock in Moscow. Runs
 * before that hour still see yesterday's window, so however often the job runs, an event falls into exactly
 * one day's digest, and the day's digest goes out at the first run after the hour.
 */
export function digestWindow(now: Date): { from: Date; to: Date } {
  const moscow = now.getTime() + MSK_OFFSET_MS;
  let cutoff = Math.floor(moscow / DAY_MS) * DAY_MS + DIGEST_HOUR_MSK * 3600_000;
  if (cutoff > moscow) cutoff -= DAY_MS;
  const to = new Date(cutoff - MSK_OFFSET_MS);
  return { from: new Date(to.getTime() - DAY_MS), to };
}

/**
 * One letter per user about their pending events: the events are claimed (the user's mark moved past them)
 * before the letter goes, so two runs never send the same events; a letter that fails gives them back to the
 * next run. The number of users mailed.
 */
async function mailPending(
  deps: TMonitoringMailDeps,
  letter: TLetterKind,
  rows: TPendingEventRow[],
  compose: (name: string, events: TPendingEventRow[], publicUrl: string) => TLetter,
): Promise<number> {
  const byUser = new Map<number, TPendingEventRow[]>();
  for (const row of rows) byUser.set(row.user_id, [...(byUser.get(row.user_id) ?? []), row]);
  let mailed = 0;
  for (const [userId, events] of byUser) {
    const [first] = events;
    if (!first) continue;
    const claim = { userId, previous: first.previous, upTo: Math.max(...events.map((event) => event.id)) };
    if (!(await claimEvents(deps.sql, letter, claim))) continue;
    try {
      await deps.mailer.send({ to: first.email, ...compose(first.full_name, events, deps.publicUrl) });
      mailed += 1;
    } catch (error) {
      deps.log.error({ err: error, user: userId, letter }, 'monitoring email not sent; the next run tries again');
      await releaseEvents(deps.sql, letter, claim);
    }
  }
  return mailed;
}

/** The daily digest (DIGEST_HOUR_MSK, Moscow) to everyone who keeps it on and had news that day. */
export async function sendDailyDigests(deps: TMonitoringMailDeps, now = new Date()): Promise<number> {
  const window = digestWindow(now);
  const rows = await findPendingEvents(deps.sql, 'digest', {
    ...window,
    criticalOnly: false,
    userLimit: USERS_PER_RUN,
  });
  return mailPending(deps, 'digest', rows, composeDigestLetter);
}

/** Stop-factor events mailed at once to watchers who keep the instant letter on. */
export async function sendInstantAlerts(deps: TMonitoringMailDeps, now = new Date()): Promise<number> {
  const window = { from: new Date(now.getTime() - INSTANT_MAX_AGE_MS), to: new Date(now.getTime() + 1) };
  const rows = await findPendingEvents(deps.sql, 'instant', {
    ...window,
    criticalOnly: true,
    userLimit: USERS_PER_RUN,
  });
  return mailPending(deps, 'instant', rows, composeInstantLetter);
}
