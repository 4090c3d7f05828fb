import { MantineProvider } from '@mantine/core';
import type { TCheckout } from '@sverka/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { AuthDialogContext } from '../../../lib/auth-dialog.ts';
import { loadAreaTexts } from '../../../lib/i18n.ts';
import { session } from '../../../lib/session.ts';
import { checkoutQueryOptions } from '../api/checkouts.ts';
import { nextPollDelay, PAYMENT_POLL_INTERVAL_MS } from '../lib/payment-poll.ts';
import { PAID_ORDERS_HREF } from './checkout-status.tsx';
import { PaymentReturnPage } from './payment-return-page.tsx';

await loadAreaTexts('billing');

afterEach(() => session.signOut());

const checkout = (status: TCheckout['status']): TCheckout => ({
  id: 'c-1',
  status,
  orders: [11, 12],
  total: 1500,
  order_url: status === 'pending' ? '/sandbox/pay/c-1' : null,
});

function render(url: string, cached?: TCheckout, signedIn = true) {
  if (signedIn) session.signIn({ access: 'A', refresh: 'R' }, false);
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false, staleTime: Number.POSITIVE_INFINITY } },
  });
  if (cached) queryClient.setQueryData(checkoutQueryOptions(cached.id).queryKey, cached);
  return renderToStaticMarkup(
    <MantineProvider>
      <QueryClientProvider client={queryClient}>
        <AuthDialogContext.Provider value={{ open: () => {} }}>
          <MemoryRouter initialEntries={[url]}>
            <PaymentReturnPage />
          </MemoryRouter>
        </AuthDialogContext.Provider>
      </QueryClientProvider>
    </MantineProvider>,
  );
}

describe('the payment return page of a basket’s checkout', () => {
  it('waits while the bank has not answered, asking again every 2 s', () => {
    const html = render('/payment/return?checkout=c-1', checkout('pending'));
    expect(html).toContain('Ждём ответа банка…');
    expect(html).not.toContain('href="/profile/orders"');
    expect(nextPollDelay('pending', 0, 1000)).toBe(PAYMENT_POLL_INTERVAL_MS);
    expect(nextPollDelay('paid', 0, 1000)).toBe(false);
  });

  it('says the orders are paid and leads to the orders page', () => {
    const html = render('/payment/return?checkout=c-1', checkout('paid'));
    expect(html).toContain('Оплата прошла успешно');
    expect(html).toContain('Оплачено заказов: 2');
    expect(html).toMatch(/<a[^>]*href="\/profile\/orders"[^>]*>[\s\S]*?Перейти к заказам/);
    // Then it goes on by itself to the orders page with its «payment went through» notice.
    expect(PAID_ORDERS_HREF).toBe('/profile/orders?paid=1');
  });

  it('says «Оплата не прошла» when the payment failed, the orders waiting unpaid on the orders page', () => {
    const html = render('/payment/return?checkout=c-1', checkout('canceled'));
    expect(html).toContain('Оплата не прошла');
    expect(html).toContain('«Не оплачен»');
    expect(html).toContain('href="/profile/orders"');
  });

  it('asks an anonymous visitor to sign in first', () => {
    const html = render('/payment/return?checkout=c-1', undefined, false);
    expect(html).toContain('Войдите, чтобы увидеть результат оплаты');
  });

  it('still handles a plan order’s return', () => {
    const html = render('/payment/return?order=p-1');
    expect(html).not.toContain('Заказ не указан');
    expect(render('/payment/return')).toContain('Заказ не указан');
  });
});
