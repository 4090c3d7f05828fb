import { companyStatusClass, type TCompanyHit, type TSearchHit, type TSearchMatch } from '@sverka/shared';
import type { TRatedRow } from './hit-ratings.ts';
import { foldCase, type TTextQuery } from './query-text.ts';
import type { THitRow, TRankedHitRow } from './search.repository.ts';

const code = (value: string | null, name: string | null) => (value ? { code: value, name: name ?? '' } : null);

/** A dropdown row or a list row: a company or a sole trader in short. */
export function presentHit(row: THitRow): TCompanyHit {
  return {
    id: Number(row.id),
    kind: row.kind,
    inn: row.inn,
    ogrn: row.ogrn,
    name: row.name_short,
    name_full: row.name_full,
    fio: row.fio,
    head: row.head,
    legal_address: row.legal_address,
    okved: code(row.okved_code, row.okved_name),
    region: code(row.region_code, row.region_name),
    status: { name: row.status_name, class: companyStatusClass(row.status_name) },
    registration_date: row.registration_date,
  };
}

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

/** Tier of matches found only by similar spelling (see branches.ts). */
const FUZZY_TIER = 6;

/** Where the hit matched, with the matched parts marked for the page. */
function matchOf(row: TRankedHitRow, text: TTextQuery | null): TSearchMatch {
  const words = text?.words ?? [];
  const fuzzy = row.tier === FUZZY_TIER;
  const marked = (field: TSearchMatch['field'], value: string): TSearchMatch => ({
    field,
    value,
    ranges: fuzzy ? [] : matchRanges(value, words),
    fuzzy,
  });
  switch (row.field) {
    case 'inn':
      return { field: 'inn', value: row.inn, ranges: wholeRange(row.inn), fuzzy: false };
    case 'ogrn':
      return { field: 'ogrn', value: row.ogrn, ranges: wholeRange(row.ogrn), fuzzy: false };
    case 'okved': {
      const value = [row.okved_code, row.okved_name].filter(Boolean).join(' ');
      const code = row.okved_code ?? '';
      // A code query marks the code; a words query marks the words of the name.
      return text ? marked('okved', value) : { field: 'okved', value, ranges: wholeRange(code), fuzzy: false };
    }
    case 'director':
    case 'founder':
      return { ...marked(row.field, row.matched ?? ''), person_inn: row.person_inn ?? null };
    case 'fio':
      return marked('fio', row.fio ?? row.name_short);
    default: {
      const short = marked('name', row.name_short);
      // Words found only in the full name are shown there.
      return short.ranges.length || fuzzy ? short : marked('name_full', row.name_full);
    }
  }
}

export function presentSearchHit(row: TRatedRow<TRankedHitRow>, text: TTextQuery | null): TSearchHit {
  return { ...presentHit(row), match: matchOf(row, text), reliability: row.rating };
}
