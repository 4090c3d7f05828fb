import { describe, expect, it, vi } from 'vitest';
import {
  blockNonPriceKey,
  catalogueApiParams,
  EMPTY_CATALOGUE_STATE,
  hasCatalogueFilters,
  priceBoundFromText,
  readCatalogueState,
  updateCatalogueState,
  writeCatalogueState,
} from './catalogue-params.ts';

const read = (query: string) => readCatalogueState(new URLSearchParams(query));

describe('the catalogue’s filters in the URL', () => {
  it('reads every filter a shared link carries', () => {
    expect(
      read(
        'search=%D1%86%D0%B5%D0%BC%D0%B5%D0%BD%D1%82&ordering=price-asc&category=101&company=7&price_min=100&price_max=5000.5&company__region__name__in=%D0%B3.+%D0%9C%D0%BE%D1%81%D0%BA%D0%B2%D0%B0,Тверская+область&page=3',
      ),
    ).toEqual({
      search: 'цемент',
      ordering: 'price-asc',
      category: 101,
      company: 7,
      priceMin: 100,
      priceMax: 5000.5,
      regions: ['г. Москва', 'Тверская область'],
      page: 3,
    });
  });

  it('writes the state back to the same URL, so back/forward and a reload restore it', () => {
    const state = {
      ...EMPTY_CATALOGUE_STATE,
      search: ' кабель ',
      ordering: 'newest' as const,
      category: 5,
      priceMax: 900,
      regions: ['Тверская область'],
      page: 2,
    };
    const query = writeCatalogueState(state);
    expect(query.toString()).toBe(
      'search=%D0%BA%D0%B0%D0%B1%D0%B5%D0%BB%D1%8C&category=5&price_max=900&company__region__name__in=%D0%A2%D0%B2%D0%B5%D1%80%D1%81%D0%BA%D0%B0%D1%8F+%D0%BE%D0%B1%D0%BB%D0%B0%D1%81%D1%82%D1%8C&ordering=newest&page=2',
    );
    expect(readCatalogueState(query)).toEqual({ ...state, search: 'кабель' });
  });

  it('leaves the defaults out, so the plain catalogue is /marketplace', () => {
    expect(writeCatalogueState(EMPTY_CATALOGUE_STATE).toString()).toBe('');
    expect(catalogueApiParams(EMPTY_CATALOGUE_STATE)).toEqual({});
  });

  it('sends the API the URL’s own names and values', () => {
    expect(
      catalogueApiParams(read('category=3&price_min=10&company__region__name__in=А,Б&ordering=popularity')),
    ).toEqual({ category: 3, price_min: 10, company__region__name__in: 'А,Б', ordering: 'popularity' });
  });

  it('ignores what a hand-edited link gets wrong instead of breaking the page', () => {
    expect(read('ordering=cheapest&category=abc&company=-4&price_min=-5&price_max=1e99&page=0')).toEqual(
      EMPTY_CATALOGUE_STATE,
    );
    expect(read('company__region__name__in=,%20,А,А').regions).toEqual(['А']);
  });

  it('starts from the first page when a filter changes, and keeps the filters when the page does', () => {
    const onPage3 = { ...EMPTY_CATALOGUE_STATE, category: 5, page: 3 };
    expect(updateCatalogueState(onPage3, { priceMin: 10 })).toMatchObject({ category: 5, priceMin: 10, page: 1 });
    expect(updateCatalogueState(onPage3, { page: 4 })).toMatchObject({ category: 5, page: 4 });
  });

  it('knows when anything narrows the list (the ordering does not)', () => {
    expect(hasCatalogueFilters({ ...EMPTY_CATALOGUE_STATE, ordering: 'newest' })).toBe(false);
    expect(hasCatalogueFilters({ ...EMPTY_CATALOGUE_STATE, regions: ['А'] })).toBe(true);
    expect(hasCatalogueFilters({ ...EMPTY_CATALOGUE_STATE, search: '  ' })).toBe(false);
  });
});

describe('the price fields', () => {
  const press = (key: string) => {
    const event = { key, preventDefault: vi.fn() };
    blockNonPriceKey(event);
    return event.preventDefault.mock.calls.length > 0;
  };

  it('block the minus and «e» keys (spec §5) and the plus', () => {
    for (const key of ['-', 'e', 'E', '+']) expect(press(key), key).toBe(true);
  });

  it('let digits, the decimal separator and editing keys through', () => {
    for (const key of ['0', '9', '.', ',', 'Backspace', 'Delete', 'ArrowLeft', 'Tab', 'Enter']) {
      expect(press(key), key).toBe(false);
    }
  });

  it('read an empty field as no bound and a typed price as the bound', () => {
    expect(priceBoundFromText('')).toBeUndefined();
    expect(priceBoundFromText('  ')).toBeUndefined();
    expect(priceBoundFromText('1500')).toBe(1500);
    expect(priceBoundFromText('1 500,50')).toBe(1500.5);
    expect(priceBoundFromText('0')).toBe(0);
    expect(priceBoundFromText('-3')).toBeUndefined();
    expect(priceBoundFromText('abc')).toBeUndefined();
  });
});
