import { describe, expect, it } from 'vitest';
import { lastByKey } from './upsert.ts';

describe('lastByKey', () => {
  it('keeps the later record of a key unless it is dated older than the one kept', () => {
    const rows = [
      { key: 'a', as_of: '2025-02-01', value: 1 },
      { key: 'b', as_of: '2025-01-01', value: 2 },
      { key: 'a', as_of: '2025-01-01', value: 3 },
      { key: 'b', as_of: '2025-01-01', value: 4 },
      { key: 'c', value: 5 },
      { key: 'c', value: 6 },
    ];
    expect(lastByKey(rows, (r) => r.key).map((r) => r.value)).toEqual([1, 4, 6]);
  });
});
