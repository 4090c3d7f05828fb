import { foldCase } from './query-text.ts';

/** Shortest part of a query word that still marks a match, so `ромашки` marks `Ромашка` by `ромашк`. */
const MIN_STEM = 3;
/** Letters a Russian ending may take: the stem of a query word drops up to this many. */
const MAX_ENDING = 2;

/**
 * The parts of `value` that the query words match, as [start, end) offsets:
 * a word of `value` that starts with a query word is marked over the query
 * word's length; failing that, one that shares the query word's stem (the
 * word without up to two last letters) is marked over the stem. Case and
 * ё/е are ignored; offsets refer to `value` as given.
 */
export function matchRanges(value: string, queryWords: readonly string[]): [number, number][] {
  const folded = foldCase(value);
  const ranges: [number, number][] = [];
  for (const token of folded.matchAll(/[\p{L}\p{N}]+/gu)) {
    const start = token.index;
    const word = token[0];
    let best = 0;
    for (const query of queryWords) {
      if (word.startsWith(query)) best = Math.max(best, query.length);
      else
        for (let cut = 1; cut <= MAX_ENDING && query.length - cut >= MIN_STEM; cut++) {
          const stem = query.slice(0, query.length - cut);
          if (word.startsWith(stem)) {
            best = Math.max(best, stem.length);
            break;
          }
        }
    }
    if (best > 0) ranges.push([start, start + best]);
  }
  return ranges;
}

/** The whole value as one match: for identifiers. */
export function wholeRange(value: string): [number, number][] {
  return value ? [[0, value.length]] : [];
}
