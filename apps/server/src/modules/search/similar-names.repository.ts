import type { TSql } from '../../db/client.ts';
import type { TTextQuery } from './query-text.ts';
import type { TBranch } from './search.repository.ts';
import { filterCondition, hasFilters, type TSearchFilters } from './search-filters.ts';

/** Typo search: the words of names spelt like the query's, and the companies named with them (tier 6). */

/** Per typo word of a query, in order, the words of company names spelt like it and how alike they are (0–1). */
export type TSimilarWords = readonly (readonly { word: string; similarity: number }[])[];

/** The query words typo search compares: one or two letters are too short to tell a typo from another word. */
export const typoWordsOf = (query: TTextQuery): string[] => query.words.filter((word) => word.length >= 3);

/** How many similar words of the names each query word stands for in typo search. */
const SIMILAR_WORDS = 10;

/**
 * The words of company names spelt like each of `words`, the closest {@link SIMILAR_WORDS} of each, compared by
 * trigrams with the words of all company names (a short list). Run where `%` has typo search's threshold (see
 * the service). Read once per search and handed to the branches as values: the count and the page then look
 * up their stems without comparing the words again.
 */
export async function findSimilarWords(sql: TSql, words: readonly string[]): Promise<TSimilarWords> {
  if (!words.length) return [];
  const perWord = words
    .map(
      (word, n) => sql`select ${n}::int as w, v.word, v.similarity
        from (select word, similarity(word, ${word})::float8 as similarity from company_name_words
              where word % ${word} order by 2 desc limit ${SIMILAR_WORDS}) v`,
    )
    .reduce((all, next) => sql`${all} union all ${next}`);
  const rows = await sql<{ w: number; word: string; similarity: number }[]>`${perWord}`;
  return words.map((_, n) => rows.filter((row) => row.w === n).map(({ word, similarity }) => ({ word, similarity })));
}

/**
 * Company names with words spelt like the query's (`similar`, from {@link findSimilarWords}): the stems of those
 * words are looked up in the name index. Every query word must be matched; the score is their mean similarity.
 */
export function similarNamesBranch(sql: TSql, similar: TSimilarWords, filters: TSearchFilters): TBranch {
  const pairs = similar.flatMap((list, w) => list.map((entry) => ({ w, ...entry })));
  const narrowed = hasFilters(filters)
    ? sql`join companies c on c.id = y.id where ${filterCondition(sql, 'company', filters)}`
    : sql``;
  return {
    select: sql`select y.id, 6 as tier, (sum(y.similarity) / ${similar.length})::real as score, 'name'::text as field,
        null::text as matched
      from (select x.id, x.w, max(x.rank) as rank, max(x.similarity) as similarity
            from (select t.company_id as id, t.search_rank as rank, v.w, v.similarity
                  from unnest(${pairs.map((pair) => pair.w)}::int[], ${pairs.map((pair) => pair.word)}::text[],
                              ${pairs.map((pair) => pair.similarity)}::float8[]) v(w, word, similarity)
                    cross join lateral unnest(to_tsvector('russian', v.word)) stem
                    join company_name_terms t on t.term = stem.lexeme) x
            group by x.id, x.w) y
        ${narrowed}
      group by y.id having count(*) = ${similar.length}`,
    order: sql`score desc`,
    rank: sql`max(y.rank) desc`,
  };
}
