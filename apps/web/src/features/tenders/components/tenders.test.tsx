import { MantineProvider } from '@mantine/core';
import type { TQuote, TTender, TTenderAllowance } from '@sverka/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { AuthDialogContext } from '../../../lib/auth-dialog.ts';
import { loadAreaTexts } from '../../../lib/i18n.ts';
import { session } from '../../../lib/session.ts';
import { tenderKeys } from '../api/tenders.ts';
import { NewTenderPage } from './new-tender-page.tsx';
import { TenderPage } from './tender-page.tsx';
import { TendersPage } from './tenders-page.tsx';

await loadAreaTexts('tenders');
await loadAreaTexts('billing-plans');

afterEach(() => session.signOut());

function wrap(node: ReactNode, client: QueryClient, url: string): string {
  return renderToStaticMarkup(
    <MantineProvider>
      <QueryClientProvider client={client}>
        <AuthDialogContext.Provider value={{ open: () => {} }}>
          <MemoryRouter initialEntries={[url]}>
            <Routes>
              <Route path="/tenders" element={node} />
              <Route path="/tenders/new" element={node} />
              <Route path="/tenders/:id" element={node} />
            </Routes>
          </MemoryRouter>
        </AuthDialogContext.Provider>
      </QueryClientProvider>
    </MantineProvider>,
  );
}

const text = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/[ \t\r\n]+/g, ' ');
const signIn = () => session.signIn({ access: 'A', refresh: 'R' }, false);

const allowance = (fields: Partial<TTenderAllowance>): TTenderAllowance => ({
  limit: 3,
  open: 0,
  plan: { code: 'optimal_plus', name: 'Оптимальный плюс' },
  companies: [{ id: 5, name: 'ООО «Покупатель»' }],
  ...fields,
});

const customer = {
  id: 5,
  name: 'ООО «Покупатель»',
  inn: '7700000001',
  reliability: { score: 82, zone: 'low' as const },
};

const quote = (id: number, price: number, fields: Partial<TQuote> = {}): TQuote => ({
  id,
  tender: 9,
  supplier: { id: 100 + id, name: `ООО «Поставщик ${id}»`, inn: '7700000002', reliability: null },
  price,
  delivery_date: '2026-12-20',
  terms: 'Доставка за 5 дней',
  comment: '',
  file: null,
  is_winner: false,
  is_mine: false,
  created_at: '2026-12-01T00:00:00Z',
  updated_at: '2026-12-01T00:00:00Z',
  ...fields,
});

const tender = (fields: Partial<TTender> = {}): TTender => ({
  id: 9,
  title: 'Кабель ВВГнг',
  quantity: 1500,
  unit: 'м',
  budget: 180_000,
  region: { code: '77', name: 'Москва' },
  category: { id: 3, name: 'Кабели' },
  deadline: '2026-12-31',
  status: 'open',
  accepting_quotes: true,
  customer,
  quotes_count: 2,
  is_mine: false,
  created_at: '2026-12-01T00:00:00Z',
  description: 'Поставка на объект',
  files: [],
  winner: null,
  my_quote: null,
  closed_at: null,
  ...fields,
});

describe('publishing a tender', () => {
  it('shows a user on a plan without tenders the offer naming the cheapest plan, not a form', () => {
    signIn();
    const client = new QueryClient();
    client.setQueryData(tenderKeys.allowance(), allowance({ limit: 0, plan: { code: 'scale', name: 'Масштаб' } }));
    const html = wrap(<NewTenderPage />, client, '/tenders/new');
    expect(html).toContain('data-testid="tenders-locked"');
    expect(text(html)).toContain('Тендеры доступны на тарифе «Масштабирование» и выше');
    expect(html).toContain('href="/#pricing-section"');
    expect(html).not.toContain('data-testid="tender-form"');
  });

  it('offers the plan with more tenders when the allowance is used up', () => {
    signIn();
    const client = new QueryClient();
    client.setQueryData(tenderKeys.allowance(), allowance({ open: 3 }));
    const html = text(wrap(<NewTenderPage />, client, '/tenders/new'));
    expect(html).toContain('Открыто 3 тендеров — столько позволяет тариф');
    expect(html).toContain('«Оптимальный плюс»');
  });

  it('asks a user without a company to add one, and shows the form to a representative within the allowance', () => {
    signIn();
    const client = new QueryClient();
    client.setQueryData(tenderKeys.allowance(), allowance({ companies: [] }));
    expect(wrap(<NewTenderPage />, client, '/tenders/new')).toContain('data-testid="tenders-no-company"');
    client.setQueryData(tenderKeys.allowance(), allowance({ open: 1 }));
    const html = wrap(<NewTenderPage />, client, '/tenders/new');
    expect(html).toContain('data-testid="tender-form"');
    expect(text(html)).toContain('Открыто тендеров: 1 из 3 по тарифу');
  });
});

describe('the tenders list', () => {
  it('asks a visitor to sign in', () => {
    expect(wrap(<TendersPage />, new QueryClient(), '/tenders')).toContain('data-testid="tenders-sign-in"');
  });

  it('says so when nothing matches the filters', () => {
    signIn();
    const client = new QueryClient();
    const page = { count: 0, page: 1, page_size: 20, next: null, previous: null, result: [] };
    client.setQueryData(
      tenderKeys.list({
        search: 'щебень',
        category: undefined,
        region: undefined,
        deadline_from: undefined,
        deadline_to: undefined,
        page: 1,
      }),
      page,
    );
    const html = text(wrap(<TendersPage />, client, '/tenders?q=щебень'));
    expect(html).toContain('Открытых тендеров по этим условиям нет');
  });
});

describe('the tender page', () => {
  it('gives the customer the comparison table with each supplier and the customer its reliability mark', () => {
    signIn();
    const client = new QueryClient();
    client.setQueryData(tenderKeys.one(9), tender({ is_mine: true }));
    client.setQueryData(tenderKeys.quotes(9), [
      quote(1, 300_000, { supplier: { ...quote(1, 0).supplier, reliability: { score: 40, zone: 'medium' } } }),
      quote(2, 250_000),
    ]);
    const html = wrap(<TenderPage />, client, '/tenders/9');
    expect(html).toContain('data-testid="tender-quotes"');
    expect(html.match(/data-testid="tender-quote-row"/g)).toHaveLength(2);
    // The cheaper quote comes first.
    expect(html.indexOf('Поставщик 2')).toBeLessThan(html.indexOf('Поставщик 1'));
    expect(html.match(/data-testid="risk-zone-mark"/g)).toHaveLength(2);
    expect(html).toContain('data-testid="tender-choose"');
    expect(html).toContain('data-testid="tender-cancel"');
    expect(html).not.toContain('data-testid="quote-form"');
  });

  it('gives a supplier the quote form, and the winner its result', () => {
    signIn();
    const client = new QueryClient();
    client.setQueryData(tenderKeys.one(9), tender());
    client.setQueryData(tenderKeys.allowance(), allowance({ limit: 0 }));
    const html = wrap(<TenderPage />, client, '/tenders/9');
    expect(html).toContain('data-testid="quote-form"');
    expect(html).not.toContain('data-testid="tender-quotes"');

    const mine = quote(1, 300_000, { is_mine: true, is_winner: true });
    client.setQueryData(tenderKeys.one(9), tender({ status: 'closed', my_quote: mine, winner: mine }));
    const closed = wrap(<TenderPage />, client, '/tenders/9');
    expect(closed).toContain('data-result="won"');
    expect(text(closed)).toContain('Ваше предложение выиграло тендер');
  });

  it('gives the route’s documents block to the customer and the winner of a won tender only', () => {
    signIn();
    const client = new QueryClient();
    const slot = (_: TTender, side: 'buyer' | 'seller') => <div data-testid="slot" data-side={side} />;
    const page = (fields: Partial<TTender>) => {
      client.setQueryData(tenderKeys.one(9), tender(fields));
      client.setQueryData(tenderKeys.quotes(9), []);
      return wrap(<TenderPage renderDocuments={slot} />, client, '/tenders/9');
    };
    const won = quote(1, 300_000, { is_winner: true, is_mine: true });
    expect(page({ status: 'closed', winner: won, my_quote: won })).toContain('data-side="seller"');
    const theirs = quote(1, 300_000, { is_winner: true });
    expect(page({ status: 'closed', is_mine: true, winner: theirs })).toContain('data-side="buyer"');
    expect(page({ status: 'closed', winner: null, my_quote: quote(2, 1) })).not.toContain('data-testid="slot"');
    expect(page({ is_mine: true })).not.toContain('data-testid="slot"');
  });

  it('tells a supplier that an expired tender takes no quotes', () => {
    signIn();
    const client = new QueryClient();
    client.setQueryData(tenderKeys.one(9), tender({ accepting_quotes: false }));
    const html = wrap(<TenderPage />, client, '/tenders/9');
    expect(html).toContain('data-testid="tender-closed"');
    expect(html).toContain('data-state="expired"');
  });
});
