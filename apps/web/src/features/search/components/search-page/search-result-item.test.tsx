import { MantineProvider } from '@mantine/core';
import type { TSearchHit } from '@sverka/shared';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { changeLanguage } from '../../../../lib/i18n.ts';
import { SearchResultItem } from './search-result-item.tsx';

const hit = (reliability: TSearchHit['reliability']): TSearchHit => ({
  id: 1,
  kind: 'company',
  inn: '7707083893',
  ogrn: '1027700132195',
  name: 'ООО «Ромашка»',
  name_full: 'Общество с ограниченной ответственностью «Ромашка»',
  fio: null,
  head: null,
  legal_address: null,
  okved: null,
  region: null,
  status: { name: 'Действует', class: 'active' },
  registration_date: '2010-05-12',
  match: { field: 'inn', value: '7707083893', ranges: [[0, 10]], fuzzy: false },
  reliability,
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

afterEach(async () => {
  await changeLanguage('ru');
});

describe('SearchResultItem', () => {
  it('shows the stored rating beside the status: score and zone in its colour', () => {
    const html = render(hit({ score: 67, zone: 'medium' }));
    expect(html).toMatch(/data-zone="medium"[^>]*data-variant="full"/);
    expect(textOf(html)).toMatch(/Действует 67 Средний риск/);
  });

  it('names the zone in the interface language', async () => {
    await changeLanguage('en');
    expect(textOf(render(hit({ score: 82, zone: 'low' })))).toContain('82 Low risk');
  });

  it('shows no mark while the hit has no rating yet', () => {
    expect(render(hit(null))).not.toContain('risk-zone-mark');
  });
});
