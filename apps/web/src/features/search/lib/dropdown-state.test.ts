import type { TSearchHit } from '@sverka/shared';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api-client.ts';
import { moveHighlight, resolveActiveList, searchView, showsListSwitch } from './dropdown-state.ts';

function hit(kind: TSearchHit['kind'], inn: string): TSearchHit {
  return {
    id: Number(inn.slice(-4)),
    kind,
    inn,
    ogrn: kind === 'company' ? '1027700132195' : '304500116000157',
    name: kind === 'company' ? 'ООО «Ромашка»' : 'ИП Иванов И. И.',
    name_full:
      kind === 'company'
        ? 'Общество с ограниченной ответственностью «Ромашка»'
        : 'Индивидуальный предприниматель Иванов Иван Иванович',
    fio: kind === 'company' ? null : 'Иванов Иван Иванович',
    head: 'Иванов Иван Иванович',
    legal_address: null,
    okved: { code: '62.01', name: 'Разработка компьютерного программного обеспечения' },
    region: null,
    status: { name: 'Действует', class: 'active' },
    registration_date: '2010-05-12',
    match: { field: 'inn', value: inn, ranges: [[0, inn.length]], fuzzy: false },
    reliability: null,
  };
}

const company = hit('company', '7707083893');
const trader = hit('entrepreneur', '500100732259');

describe('resolveActiveList', () => {
  const both = { companies: [company], entrepreneurs: [trader] };

  it('prefers companies, then whatever is non-empty', () => {
    expect(resolveActiveList(null, both)).toBe('companies');
    expect(resolveActiveList(null, { companies: [], entrepreneurs: [trader] })).toBe('entrepreneurs');
    expect(resolveActiveList(null, { companies: [], entrepreneurs: [] })).toBe('companies');
  });

  it('keeps the user pick only while that list has hits', () => {
    expect(resolveActiveList('entrepreneurs', both)).toBe('entrepreneurs');
    expect(resolveActiveList('entrepreneurs', { companies: [company], entrepreneurs: [] })).toBe('companies');
    expect(resolveActiveList('companies', { companies: [], entrepreneurs: [trader] })).toBe('entrepreneurs');
  });

  it('offers the switch only when both lists have hits', () => {
    expect(showsListSwitch(both)).toBe(true);
    expect(showsListSwitch({ companies: [company], entrepreneurs: [] })).toBe(false);
  });
});

describe('moveHighlight', () => {
  it('starts at the first hit going down and at the last going up', () => {
    expect(moveHighlight(-1, 1, 3)).toBe(0);
    expect(moveHighlight(-1, -1, 3)).toBe(2);
  });

  it('wraps around both ends', () => {
    expect(moveHighlight(2, 1, 3)).toBe(0);
    expect(moveHighlight(0, -1, 3)).toBe(2);
    expect(moveHighlight(1, 1, 3)).toBe(2);
  });

  it('has nothing to highlight in an empty list and recovers from an out-of-range index', () => {
    expect(moveHighlight(0, 1, 0)).toBe(-1);
    expect(moveHighlight(7, 1, 3)).toBe(0);
  });
});

describe('searchView', () => {
  const results = { companies: [company], entrepreneurs: [] };
  const empty = { companies: [], entrepreneurs: [] };

  it('shows hits, the empty state, or a skeleton before the first answer', () => {
    expect(searchView({ stale: false, data: results, error: null })).toEqual({
      kind: 'results',
      results,
      updating: false,
    });
    expect(searchView({ stale: false, data: empty, error: null })).toEqual({ kind: 'empty' });
    expect(searchView({ stale: false, data: undefined, error: null })).toEqual({ kind: 'loading' });
  });

  it('keeps stale hits visible but never a stale empty state or error', () => {
    expect(searchView({ stale: true, data: results, error: null })).toEqual({
      kind: 'results',
      results,
      updating: true,
    });
    expect(searchView({ stale: true, data: empty, error: null })).toEqual({ kind: 'loading' });
    expect(searchView({ stale: true, data: undefined, error: new Error('x') })).toEqual({ kind: 'loading' });
  });

  it('shows the server explanation of a bad query and a generic error otherwise', () => {
    const invalid = new ApiError(400, 'INVALID_REQUEST', 'Неверный ИНН: не сходится контрольная цифра');
    expect(searchView({ stale: false, data: undefined, error: invalid })).toEqual({
      kind: 'invalid',
      message: 'Неверный ИНН: не сходится контрольная цифра',
    });
    const failure = new ApiError(500, 'INTERNAL', null);
    expect(searchView({ stale: false, data: undefined, error: failure })).toEqual({ kind: 'error', error: failure });
  });
});
