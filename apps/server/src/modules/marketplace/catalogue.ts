import type { TProductFacets, TProductOrdering } from '@sverka/shared';
import type { PendingQuery, Row } from 'postgres';
import type { TSql } from '../../db/client.ts';
import { findCategories } from './marketplace.repository.ts';

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
      ? sql`(p.status = 'published' or p.seller_id in (select id from sellers where representative_id = ${filter.ownerId}))`
      : sql`p.status = 'published'`,
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
      return sql`p.published_at desc nulls last, p.id desc`;
    default:
      // Spec §9 popularity: rating first, likes next; the order of products_published_popular_idx.
      return sql`p.rating desc nulls last, p.likes_count desc, p.id desc`;
  }
}

type TFacetsResult = { facets: TProductFacets; count: number };
type TCachedFacets = TFacetsResult & { expiresAt: number; generation: number };

/** Facets answered from memory for this long: the unfiltered catalogue would otherwise be counted on every page. */
const FACETS_TTL_MS = 30_000;
const FACETS_CACHE_ENTRIES = 500;

/**
 * The catalogue of one app: pages of product ids with the facets and the
 * total of the same filtered set. Facets of a filter are kept for 30 s and
 * dropped at once when this app changes what the catalogue shows
 * (`changed()`: an approval, an edit, a like does not count).
 */
export function createCatalogue(sql: TSql) {
  const facetsCache = new Map<string, TCachedFacets>();
  let generation = 0;
  let categories: { at: number; rows: Awaited<ReturnType<typeof findCategories>> } | undefined;

  async function categoryTree() {
    if (!categories || Date.now() - categories.at > FACETS_TTL_MS) {
      categories = { at: Date.now(), rows: await findCategories(sql) };
    }
    return categories.rows;
  }

  async function computeFacets(filter: TCatalogueFilter, match: TTextMatch | undefined): Promise<TFacetsResult> {
    const run = async (db: TSql) => {
      const groups = await db<{ category_id: number; seller_id: number; count: number; min: number; max: number }[]>`
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
    const { groups, regions } = match === 'trigrams' ? await withTrigramThreshold(sql, run) : await run(sql);
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
    /** What the catalogue shows changed (a product published, hidden or edited): cached facets are stale. */
    changed() {
      generation += 1;
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
      if (summary.count === 0 || page.offset >= summary.count) return { ...summary, ids: [] };
      // A text match is collected first and then sorted: walking an ordering index and testing every row
      // against the words is what the planner picks when it guesses many matches, and it is slow when few.
      const list = async (db: TSql) =>
        match
          ? db<{ id: number }[]>`
              with p as materialized (
                select p.id, p.name, p.search_vector, p.effective_price, p.rating, p.likes_count, p.published_at
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
