import { MantineProvider } from '@mantine/core';
import type { TCompanyCard } from '@sverka/shared';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadAreaTexts } from '../../../../lib/i18n.ts';
import { CompanyProfile } from './company-profile.tsx';

/** Only the fields the page reads; the rest of the card does not matter here. */
function company(website: string | null): TCompanyCard {
  return {
    id: 42,
    kind: 'company',
    name: 'ООО "Ромашка"',
    name_full: 'ОБЩЕСТВО С ОГРАНИЧЕННОЙ ОТВЕТСТВЕННОСТЬЮ "РОМАШКА"',
    inn: '7707083893',
    ogrn: '1027700132195',
    contacts: { phone: [], email: [], website, web_site: website, source: null },
  } as unknown as TCompanyCard;
}

// The page's texts load with its route; here they load before rendering, as the route does.
beforeAll(() => loadAreaTexts('company-page'));

function render(card: TCompanyCard): string {
  return renderToStaticMarkup(
    <MantineProvider>
      <MemoryRouter>
        <CompanyProfile company={card} />
      </MemoryRouter>
    </MantineProvider>,
  );
}

describe('CompanyProfile', () => {
  it('shows the name, initials, ИНН and a link to the counterparty report', () => {
    const html = render(company('www.romashka.ru'));
    expect(html).toMatch(/<h1[^>]*>ООО &quot;Ромашка&quot;<\/h1>/);
    expect(html).toContain('>Р</div>');
    expect(html).toContain('>7707083893<');
    expect(html).toContain('aria-label="Скопировать ИНН"');
    expect(html).toMatch(/<a[^>]*href="\/counter-parties\/7707083893"[^>]*>[\s\S]*Отчёт о контрагенте/);
  });

  it('opens the website in a new tab without handing it this page', () => {
    const html = render(company('www.romashka.ru'));
    const link = /<a[^>]*href="https:\/\/www\.romashka\.ru\/"[^>]*>/.exec(html)?.[0] ?? '';
    expect(link).toContain('target="_blank"');
    expect(link).toContain('rel="noopener noreferrer"');
  });

  it('says «Нет данных» when there is no usable website', () => {
    for (const website of [null, 'javascript:alert(1)']) {
      const html = render(company(website));
      expect(html).toContain('Нет данных');
      expect(html).not.toContain('target="_blank"');
    }
  });
});
