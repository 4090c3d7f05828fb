import { describe, expect, it } from 'vitest';
import {
  hasFilters,
  isSearchable,
  readSearchState,
  searchApiParams,
  updateSearchState,
  writeSearchState,
} from './search-params.ts';

const read = (query: string) => readSearchState(new URLSearchParams(query));

describe('readSearchState', () => {
  it('gives the defaults for an empty URL', () => {
    expect(read('')).toEqual({ q: '', kind: 'all', page: 1 });
  });

  it('reads the query, kind, page and every filter', () => {
    expect(
      read(
        'q=%D1%80%D0%BE%D0%BC%D0%B0%D1%88%D0%BA%D0%B0&kind=company&region=77&status=liquidated&okved=62.01' +
          '&opf=12300&registered_from=2010-01-01&registered_to=2020-12-31&page=3',
      ),
    ).toEqual({
      q: 'ромашка',
      kind: 'company',
      region: '77',
      status: 'liquidated',
      okved: '62.01',
      opf: '12300',
      registered_from: '2010-01-01',
      registered_to: '2020-12-31',
      page: 3,
    });
  });

  it('ignores malformed values instead of failing the page', () => {
    expect(
      read('q=x&kind=robots&region=Moscow&status=open&okved=62.0.1.&opf=123&registered_from=01.01.2010&page=-2'),
    ).toEqual({ q: 'x', kind: 'all', page: 1 });
    expect(read('page=2.5').page).toBe(1);
    expect(read('page=abc').page).toBe(1);
  });

  it('keeps the query as given, metacharacters and length included', () => {
    expect(read(`q=${encodeURIComponent('100% _ан%')}`).q).toBe('100% _ан%');
    expect(read(`q=${'я'.repeat(250)}`).q).toHaveLength(250);
  });
});

describe('writeSearchState', () => {
  it('leaves defaults out and trims the query', () => {
    expect(writeSearchState({ q: '  рога  ', kind: 'all', page: 1 }).toString()).toBe(
      `q=${encodeURIComponent('рога')}`,
    );
    expect(writeSearchState({ q: '', kind: 'all', page: 1 }).toString()).toBe('');
  });

  it('round-trips through the URL', () => {
    const state = {
      q: 'Иванов И.И.',
      kind: 'entrepreneur' as const,
      region: '50',
      status: 'active' as const,
      okved: '47',
      opf: '12267',
      registered_from: '2001-02-03',
      registered_to: '2004-05-06',
      page: 12,
    };
    expect(readSearchState(writeSearchState(state))).toEqual(state);
  });

  it('gives the same URL for the same state whatever the key order', () => {
    const a = writeSearchState({ q: 'a', kind: 'all', page: 2, status: 'active', region: '77' });
    const b = writeSearchState({ region: '77', status: 'active', page: 2, kind: 'all', q: 'a' });
    expect(a.toString()).toBe(b.toString());
    expect(a.toString()).toBe('q=a&region=77&status=active&page=2');
  });
});

describe('searchApiParams', () => {
  it('names the parameters as the API does', () => {
    expect(searchApiParams({ q: '62.01', kind: 'company', page: 2, registered_to: '2020-01-01' })).toEqual({
      q: '62.01',
      kind: 'company',
      registered_to: '2020-01-01',
      page: '2',
    });
  });
});

describe('updateSearchState', () => {
  const current = { q: 'рога', kind: 'all' as const, page: 4, region: '77' };

  it('goes back to page 1 when the query, kind or a filter changes', () => {
    expect(updateSearchState(current, { q: 'копыта' }).page).toBe(1);
    expect(updateSearchState(current, { kind: 'company' }).page).toBe(1);
    expect(updateSearchState(current, { status: 'inactive' })).toEqual({
      ...current,
      status: 'inactive',
      page: 1,
    });
  });

  it('keeps an explicit page', () => {
    expect(updateSearchState(current, { page: 5 }).page).toBe(5);
  });

  it('drops a cleared filter', () => {
    expect(updateSearchState(current, { region: undefined })).toEqual({ q: 'рога', kind: 'all', page: 1 });
    expect(updateSearchState(current, { region: '' })).not.toHaveProperty('region');
  });
});

describe('hasFilters and isSearchable', () => {
  it('needs a non-blank query or a filter', () => {
    expect(isSearchable({ q: '   ', kind: 'all', page: 1 })).toBe(false);
    expect(isSearchable({ q: 'a', kind: 'all', page: 1 })).toBe(true);
    expect(isSearchable({ q: '', kind: 'all', page: 1, opf: '12300' })).toBe(true);
    expect(hasFilters({ q: 'a', kind: 'company', page: 3 })).toBe(false);
  });
});
