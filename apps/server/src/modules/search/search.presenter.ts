import type { TSearchHit, TSearchMatch } from '@sverka/shared';
import { presentHit } from '../companies/companies.presenter.ts';
import { matchRanges, wholeRange } from './highlight.ts';
import type { TTextQuery } from './query-text.ts';
import type { TRankedHitRow } from './search.repository.ts';

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
      return marked(row.field, row.matched ?? '');
    case 'fio':
      return marked('fio', row.fio ?? row.name_short);
    default: {
      const short = marked('name', row.name_short);
      // Words found only in the full name are shown there.
      return short.ranges.length || fuzzy ? short : marked('name_full', row.name_full);
    }
  }
}

export function presentSearchHit(row: TRankedHitRow, text: TTextQuery | null): TSearchHit {
  return { ...presentHit(row), match: matchOf(row, text) };
}
