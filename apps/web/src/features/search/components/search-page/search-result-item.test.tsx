import { MantineProvider } from '@mantine/core';
import type { TSearchHit, TSearchMatch } from '@sverka/shared';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadAreaTexts } from '../../../../lib/i18n.ts';
import { SearchResultItem } from './search-result-item.tsx';

beforeAll(() => loadAreaTexts('searchPage'));

const hit = (match: TSearchMatch): TSearchHit => ({
  id: 1,
  kind: 'company',
  inn: '7707083893',
  ogrn: '1027700132195',
  name: 'ООО «Ромашка»',
  name_full: 'Общество с ограниченной ответственностью «Ромашка»',
  fio: null,
  head: 'Петров Пётр Петрович',
  legal_address: null,
  okved: null,
  region: null,
  status: { name: 'Действует', class: 'active' },
  registration_date: '2010-05-12',
  match,
});

const render = (match: TSearchMatch) =>
  renderToStaticMarkup(
    <MantineProvider>
      <MemoryRouter>
        <SearchResultItem hit={hit(match)} />
      </MemoryRouter>
    </MantineProvider>,
  );

const personLinks = (html: string) =>
  [...html.matchAll(/<a[^>]*data-testid="search-person-link"[^>]*>/g)].map((m) => /href="([^"]+)"/.exec(m[0])?.[1]);

describe('SearchResultItem', () => {
  it('opens the page of the director or founder the company was found by', () => {
    const value = 'Гончарова Яна Викторовна';
    expect(
      personLinks(render({ field: 'director', value, ranges: [[0, 9]], fuzzy: false, person_inn: '500100732259' })),
    ).toEqual(['/person/500100732259']);
    expect(personLinks(render({ field: 'founder', value, ranges: [], fuzzy: false, person_inn: null }))).toEqual([
      `/person/name/${encodeURIComponent(value)}/7707083893`,
    ]);
  });

  it('links no person for a match on the name', () => {
    expect(personLinks(render({ field: 'name', value: 'ООО «Ромашка»', ranges: [[6, 13]], fuzzy: false }))).toEqual([]);
  });
});
