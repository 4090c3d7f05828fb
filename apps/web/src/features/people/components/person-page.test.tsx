import { MantineProvider } from '@mantine/core';
import type { TPerson, TPersonCompanyRole } from '@sverka/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter, Route, Routes } from 'react-router';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadAreaTexts } from '../../../lib/i18n.ts';
import { personByNameQueryOptions, personQueryOptions } from '../api/get-person.ts';
import { PersonByNamePage, PersonPage } from './person-page.tsx';

beforeAll(() => loadAreaTexts('people'));

const INN = '500100732259';
const COMPANY_INN = '7707083893';
const source = { name: 'ЕГРЮЛ', as_of: '2026-05-01', is_demo: false };

const company = (inn: string, name: string, status: 'active' | 'liquidated'): TPersonCompanyRole['company'] => ({
  inn,
  ogrn: `1${inn}00`,
  name,
  status: status === 'active' ? 'Действует' : 'Ликвидировано',
  status_class: status,
  region: 'г. Москва',
  zone: status === 'active' ? 'low' : 'high',
  score: status === 'active' ? 82 : 14,
});

const role = (overrides: Partial<TPersonCompanyRole>): TPersonCompanyRole => ({
  role: 'director',
  post: null,
  share_percent: null,
  share_nominal: null,
  since: null,
  until: null,
  current: true,
  company: company(COMPANY_INN, 'ООО "РОМАШКА"', 'active'),
  ...overrides,
});

const person: TPerson = {
  inn: INN,
  name: 'Иванов Иван Иванович',
  other_names: ['Иванов Иван Ивановичъ'],
  roles: [
    role({ post: 'ГЕНЕРАЛЬНЫЙ ДИРЕКТОР', since: '2020-01-10' }),
    role({ role: 'founder', share_percent: 60, share_nominal: 6000 }),
    role({
      post: 'ДИРЕКТОР',
      since: '2015-03-04',
      until: '2019-05-01',
      current: false,
      company: company('7736050003', 'ООО "ЛЮТИК"', 'liquidated'),
    }),
  ],
  roles_total: 3,
  entrepreneur: {
    inn: INN,
    ogrnip: '304500116000157',
    name: 'Иванов Иван Иванович',
    status: 'Действует',
    status_class: 'active',
    registration_date: '2019-06-01',
    termination_date: null,
  },
  flags: [
    { kind: 'mass_director', count: 12, from: null, to: null, organization: null, article: null, source },
    {
      kind: 'disqualified',
      count: null,
      from: '2019-06-01',
      to: '2021-06-01',
      organization: 'ООО "ЛЮТИК"',
      article: 'ч. 5 ст. 14.25 КоАП РФ',
      source: { name: 'Реестр дисквалифицированных лиц', as_of: '2026-04-20', is_demo: false },
    },
  ],
  counts: { companies: 2, active: 1, liquidated: 1, current_roles: 2 },
  source,
};

function render(url: string, seed: (client: QueryClient) => void = () => {}) {
  const queryClient = new QueryClient();
  seed(queryClient);
  return renderToStaticMarkup(
    <MantineProvider>
      <QueryClientProvider client={queryClient}>
        <MemoryRouter initialEntries={[url]}>
          <Routes>
            <Route path="/person/:inn" element={<PersonPage />} />
            <Route path="/person/name/:name/:companyInn" element={<PersonByNamePage />} />
          </Routes>
        </MemoryRouter>
      </QueryClientProvider>
    </MantineProvider>,
  );
}

const withPerson = (shown: TPerson) => (client: QueryClient) =>
  client.setQueryData(personQueryOptions(INN).queryKey, shown);

/** The page's text without tags, spaces collapsed. */
const text = (html: string) =>
  html
    .replace(/<[^>]+>/g, ' ')
    .replace(/&quot;/g, '"')
    .replace(/\s+/g, ' ');

describe('PersonPage', () => {
  it('shows the name, ИНН and counts, the companies now and before with roles, shares, dates, status and zone', () => {
    const html = render(`/person/${INN}`, withPerson(person));
    const page = text(html);
    expect(html).toContain('<title>Иванов Иван Иванович, ИНН 500100732259 — Сверка</title>');
    expect(page).toContain('Иванов Иван Иванович');
    expect(page).toContain(`ИНН ${INN}`);
    expect(page).toMatch(/Организаций 2 Действующих 1 Ликвидированных 1 Текущих ролей 2/);
    expect(page).toContain('Также в реестрах: Иванов Иван Ивановичъ');
    const current = html.slice(html.indexOf('data-testid="person-companies-current"'));
    const past = html.slice(html.indexOf('data-testid="person-companies-past"'));
    expect(text(current.slice(0, current.indexOf('</ul></li></ul>')))).toMatch(
      /ООО "РОМАШКА" Действует Низкий риск 82 Генеральный директор с 10\.01\.2020 Учредитель доля 60 %, номинал 6 000 ₽/,
    );
    expect(text(past)).toMatch(/ООО "ЛЮТИК" Ликвидировано Высокий риск 14 Директор 04\.03\.2015 — 01\.05\.2019/);
    expect(html).toContain(`href="/counter-parties/${COMPANY_INN}"`);
    expect(html).toContain('href="/counter-parties/7736050003"');
  });

  it('shows the flags with their registers and dates, and the sole trader with a link to its card', () => {
    const page = text(render(`/person/${INN}`, withPerson(person)));
    expect(page).toContain('Массовый руководитель — организаций: 12');
    expect(page).toMatch(
      /Дисквалификация с 01\.06\.2019 по 01\.06\.2021 срок истёк Организация ООО "ЛЮТИК" Основание ч\. 5 ст\. 14\.25 КоАП РФ/,
    );
    expect(page).toContain('Реестр дисквалифицированных лиц, данные на 20.04.2026');
    expect(page).toMatch(/ОГРНИП 304500116000157 Зарегистрирован 01\.06\.2019/);
    expect(render(`/person/${INN}`, withPerson(person))).toContain(`href="/counter-parties/${INN}"`);
  });

  it('says how many roles are left out of a long list', () => {
    const page = text(render(`/person/${INN}`, withPerson({ ...person, roles_total: 1234 })));
    expect(page).toContain('Показаны 3 ролей из 1234: сначала текущие, затем недавние.');
  });

  it('has an empty state for every block of a person known only as a sole trader', () => {
    const page = text(
      render(
        `/person/${INN}`,
        withPerson({
          ...person,
          roles: [],
          roles_total: 0,
          flags: [],
          other_names: [],
          counts: { companies: 0, active: 0, liquidated: 0, current_roles: 0 },
        }),
      ),
    );
    expect(page).toContain('Организации Нет данных');
    expect(page).toContain('Отметок нет');
    expect(page).not.toContain('Сейчас');
  });

  it('shows «now» as empty when every role is past', () => {
    const page = text(render(`/person/${INN}`, withPerson({ ...person, roles: person.roles.slice(2) })));
    expect(page).toContain('Сейчас не руководит ни одной организацией и не владеет в них долями');
  });

  it('says nothing is known for an ИНН with wrong check digits, without asking the server', () => {
    for (const inn of ['500100732250', '123', '7707083893']) {
      const page = text(render(`/person/${inn}`));
      expect(page, inn).toContain('Сведений о человеке нет');
      expect(page, inn).toContain('Перейти к поиску');
    }
  });
});

describe('PersonByNamePage', () => {
  const name = 'Безыннов Савва Ильич';
  const url = `/person/name/${encodeURIComponent(name)}/${COMPANY_INN}`;

  it('shows a person without ИНН with the company they were found in', () => {
    const nameless: TPerson = {
      ...person,
      inn: null,
      name,
      other_names: [],
      roles: person.roles.slice(0, 1),
      roles_total: 1,
      entrepreneur: null,
      flags: [],
    };
    const page = text(
      render(url, (client) => client.setQueryData(personByNameQueryOptions(name, COMPANY_INN).queryKey, nameless)),
    );
    expect(page).toContain(`ИНН в реестре не указан. Сведения из записей организации с ИНН ${COMPANY_INN}`);
    expect(page).toContain('ИП ищется по ИНН, а ИНН этого человека в реестре не указан');
    expect(page).toContain('Генеральный директор');
  });

  it('says nothing is known for a company ИНН with a wrong check digit', () => {
    expect(text(render(`/person/name/${encodeURIComponent(name)}/7707083890`))).toContain('Сведений о человеке нет');
  });
});
