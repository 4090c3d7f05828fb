import { MantineProvider } from '@mantine/core';
import type { TMonitoringEvent, TMonitoringEventsPage, TWatchlist, TWatchlistEntry } from '@sverka/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { AuthDialogContext, type TAuthDialogApi } from '../../../lib/auth-dialog.ts';

export function testQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: { queries: { retry: false, retryOnMount: false, staleTime: Number.POSITIVE_INFINITY } },
  });
}

/** The first paint as the server-side renderer draws it with the given cache, before any effect. */
export function renderMarkup(
  ui: ReactNode,
  options: { queryClient?: QueryClient; url?: string; authDialog?: TAuthDialogApi } = {},
): string {
  return renderToStaticMarkup(
    <MantineProvider>
      <QueryClientProvider client={options.queryClient ?? testQueryClient()}>
        <AuthDialogContext.Provider value={options.authDialog ?? { open: () => {} }}>
          <MemoryRouter initialEntries={[options.url ?? '/']}>{ui}</MemoryRouter>
        </AuthDialogContext.Provider>
      </QueryClientProvider>
    </MantineProvider>,
  );
}

/** A fetch double answering JSON with `status`; calls are kept for the assertions. */
export function jsonFetch(status: number, body: unknown) {
  return async (_url: string, _init?: RequestInit) =>
    new Response(body === undefined ? null : JSON.stringify(body), { status });
}

export function entryFixture(overrides: Partial<TWatchlistEntry> = {}): TWatchlistEntry {
  return {
    inn: '7707083893',
    subject_kind: 'company',
    name: 'ООО «Ромашка»',
    status: 'Действует',
    score: 82,
    zone: 'low',
    added_at: '2026-05-01T09:00:00.000Z',
    unread: 0,
    ...overrides,
  };
}

export function watchlistFixture(result: TWatchlistEntry[], overrides: Partial<TWatchlist> = {}): TWatchlist {
  return { count: result.length, limit: 5, upgrade: { code: 'start', name: 'Старт' }, result, ...overrides };
}

export function eventFixture(overrides: Partial<TMonitoringEvent> = {}): TMonitoringEvent {
  return {
    id: 1,
    inn: '7707083893',
    subject_kind: 'company',
    subject_name: 'ООО «Ромашка»',
    kind: 'director',
    importance: 'warning',
    occurred_on: '2026-05-12',
    recorded_at: '2026-05-13T03:00:00.000Z',
    source: 'ЕГРЮЛ',
    before: 'Иванов Иван Иванович',
    after: 'Петров Пётр Петрович',
    ref: null,
    link: null,
    reason: 'Проверьте полномочия нового подписанта до следующего платежа или договора',
    unread: false,
    ...overrides,
  };
}

export function eventsPageFixture(
  result: TMonitoringEvent[],
  overrides: Partial<TMonitoringEventsPage> = {},
): TMonitoringEventsPage {
  return {
    count: result.length,
    unread: result.filter((event) => event.unread).length,
    page: 1,
    next: null,
    previous: null,
    result,
    ...overrides,
  };
}
