import { MantineProvider } from '@mantine/core';
import type { TLocked, TSource } from '@sverka/shared';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { AuthDialogContext } from '../../../../lib/auth-dialog.ts';
import { PagedListBlock } from './list-state.tsx';

// Initialises the interface texts (Russian is bundled) as the app does before the first render.
import '../../../../lib/i18n.ts';

const source: TSource = { name: 'ЕФРСБ', as_of: '2026-05-01', is_demo: false };

type TReply = {
  count: number;
  page_size: number;
  result: { id: number; text: string; source: TSource }[];
  locked: TLocked | null;
};

const reply = (count: number, texts: string[], locked: TLocked | null = null): TReply => ({
  count,
  page_size: 2,
  result: texts.map((text, index) => ({ id: index + 1, text, source })),
  locked,
});

const settled = (data: TReply) => ({
  data,
  isPending: false,
  isError: false,
  error: null,
  isFetching: false,
  isPlaceholderData: false,
  refetch: () => undefined,
});

const render = (query: ReturnType<typeof settled>, layout: 'grid' | 'flow' = 'flow') =>
  renderToStaticMarkup(
    <MantineProvider>
      <AuthDialogContext.Provider value={{ open: () => {} }}>
        <MemoryRouter>
          <PagedListBlock
            title="Сообщения"
            query={query}
            page={1}
            onPageChange={() => {}}
            layout={layout}
            lockedTeaser={(locked) => `Найдено ${locked.count}`}
            summary={(page) => <p>Всего: {page.count}</p>}
            listTestId="messages"
            renderItem={(item) => <li>{item.text}</li>}
          />
        </MemoryRouter>
      </AuthDialogContext.Provider>
    </MantineProvider>,
  );

describe('PagedListBlock', () => {
  it('draws the rows with their count, the pager when there is more than a page, and the source line', () => {
    const html = render(settled(reply(3, ['первое', 'второе'])));
    expect(html).toContain('<h2');
    expect(html).toContain('Всего: 3');
    expect(html).toMatch(/<ul[^>]*data-testid="messages"[^>]*><li>первое<\/li><li>второе<\/li><\/ul>/);
    expect(html).toContain('aria-label="Сообщения"');
    expect(html).toContain('ЕФРСБ');
  });

  it('leaves the pager out when everything fits on one page', () => {
    expect(render(settled(reply(2, ['первое', 'второе'])), 'grid')).not.toContain('<nav');
  });

  it('shows the locked block with its teaser instead of the rows', () => {
    const html = render(settled(reply(12, [], { feature: 'card.debts', reason: 'sign_in', plan: null })));
    expect(html).toContain('data-testid="locked-block"');
    expect(html).toContain('Найдено 12');
    expect(html).not.toContain('Всего:');
  });

  it('says «Нет данных» for an empty page and a skeleton while loading', () => {
    expect(render(settled(reply(0, [])))).toContain('Нет данных');
    expect(render({ ...settled(reply(0, [])), isPending: true })).toContain('data-testid="list-skeleton"');
  });
});
