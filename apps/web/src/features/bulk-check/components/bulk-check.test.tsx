import { MantineProvider } from '@mantine/core';
import { BULK_CHECK_MESSAGES, MESSAGES, type TBulkCheck, type TBulkCheckRow } from '@sverka/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { errorFromBody } from '../../../lib/api-client.ts';
import { AuthDialogContext } from '../../../lib/auth-dialog.ts';
import { loadAreaTexts } from '../../../lib/i18n.ts';
import { session } from '../../../lib/session.ts';
import { allowanceQueryOptions, checkKeys, checksQueryOptions } from '../api/bulk-checks.ts';
import { BulkCheckPage } from './bulk-check-page.tsx';
import { BulkCheckResultPage, CheckView } from './bulk-check-result-page.tsx';

await loadAreaTexts('bulk-check');
await loadAreaTexts('billing-plans');
await loadAreaTexts('card-factors');

afterEach(() => session.signOut());

function wrap(node: ReactNode, client = new QueryClient(), url = '/check/bulk'): string {
  return renderToStaticMarkup(
    <MantineProvider>
      <QueryClientProvider client={client}>
        <AuthDialogContext.Provider value={{ open: () => {} }}>
          <MemoryRouter initialEntries={[url]}>
            <Routes>
              <Route path="/check/bulk" element={node} />
              <Route path="/check/bulk/:id" element={node} />
            </Routes>
          </MemoryRouter>
        </AuthDialogContext.Provider>
      </QueryClientProvider>
    </MantineProvider>,
  );
}

const text = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/[ \t\r\n]+/g, ' ');
const signIn = () => session.signIn({ access: 'A', refresh: 'R' }, false);

const ROW: TBulkCheckRow = {
  position: 1,
  query: '7707083893',
  found: true,
  subject_kind: 'company',
  inn: '7707083893',
  ogrn: '1027700132195',
  name: 'ПАО Сбербанк',
  status: 'Действует',
  status_class: 'active',
  score: 34,
  zone: 'high',
  stop_factor: true,
  factors: [{ id: 'status-terminated', label: 'Ликвидирована, деятельность прекращена', stop: true }],
};

const check = (fields: Partial<TBulkCheck>): TBulkCheck => ({
  id: 7,
  name: 'Поставщики.xlsx',
  status: 'done',
  total: 2,
  done: 2,
  invalid_count: 1,
  not_found: 1,
  zones: { low: 0, medium: 0, high: 1 },
  error: null,
  created_at: '2026-11-26T09:00:00.000Z',
  finished_at: '2026-11-26T09:01:00.000Z',
  rows: [
    ROW,
    {
      ...ROW,
      position: 3,
      query: '7700000001',
      found: false,
      subject_kind: null,
      inn: '7700000001',
      ogrn: null,
      name: null,
      status: BULK_CHECK_MESSAGES.notInRegister,
      status_class: null,
      score: null,
      zone: null,
      stop_factor: false,
      factors: [],
    },
  ],
  invalid: [{ position: 2, value: '7707083894', reason: MESSAGES.innChecksum }],
  ...fields,
});

describe('the bulk check page', () => {
  it('asks a signed-out visitor to sign in', () => {
    const html = wrap(<BulkCheckPage />);
    expect(html).toContain('data-testid="bulk-check-sign-in"');
    expect(html).not.toContain('<textarea');
  });

  it('explains the feature and names the tier to a user whose plan has no bulk checks', () => {
    signIn();
    const client = new QueryClient();
    client.setQueryData(allowanceQueryOptions().queryKey, {
      limit: 0,
      max_items: 10_000,
      running_max: 2,
      plan: { code: 'start', name: 'Старт' },
    });
    client.setQueryData(checksQueryOptions().queryKey, []);
    const html = wrap(<BulkCheckPage />, client);
    expect(html).toContain('data-testid="bulk-check-locked"');
    expect(html).toContain('href="/#pricing-section"');
    expect(text(html)).toContain('Возможность входит в тариф «Старт»');
    expect(html).not.toContain('<textarea');
    expect(text(html)).toContain('Вы ещё не проверяли списки');
  });

  it('offers the form within the allowance, with the plan that allows more', () => {
    signIn();
    const client = new QueryClient();
    client.setQueryData(allowanceQueryOptions().queryKey, {
      limit: 1000,
      max_items: 10_000,
      running_max: 2,
      plan: { code: 'optimal_plus', name: 'Оптимальный плюс' },
    });
    client.setQueryData(checksQueryOptions().queryKey, [check({ rows: undefined, invalid: undefined })]);
    const html = text(wrap(<BulkCheckPage />, client));
    expect(html).toContain('По вашему тарифу — до 1\u202f000 ИНН и ОГРН в одной проверке.');
    expect(html).toContain('Больше — в тарифе «Оптимальный плюс».');
    expect(html).toContain('Поставщики.xlsx');
    expect(html).toContain('проверено 2, с ошибкой 1, нет в реестре 1');
  });
});

describe('a check', () => {
  it('shows the progress with counts while the job runs, and no table yet', () => {
    const html = wrap(<CheckView check={check({ status: 'running', total: 2000, done: 500, rows: [] })} />);
    expect(html).toContain('data-testid="bulk-check-progress"');
    expect(text(html)).toContain('Проверено 500 из 2\u202f000');
    expect(html).not.toContain('data-testid="bulk-check-results"');
    expect(html).not.toContain('data-testid="bulk-check-download"');
  });

  it('lists the refused values with the reason and the results with links to the cards', () => {
    const html = wrap(<CheckView check={check({})} />);
    const invalid = html.slice(html.indexOf('data-testid="bulk-check-invalid"'));
    expect(text(invalid)).toContain('7707083894 Неверный ИНН: не сходится контрольная цифра');
    expect(html).toContain('href="/counter-parties/7707083893"');
    expect(text(html)).toContain('Ликвидирована, деятельность прекращена (Стоп-фактор)');
    expect(html).toMatch(/data-zone="high"[^>]*>Высокий риск</);
    expect(text(html)).toContain('Нет в реестре');
    expect(html).toContain('data-testid="bulk-check-download"');
    expect(text(html)).toContain('Добавить всех в отслеживание');
    expect(text(html)).toContain('Строк: 2 из 2');
    expect(html).toContain('aria-sort="ascending"');
  });

  it('says a check it cannot find is not there', () => {
    signIn();
    const client = new QueryClient({ defaultOptions: { queries: { retryOnMount: false } } });
    client
      .getQueryCache()
      .build(client, { queryKey: checkKeys.one(99) })
      .setState({
        status: 'error',
        error: errorFromBody(404, { detail: BULK_CHECK_MESSAGES.notFound, code: 'NOT_FOUND' }),
        fetchStatus: 'idle',
        errorUpdateCount: 1,
        errorUpdatedAt: Date.now(),
      });
    const html = wrap(<BulkCheckResultPage />, client, '/check/bulk/99');
    expect(html).toContain('data-testid="bulk-check-not-found"');
    expect(html).toContain('href="/check/bulk"');
  });
});
