import type { TProductFacets, TProductOrdering } from '@sverka/shared';
import type { PendingQuery, Row } from 'postgres';
import type { TSql } from '../../db/client.ts';
import { findCategories, notOfBlockedSeller } from './marketplace.repository.ts';

/** What narrows the catalogue; `ownerId` adds the caller's own unpublished products. */
export type TCatalogueFilter = {
  search?: string;
  categoryIds?: number[];
  sellerId?: number;
  representativeIds?: number[];
  regionNames?: string[];
  priceMin?: number;
  priceMax?: number;
  ownerId?: number;
};

/** How the search words match: stems of the full text, or, when that finds nothing, trigrams of the name. */
type TTextMatch = 'stems' | 'trigrams';

type TFragment = PendingQuery<Row[]>;

/** Text search folds case and ё as the stored `search_vector` and the trigram index do. */
export const foldSearchText = (text: string) => text.toLowerCase().replaceAll('ё', 'е');

/**
 * A typo-tolerant match compares the words with the closest stretch of the
 * name; pg_trgm's default 0.6 misses a single wrong letter in a short word.
 */
const TRIGRAM_THRESHOLD = 0.5;

/**
 * The search words as a tsquery of their Russian stems, each cut by its last
 * letter and matched as a prefix: the stemmer leaves «перчаток» whole but
 * cuts «перчатки» to «перчатк», and both start with «перчат». Stop words drop
 * out; nothing left gives null (no stem match). Lexemes are quoted, so no
 * input can break the tsquery syntax.
 */
function stemsQuery(sql: TSql, search: string): TFragment {
  return sql`(
    select string_agg(
      '''' || replace(replace(
        left(lexeme, case when length(lexeme) >= 5 then length(lexeme) - 1 else length(lexeme) end),
        '\\', '\\\\'), '''', '''''') || ''':*', ' & ')::tsquery
    from unnest(to_tsvector('russian', ${foldSearchText(search)})))`;
}

function conditions(sql: TSql, filter: TCatalogueFilter, match: TTextMatch | undefined): TFragment {
  const parts: TFragment[] = [
    filter.ownerId
      ? sql`((p.status = 'published' and ${notOfBlockedSeller(sql)})
          or p.seller_id in (select id from sellers where representative_id = ${filter.ownerId}))`
      : sql`p.status = 'published' and ${notOfBlockedSeller(sql)}`,
  ];
  if (filter.representativeIds) {
    parts.push(
      sql`p.seller_id in (select id from sellers where representative_id = any(${filter.representativeIds}::bigint[]))`,
    );
  }
  if (filter.sellerId !== undefined) parts.push(sql`p.seller_id = ${filter.sellerId}`);
  if (filter.categoryIds) parts.push(sql`p.category_id = any(${filter.categoryIds}::bigint[])`);
  if (filter.regionNames) {
    parts.push(sql`p.seller_id in (
      select s.id from sellers s
      left join companies c on c.id = s.company_id
      left join entrepreneurs e on e.id = s.entrepreneur_id
      join regions r on r.code = coalesce(c.region_code, e.region_code)
      where r.name = any(${filter.regionNames}::text[]))`);
  }
  if (filter.priceMin !== undefined) parts.push(sql`p.effective_price >= ${filter.priceMin}`);
  if (filter.priceMax !== undefined) parts.push(sql`p.effective_price <= ${filter.priceMax}`);
  if (filter.search && match === 'stems') {
    parts.push(sql`p.search_vector @@ ${stemsQuery(sql, filter.search)}`);
  }
  if (filter.search && match === 'trigrams') {
    parts.push(sql`${foldSearchText(filter.search)} <% translate(lower(p.name), 'ё', 'е')`);
  }
  return parts.reduce((all, part) => sql`${all} and ${part}`);
}

function orderBy(sql: TSql, filter: TCatalogueFilter, ordering: TProductOrdering | undefined, match?: TTextMatch) {
  if (!ordering && filter.search && match === 'stems') {
    return sql`ts_rank(p.search_vector, ${stemsQuery(sql, filter.search)}) desc, p.id desc`;
  }
  if (!ordering && filter.search && match === 'trigrams') {
    return sql`word_similarity(${foldSearchText(filter.search)}, translate(lower(p.name), 'ё', 'е')) desc, p.id desc`;
  }
  switch (ordering) {
    case 'price-asc':
      return sql`p.effective_price asc, p.id asc`;
    case 'price-desc':
      return sql`p.effective_price desc, p.id desc`;
    case 'newest':
      // A seller's own list has products never published yet: the newest placed first there.
      return filter.ownerId ? sql`p.created_at desc, p.id desc` : sql`p.published_at desc nulls last, p.id desc`;
    default:
      // Spec §9 popularity: rating first, likes next; the order of products_published_popular_idx.
      return sql`p.rating desc nulls last, p.likes_count desc, p.id desc`;
  }
}

/**
 * Past this many matches a word is broad («доставка», «опт»): ranking every
 * match reads tens of thousands of search vectors per page, so only the most
 * popular matches are ranked (`broadMatchPage`).
 */
export const BROAD_MATCH = 5_000;
/** How many of a broad word's most popular matches are ranked by relevance; the rest follow by popularity. */
export const BROAD_RANKED = 480;

type TPage = { limit: number; offset: number };
/** Where a word counts as broad and how many of its matches are ranked; tests lower them. */
export type TBroadMatchLimits = { broadMatch: number; broadRanked: number };

/**
 * A page of a broad word's matches in relevance order: the first
 * `BROAD_RANKED` matches in popularity order (read by walking
 * products_published_popular_idx, where a broad word matches every few rows)
 * are ranked by `ts_rank`, the rest follow in popularity order. One total
 * order, so paging neither repeats nor skips a product.
 */
async function broadMatchPage(
  sql: TSql,
  filter: TCatalogueFilter,
  page: TPage,
  { broadRanked }: TBroadMatchLimits,
): Promise<number[]> {
  // The tsquery goes in as a value, not a subquery: only a known tsquery lets the planner see how
  // many rows it matches and walk the popularity index rather than collect every match.
  const [stems] = await sql<{ query: string | null }[]>`select ${stemsQuery(sql, filter.search ?? '')}::text as query`;
  if (!stems?.query) return [];
  const { search: _words, ...rest } = filter;
  const where = sql`${conditions(sql, rest, undefined)} and p.search_vector @@ ${stems.query}::tsquery`;
  const popularity = orderBy(sql, filter, undefined);
  const ids: number[] = [];
  if (page.offset < broadRanked) {
    const rows = await sql<{ id: number }[]>`
      with p as materialized (
        select p.id, p.search_vector from products p where ${where}
        order by ${popularity} limit ${broadRanked}
      )
      select p.id from p order by ts_rank(p.search_vector, ${stems.query}::tsquery) desc, p.id desc
      limit ${Math.min(page.limit, broadRanked - page.offset)} offset ${page.offset}`;
    ids.push(...rows.map((row) => row.id));
  }
  const end = page.offset + page.limit;
  if (end > broadRanked) {
    const from = Math.max(page.offset, broadRanked);
    const rows = await sql<{ id: number }[]>`
      select p.id from products p where ${where}
      order by ${popularity} limit ${end - from} offset ${from}`;
    ids.push(...rows.map((row) => row.id));
  }
  return ids;
}

/** Several published categories (a root's leaves): the per-category price walk applies. */
const manyCategories = (filter: TCatalogueFilter) =>
  !filter.ownerId && filter.categoryIds !== undefined && filter.categoryIds.length > 1;

/**
 * A page of several categories in price order: the first offset+limit of
 * each category from products_published_category_price_idx, merged. Walking
 * the price index of the whole catalogue instead discards every product of
 * the other categories on the way.
 */
async function categoriesByPricePage(
  sql: TSql,
  filter: TCatalogueFilter,
  ordering: 'price-asc' | 'price-desc',
  page: TPage,
): Promise<number[]> {
  const { categoryIds, ...rest } = filter;
  const order = orderBy(sql, filter, ordering);
  const rows = await sql<{ id: number }[]>`
    select p.id from unnest(${categoryIds ?? []}::bigint[]) as category(id)
    cross join lateral (
      select p.id, p.effective_price from products p
      where p.category_id = category.id and ${conditions(sql, rest, undefined)}
      order by ${order} limit ${page.offset + page.limit}
    ) p
    order by ${order} limit ${page.limit} offset ${page.offset}`;
  return rows.map((row) => row.id);
}

type TFacetsResult = { facets: TProductFacets; count: number };
type TCachedFacets = TFacetsResult & { expiresAt: number; generation: number };
type TGroup = { category_id: number; seller_id: number; count: number; min: number; max: number };

/** Facets answered from memory for this long: the unfiltered catalogue would otherwise be counted on every page. */
const FACETS_TTL_MS = 30_000;
const FACETS_CACHE_ENTRIES = 500;
/** Matched ids kept per text: at most this many texts of at most this many ids, a few megabytes in all. */
const MATCHED_CACHE_ENTRIES = 100;
const MATCHED_CACHE_MAX_IDS = 5_000;
/** Broader matches are kept as one bit per product id, for this many texts and ids below this bound (8 MB). */
const MATCHED_BITS_ENTRIES = 20;
const MATCHED_BITS_MAX_ID = 64 * 1024 * 1024;

/** Ids the words match; `has` is all the facets need. */
type TMatched = { has(id: number): boolean };

/**
 * A broad word's matches, one bit per id up to the largest: 42 thousand
 * matches of 100 thousand products take 12 KB where a Set takes megabytes,
 * so the facets of «доставка» need not look them up again on every filter.
 */
export function idBits(ids: number[]): TMatched | undefined {
  const max = ids.reduce((largest, id) => Math.max(largest, id), 0);
  if (max >= MATCHED_BITS_MAX_ID) return undefined;
  const bits = new Uint32Array(Math.floor(max / 32) + 1);
  for (const id of ids) bits[Math.floor(id / 32)] = (bits[Math.floor(id / 32)] ?? 0) | (1 << (id % 32));
  return { has: (id) => id <= max && ((bits[Math.floor(id / 32)] ?? 0) & (1 << (id % 32))) !== 0 };
}

/**
 * Every published product's category, seller and price, in columns: facets
 * of the filters that need no text match are counted from it in a
 * millisecond, where a grouped query over a wide price range reads most of
 * the table on every request.
 */
type TPublishedSnapshot = {
  at: number;
  generation: number;
  id: Float64Array;
  category: Float64Array;
  seller: Float64Array;
  price: Float64Array;
  regionOfSeller: Map<number, string | null>;
};

async function loadSnapshot(sql: TSql, generation: number): Promise<TPublishedSnapshot> {
  const at = Date.now();
  const [rows, sellers] = await Promise.all([
    sql<{ id: number; category_id: number; seller_id: number; price: number }[]>`
      select p.id, p.category_id, p.seller_id, p.effective_price::float8 as price from products p
      where p.status = 'published' and ${notOfBlockedSeller(sql)}`,
    sql<{ id: number; region: string | null }[]>`
      select s.id, r.name as region from sellers s
      left join companies c on c.id = s.company_id
      left join entrepreneurs e on e.id = s.entrepreneur_id
      left join regions r on r.code = coalesce(c.region_code, e.region_code)`,
  ]);
  const snapshot: TPublishedSnapshot = {
    at,
    generation,
    id: new Float64Array(rows.length),
    category: new Float64Array(rows.length),
    seller: new Float64Array(rows.length),
    price: new Float64Array(rows.length),
    regionOfSeller: new Map(sellers.map((row) => [row.id, row.region])),
  };
  rows.forEach((row, index) => {
    snapshot.id[index] = row.id;
    snapshot.category[index] = row.category_id;
    snapshot.seller[index] = row.seller_id;
    snapshot.price[index] = row.price;
  });
  return snapshot;
}

/** The filters the snapshot answers: all but a seller's own products and representatives. */
const snapshotAnswers = (filter: TCatalogueFilter) => !filter.ownerId && !filter.representativeIds;

/** Groups of the snapshot's products that pass the filter (and the text match, given as the matching ids). */
function groupSnapshot(snapshot: TPublishedSnapshot, filter: TCatalogueFilter, matched?: TMatched): TGroup[] {
  const categories = filter.categoryIds ? new Set(filter.categoryIds) : undefined;
  const regions = filter.regionNames ? new Set(filter.regionNames) : undefined;
  const min = filter.priceMin ?? Number.NEGATIVE_INFINITY;
  const max = filter.priceMax ?? Number.POSITIVE_INFINITY;
  const groups = new Map<number, TGroup>();
  for (let index = 0; index < snapshot.price.length; index++) {
    const price = snapshot.price[index] as number;
    if (price < min || price > max) continue;
    if (matched && !matched.has(snapshot.id[index] as number)) continue;
    const category = snapshot.category[index] as number;
    if (categories && !categories.has(category)) continue;
    const seller = snapshot.seller[index] as number;
    if (filter.sellerId !== undefined && seller !== filter.sellerId) continue;
    if (regions && !regions.has(snapshot.regionOfSeller.get(seller) ?? '')) continue;
    // Category ids stay far below a million: one number keys the pair.
    const key = seller * 1_000_000 + category;
    const group = groups.get(key);
    if (group) {
      group.count += 1;
      group.min = Math.min(group.min, price);
      group.max = Math.max(group.max, price);
    } else {
      groups.set(key, { category_id: category, seller_id: seller, count: 1, min: price, max: price });
    }
  }
  return [...groups.values()];
}

/**
 * The catalogue of one app: pages of product ids with the facets and the
 * total of the same filtered set. Facets are counted from a snapshot of the
 * published products or, with a text match, kept per filter; both live 30 s
 * and are dropped at once when this app changes what the catalogue shows
 * (`changed()`: an approval, an edit; a like does not count).
 */
export function createCatalogue(
  sql: TSql,
  limits: TBroadMatchLimits = { broadMatch: BROAD_MATCH, broadRanked: BROAD_RANKED },
) {
  const facetsCache = new Map<string, TCachedFacets>();
  let generation = 0;
  let categories: { at: number; rows: Awaited<ReturnType<typeof findCategories>> } | undefined;
  let ready: TPublishedSnapshot | undefined;
  let loading: { promise: Promise<TPublishedSnapshot>; generation: number } | undefined;
  const matchedCache = new Map<string, { ids: Set<number> | TMatched; generation: number; expiresAt: number }>();

  /** The ids `matchedIds` keeps for these words, when it keeps them (a few thousand at most) and they are fresh. */
  function keptMatch(search: string, match: TTextMatch): Set<number> | undefined {
    const cached = matchedCache.get(`${match}:${search}`);
    const fresh = cached && cached.generation === generation && cached.expiresAt > Date.now();
    return fresh && cached.ids instanceof Set ? cached.ids : undefined;
  }

  /** Ids of the published products the words match, kept per text as facets are: a price bound is then counted in memory. */
  async function matchedIds(search: string, match: TTextMatch): Promise<TMatched> {
    const key = `${match}:${search}`;
    const cached = matchedCache.get(key);
    if (cached && cached.generation === generation && cached.expiresAt > Date.now()) return cached.ids;
    const textOnly: TCatalogueFilter = { search };
    const find = (db: TSql) =>
      db<{ id: number }[]>`select p.id from products p where ${conditions(db, textOnly, match)}`;
    const rows = match === 'trigrams' ? await withTrigramThreshold(sql, find) : await find(sql);
    const broad = rows.length > MATCHED_CACHE_MAX_IDS;
    const ids = broad ? idBits(rows.map((row) => row.id)) : new Set(rows.map((row) => row.id));
    // Ids too large for bits are looked up again next time rather than held in memory.
    if (!ids) return new Set(rows.map((row) => row.id));
    matchedCache.delete(key);
    const kept = [...matchedCache.keys()];
    const keptBits = kept.filter((text) => !(matchedCache.get(text)?.ids instanceof Set));
    if (broad && keptBits.length >= MATCHED_BITS_ENTRIES) matchedCache.delete(keptBits[0] ?? '');
    if (matchedCache.size >= MATCHED_CACHE_ENTRIES)
      matchedCache.delete(kept.find((text) => matchedCache.has(text)) ?? '');
    matchedCache.set(key, { ids, generation, expiresAt: Date.now() + FACETS_TTL_MS });
    return ids;
  }

  async function categoryTree() {
    if (!categories || Date.now() - categories.at > FACETS_TTL_MS) {
      categories = { at: Date.now(), rows: await findCategories(sql) };
    }
    return categories.rows;
  }

  /** Loads a new snapshot; one load at a time per generation. */
  function startLoad(): Promise<TPublishedSnapshot> {
    const loadGeneration = generation;
    const promise = loadSnapshot(sql, loadGeneration)
      .then((loaded) => {
        if (!ready || loaded.at >= ready.at) ready = loaded;
        return loaded;
      })
      .finally(() => {
        if (loading?.promise === promise) loading = undefined;
      });
    loading = { promise, generation: loadGeneration };
    return promise;
  }

  /**
   * The snapshot of this generation. An old one (past 30 s) is still served
   * while its successor loads in the background; after this app changed the
   * catalogue, callers wait for the new one.
   */
  async function publishedSnapshot(): Promise<TPublishedSnapshot> {
    if (ready && ready.generation === generation) {
      if (Date.now() - ready.at > FACETS_TTL_MS && !loading) startLoad().catch(() => undefined);
      return ready;
    }
    return loading && loading.generation === generation ? loading.promise : startLoad();
  }

  async function computeFacets(filter: TCatalogueFilter, match: TTextMatch | undefined): Promise<TFacetsResult> {
    const run = async (db: TSql) => {
      if (snapshotAnswers(filter)) {
        const published = await publishedSnapshot();
        const matched = filter.search && match ? await matchedIds(filter.search, match) : undefined;
        const groups = groupSnapshot(published, filter, matched);
        return { groups, regions: [...published.regionOfSeller].map(([id, region]) => ({ id, region })) };
      }
      const groups = await db<TGroup[]>`
        select p.category_id, p.seller_id, count(*)::int as count, min(p.effective_price)::float8 as min,
          max(p.effective_price)::float8 as max
        from products p where ${conditions(db, filter, match)}
        group by p.category_id, p.seller_id`;
      const sellerIds = [...new Set(groups.map((group) => group.seller_id))];
      const regions = sellerIds.length
        ? await db<{ id: number; region: string | null }[]>`
            select s.id, r.name as region from sellers s
            left join companies c on c.id = s.company_id
            left join entrepreneurs e on e.id = s.entrepreneur_id
            left join regions r on r.code = coalesce(c.region_code, e.region_code)
            where s.id = any(${sellerIds}::bigint[])`
        : [];
      return { groups, regions };
    };
    // The snapshot's text matches lower the trigram threshold themselves.
    const inTrigramTransaction = match === 'trigrams' && !snapshotAnswers(filter);
    const { groups, regions } = inTrigramTransaction ? await withTrigramThreshold(sql, run) : await run(sql);
    const tree = await categoryTree();
    const parentOf = new Map(tree.map((row) => [row.id, row.parent_id]));
    const regionOf = new Map(regions.map((row) => [row.id, row.region]));
    const byCategory = new Map<number, number>();
    const byRegion = new Map<string, number>();
    let count = 0;
    let min: number | null = null;
    let max: number | null = null;
    for (const group of groups) {
      count += group.count;
      min = min === null ? group.min : Math.min(min, group.min);
      max = max === null ? group.max : Math.max(max, group.max);
      byCategory.set(group.category_id, (byCategory.get(group.category_id) ?? 0) + group.count);
      const parent = parentOf.get(group.category_id);
      if (parent) byCategory.set(parent, (byCategory.get(parent) ?? 0) + group.count);
      const region = regionOf.get(group.seller_id);
      if (region) byRegion.set(region, (byRegion.get(region) ?? 0) + group.count);
    }
    return {
      count,
      facets: {
        categories: tree
          .filter((row) => byCategory.has(row.id))
          .map((row) => ({ id: row.id, name: row.name, count: byCategory.get(row.id) ?? 0 })),
        regions: [...byRegion]
          .map(([name, regionCount]) => ({ name, count: regionCount }))
          .sort((a, b) => b.count - a.count || a.name.localeCompare(b.name, 'ru')),
        price: { min, max },
      },
    };
  }

  async function facetsOf(filter: TCatalogueFilter, match: TTextMatch | undefined): Promise<TFacetsResult> {
    // A seller's own unpublished products change with every edit: not worth keeping.
    if (filter.ownerId) return computeFacets(filter, match);
    const key = JSON.stringify([filter, match]);
    const cached = facetsCache.get(key);
    if (cached && cached.generation === generation && cached.expiresAt > Date.now()) return cached;
    const fresh = await computeFacets(filter, match);
    facetsCache.delete(key);
    if (facetsCache.size >= FACETS_CACHE_ENTRIES) {
      const oldest = facetsCache.keys().next().value;
      if (oldest !== undefined) facetsCache.delete(oldest);
    }
    facetsCache.set(key, { ...fresh, generation, expiresAt: Date.now() + FACETS_TTL_MS });
    return fresh;
  }

  return {
    /**
     * Which of `candidates` (with their sellers) the filter's page would list: the same text match (word
     * stems, or names a typo away when no stem matches) and every other filter. The «Реклама» block asks
     * it, so a promoted product never shows where the search or a filter would leave it out.
     */
    async matching(filter: TCatalogueFilter, candidates: number[]): Promise<{ id: number; seller_id: number }[]> {
      if (candidates.length === 0) return [];
      let match: TTextMatch | undefined = filter.search ? 'stems' : undefined;
      if (match && (await facetsOf(filter, match)).count === 0) match = 'trigrams';
      const find = (db: TSql) =>
        db<{ id: number; seller_id: number }[]>`
          select p.id, p.seller_id from products p
          where p.id = any(${candidates}::bigint[]) and ${conditions(db, filter, match)}`;
      return match === 'trigrams' ? withTrigramThreshold(sql, find) : find(sql);
    },
    /**
     * What the catalogue shows changed (a product published, hidden or edited, a category renamed, moved or
     * merged): cached facets and the category tree they are summed by are stale.
     */
    changed() {
      generation += 1;
      categories = undefined;
    },
    async page(
      filter: TCatalogueFilter,
      ordering: TProductOrdering | undefined,
      page: { limit: number; offset: number },
    ): Promise<TFacetsResult & { ids: number[] }> {
      let match: TTextMatch | undefined = filter.search ? 'stems' : undefined;
      let summary = await facetsOf(filter, match);
      // No word stem matched: look for names a typo away.
      if (match && summary.count === 0) {
        match = 'trigrams';
        summary = await facetsOf(filter, match);
      }
      // A text match counted nothing there: no need to look. Other counts may be a snapshot up to 30 s old,
      // so the page is read whatever they say.
      if (match && (summary.count === 0 || page.offset >= summary.count)) return { ...summary, ids: [] };
      if (match === 'stems' && !ordering && summary.count > limits.broadMatch) {
        return { ...summary, ids: await broadMatchPage(sql, filter, page, limits) };
      }
      if (!match && (ordering === 'price-asc' || ordering === 'price-desc') && manyCategories(filter)) {
        return { ...summary, ids: await categoriesByPricePage(sql, filter, ordering, page) };
      }
      // The names a typo away were just found for the facets: the page sorts those rows alone rather than
      // testing the trigram index's candidates again.
      const typoMatches =
        match === 'trigrams' && filter.search && snapshotAnswers(filter) ? keptMatch(filter.search, match) : undefined;
      if (typoMatches) {
        const { search: _words, ...rest } = filter;
        const rows = await sql<{ id: number }[]>`
          with p as materialized (
            select p.id, p.name, p.effective_price, p.rating, p.likes_count, p.published_at, p.created_at
            from products p where p.id = any(${[...typoMatches]}::bigint[]) and ${conditions(sql, rest, undefined)}
          )
          select p.id from p order by ${orderBy(sql, filter, ordering, match)}
          limit ${page.limit} offset ${page.offset}`;
        return { ...summary, ids: rows.map((row) => row.id) };
      }
      // A text match is collected first and then sorted: walking an ordering index and testing every row
      // against the words is what the planner picks when it guesses many matches, and it is slow when few.
      const list = async (db: TSql) =>
        match
          ? db<{ id: number }[]>`
              with p as materialized (
                select p.id, p.name, p.search_vector, p.effective_price, p.rating, p.likes_count, p.published_at, p.created_at
                from products p where ${conditions(db, filter, match)}
              )
              select p.id from p order by ${orderBy(db, filter, ordering, match)}
              limit ${page.limit} offset ${page.offset}`
          : db<{ id: number }[]>`
              select p.id from products p where ${conditions(db, filter, match)}
              order by ${orderBy(db, filter, ordering, match)}
              limit ${page.limit} offset ${page.offset}`;
      const rows = match === 'trigrams' ? await withTrigramThreshold(sql, list) : await list(sql);
      return { ...summary, ids: rows.map((row) => row.id) };
    },
  };
}

export type TCatalogue = ReturnType<typeof createCatalogue>;

/** Runs the queries of a typo-tolerant search with pg_trgm's word threshold lowered for them alone. */
async function withTrigramThreshold<T>(sql: TSql, run: (db: TSql) => Promise<T>): Promise<T> {
  return (await sql.begin(async (transaction) => {
    const tx = transaction as unknown as TSql;
    await tx`select set_config('pg_trgm.word_similarity_threshold', ${String(TRIGRAM_THRESHOLD)}, true)`;
    return run(tx);
  })) as T;
}
