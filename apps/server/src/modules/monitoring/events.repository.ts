import { MONITORING_EVENT_KINDS, type TMonitoringEventKind, type TMonitoringImportance } from '@sverka/shared';
import type { TSql } from '../../db/client.ts';
import { subjectColumns, subjectJoin, unreadCondition } from './watchlist.repository.ts';

/** A feed row: the event, its subject's name and whether this user has read it. */
export type TEventRow = {
  id: number;
  inn: string;
  subject_kind: 'company' | 'entrepreneur';
  name: string;
  kind: TMonitoringEventKind;
  importance: TMonitoringImportance;
  occurred_on: string;
  recorded_at: Date;
  source: string;
  before: string | null;
  after: string | null;
  ref: string | null;
  link: string | null;
  unread: boolean;
};

export type TEventFilters = {
  inn?: string;
  kind?: TMonitoringEventKind;
  importance?: TMonitoringImportance;
  /** Dates of the event, `YYYY-MM-DD`, both ends included. */
  from?: string;
  to?: string;
  unread?: boolean;
};

/**
 * Events of the subjects on the user's list (and only those) that pass the filters. Kinds the feed does not
 * know are left out, so an import that records a new kind early cannot break the page.
 */
function feedConditions(sql: TSql, userId: number, filters: TEventFilters) {
  const unread = unreadCondition(sql, userId);
  return sql`
    e.kind = any(${MONITORING_EVENT_KINDS as unknown as string[]}::varchar[])
    ${filters.inn ? sql`and e.inn = ${filters.inn}` : sql``}
    ${filters.kind ? sql`and e.kind = ${filters.kind}` : sql``}
    ${filters.importance ? sql`and e.importance = ${filters.importance}` : sql``}
    ${filters.from ? sql`and e.occurred_on >= ${filters.from}::date` : sql``}
    ${filters.to ? sql`and e.occurred_on <= ${filters.to}::date` : sql``}
    ${filters.unread === true ? sql`and ${unread}` : filters.unread === false ? sql`and not ${unread}` : sql``}`;
}

/** One page of the feed, the newest events (by their date, then as recorded) first. */
export async function findEventsPage(
  sql: TSql,
  userId: number,
  filters: TEventFilters,
  page: { limit: number; offset: number },
): Promise<TEventRow[]> {
  return sql<TEventRow[]>`
    select e.id, e.inn, e.subject_kind, e.kind, e.importance, e.occurred_on, e.recorded_at, e.source,
      e.before, e.after, e.ref, e.link, ${unreadCondition(sql, userId)} as unread,
      ${subjectColumns(sql, 'e')}
    from subject_events e
    join watchlist_entries w on w.user_id = ${userId} and w.inn = e.inn
    ${subjectJoin(sql, 'e')}
    where ${feedConditions(sql, userId, filters)}
    order by e.occurred_on desc, e.id desc
    limit ${page.limit} offset ${page.offset}`;
}

export async function countEvents(sql: TSql, userId: number, filters: TEventFilters): Promise<number> {
  const [row] = await sql<{ count: number }[]>`
    select count(*)::int as count
    from subject_events e
    join watchlist_entries w on w.user_id = ${userId} and w.inn = e.inn
    where ${feedConditions(sql, userId, filters)}`;
  return row?.count ?? 0;
}

/** Unread events over the whole list. */
export function countUnread(sql: TSql, userId: number): Promise<number> {
  return countEvents(sql, userId, { unread: true });
}

/** Marks these events read, of those on the user's list and above their watermark; others are ignored. */
export async function insertReads(sql: TSql, userId: number, ids: readonly number[]): Promise<void> {
  await sql`
    insert into monitoring_reads (user_id, event_id)
    select ${userId}, e.id
    from subject_events e
    join watchlist_entries w on w.user_id = ${userId} and w.inn = e.inn
    where e.id = any(${ids as number[]}::bigint[])
      and e.id > coalesce((select read_up_to from monitoring_settings where user_id = ${userId}), 0)
    on conflict do nothing`;
}

/**
 * Marks every event recorded so far read: the watermark moves to the newest event and the single marks below
 * it are no longer needed.
 */
export async function markAllRead(sql: TSql, userId: number): Promise<void> {
  await sql.begin(async (tx) => {
    const [row] = await tx<{ read_up_to: number }[]>`
      insert into monitoring_settings (user_id, read_up_to)
      values (${userId}, (select coalesce(max(id), 0) from subject_events))
      on conflict (user_id) do update
        set read_up_to = greatest(monitoring_settings.read_up_to, excluded.read_up_to), updated_at = now()
      returning read_up_to`;
    await tx`delete from monitoring_reads where user_id = ${userId} and event_id <= ${row?.read_up_to ?? 0}`;
  });
}

export type TSettingsRow = { daily_digest: boolean; instant_critical: boolean };

/** The user's mail settings; both on until they change them. */
export async function findSettings(sql: TSql, userId: number): Promise<TSettingsRow> {
  const [row] = await sql<TSettingsRow[]>`
    select daily_digest, instant_critical from monitoring_settings where user_id = ${userId}`;
  return row ?? { daily_digest: true, instant_critical: true };
}

export async function saveSettings(sql: TSql, userId: number, settings: TSettingsRow): Promise<TSettingsRow> {
  const [row] = await sql<TSettingsRow[]>`
    insert into monitoring_settings (user_id, daily_digest, instant_critical)
    values (${userId}, ${settings.daily_digest}, ${settings.instant_critical})
    on conflict (user_id) do update
      set daily_digest = excluded.daily_digest, instant_critical = excluded.instant_critical, updated_at = now()
    returning daily_digest, instant_critical`;
  return row as TSettingsRow;
}
