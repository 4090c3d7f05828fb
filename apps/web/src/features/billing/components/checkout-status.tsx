import { Anchor, Button, Loader, Skeleton } from '@mantine/core';
import type { TCheckout } from '@sverka/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { QueryErrorBlock } from '../../../components/ui/error-block.tsx';
import { paths } from '../../../config/paths.ts';
import { isApiError } from '../../../lib/api-client.ts';
import { checkoutQueryOptions } from '../api/checkouts.ts';
import { usePaymentPoll } from '../lib/use-payment-poll.ts';
import { StatePanel } from './state-panel.tsx';

/**
 * The payment of a basket's orders: asks every 2 s while the bank has not answered (as for plans), then
 * says how it went and leads to `/profile/orders`. Unpaid orders stay «Не оплачен» and are paid from there.
 */
export function CheckoutStatus({ checkoutId }: { checkoutId: string }) {
  const { t } = useTranslation();
  const { query, timedOut, refresh } = usePaymentPoll(checkoutQueryOptions(checkoutId));

  if (query.data) {
    if (query.data.status !== 'pending') return <CheckoutOutcome checkout={query.data} />;
    if (timedOut) {
      return (
        <StatePanel title={t('billing.return.slow.title')} text={t('billing.return.checkout.slow')}>
          <Button onClick={refresh} loading={query.isFetching}>
            {t('billing.return.slow.refresh')}
          </Button>
          <ToOrders variant="link" />
        </StatePanel>
      );
    }
    return (
      <StatePanel title={t('billing.return.pending.title')} text={t('billing.return.pending.text')}>
        <Loader size="sm" aria-label={t('billing.return.pending.title')} />
      </StatePanel>
    );
  }
  if (query.isError) {
    if (isApiError(query.error) && query.error.isNotFound) {
      return (
        <StatePanel
          title={t('billing.return.checkout.notFound.title')}
          text={t('billing.return.checkout.notFound.text')}
        >
          <ToOrders variant="link" />
        </StatePanel>
      );
    }
    return <QueryErrorBlock title={t('billing.return.loadError')} query={query} />;
  }
  return <Skeleton height={160} radius="md" aria-hidden="true" />;
}

/** The orders page with its «payment went through» notice. */
export const PAID_ORDERS_HREF = `${paths.profileOrders.getHref()}?paid=1`;

function CheckoutOutcome({ checkout }: { checkout: TCheckout }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const paid = checkout.status === 'paid';
  // The orders and the stock changed with the payment: lists read before it must be asked again. A paid
  // checkout then brings the buyer to their orders, which say the payment went through (`?paid=1`); a failed
  // one stays here to say why.
  useEffect(() => {
    void queryClient.invalidateQueries({ predicate: (query) => query.queryKey[1] !== 'checkout' });
    if (paid) void navigate(PAID_ORDERS_HREF, { replace: true });
  }, [queryClient, navigate, paid]);
  return (
    <StatePanel
      title={paid ? t('billing.return.paid.title') : t('billing.return.canceled.title')}
      text={
        paid
          ? t('billing.return.checkout.paid', { value: checkout.orders.length })
          : t('billing.return.checkout.canceled')
      }
    >
      <ToOrders variant="button" />
    </StatePanel>
  );
}

function ToOrders({ variant }: { variant: 'button' | 'link' }) {
  const { t } = useTranslation();
  const label = t('billing.return.checkout.toOrders');
  return variant === 'button' ? (
    <Button component={Link} to={paths.profileOrders.getHref()} data-testid="checkout-to-orders">
      {label}
    </Button>
  ) : (
    <Anchor component={Link} to={paths.profileOrders.getHref()}>
      {label}
    </Anchor>
  );
}
