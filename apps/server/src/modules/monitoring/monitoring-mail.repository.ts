import { MONITORING_EVENT_KINDS, type TMonitoringEventKind, type TMonitoringImportance } from '@sverka/shared';
import type { TSql } from '../../db/client.ts';
import { subjectColumns, subjectJoin } from './watchlist.repository.ts';

/** Which letter: the daily digest or the instant stop-factor mail; each keeps its own mark in the settings. */
export type TLetterKind = 'digest' | 'instant';

const COLUMNS = {
  digest: { enabled: 'daily_digest', last: 'last_digest_event_id' },
  instant: { enabled: 'instant_critical', last: 'last_instant_event_id' },
} as const;

/** An event one watcher has not been mailed about yet, with who they are and how far they were told. */
export type TPendingEventRow = {
  user_id: number;
  email: string;
  full_name: string;
  /** The user's mark before this run (0 without a settings row). */
  previous: number;
  id: number;
  inn: string;
  subject_kind: 'company' | 'entrepreneur';
  name: string;
  kind: TMonitoringEventKind;
  importance: TMonitoringImportance;
  occurred_on: string;
  source: string;
  before: string | null;
  after: string | null;
  ref: string | null;
  link: string | null;
};

/**
 * Events recorded in [from, to) that watchers with this letter switched on have not been mailed about: only
 * those recorded after the subject went on the user's list, of active users, of the first `userLimit` such
 * users (the rest wait for the next run). Grouped by user, then subject (by name), the newest first. Reads the window
 * through `subject_events_recorded_idx`, the watchers through `watchlist_entries_inn_idx`.
 */
export async function findPendingEvents(
  sql: TSql,
  letter: TLetterKind,
  window: { from: Date; to: Date; criticalOnly: boolean; userLimit: number },
): Promise<TPendingEventRow[]> {
  const enabled = sql(COLUMNS[letter].enabled);
  const last = sql(COLUMNS[letter].last);
  return sql<TPendingEventRow[]>`
    with pending as (
      select w.user_id, e.id as event_id, coalesce(s.${last}, 0) as previous
      from subject_events e
      join watchlist_entries w on w.inn = e.inn and w.created_at <= e.recorded_at
      join users u on u.id = w.user_id and u.is_active
      left join monitoring_settings s on s.user_id = w.user_id
      where e.recorded_at >= ${window.from} and e.recorded_at < ${window.to}
        and e.kind = any(${MONITORING_EVENT_KINDS as unknown as string[]}::varchar[])
        ${window.criticalOnly ? sql`and e.importance = 'critical'` : sql``}
        and coalesce(s.${enabled}, true)
        and e.id > coalesce(s.${last}, 0)
    ),
    batch as (select distinct user_id from pending order by user_id limit ${window.userLimit})
    select p.user_id, u.email, u.full_name, p.previous, e.id, e.inn, e.subject_kind, e.kind, e.importance,
      e.occurred_on, e.source, e.before, e.after, e.ref, e.link, ${subjectColumns(sql, 'e')}
    from pending p
    join batch b on b.user_id = p.user_id
    join users u on u.id = p.user_id
    join subject_events e on e.id = p.event_id
    ${subjectJoin(sql, 'e')}
    order by p.user_id, name, e.inn, e.occurred_on desc, e.id desc`;
}

/**
 * Marks the user as mailed up to `upTo`, unless another run moved the mark since it was read (`previous`).
 * True when this call claimed the events.
 */
export async function claimEvents(
  sql: TSql,
  letter: TLetterKind,
  claim: { userId: number; previous: number; upTo: number },
): Promise<boolean> {
  const last = COLUMNS[letter].last;
  const rows = await sql`
    insert into monitoring_settings (user_id, ${sql(last)}) values (${claim.userId}, ${claim.upTo})
    on conflict (user_id) do update set ${sql(last)} = excluded.${sql(last)}, updated_at = now()
      where monitoring_settings.${sql(last)} = ${claim.previous}
    returning user_id`;
  return rows.length > 0;
}

/** Gives the events back to the next run (the letter could not be sent). */
export async function releaseEvents(
  sql: TSql,
  letter: TLetterKind,
  claim: { userId: number; previous: number; upTo: number },
): Promise<void> {
  const last = sql(COLUMNS[letter].last);
  await sql`
    update monitoring_settings set ${last} = ${claim.previous}, updated_at = now()
    where user_id = ${claim.userId} and ${last} = ${claim.upTo}`;
}
