import { MantineProvider } from '@mantine/core';
import type { TSearchHit, TSearchMatch } from '@sverka/shared';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { changeLanguage } from '../../../../lib/i18n.ts';
import { SearchHit } from './search-hit.tsx';

await changeLanguage('ru');

const company = (match: TSearchMatch): TSearchHit => ({
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
  reliability: null,
});

const html = (hit: TSearchHit) =>
  renderToStaticMarkup(
    <MantineProvider>
      <MemoryRouter>
        <SearchHit hit={hit} id="hit-0" active={false} onHover={() => {}} onOpen={() => {}} />
      </MemoryRouter>
    </MantineProvider>,
  );
const text = (hit: TSearchHit) =>
  html(hit)
    .replace(/<[^>]+>/g, '')
    .replace(/\s+/g, ' ');

describe('SearchHit', () => {
  it('names the founder a company was found by, next to its head', () => {
    const row = text(company({ field: 'founder', value: 'Гончарова Яна Викторовна', ranges: [], fuzzy: false }));
    expect(row).toContain('Учредитель: Гончарова Яна Викторовна');
    expect(row).toContain('Руководитель: Петров Пётр Петрович');
  });

  it('names the director it was found by, of several the one matched', () => {
    const row = text(company({ field: 'director', value: 'Гончарова Яна Викторовна', ranges: [], fuzzy: false }));
    expect(row).toContain('Руководитель: Гончарова Яна Викторовна');
    expect(row).not.toContain('Учредитель');
  });

  it('shows the head as before when the name matched', () => {
    const row = text(company({ field: 'name', value: 'ООО «Ромашка»', ranges: [[5, 12]], fuzzy: false }));
    expect(row).toContain('Руководитель: Петров Пётр Петрович');
    expect(row).not.toContain('Учредитель');
  });

  it('does not name a sole trader as their own director', () => {
    const trader: TSearchHit = {
      ...company({ field: 'name', value: 'ИП Гончарова Яна Петровна', ranges: [], fuzzy: false }),
      kind: 'entrepreneur',
      inn: '500100732259',
      ogrn: '304500116000157',
      name: 'ИП Гончарова Яна Петровна',
      name_full: 'Гончарова Яна Петровна',
      fio: 'Гончарова Яна Петровна',
      head: 'Гончарова Яна Петровна',
    };
    const row = text(trader);
    expect(row).not.toContain('Руководитель');
    expect(row.match(/Гончарова Яна Петровна/g)?.length ?? 0).toBeLessThanOrEqual(1);
  });

  it('marks the hit with its stored rating: the zone’s colour and the score, the zone named for screen readers', () => {
    const nameMatch: TSearchMatch = { field: 'name', value: 'ООО «Ромашка»', ranges: [], fuzzy: false };
    const rated = html({ ...company(nameMatch), reliability: { score: 34, zone: 'high' } });
    expect(rated).toMatch(/data-testid="risk-zone-mark"[^>]*aria-label="Надёжность 34 из 100: Высокий риск"/);
    expect(rated).toMatch(/class="[^"]*"[^>]*data-zone="high"[^>]*data-variant="compact"/);
    expect(html(company(nameMatch))).not.toContain('risk-zone-mark');
  });
});
