import {
  MONITORING_EVENT_KINDS,
  MONITORING_IMPORTANCE,
  type TMonitoringEventKind,
  type TMonitoringImportance,
} from '@sverka/shared';
import type { TEventsRequest } from '../api/monitoring.ts';

/** The feed's periods: all time, or the last so many days. */
export const FEED_PERIODS = ['all', '7', '30', '90', '365'] as const;
export type TFeedPeriod = (typeof FEED_PERIODS)[number];

/** What the feed shows, all kept in the page's URL so a reload or a shared link opens the same view. */
export type TFeedFilters = {
  /** One subject's history, or every watched subject. */
  inn: string | null;
  kind: TMonitoringEventKind | null;
  importance: TMonitoringImportance | null;
  period: TFeedPeriod;
  unread: boolean;
  page: number;
};

export const FEED_PARAMS = {
  inn: 'inn',
  kind: 'kind',
  importance: 'importance',
  period: 'period',
  unread: 'unread',
  page: 'page',
} as const;

const oneOf = <T extends string>(list: readonly T[], value: string | null): T | null =>
  list.includes(value as T) ? (value as T) : null;

/** The filters the URL asks for; anything unknown falls back to "all". */
export function feedFiltersOf(params: URLSearchParams): TFeedFilters {
  const inn = params.get(FEED_PARAMS.inn);
  const page = Number(params.get(FEED_PARAMS.page));
  return {
    inn: inn && /^\d{10}(\d{2})?$/.test(inn) ? inn : null,
    kind: oneOf(MONITORING_EVENT_KINDS, params.get(FEED_PARAMS.kind)),
    importance: oneOf(MONITORING_IMPORTANCE, params.get(FEED_PARAMS.importance)),
    period: oneOf(FEED_PERIODS, params.get(FEED_PARAMS.period)) ?? 'all',
    unread: params.get(FEED_PARAMS.unread) === '1',
    page: Number.isInteger(page) && page > 1 ? page : 1,
  };
}

/** Whether anything narrows the feed beyond one subject's history. */
export const isFiltered = (filters: TFeedFilters): boolean =>
  filters.kind !== null || filters.importance !== null || filters.period !== 'all' || filters.unread;

/** The URL after a change: any change of a filter starts again at the first page; defaults stay out. */
export function feedParamsWith(params: URLSearchParams, change: Partial<TFeedFilters>): URLSearchParams {
  const next = { ...feedFiltersOf(params), ...change };
  if (change.page === undefined) next.page = 1;
  const result = new URLSearchParams();
  if (next.inn) result.set(FEED_PARAMS.inn, next.inn);
  if (next.kind) result.set(FEED_PARAMS.kind, next.kind);
  if (next.importance) result.set(FEED_PARAMS.importance, next.importance);
  if (next.period !== 'all') result.set(FEED_PARAMS.period, next.period);
  if (next.unread) result.set(FEED_PARAMS.unread, '1');
  if (next.page > 1) result.set(FEED_PARAMS.page, String(next.page));
  return result;
}

/** `YYYY-MM-DD` of the visitor's calendar day `days` before `today`. */
function daysBefore(today: Date, days: number): string {
  const day = new Date(today.getFullYear(), today.getMonth(), today.getDate() - days);
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${day.getFullYear()}-${pad(day.getMonth() + 1)}-${pad(day.getDate())}`;
}

/** The server's query for the filters: a period becomes the first day it covers. */
export function eventsRequestOf(filters: TFeedFilters, today: Date): TEventsRequest {
  return {
    inn: filters.inn ?? undefined,
    kind: filters.kind ?? undefined,
    importance: filters.importance ?? undefined,
    from: filters.period === 'all' ? undefined : daysBefore(today, Number(filters.period)),
    to: undefined,
    unread: filters.unread ? 'true' : undefined,
    page: filters.page,
  };
}
