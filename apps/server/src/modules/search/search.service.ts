import {
  AppError,
  CHECKSUM_MESSAGES,
  classifyQuery,
  MESSAGES,
  SEARCH_COUNT_LIMIT,
  SEARCH_QUERY_MAX_LENGTH,
  type TIdentifierKind,
  type TSearchQuery,
  type TSearchRoute,
} from '@sverka/shared';
import { keyLookupsOf, type TSql } from '../../db/client.ts';
import { NO_HIT_RATINGS, type THitRatings, type TRatedRow, withRatings } from './hit-ratings.ts';
import { parseTextQuery, type TTextQuery } from './query-text.ts';
import {
  countMatches,
  findCompanyHitsPage,
  findRankedPage,
  type TBranch,
  type THitRow,
  type TRankedHitRow,
  type TSubjectKind,
} from './search.repository.ts';
import {
  identifierBranches,
  okvedCodeBranches,
  okvedCodesMatching,
  stemsOf,
  textBranches,
} from './search-branches.repository.ts';
import type { TSearchFilters } from './search-filters.ts';
import { findSimilarWords, type TSimilarWords, typoWordsOf } from './similar-names.repository.ts';

/** Fewer exact matches than this (of both kinds together) and similar spellings are searched too. */
const FEW_MATCHES = 3;
/** How alike two words must be for one to count as a typo of the other (pg_trgm similarity, 0–1). */
const TYPO_SIMILARITY = 0.4;

const ROUTE: Record<TIdentifierKind, TSearchRoute> = {
  inn_legal: 'inn',
  inn_person: 'inn',
  ogrn: 'ogrn',
  ogrnip: 'ogrnip',
};

export type TSubjectSearch = {
  query: string;
  route: TSearchRoute;
  error: string | null;
  text: TTextQuery | null;
  /** With `similar` (typo search's words, text only), also the companies named by similar spellings. */
  branches: (kind: TSubjectKind, similar?: TSimilarWords | null) => TBranch[];
};

/** Reads the query and says how each kind of subject can match it. Over-long queries are a 400. */
export async function planSearch(sql: TSql, raw: string, filters: TSearchFilters): Promise<TSubjectSearch> {
  const query = raw.trim();
  if (query.length > SEARCH_QUERY_MAX_LENGTH) throw new AppError('INVALID_REQUEST', MESSAGES.queryTooLong);
  const none = { query, text: null, branches: () => [] };
  if (!query) return { ...none, route: 'empty', error: null };
  const shape = classifyQuery(query);
  if (shape.kind === 'okved')
    return {
      ...none,
      route: 'okved',
      error: null,
      branches: (kind) => okvedCodeBranches(sql, kind, shape.value, filters),
    };
  if (shape.kind === 'text') {
    const text = parseTextQuery(shape.value);
    if (!text) return { ...none, route: 'text', error: null };
    const stems = await stemsOf(sql, text.words);
    const okvedCodes = await okvedCodesMatching(sql, stems);
    return {
      query,
      route: 'text',
      error: null,
      text,
      branches: (kind, similar = null) => textBranches(sql, kind, text, stems, okvedCodes, filters, similar),
    };
  }
  const route = ROUTE[shape.kind];
  if (!shape.isValid) return { ...none, route, error: CHECKSUM_MESSAGES[shape.kind] };
  const column = shape.kind === 'ogrn' ? 'ogrn' : shape.kind === 'ogrnip' ? 'ogrnip' : 'inn';
  return {
    query,
    route,
    error: null,
    text: null,
    branches: (kind) => identifierBranches(sql, kind, column, shape.value, filters),
  };
}

/** A search by ИНН, ОГРН or ОГРНИП: every statement it runs is an equality on an indexed key. */
const isIdentifierRoute = (plan: TSubjectSearch) =>
  plan.route !== 'text' && plan.route !== 'okved' && plan.route !== 'empty';

/**
 * True when a text query found too few subjects (`found`, both kinds) and similar spellings are searched too;
 * `firstRows` are the companies found so far (the first page), which tell whether a person's name found them.
 */
function needsTypoSearch(plan: TSubjectSearch, found: number, firstRows: readonly { field: string }[]): boolean {
  if (!plan.text || plan.text.name.length < 3 || found >= FEW_MATCHES) return false;
  // A surname with names or initials that found a company's director or founder named that person: similar
  // spellings of company names are no answer to it, and reading them cost most of such a search (40 ms of 45).
  const namedSomeone =
    Boolean(plan.text.person) && firstRows.some((row) => row.field === 'director' || row.field === 'founder');
  return !namedSomeone;
}

/**
 * The words of names spelt like the query's, read in a transaction of their own with the similarity threshold
 * set for it. The count and the page that use them are plain reads: they run side by side on the pool.
 */
function readSimilarWords(sql: TSql, plan: TSubjectSearch): Promise<TSimilarWords> {
  // The threshold is per transaction, so the trigram index serves `%` at our threshold. The index is also the
  // only way left to the planner: the words fit in a few pages (1,500 in the demo register), so it scanned them
  // all, computing each one's trigrams and similarity (5-7 ms), where the index reads the few that share enough
  // trigrams with the query's word (0.1-2 ms).
  return sql.begin(async (tx) => {
    const db = tx as unknown as TSql;
    await db`select set_config('pg_trgm.similarity_threshold', ${String(TYPO_SIMILARITY)}, true),
      set_config('enable_seqscan', 'off', true), set_config('enable_indexscan', 'off', true),
      set_config('enable_indexonlyscan', 'off', true)`;
    return findSimilarWords(db, plan.text ? typoWordsOf(plan.text) : []);
  }) as Promise<TSimilarWords>;
}

export type TSearchOutcome = {
  plan: TSubjectSearch;
  counts: Record<TSubjectKind, number>;
  countsCapped: boolean;
  fuzzy: boolean;
  rows: TRatedRow<TRankedHitRow>[];
};

/**
 * Counts both kinds, adds similar spellings when a text query finds too
 * little, and reads one page of the requested kind ('all' lists companies
 * first, then sole traders), with the hits' stored ratings.
 */
export async function searchSubjects(
  sql: TSql,
  params: TSearchQuery,
  ratings: THitRatings = NO_HIT_RATINGS,
): Promise<TSearchOutcome> {
  const plan = await planSearch(sql, params.q, params);
  const joinRating = ratings.storedJoin;
  const identifier = isIdentifierRoute(plan);
  // An identifier's statements are key lookups: they run on kept plans (text needs each run planned).
  const reader = identifier ? keyLookupsOf(sql) : sql;
  const cap = SEARCH_COUNT_LIMIT + 1;
  const countBoth = async (db: TSql, similar: TSimilarWords | null) => {
    const [company, entrepreneur] = await Promise.all([
      countMatches(db, plan.branches('company', similar), cap),
      countMatches(db, plan.branches('entrepreneur', similar), cap),
    ]);
    return { company, entrepreneur };
  };
  const offset = (params.page - 1) * params.page_size;
  const readPage = async (
    db: TSql,
    counts: Record<TSubjectKind, number>,
    similar: TSimilarWords | null,
    early?: () => Promise<TRankedHitRow[]>,
  ) => {
    if (params.kind !== 'all')
      return (
        early?.() ??
        findRankedPage(db, params.kind, plan.branches(params.kind, similar), offset, params.page_size, joinRating)
      );
    // Companies first: the page may straddle the boundary between the two lists.
    const companies = Math.min(counts.company, SEARCH_COUNT_LIMIT);
    const rows =
      offset < companies
        ? await (early?.() ??
            findRankedPage(db, 'company', plan.branches('company', similar), offset, params.page_size, joinRating))
        : [];
    const rest = params.page_size - rows.length;
    if (rest <= 0) return rows;
    const ipOffset = Math.max(0, offset - companies);
    return [
      ...rows,
      ...(await findRankedPage(db, 'entrepreneur', plan.branches('entrepreneur', similar), ipOffset, rest, joinRating)),
    ];
  };

  // The page most searches show is read while counting, on another connection: it is the reply unless the counts
  // call for typo search or put the page past the companies, and waiting for the counts first costs a round trip.
  const firstKind: TSubjectKind = params.kind === 'entrepreneur' ? 'entrepreneur' : 'company';
  const early = findRankedPage(reader, firstKind, plan.branches(firstKind), offset, params.page_size, joinRating);
  early.catch(() => undefined); // awaited below or dropped; a failure that matters surfaces where it is awaited
  // An identifier matches a few subjects at most: its first page, read first, is its count whenever it is not
  // full, which saves that count's statement (searches by ИНН and ОГРН are the most frequent).
  const countAfterFirstPage = async () => {
    const otherKind: TSubjectKind = firstKind === 'company' ? 'entrepreneur' : 'company';
    // The other kind is counted meanwhile, as before.
    const other = countMatches(reader, plan.branches(otherKind), cap);
    other.catch(() => undefined); // awaited below; a failure surfaces there
    const page = await early;
    const first =
      page.length < params.page_size ? page.length : await countMatches(reader, plan.branches(firstKind), cap);
    return firstKind === 'company'
      ? { company: first, entrepreneur: await other }
      : { company: await other, entrepreneur: first };
  };
  let counts = identifier && offset === 0 ? await countAfterFirstPage() : await countBoth(reader, null);
  let rows: TRankedHitRow[];
  const total = counts.company + counts.entrepreneur;
  // The page read early is awaited only when the answer may turn on it: it was read meanwhile either way.
  const fuzzy = needsTypoSearch(plan, total, total > 0 && total < FEW_MATCHES ? await early : []);
  if (fuzzy) {
    const similar = await readSimilarWords(sql, plan);
    // As with the exact branches, the page most searches show is read while counting.
    const fuzzyEarly = findRankedPage(
      sql,
      firstKind,
      plan.branches(firstKind, similar),
      offset,
      params.page_size,
      joinRating,
    );
    fuzzyEarly.catch(() => undefined); // awaited by readPage or dropped
    counts = await countBoth(sql, similar);
    rows = await readPage(sql, counts, similar, () => fuzzyEarly);
  } else rows = await readPage(reader, counts, null, () => early);
  const countsCapped = counts.company >= cap || counts.entrepreneur >= cap;
  return {
    plan,
    counts: {
      company: Math.min(counts.company, SEARCH_COUNT_LIMIT),
      entrepreneur: Math.min(counts.entrepreneur, SEARCH_COUNT_LIMIT),
    },
    countsCapped,
    fuzzy,
    rows: withRatings(ratings, rows),
  };
}

/**
 * The dropdown's search: the best few of each kind, no counts. The same plan
 * and branches as {@link searchSubjects} — names, people in any word order —
 * and the same fallback to similar spellings when too little is found, so the
 * dropdown never says «Ничего не найдено» where the results page finds something.
 */
export async function searchBothKinds(sql: TSql, raw: string, limit: number, ratings: THitRatings = NO_HIT_RATINGS) {
  const plan = await planSearch(sql, raw, {});
  if (plan.error) throw new AppError('INVALID_REQUEST', plan.error);
  const readBoth = async (db: TSql, similar: TSimilarWords | null) => {
    const [companies, entrepreneurs] = await Promise.all([
      findRankedPage(db, 'company', plan.branches('company', similar), 0, limit, ratings.storedJoin),
      findRankedPage(db, 'entrepreneur', plan.branches('entrepreneur', similar), 0, limit, ratings.storedJoin),
    ]);
    return { companies, entrepreneurs };
  };
  const exact = await readBoth(isIdentifierRoute(plan) ? keyLookupsOf(sql) : sql, null);
  // With at least FEW_MATCHES rows per kind, fewer rows than that means fewer matches, as the results page counts.
  const found = exact.companies.length + exact.entrepreneurs.length;
  const fuzzy = limit >= FEW_MATCHES && needsTypoSearch(plan, found, exact.companies);
  const hits = fuzzy ? await readBoth(sql, await readSimilarWords(sql, plan)) : exact;
  // Both kinds were read with their ratings joined.
  const rated = withRatings(ratings, [...hits.companies, ...hits.entrepreneurs]);
  return {
    plan,
    fuzzy,
    companies: rated.slice(0, hits.companies.length),
    entrepreneurs: rated.slice(hits.companies.length),
  };
}

/**
 * One page of legal entities in registration order, as search hits, with the total count; `representatives`
 * narrows it to companies whose approved representative is one of these users (the companies list).
 */
export function listCompanyHits(
  sql: TSql,
  offset: number,
  limit: number,
  representatives?: number[],
): Promise<{ rows: THitRow[]; count: number }> {
  return findCompanyHitsPage(sql, offset, limit, representatives);
}
