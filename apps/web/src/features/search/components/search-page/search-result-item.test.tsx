import { MantineProvider } from '@mantine/core';
import type { TSearchHit, TSearchMatch } from '@sverka/shared';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { changeLanguage, loadAreaTexts } from '../../../../lib/i18n.ts';
import { SearchResultItem } from './search-result-item.tsx';

beforeAll(() => loadAreaTexts('searchPage'));

const INN_MATCH: TSearchMatch = { field: 'inn', value: '7707083893', ranges: [[0, 10]], fuzzy: false };

const hit = (fields: { reliability?: TSearchHit['reliability']; match?: TSearchMatch } = {}): TSearchHit => ({
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
  match: fields.match ?? INN_MATCH,
  reliability: fields.reliability ?? null,
});

const render = (h: TSearchHit) =>
  renderToStaticMarkup(
    <MantineProvider>
      <MemoryRouter>
        <SearchResultItem hit={h} />
      </MemoryRouter>
    </MantineProvider>,
  );
const textOf = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');

const personLinks = (html: string) =>
  [...html.matchAll(/<a[^>]*data-testid="search-person-link"[^>]*>/g)].map((m) => /href="([^"]+)"/.exec(m[0])?.[1]);

afterEach(async () => {
  await changeLanguage('ru');
});

describe('SearchResultItem', () => {
  it('shows the stored rating beside the status: score and zone in its colour', () => {
    const html = render(hit({ reliability: { score: 67, zone: 'medium' } }));
    expect(html).toMatch(/data-zone="medium"[^>]*data-variant="full"/);
    expect(textOf(html)).toMatch(/Действует 67 Средний риск/);
  });

  it('names the zone in the interface language', async () => {
    await changeLanguage('en');
    expect(textOf(render(hit({ reliability: { score: 82, zone: 'low' } })))).toContain('82 Low risk');
  });

  it('shows no mark while the hit has no rating yet', () => {
    expect(render(hit())).not.toContain('risk-zone-mark');
  });

  it('opens the page of the director or founder the company was found by', () => {
    const value = 'Гончарова Яна Викторовна';
    const director: TSearchMatch = {
      field: 'director',
      value,
      ranges: [[0, 9]],
      fuzzy: false,
      person_inn: '500100732259',
    };
    const founder: TSearchMatch = { field: 'founder', value, ranges: [], fuzzy: false, person_inn: null };
    expect(personLinks(render(hit({ match: director })))).toEqual(['/person/500100732259']);
    expect(personLinks(render(hit({ match: founder })))).toEqual([
      `/person/name/${encodeURIComponent(value)}/7707083893`,
    ]);
  });

  it('links no person for a match on the name', () => {
    const name: TSearchMatch = { field: 'name', value: 'ООО «Ромашка»', ranges: [[6, 13]], fuzzy: false };
    expect(personLinks(render(hit({ match: name })))).toEqual([]);
  });
});
