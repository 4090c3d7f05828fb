import { Badge, Button, Container, Paper, SegmentedControl, Skeleton, Text, Title } from '@mantine/core';
import { formatDate, formatRubles, type TMembership, type TPlan, type TPlanType } from '@sverka/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryErrorBlock } from '../../../components/ui/error-block.tsx';
import { isApiError } from '../../../lib/api-client.ts';
import { useIsSignedIn } from '../../../lib/auth.ts';
import { useAuthDialog } from '../../../lib/auth-dialog.ts';
import { errorMessageKey } from '../../../lib/error-message.ts';
import { useCreatePlanOrder, useMemberships, usePlans } from '../api/plans.ts';
import { splitMemberships } from '../lib/payment-outcome.ts';
import {
  periodKey,
  planFeatureLines,
  planNameKey,
  planPrice,
  plansOfType,
  shownPeriod,
  showPeriodToggle,
  yearlySaving,
} from '../lib/plan-labels.ts';
import { billingServerText } from '../lib/server-messages.ts';
import classes from './pricing.module.css';

/**
 * The landing's pricing block (spec §2 "Pricing section", §4 "Pricing
 * connect"). The landing page wraps it in its `#pricing-section` anchor.
 */
export function PricingSection() {
  const { t } = useTranslation();
  return (
    <Container size="lg" className={classes.section}>
      <Title order={2} className={classes.heading} id="pricing-title">
        {t('billing-plans.title')}
      </Title>
      <Text c="dimmed" ta="center" className={classes.subtitle}>
        {t('billing-plans.subtitle')}
      </Text>
      <PricingBody />
    </Container>
  );
}

function PricingBody() {
  const { t } = useTranslation();
  const query = usePlans();
  const signedIn = useIsSignedIn();
  // A signed-in visitor's plan in force: its cards read «Ваш тариф» and offer to renew it.
  const memberships = useMemberships(signedIn);
  const current = signedIn && memberships.data ? splitMemberships(memberships.data).current : undefined;
  const [chosen, setChosen] = useState<TPlanType>('monthly');

  if (query.isPending) {
    return (
      <div className={classes.grid} aria-hidden="true" data-testid="pricing-skeleton">
        {[0, 1, 2].map((card) => (
          <Skeleton key={card} height={320} radius="md" />
        ))}
      </div>
    );
  }
  if (query.isError) {
    return <QueryErrorBlock title={t('billing-plans.loadError')} query={query} />;
  }
  if (query.data.length === 0) {
    return (
      <Paper withBorder className={classes.empty} role="status">
        <Text fw={600}>{t('billing-plans.empty')}</Text>
        <Text size="sm" c="dimmed">
          {t('billing-plans.emptyHint')}
        </Text>
      </Paper>
    );
  }

  const period = shownPeriod(query.data, chosen);
  return (
    <>
      {showPeriodToggle(query.data) ? (
        <div className={classes.toggle}>
          <SegmentedControl
            value={period}
            onChange={(value) => setChosen(value as TPlanType)}
            aria-label={t('billing-plans.periodLabel')}
            data={[
              { value: 'monthly', label: t('billing-plans.period.monthly') },
              { value: 'yearly', label: t('billing-plans.period.yearly') },
            ]}
          />
        </div>
      ) : null}
      <div className={classes.grid}>
        {plansOfType(query.data, period).map((plan) => (
          <PlanCard
            key={plan.id}
            plan={plan}
            saving={yearlySaving(query.data, plan)}
            current={current?.plan.code === plan.code ? current : undefined}
          />
        ))}
      </div>
    </>
  );
}

/** The server's own Russian words when it gave any (a refused plan), otherwise a plain explanation. */
function failureReason(error: unknown, t: (key: string) => string): string {
  if (isApiError(error) && error.code === 'PAYMENT_PROVIDER_ERROR') return t('billing-plans.providerError');
  if (isApiError(error) && error.status >= 400 && error.status < 500 && error.detail) {
    return billingServerText(t, error.detail) ?? error.detail;
  }
  return t(errorMessageKey(error));
}

/**
 * One plan. `current`: the visitor's membership in force of this tier (either period's card, since buying
 * the same tier extends it from its end); the card then says so, with the end date, and offers to renew.
 */
function PlanCard({ plan, saving, current }: { plan: TPlan; saving: number | null; current: TMembership | undefined }) {
  const { t } = useTranslation();
  const signedIn = useIsSignedIn();
  const authDialog = useAuthDialog();
  const order = useCreatePlanOrder();
  // The browser is leaving for the payment page: keep the button busy until it has gone.
  const [leaving, setLeaving] = useState(false);

  const connect = () => {
    if (!signedIn) {
      authDialog.open('signIn');
      return;
    }
    order.mutate(
      { plan: plan.id },
      {
        onSuccess: ({ order_url }) => {
          setLeaving(true);
          window.location.assign(order_url);
        },
      },
    );
  };

  return (
    <Paper
      withBorder
      radius="md"
      className={current ? `${classes.card} ${classes.current}` : classes.card}
      data-testid="plan-card"
      data-plan-type={plan.type}
      data-current={current ? 'true' : undefined}
    >
      {current ? (
        <Badge variant="light" color="green" className={classes.currentBadge}>
          {t('billing-plans.current')}
        </Badge>
      ) : null}
      <Title order={3} className={classes.name}>
        {t(planNameKey(plan), { defaultValue: plan.name })}
      </Title>
      <p className={classes.price}>
        <span className={classes.amount}>{planPrice(plan)}</span>{' '}
        <span className={classes.per}>{t(periodKey(plan.type))}</span>
      </p>
      {saving ? (
        <p className={classes.saving}>{t('billing-plans.yearlySaving', { amount: formatRubles(saving) })}</p>
      ) : null}
      {/* The list comes from the entitlement keys the server checks, in the visitor's language. */}
      <ul className={classes.features} aria-label={t('billing-plans.featuresLabel')}>
        {planFeatureLines(plan).map((line) => (
          <li key={line.key} data-available={line.available}>
            {t(line.key)}
            {line.available ? null : <span className={classes.soon}> {t('billing-plans.soon')}</span>}
          </li>
        ))}
      </ul>
      <div className={classes.action}>
        {current ? (
          <Text size="sm" mb={6} data-testid="plan-card-until">
            {t('billing-plans.currentUntil', { date: formatDate(current.end_date) })}
          </Text>
        ) : null}
        <Button fullWidth onClick={connect} loading={order.isPending || leaving} variant={current ? 'light' : 'filled'}>
          {current ? t('billing-plans.renew') : t('billing-plans.connect')}
        </Button>
        {order.isError ? (
          <Text size="sm" c="red.9" role="alert" mt={6}>
            {t('billing-plans.connectError', { reason: failureReason(order.error, t) })}
          </Text>
        ) : null}
      </div>
    </Paper>
  );
}
