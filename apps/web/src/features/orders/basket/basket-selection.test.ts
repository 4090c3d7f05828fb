import { describe, expect, it } from 'vitest';
import {
  allSelected,
  groupBySeller,
  lineTotal,
  selectionSummary,
  someSelected,
  toggleMany,
  toggleOne,
} from './basket-selection.ts';
import { basketItem } from './testing/fixtures.tsx';

const items = [
  basketItem(1, { company: 7, company_name: 'ООО «СтройСнаб»', price_with_taxes: 100.1 }, 3),
  basketItem(2, { company: 9, company_name: 'ИП Иванов', price_with_taxes: 0.2 }, 1),
  basketItem(3, { company: 7, company_name: 'ООО «СтройСнаб»', price_with_taxes: 50 }, 2),
];

describe('the basket by seller', () => {
  it('groups items by seller, sellers in the order of their newest item', () => {
    const groups = groupBySeller(items);
    expect(groups.map((group) => [group.company, group.companyName, group.items.map((item) => item.id)])).toEqual([
      [7, 'ООО «СтройСнаб»', [1, 3]],
      [9, 'ИП Иванов', [2]],
    ]);
  });
});

describe('ticking items', () => {
  it('ticks select-all only when every item is ticked, never for an empty basket', () => {
    expect(allSelected(items, new Set())).toBe(true);
    expect(allSelected(items, new Set([2]))).toBe(false);
    expect(someSelected(items, new Set([2]))).toBe(true);
    expect(allSelected([], new Set())).toBe(false);
  });

  it('unticks all when all are ticked, ticks all otherwise', () => {
    expect([...toggleMany(items, new Set())].sort()).toEqual([1, 2, 3]);
    expect([...toggleMany(items, new Set([1]))]).toEqual([]);
  });

  it('ticks a seller’s items together, leaving the others as they were', () => {
    const [stroySnab] = groupBySeller(items);
    const unselected = toggleMany(stroySnab?.items ?? [], new Set([2]));
    expect([...unselected].sort()).toEqual([1, 2, 3]);
    expect([...toggleMany(stroySnab?.items ?? [], new Set([1]))]).toEqual([]);
  });

  it('toggles one item', () => {
    expect([...toggleOne(2, new Set())]).toEqual([2]);
    expect([...toggleOne(2, new Set([2]))]).toEqual([]);
  });
});

describe('the totals of the ticked items', () => {
  it('sum the ticked lines in kopecks, with the pieces and the ids to order', () => {
    expect(lineTotal(items[0] ?? basketItem(0))).toBe(300.3);
    expect(selectionSummary(items, new Set())).toEqual({ ids: [1, 2, 3], count: 6, total: 400.5 });
    expect(selectionSummary(items, new Set([1]))).toEqual({ ids: [2, 3], count: 3, total: 100.2 });
    expect(selectionSummary(items, new Set([1, 2, 3]))).toEqual({ ids: [], count: 0, total: 0 });
  });
});
