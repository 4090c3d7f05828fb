import { MantineProvider } from '@mantine/core';
import type { TCompanyCard } from '@sverka/shared';
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadAreaTexts } from '../../../../lib/i18n.ts';
import { companyCardFixture, entrepreneurCardFixture } from '../../testing/card-fixtures.ts';
import { ConnectionsList } from './connections/connections-list.tsx';
import { EntrepreneurPersonBlock } from './details/organisation-block.tsx';
import { FounderList } from './founders/founder-list.tsx';
import { MainInfoCard } from './main-info-card.tsx';

beforeAll(() => loadAreaTexts('card-'));

const render = (node: ReactNode) =>
  renderToStaticMarkup(
    <MantineProvider>
      <MemoryRouter>{node}</MemoryRouter>
    </MantineProvider>,
  );

const director = (fio: string, inn: string | null): TCompanyCard['directors'][number] => ({
  fio,
  inn,
  ogrnip: null,
  post: 'ДИРЕКТОР',
  post_kind: null,
  since_date: null,
  ended_date: null,
  unreliable: false,
  unreliable_text: null,
  disqualified: null,
  mass: null,
});

type TFounder = TCompanyCard['founders'][number]['PP'][number];
const founder = (overrides: Partial<TFounder>): TFounder => ({
  id: 1,
  kind: 'person',
  fio: null,
  name: null,
  inn: null,
  ogrn: null,
  country: null,
  record_date: null,
  fraction: { percent: null, nominal: null },
  encumbrances: [],
  unreliable: false,
  mass: null,
  ...overrides,
});

const card = companyCardFixture({
  directors: [director('Иванов Иван Иванович', '500100732259'), director('Безыннов Савва Ильич', null)],
});

describe('people on the card open their pages', () => {
  it('links a director with ИНН to /person/{inn} and one without to the page by name within the company', () => {
    const html = render(<MainInfoCard company={card} />);
    expect(html).toContain('href="/person/500100732259"');
    expect(html).toContain(`href="/person/name/${encodeURIComponent('Безыннов Савва Ильич')}/${card.inn}"`);
  });

  it('links a founder who is a person to their page and a founder that is a company to its card', () => {
    const html = render(
      <FounderList
        companyInn={card.inn}
        founders={[
          founder({ id: 1, fio: 'Петров Пётр Петрович', inn: '772800123456' }),
          founder({ id: 2, fio: 'Безыннов Савва Ильич' }),
          founder({ id: 3, kind: 'ru_org', name: 'ООО "УЧРЕДИТЕЛЬ"', inn: '7736050003', ogrn: '1027700000000' }),
          founder({ id: 4, kind: 'state', name: 'Российская Федерация' }),
        ]}
      />,
    );
    expect(html).toContain('href="/person/772800123456"');
    expect(html).toContain(`href="/person/name/${encodeURIComponent('Безыннов Савва Ильич')}/${card.inn}"`);
    expect(html).toContain('href="/counter-parties/7736050003"');
    expect(html.match(/href=/g)).toHaveLength(3);
  });

  it('links each person a connection goes through to their page', () => {
    const html = render(
      <ConnectionsList
        orgs={[
          {
            id: 9,
            name: 'ООО "СОСЕД"',
            status: { name: 'Действует', class: 'active' },
            legal_address: null,
            inn: '7736050003',
            ogrn: '1027700000000',
            registration_date: null,
            okved: null,
            relation: ['director', 'founder'],
            via: [
              { inn: '500100732259', fio: 'Иванов Иван Иванович', relation: 'director' },
              { inn: '772800123456', fio: 'Петров Пётр Петрович', relation: 'founder' },
            ],
          },
        ]}
      />,
    );
    expect(html).toContain('href="/counter-parties/7736050003"');
    expect(html).toMatch(/Через: <a[^>]*href="\/person\/500100732259"[^>]*>Иванов Иван Иванович<\/a> \(Руководитель\)/);
    expect(html).toMatch(/, <a[^>]*href="\/person\/772800123456"[^>]*>Петров Пётр Петрович<\/a> \(Учредитель\)/);
  });

  it('links a sole trader’s full name to their page as a person', () => {
    const entrepreneur = entrepreneurCardFixture({ fio: 'Проверкин Тест Тестович', inn: '500100732259' });
    expect(render(<EntrepreneurPersonBlock card={entrepreneur} />)).toMatch(
      /<a[^>]*href="\/person\/500100732259"[^>]*>Проверкин Тест Тестович<\/a>/,
    );
  });
});
