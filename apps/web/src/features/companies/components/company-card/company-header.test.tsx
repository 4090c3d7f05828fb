import { MantineProvider } from '@mantine/core';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { changeLanguage } from '../../../../lib/i18n.ts';
import { companyCardFixture, entrepreneurCardFixture } from '../../testing/card-fixtures.ts';
import { CompanyHeader } from './company-header.tsx';

await changeLanguage('ru');

function render(company: Parameters<typeof CompanyHeader>[0]['company']) {
  return renderToStaticMarkup(
    <MantineProvider>
      <MemoryRouter>
        <CompanyHeader company={company} />
      </MemoryRouter>
    </MantineProvider>,
  );
}

describe('CompanyHeader', () => {
  it('shows no logo and no marketplace link for a subject that does not sell', () => {
    const html = render(companyCardFixture());
    expect(html).not.toContain('<img');
    expect(html).not.toContain('Страница компании на маркетплейсе');
  });

  it('shows the seller’s logo next to the name and links its marketplace page', () => {
    const html = render(companyCardFixture({ seller: 12, avatar: '/api/v1/media/sellers/logo.webp' }));
    expect(html).toMatch(/<img[^>]*src="\/api\/v1\/media\/sellers\/logo\.webp"[^>]*alt="Логотип: /);
    expect(html).toMatch(/<a[^>]*href="\/company\/12"[^>]*>Страница компании на маркетплейсе<\/a>/);
  });

  it('links a sole trader’s marketplace page too, without a logo when it has none', () => {
    const html = render(entrepreneurCardFixture({ seller: 5 }));
    expect(html).not.toContain('<img');
    expect(html).toMatch(/<a[^>]*href="\/company\/5"/);
  });
});
