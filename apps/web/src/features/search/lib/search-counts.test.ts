import { SEARCH_COUNT_LIMIT } from '@sverka/shared';
import { describe, expect, it } from 'vitest';
import { isCountCapped, kindCount, pageTotal } from './search-counts.ts';

describe('search counts', () => {
  const counts = { company: 42, entrepreneur: 8 };

  it('adds both kinds for the "all" tab', () => {
    expect(kindCount(counts, 'all')).toBe(50);
    expect(kindCount(counts, 'company')).toBe(42);
    expect(kindCount(counts, 'entrepreneur')).toBe(8);
  });

  it('calls a count "more than" only when it reached the limit', () => {
    const big = { company: SEARCH_COUNT_LIMIT, entrepreneur: 15 };
    expect(isCountCapped(big, 'company', true)).toBe(true);
    expect(isCountCapped(big, 'entrepreneur', true)).toBe(false);
    expect(isCountCapped(big, 'all', true)).toBe(true);
    expect(isCountCapped(big, 'company', false)).toBe(false);
  });

  it('pages through at most what was counted', () => {
    expect(pageTotal(0, 20)).toBe(1);
    expect(pageTotal(20, 20)).toBe(1);
    expect(pageTotal(21, 20)).toBe(2);
    expect(pageTotal(SEARCH_COUNT_LIMIT * 2, 20)).toBe(SEARCH_COUNT_LIMIT / 20);
  });
});
