import { MantineProvider } from '@mantine/core';
import type { TSeller } from '@sverka/shared';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadAreaTexts } from '../../../../lib/i18n.ts';
import { CompanyProfile } from './company-profile.tsx';

function seller(overrides: Partial<TSeller> = {}): TSeller {
  return {
    id: 7,
    kind: 'company',
    name: 'ООО "Ромашка"',
    name_full: 'ОБЩЕСТВО С ОГРАНИЧЕННОЙ ОТВЕТСТВЕННОСТЬЮ "РОМАШКА"',
    inn: '7707083893',
    ogrn: '1027700132195',
    status: { name: 'Действует', class: 'active' },
    region: { code: '77', name: 'г. Москва' },
    address: 'г. Москва, ул. Вавилова, д. 19',
    website: 'www.romashka.ru',
    avatar: null,
    image: null,
    representative: 3,
    card_path: '/counter-parties/7707083893',
    products_count: 0,
    ...overrides,
  };
}

// The page's texts load with its route; here they load before rendering, as the route does.
beforeAll(() => loadAreaTexts('company-page'));

function render(value: TSeller): string {
  return renderToStaticMarkup(
    <MantineProvider>
      <MemoryRouter>
        <CompanyProfile seller={value} />
      </MemoryRouter>
    </MantineProvider>,
  );
}

describe('CompanyProfile', () => {
  it('shows the name, initials, ИНН, ОГРН, region, address and a link to the counterparty report', () => {
    const html = render(seller());
    expect(html).toMatch(/<h1[^>]*>ООО &quot;Ромашка&quot;<\/h1>/);
    expect(html).toContain('>Р</div>');
    expect(html).toContain('>7707083893<');
    expect(html).toContain('>1027700132195<');
    expect(html).toContain('>ОГРН<');
    expect(html).toContain('г. Москва, ул. Вавилова, д. 19');
    expect(html).toContain('>г. Москва<');
    expect(html).toContain('aria-label="Скопировать ИНН"');
    expect(html).toMatch(/<a[^>]*href="\/counter-parties\/7707083893"[^>]*>[\s\S]*Отчёт о контрагенте/);
    expect(html).not.toContain('<img');
  });

  it('shows the logo instead of the initials, and the cover, when the seller has them', () => {
    const html = render(seller({ avatar: '/api/v1/media/sellers/a.webp', image: '/api/v1/media/sellers/b.webp' }));
    expect(html).toMatch(
      /<img[^>]*src="\/api\/v1\/media\/sellers\/a\.webp"[^>]*alt="Логотип: ООО &quot;Ромашка&quot;"/,
    );
    expect(html).toMatch(/<img[^>]*src="\/api\/v1\/media\/sellers\/b\.webp"/);
    expect(html).not.toContain('>Р</div>');
  });

  it('names a sole trader’s ОГРНИП', () => {
    const html = render(seller({ kind: 'entrepreneur', name: 'ИП Иванов Иван', ogrn: '304500116000157' }));
    expect(html).toContain('>ОГРНИП<');
    expect(html).toContain('>304500116000157<');
  });

  it('opens the website in a new tab without handing it this page', () => {
    const html = render(seller());
    const link = /<a[^>]*href="https:\/\/www\.romashka\.ru\/"[^>]*>/.exec(html)?.[0] ?? '';
    expect(link).toContain('target="_blank"');
    expect(link).toContain('rel="noopener noreferrer"');
  });

  it('says «Нет данных» when there is no usable website, region or address', () => {
    for (const website of [null, 'javascript:alert(1)']) {
      const html = render(seller({ website, region: null, address: null }));
      expect(html.match(/Нет данных/g)?.length).toBe(3);
      expect(html).not.toContain('target="_blank"');
    }
  });
});
