import type { TBulkCheckRow } from '@sverka/shared';
import { describe, expect, it } from 'vitest';
import { filterRows, NO_FILTER, nextSort, PAGE_SIZE, pageCount, pageOf, sortRows } from './result-table.ts';

const row = (position: number, fields: Partial<TBulkCheckRow>): TBulkCheckRow => ({
  position,
  query: `q${position}`,
  found: true,
  subject_kind: 'company',
  inn: `77000000${position}`,
  ogrn: null,
  name: `Компания ${position}`,
  status: 'Действует',
  status_class: 'active',
  score: 50,
  zone: 'medium',
  stop_factor: false,
  factors: [],
  ...fields,
});

const ROWS = [
  row(1, { name: 'ООО «Ёлка»', score: 80, zone: 'low' }),
  row(2, { name: 'АО Берёза', score: 20, zone: 'high', status: 'Ликвидировано', status_class: 'liquidated' }),
  row(3, {
    found: false,
    subject_kind: null,
    name: null,
    status: 'Нет в реестре',
    status_class: null,
    score: null,
    zone: null,
  }),
  row(4, { name: 'ООО Вишня', score: 55 }),
];
const positions = (rows: TBulkCheckRow[]) => rows.map((r) => r.position);

describe('filterRows', () => {
  it('keeps rows of the chosen zone and status, and of the text in the name or identifiers (е for ё)', () => {
    expect(positions(filterRows(ROWS, { ...NO_FILTER, zone: 'high' }))).toEqual([2]);
    expect(positions(filterRows(ROWS, { ...NO_FILTER, status: 'not_found' }))).toEqual([3]);
    expect(positions(filterRows(ROWS, { ...NO_FILTER, status: 'active' }))).toEqual([1, 4]);
    expect(positions(filterRows(ROWS, { ...NO_FILTER, text: 'елка' }))).toEqual([1]);
    expect(positions(filterRows(ROWS, { ...NO_FILTER, text: '770000004' }))).toEqual([4]);
    expect(positions(filterRows(ROWS, { zone: 'low', status: 'liquidated', text: '' }))).toEqual([]);
  });
});

describe('sortRows', () => {
  it('sorts by score, name, zone and status, rows without a value last in either direction', () => {
    expect(positions(sortRows(ROWS, { key: 'score', direction: 'desc' }))).toEqual([1, 4, 2, 3]);
    expect(positions(sortRows(ROWS, { key: 'score', direction: 'asc' }))).toEqual([2, 4, 1, 3]);
    expect(positions(sortRows(ROWS, { key: 'name', direction: 'asc' }))).toEqual([2, 4, 1, 3]);
    expect(positions(sortRows(ROWS, { key: 'zone', direction: 'asc' }))).toEqual([2, 4, 1, 3]);
    expect(positions(sortRows(ROWS, { key: 'status', direction: 'desc' }))).toEqual([2, 1, 4, 3]);
  });

  it('turns a column around on a second click and starts the score with the best', () => {
    expect(nextSort({ key: 'position', direction: 'asc' }, 'score')).toEqual({ key: 'score', direction: 'desc' });
    expect(nextSort({ key: 'name', direction: 'asc' }, 'name')).toEqual({ key: 'name', direction: 'desc' });
  });
});

describe('pages', () => {
  it('cuts the rows into pages and keeps a page past the end on the last one', () => {
    const many = Array.from({ length: PAGE_SIZE * 2 + 3 }, (_, i) => i + 1);
    expect(pageCount(many.length)).toBe(3);
    expect(pageCount(0)).toBe(1);
    expect(pageOf(many, 2)[0]).toBe(PAGE_SIZE + 1);
    expect(pageOf(many, 9)).toEqual([PAGE_SIZE * 2 + 1, PAGE_SIZE * 2 + 2, PAGE_SIZE * 2 + 3]);
  });
});
