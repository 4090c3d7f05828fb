import {
  AppError,
  classifyQuery,
  MESSAGES,
  PLAN_LIMIT_ERROR_CODE,
  type TLockedPlan,
  type TPlanLimitErrorBody,
  type TWatchState,
  WATCHLIST_MESSAGES,
} from '@sverka/shared';
import type { FastifyRequest } from 'fastify';
import type { TSql } from '../../db/client.ts';
import { planLimit } from '../entitlements/index.ts';
import { ratingsOf, type TRating } from '../reliability/index.ts';
import type { TEntryRow, TWatchOutcome, TWatchSubject } from './watchlist.repository.ts';
import * as repository from './watchlist.repository.ts';

export type { TWatchOutcome, TWatchSubject };

/** Above this many entries of one kind a list shows only the ratings already stored, never computing the rest. */
const RATINGS_COMPUTED_UP_TO = 200;

/**
 * Adds subjects to a user's watch list within their plan's allowance (`limit`, from
 * `planLimit`/`planLimitOfUser` of the entitlements module): those past it are counted, not added.
 */
export function addToWatchlist(
  sql: TSql,
  userId: number,
  subjects: readonly TWatchSubject[],
  limit: number,
): Promise<TWatchOutcome> {
  return repository.insertEntries(sql, userId, subjects, limit);
}

/** A watch list entry with the subject's rating, if it has one. */
export type TWatchedSubject = TEntryRow & { rating: TRating | undefined };

/** The ratings of the entries, read (or, for a short list, computed) per kind of subject. */
async function withRatings(sql: TSql, rows: TEntryRow[]): Promise<TWatchedSubject[]> {
  const ratings = new Map<string, TRating>();
  for (const kind of ['company', 'entrepreneur'] as const) {
    const subjects = rows
      .filter((row) => row.subject_kind === kind && row.subject_id !== null)
      .map((row) => ({ id: row.subject_id as number, inn: row.inn }));
    if (!subjects.length) continue;
    const found = await ratingsOf(sql, kind, subjects, { compute: subjects.length <= RATINGS_COMPUTED_UP_TO });
    for (const rating of found.values()) ratings.set(`${kind}:${rating.inn}`, rating);
  }
  return rows.map((row) => ({ ...row, rating: ratings.get(`${row.subject_kind}:${row.inn}`) }));
}

/** A body's or a path's ИНН, checked: 10 digits for a ЮЛ, 12 for an ИП, with their check digits. */
function parseInn(raw: string): TWatchSubject {
  const text = raw.trim();
  if (!text) throw new AppError('INVALID_REQUEST', MESSAGES.invalidRequest, { inn: [MESSAGES.innRequired] });
  const shape = classifyQuery(text);
  if (shape.kind !== 'inn_legal' && shape.kind !== 'inn_person') {
    throw new AppError('INVALID_REQUEST', MESSAGES.invalidRequest, { inn: [MESSAGES.innMalformed] });
  }
  if (!shape.isValid) throw new AppError('INVALID_REQUEST', MESSAGES.invalidRequest, { inn: [MESSAGES.innChecksum] });
  return { inn: shape.value, subjectKind: shape.kind === 'inn_legal' ? 'company' : 'entrepreneur' };
}

export type TWatchlistView = { count: number; limit: number; upgrade: TLockedPlan | null; entries: TWatchedSubject[] };

export async function listWatchlist(sql: TSql, request: FastifyRequest, userId: number): Promise<TWatchlistView> {
  const [rows, allowance] = await Promise.all([
    repository.findEntries(sql, userId),
    planLimit(sql, request, 'watchlist'),
  ]);
  return { count: rows.length, ...allowance, entries: await withRatings(sql, rows) };
}

/**
 * What «Следить» came to: the entry (`created` false when it was on the list already), or, with the list at
 * the plan's allowance, the 403 body naming the limit and the cheapest plan beyond it.
 */
export type TWatchResult = { entry: TWatchedSubject; created: boolean } | { refusal: TPlanLimitErrorBody };

/** «Следить»: puts a ЮЛ or ИП on the caller's list (invalid ИНН → 400, none such in the register → 404). */
export async function watchSubject(
  sql: TSql,
  request: FastifyRequest,
  userId: number,
  rawInn: string,
): Promise<TWatchResult> {
  const wanted = parseInn(rawInn);
  const subject = await repository.findSubject(sql, wanted.inn, wanted.subjectKind);
  if (!subject) throw new AppError('NOT_FOUND', WATCHLIST_MESSAGES.notFound);
  const { limit, upgrade } = await planLimit(sql, request, 'watchlist');
  const outcome = await addToWatchlist(sql, userId, [wanted], limit);
  if (outcome.overLimit) {
    return {
      refusal: { detail: WATCHLIST_MESSAGES.limitReached(limit), code: PLAN_LIMIT_ERROR_CODE, limit, plan: upgrade },
    };
  }
  const [row] = await repository.findEntries(sql, userId, [wanted.inn]);
  if (!row) throw new AppError('NOT_FOUND', WATCHLIST_MESSAGES.notWatched);
  const [entry] = await withRatings(sql, [row]);
  return { entry: entry as TWatchedSubject, created: outcome.added > 0 };
}

/** What the card's button shows: watched or not, and how full the list is. Any text is simply not watched. */
export async function watchState(
  sql: TSql,
  request: FastifyRequest,
  userId: number,
  inn: string,
): Promise<TWatchState> {
  const [addedAt, count, { limit }] = await Promise.all([
    repository.findEntryDate(sql, userId, inn),
    repository.countEntries(sql, userId),
    planLimit(sql, request, 'watchlist'),
  ]);
  return { inn, watched: addedAt !== undefined, added_at: addedAt?.toISOString() ?? null, count, limit };
}

/** «Не следить»: 404 when the subject is not on the caller's list (someone else's list is never touched). */
export async function unwatchSubject(sql: TSql, userId: number, inn: string): Promise<void> {
  if (!(await repository.deleteEntry(sql, userId, inn))) throw new AppError('NOT_FOUND', WATCHLIST_MESSAGES.notWatched);
}

/** The ИНН a user watches, for other modules' feeds of what those subjects publish (the marketplace's announcements). */
export function watchedInns(sql: TSql, userId: number): Promise<string[]> {
  return repository.findWatchedInns(sql, userId);
}
