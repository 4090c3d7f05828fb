import type { TQuote } from '@sverka/shared';

/** The columns the customer's comparison table sorts by. */
export type TQuoteSortKey = 'price' | 'delivery' | 'supplier' | 'reliability';
export type TQuoteSort = { key: TQuoteSortKey; direction: 'asc' | 'desc' };

export const DEFAULT_QUOTE_SORT: TQuoteSort = { key: 'price', direction: 'asc' };

/** A column clicked again turns its order round; another column starts ascending. */
export function nextQuoteSort(current: TQuoteSort, key: TQuoteSortKey): TQuoteSort {
  if (current.key === key) return { key, direction: current.direction === 'asc' ? 'desc' : 'asc' };
  return { key, direction: 'asc' };
}

/**
 * The quotes in the chosen order. A quote without a delivery date or a supplier without a rating goes last
 * whichever way the column is turned: missing facts are never "the best"; equal values keep the cheaper first.
 */
export function sortQuotes(quotes: readonly TQuote[], sort: TQuoteSort): TQuote[] {
  const sign = sort.direction === 'asc' ? 1 : -1;
  const value = (quote: TQuote): number | string | null => {
    switch (sort.key) {
      case 'price':
        return quote.price;
      case 'delivery':
        return quote.delivery_date;
      case 'supplier':
        return quote.supplier.name.toLocaleLowerCase('ru');
      case 'reliability':
        return quote.supplier.reliability?.score ?? null;
    }
  };
  return [...quotes].sort((a, b) => {
    const left = value(a);
    const right = value(b);
    if (left === null && right !== null) return 1;
    if (right === null && left !== null) return -1;
    if (left !== null && right !== null && left !== right) {
      const order =
        typeof left === 'string' && typeof right === 'string' ? left.localeCompare(right, 'ru') : left < right ? -1 : 1;
      return order * sign;
    }
    return a.price - b.price || a.id - b.id;
  });
}
