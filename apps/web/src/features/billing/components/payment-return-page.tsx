import { Anchor, Button, Container, Group, Loader, Skeleton, Text } from '@mantine/core';
import { formatDate, type TPlanOrder } from '@sverka/shared';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { QueryErrorBlock } from '../../../components/ui/error-block.tsx';
import { PageTitle } from '../../../components/ui/page-title.tsx';
import { paths, sectionHref, sections } from '../../../config/paths.ts';
import { isApiError } from '../../../lib/api-client.ts';
import { useIsSignedIn } from '../../../lib/auth.ts';
import { useAuthDialog } from '../../../lib/auth-dialog.ts';
import { membershipsQueryOptions, planOrderQueryOptions } from '../api/plans.ts';
import { membershipForPlan } from '../lib/payment-outcome.ts';
import { planNameKey } from '../lib/plan-labels.ts';
import { usePaymentPoll } from '../lib/use-payment-poll.ts';
import classes from './billing-pages.module.css';
import { CheckoutStatus } from './checkout-status.tsx';
import { StatePanel } from './state-panel.tsx';

/**
 * `/payment/return?order=<id>`: where the payment page sends the browser back after a plan;
 * `?checkout=<id>` after the goods of a basket.
 */
export function PaymentReturnPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const orderId = params.get('order')?.trim() ?? '';
  const checkoutId = params.get('checkout')?.trim() ?? '';
  const signedIn = useIsSignedIn();
  const authDialog = useAuthDialog();

  return (
    <Container size="sm" className={classes.page}>
      <PageTitle title={t('billing.return.pageTitle')} />
      {!orderId && !checkoutId ? (
        <StatePanel title={t('billing.return.noOrder.title')} text={t('billing.return.noOrder.text')}>
          <Anchor component={Link} to={sectionHref(sections.pricing)}>
            {t('billing.return.toPlans')}
          </Anchor>
        </StatePanel>
      ) : !signedIn ? (
        <StatePanel title={t('billing.return.signIn.title')} text={t('billing.return.signIn.text')}>
          <Button onClick={() => authDialog.open('signIn')}>{t('billing.return.signIn.button')}</Button>
        </StatePanel>
      ) : checkoutId ? (
        <CheckoutStatus key={checkoutId} checkoutId={checkoutId} />
      ) : (
        <OrderStatus key={orderId} orderId={orderId} />
      )}
    </Container>
  );
}

function OrderStatus({ orderId }: { orderId: string }) {
  const { t } = useTranslation();
  const { query, timedOut, refresh } = usePaymentPoll(planOrderQueryOptions(orderId));

  if (query.data) {
    if (query.data.status === 'paid') return <PaidOrder order={query.data} />;
    if (query.data.status === 'canceled') {
      return (
        <StatePanel title={t('billing.return.canceled.title')} text={t('billing.return.canceled.reason')}>
          <Text size="sm" c="dimmed">
            {t('billing.return.canceled.plan', {
              plan: t(planNameKey(query.data.plan), { defaultValue: query.data.plan.name }),
            })}
          </Text>
          <Button component={Link} to={sectionHref(sections.pricing)}>
            {t('billing.return.canceled.retry')}
          </Button>
        </StatePanel>
      );
    }
    if (timedOut) {
      return (
        <StatePanel title={t('billing.return.slow.title')} text={t('billing.return.slow.text')}>
          <Button onClick={refresh} loading={query.isFetching}>
            {t('billing.return.slow.refresh')}
          </Button>
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
        <StatePanel title={t('billing.return.notFound.title')} text={t('billing.return.notFound.text')}>
          <Anchor component={Link} to={sectionHref(sections.pricing)}>
            {t('billing.return.toPlans')}
          </Anchor>
        </StatePanel>
      );
    }
    return <QueryErrorBlock title={t('billing.return.loadError')} query={query} />;
  }
  return <Skeleton height={160} radius="md" aria-hidden="true" />;
}

function PaidOrder({ order }: { order: TPlanOrder }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  // The new plan opens paid blocks: cards read before the payment must be asked again.
  useEffect(() => {
    void queryClient.invalidateQueries({ predicate: (query) => query.queryKey[1] !== 'plan-order' });
  }, [queryClient]);
  const memberships = useQuery({ ...membershipsQueryOptions(), staleTime: 0 });
  const membership = memberships.data ? membershipForPlan(memberships.data, order.plan) : undefined;

  return (
    <StatePanel title={t('billing.return.paid.title')}>
      <Text data-testid="payment-return-plan">
        {t('billing.return.paid.plan', { plan: t(planNameKey(order.plan), { defaultValue: order.plan.name }) })}
      </Text>
      {memberships.isPending ? (
        <Skeleton height={20} width={240} aria-hidden="true" />
      ) : membership ? (
        <Text>{t('billing.return.paid.until', { date: formatDate(membership.end_date) })}</Text>
      ) : memberships.isError ? (
        <Text size="sm" c="dimmed">
          {t('billing.return.paid.untilUnknown')}
        </Text>
      ) : null}
      <Group gap="sm" mt={4}>
        <Button component={Link} to={paths.profileSubscription.getHref()}>
          {t('billing.return.paid.subscription')}
        </Button>
        <Button component={Link} to={paths.search.getHref()} variant="light">
          {t('billing.return.paid.search')}
        </Button>
      </Group>
    </StatePanel>
  );
}
