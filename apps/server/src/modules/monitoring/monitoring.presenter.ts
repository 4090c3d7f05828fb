import {
  MONITORING_EVENT_TEXTS,
  type TMonitoringEvent,
  type TMonitoringEventsPage,
  type TWatchlist,
  type TWatchlistEntry,
} from '@sverka/shared';
import type { TEventRow } from './events.repository.ts';
import type { TEventsPage } from './events.service.ts';
import type { TWatchedSubject, TWatchlistView } from './watchlist.service.ts';

export function presentWatchlistEntry(entry: TWatchedSubject): TWatchlistEntry {
  return {
    inn: entry.inn,
    subject_kind: entry.subject_kind,
    name: entry.name,
    status: entry.status,
    score: entry.rating?.score ?? null,
    zone: entry.rating?.zone ?? null,
    added_at: entry.added_at.toISOString(),
    unread: entry.unread,
  };
}

export function presentWatchlist(list: TWatchlistView): TWatchlist {
  return {
    count: list.count,
    limit: list.limit,
    upgrade: list.upgrade,
    result: list.entries.map(presentWatchlistEntry),
  };
}

export function presentEvent(row: TEventRow): TMonitoringEvent {
  return {
    id: row.id,
    inn: row.inn,
    subject_kind: row.subject_kind,
    subject_name: row.name,
    kind: row.kind,
    importance: row.importance,
    occurred_on: row.occurred_on,
    recorded_at: row.recorded_at.toISOString(),
    source: row.source,
    before: row.before,
    after: row.after,
    ref: row.ref,
    link: row.link,
    reason: MONITORING_EVENT_TEXTS[row.kind].reason,
    unread: row.unread,
  };
}

export function presentEventsPage(page: TEventsPage): TMonitoringEventsPage {
  return {
    count: page.count,
    unread: page.unread,
    page: page.page,
    next: page.next,
    previous: page.previous,
    result: page.events.map(presentEvent),
  };
}
