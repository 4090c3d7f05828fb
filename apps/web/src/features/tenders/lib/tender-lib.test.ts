import type { TQuote } from '@sverka/shared';
import { describe, expect, it } from 'vitest';
import { nextQuoteSort, sortQuotes } from './quote-sort.ts';
import { readTenderFilters, tenderApiParams, writeTenderFilters } from './tender-params.ts';

const quote = (id: number, price: number, name: string, date: string | null, score: number | null): TQuote => ({
  id,
  tender: 1,
  supplier: { id, name, inn: '7700000000', reliability: score === null ? null : { score, zone: 'low' } },
  price,
  delivery_date: date,
  terms: '',
  comment: '',
  file: null,
  is_winner: false,
  is_mine: false,
  created_at: '2026-01-01T00:00:00Z',
  updated_at: '2026-01-01T00:00:00Z',
});

describe('the filters in the URL', () => {
  it('reads what it wrote and drops what is malformed', () => {
    const filters = {
      search: 'кабель',
      category: '12',
      region: '77',
      deadlineFrom: '2026-12-01',
      deadlineTo: '',
      page: 3,
    };
    expect(readTenderFilters(writeTenderFilters(filters))).toEqual(filters);
    expect(readTenderFilters(new URLSearchParams('region=Москва&from=завтра&page=-2&category=x'))).toEqual({
      search: '',
      category: '',
      region: '',
      deadlineFrom: '',
      deadlineTo: '',
      page: 1,
    });
  });

  it('asks the API only for what is set', () => {
    const params = tenderApiParams(readTenderFilters(new URLSearchParams('category=5&to=2026-12-31')));
    expect(params).toEqual({
      search: undefined,
      category: 5,
      region: undefined,
      deadline_from: undefined,
      deadline_to: '2026-12-31',
      page: 1,
    });
  });
});

describe('the comparison table order', () => {
  const quotes = [
    quote(1, 300, 'Бета', '2026-12-10', 40),
    quote(2, 100, 'Альфа', null, null),
    quote(3, 200, 'Гамма', '2026-12-05', 90),
  ];

  it('sorts by price both ways', () => {
    expect(sortQuotes(quotes, { key: 'price', direction: 'asc' }).map((q) => q.id)).toEqual([2, 3, 1]);
    expect(sortQuotes(quotes, { key: 'price', direction: 'desc' }).map((q) => q.id)).toEqual([1, 3, 2]);
  });

  it('keeps missing dates and ratings last whichever way', () => {
    expect(sortQuotes(quotes, { key: 'delivery', direction: 'asc' }).map((q) => q.id)).toEqual([3, 1, 2]);
    expect(sortQuotes(quotes, { key: 'delivery', direction: 'desc' }).map((q) => q.id)).toEqual([1, 3, 2]);
    expect(sortQuotes(quotes, { key: 'reliability', direction: 'desc' }).map((q) => q.id)).toEqual([3, 1, 2]);
  });

  it('sorts suppliers by name and turns a column round on a second click', () => {
    expect(sortQuotes(quotes, { key: 'supplier', direction: 'asc' }).map((q) => q.id)).toEqual([2, 1, 3]);
    expect(nextQuoteSort({ key: 'price', direction: 'asc' }, 'price')).toEqual({ key: 'price', direction: 'desc' });
    expect(nextQuoteSort({ key: 'price', direction: 'desc' }, 'supplier')).toEqual({
      key: 'supplier',
      direction: 'asc',
    });
  });
});
