import type { TNewsPage, TNewsPost } from '@sverka/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import '../../../lib/i18n.ts';
import { latestNewsQueryOptions } from '../api/latest-news.ts';
import { LatestNewsLinks } from './latest-news-links.tsx';

function post(id: number): TNewsPost {
  return {
    id,
    title: `Новость ${id}`,
    content: '<p>…</p>',
    image: null,
    created_at: '2026-01-01T00:00:00Z',
    preview: '…',
  };
}

function render(page: TNewsPage | null): string {
  const client = new QueryClient();
  if (page) client.setQueryData(latestNewsQueryOptions().queryKey, page);
  return renderToStaticMarkup(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <LatestNewsLinks />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const page = (result: TNewsPost[]): TNewsPage => ({
  count: result.length,
  page: 1,
  page_size: 10,
  next: null,
  previous: null,
  result,
});

describe('LatestNewsLinks', () => {
  it('links the four newest titles to their posts and the rest to /blog', () => {
    const html = render(page([6, 5, 4, 3, 2, 1].map(post)));
    for (const id of [6, 5, 4, 3]) expect(html).toMatch(new RegExp(`href="/blog/${id}"[^>]*>Новость ${id}</a>`));
    expect(html).not.toContain('Новость 2');
    expect(html).toMatch(/href="\/blog"[^>]*>Все новости<\/a>/);
  });

  it('renders nothing before data arrives or when there are no posts', () => {
    expect(render(null)).toBe('');
    expect(render(page([]))).toBe('');
  });
});
