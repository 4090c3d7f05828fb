import { MantineProvider } from '@mantine/core';
import type { TKnowledgeArticle } from '@sverka/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter, Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { AuthDialogContext } from '../../../lib/auth-dialog.ts';
import { loadAreaTexts } from '../../../lib/i18n.ts';
import { knowledgeKeys } from '../api/knowledge.ts';
import { KnowledgeArticlePage } from './knowledge-article-page.tsx';

// The route loads these areas with the page, as here.
await loadAreaTexts('knowledge');
await loadAreaTexts('billing-plans');

const article = (over: Partial<TKnowledgeArticle>): TKnowledgeArticle => ({
  slug: 'factor-finances',
  title: 'Финансовые показатели',
  lead: 'Отчётность показывает, сможет ли компания расплатиться.',
  category: { slug: 'reliability-factors', title: 'Факторы надёжности' },
  subscribers_only: true,
  updated_at: '2026-12-01T00:00:00Z',
  body: null,
  locked: null,
  ...over,
});

function render(data: TKnowledgeArticle): string {
  const client = new QueryClient();
  client.setQueryData(knowledgeKeys.article(data.slug, false), data);
  return renderToStaticMarkup(
    <MantineProvider>
      <QueryClientProvider client={client}>
        <AuthDialogContext.Provider value={{ open: () => {} }}>
          <MemoryRouter initialEntries={[`/knowledge/${data.slug}`]}>
            <Routes>
              <Route path="/knowledge/:slug" element={<KnowledgeArticlePage />} />
            </Routes>
          </MemoryRouter>
        </AuthDialogContext.Provider>
      </QueryClientProvider>
    </MantineProvider>,
  );
}

describe('KnowledgeArticlePage', () => {
  it('shows the lead and the upgrade offer naming the cheapest plan in place of a locked body', () => {
    const html = render(
      article({ locked: { feature: 'knowledge.full', reason: 'upgrade', plan: { code: 'start', name: 'Старт' } } }),
    );
    expect(html).toContain('Финансовые показатели');
    expect(html).toContain('Отчётность показывает');
    expect(html).toContain('Для подписчиков');
    expect(html).toContain('data-testid="locked-block"');
    expect(html).toContain('Доступно в тарифе «Старт»');
    expect(html).toContain('href="/knowledge?category=reliability-factors"');
  });

  it('shows the body of an open article with no offer', () => {
    const html = render(article({ subscribers_only: false, body: '<h2>Откуда данные</h2><p>Из ГИР БО.</p>' }));
    expect(html).toContain('<h2>Откуда данные</h2><p>Из ГИР БО.</p>');
    expect(html).not.toContain('locked-block');
    expect(html).not.toContain('Для подписчиков');
  });
});
