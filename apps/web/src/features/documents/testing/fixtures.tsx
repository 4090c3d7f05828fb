import { MantineProvider } from '@mantine/core';
import type { TDocument, TDocumentsPage } from '@sverka/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter, Route, Routes } from 'react-router';

/** Documents that pass the contract, for the documents feature's component tests. */
export function documentFixture(overrides: Partial<TDocument> = {}): TDocument {
  return {
    id: 41,
    kind: 'invoice',
    title: 'Счёт на оплату по заказу № 12',
    order: 12,
    tender: null,
    status: 'sent',
    direction: 'in',
    sender: { name: 'ООО «СтройСнаб»', inn: '7707083893' },
    receiver: { name: 'АО «Лютик»', inn: '7728168971' },
    total: 1950,
    file_name: 'Счёт на оплату № 12.pdf',
    file_type: 'application/pdf',
    reject_reason: null,
    can_sign: true,
    created_at: '2026-11-20T12:00:00.000Z',
    events: [
      {
        event: 'sent',
        by: 'Пётр Петров',
        organization: 'ООО «СтройСнаб»',
        comment: null,
        at: '2026-11-20T12:00:00.000Z',
      },
    ],
    ...overrides,
  };
}

export function documentsPage(result: TDocument[], overrides: Partial<TDocumentsPage> = {}): TDocumentsPage {
  return {
    count: result.length,
    page: 1,
    page_size: 20,
    next: null,
    previous: null,
    result,
    locked: null,
    ...overrides,
  };
}

export function testQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: { queries: { retry: false, retryOnMount: false, staleTime: Number.POSITIVE_INFINITY } },
  });
}

/** The page as the server-side renderer draws it with the given cache: the first paint, before any effect. */
export function renderMarkup(ui: ReactNode, options: { queryClient?: QueryClient; url?: string } = {}): string {
  return renderToStaticMarkup(
    <MantineProvider>
      <QueryClientProvider client={options.queryClient ?? testQueryClient()}>
        <MemoryRouter initialEntries={[options.url ?? '/']}>
          <Routes>
            <Route path="*" element={ui} />
          </Routes>
        </MemoryRouter>
      </QueryClientProvider>
    </MantineProvider>,
  );
}
