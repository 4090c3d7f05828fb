import type { TBulkCheckRow } from '@sverka/shared';

/**
 * The result table's sorting, filters and pages, over rows held in memory: a check has at most 10,000
 * rows, which sort and filter in a few milliseconds, and only one page of them is drawn.
 */

export const SORT_KEYS = ['position', 'name', 'score', 'zone', 'status'] as const;
export type TSortKey = (typeof SORT_KEYS)[number];
export type TSort = { key: TSortKey; direction: 'asc' | 'desc' };

export const ZONE_FILTERS = ['all', 'low', 'medium', 'high'] as const;
export type TZoneFilter = (typeof ZONE_FILTERS)[number];
export const STATUS_FILTERS = ['all', 'active', 'inactive', 'liquidated', 'not_found'] as const;
export type TStatusFilter = (typeof STATUS_FILTERS)[number];

export type TRowFilter = { zone: TZoneFilter; status: TStatusFilter; text: string };
export const NO_FILTER: TRowFilter = { zone: 'all', status: 'all', text: '' };

export const PAGE_SIZE = 50;

/** Risk first when sorted ascending by zone: high, medium, low, then rows without a rating. */
const ZONE_ORDER = { high: 0, medium: 1, low: 2 } as const;
const STATUS_ORDER = { active: 0, inactive: 1, liquidated: 2 } as const;

/** Lower case, ё read as е (the diaeresis dropped), as people type names. */
const fold = (text: string) =>
  text
    .toLocaleLowerCase('ru-RU')
    .normalize('NFD')
    .replace(/\u0308/g, '')
    .normalize('NFC');

/** A name as it sorts: without the legal form in front (an abbreviation in capitals) and the quotes. */
const nameKey = (name: string) =>
  fold(
    name
      .replace(/^\p{Lu}{2,5}\s+/u, '')
      .replace(/["'«»“”„]/g, '')
      .trim(),
  );

export function filterRows(rows: readonly TBulkCheckRow[], filter: TRowFilter): TBulkCheckRow[] {
  const text = fold(filter.text.trim());
  return rows.filter((row) => {
    if (filter.zone !== 'all' && row.zone !== filter.zone) return false;
    if (filter.status === 'not_found' && row.found) return false;
    if (filter.status !== 'all' && filter.status !== 'not_found' && row.status_class !== filter.status) return false;
    if (!text) return true;
    return [row.name, row.inn, row.ogrn, row.query].some((value) => value && fold(value).includes(text));
  });
}

/** The value a row sorts by; rows that have none (not found, not rated) go last whichever the direction. */
function sortValue(row: TBulkCheckRow, key: TSortKey): string | number | null {
  switch (key) {
    case 'position':
      return row.position;
    case 'name':
      return row.name === null ? null : nameKey(row.name);
    case 'score':
      return row.score;
    case 'zone':
      return row.zone ? ZONE_ORDER[row.zone] : null;
    case 'status':
      return row.status_class ? STATUS_ORDER[row.status_class] : null;
  }
}

const collator = new Intl.Collator('ru', { sensitivity: 'base', numeric: true });

export function sortRows(rows: readonly TBulkCheckRow[], sort: TSort): TBulkCheckRow[] {
  const sign = sort.direction === 'asc' ? 1 : -1;
  return [...rows].sort((a, b) => {
    const x = sortValue(a, sort.key);
    const y = sortValue(b, sort.key);
    if (x === null || y === null) return x === y ? a.position - b.position : x === null ? 1 : -1;
    const order = typeof x === 'number' && typeof y === 'number' ? x - y : collator.compare(String(x), String(y));
    return order * sign || a.position - b.position;
  });
}

/** A click on a column's header: that column ascending, or the other direction when it is the sorted one. */
export function nextSort(current: TSort, key: TSortKey): TSort {
  if (current.key !== key) return { key, direction: key === 'score' ? 'desc' : 'asc' };
  return { key, direction: current.direction === 'asc' ? 'desc' : 'asc' };
}

export function pageCount(total: number): number {
  return Math.max(1, Math.ceil(total / PAGE_SIZE));
}

export function pageOf<T>(rows: readonly T[], page: number): T[] {
  const last = pageCount(rows.length);
  const current = Math.min(Math.max(1, page), last);
  return rows.slice((current - 1) * PAGE_SIZE, current * PAGE_SIZE);
}
