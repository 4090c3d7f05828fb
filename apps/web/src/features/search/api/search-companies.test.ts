import type { TSearchHit } from '@sverka/shared';
import { describe, expect, it } from 'vitest';
import { splitSearchReply } from './search-companies.ts';

const company = { kind: 'company', inn: '7707083893' } as TSearchHit;
const trader = { kind: 'entrepreneur', inn: '500100732259' } as TSearchHit;

describe('splitSearchReply', () => {
  it('reads sole traders from records and companies from the optional second element', () => {
    expect(splitSearchReply([{ records: [trader] }, [company]])).toEqual({
      companies: [company],
      entrepreneurs: [trader],
    });
    expect(splitSearchReply([{ records: [trader] }])).toEqual({ companies: [], entrepreneurs: [trader] });
  });
});
