import {
  AppError,
  classifyQuery,
  MESSAGES,
  MONITORING_PAGE_SIZE,
  type TMonitoringEventsQuery,
  type TMonitoringSettings,
  WATCHLIST_MESSAGES,
} from '@sverka/shared';
import type { TSql } from '../../db/client.ts';
import type { TEventFilters, TEventRow } from './events.repository.ts';
import * as repository from './events.repository.ts';

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

const fieldError = (field: string, message: string) =>
  new AppError('INVALID_REQUEST', MESSAGES.invalidRequest, { [field]: [message] });

/** A `YYYY-MM-DD` that is a real day (not 2025-02-30), or a 400 naming the field. */
function parseDate(field: 'from' | 'to', value: string | undefined): string | undefined {
  if (value === undefined || value === '') return undefined;
  const parsed = new Date(`${value}T00:00:00Z`);
  if (!ISO_DATE.test(value) || Number.isNaN(parsed.getTime()) || parsed.toISOString().slice(0, 10) !== value) {
    throw fieldError(field, WATCHLIST_MESSAGES.dateMalformed);
  }
  return value;
}

/** The query's filters, checked: an ИНН of 10 or 12 digits, real dates in order. */
export function parseFilters(query: TMonitoringEventsQuery): TEventFilters {
  let inn: string | undefined;
  if (query.inn !== undefined && query.inn.trim() !== '') {
    const shape = classifyQuery(query.inn);
    if (shape.kind !== 'inn_legal' && shape.kind !== 'inn_person') throw fieldError('inn', MESSAGES.innMalformed);
    inn = shape.value;
  }
  const from = parseDate('from', query.from);
  const to = parseDate('to', query.to);
  if (from && to && from > to) throw fieldError('from', WATCHLIST_MESSAGES.periodReversed);
  return {
    inn,
    kind: query.kind,
    importance: query.importance,
    from,
    to,
    unread: query.unread === undefined ? undefined : query.unread === 'true',
  };
}

export type TEventsPage = {
  count: number;
  unread: number;
  page: number;
  next: number | null;
  previous: number | null;
  events: TEventRow[];
};

/** A page of the caller's feed: events of the subjects on their list only, newest first. */
export async function listEvents(sql: TSql, userId: number, query: TMonitoringEventsQuery): Promise<TEventsPage> {
  const filters = parseFilters(query);
  const page = query.page;
  const [count, unread] = await Promise.all([
    repository.countEvents(sql, userId, filters),
    repository.countUnread(sql, userId),
  ]);
  const offset = (page - 1) * MONITORING_PAGE_SIZE;
  const events =
    offset < count
      ? await repository.findEventsPage(sql, userId, filters, { limit: MONITORING_PAGE_SIZE, offset })
      : [];
  return {
    count,
    unread,
    page,
    next: offset + MONITORING_PAGE_SIZE < count ? page + 1 : null,
    previous: page > 1 ? Math.min(page - 1, Math.max(1, Math.ceil(count / MONITORING_PAGE_SIZE))) : null,
    events,
  };
}

/** Read marks: these events, or all of them up to now. The unread count after it. */
export async function markRead(
  sql: TSql,
  userId: number,
  body: { ids?: number[] | undefined; all?: boolean | undefined },
): Promise<number> {
  if (body.all) await repository.markAllRead(sql, userId);
  else if (body.ids?.length) await repository.insertReads(sql, userId, body.ids);
  else throw fieldError('ids', WATCHLIST_MESSAGES.readTargetRequired);
  return repository.countUnread(sql, userId);
}

export function getSettings(sql: TSql, userId: number): Promise<TMonitoringSettings> {
  return repository.findSettings(sql, userId);
}

export function updateSettings(sql: TSql, userId: number, settings: TMonitoringSettings): Promise<TMonitoringSettings> {
  return repository.saveSettings(sql, userId, settings);
}
