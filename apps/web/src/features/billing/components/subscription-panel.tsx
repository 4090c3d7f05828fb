import { Anchor, Badge, Button, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { formatDate, type TMembership } from '@sverka/shared';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { QueryErrorBlock } from '../../../components/ui/error-block.tsx';
import { sectionHref, sections } from '../../../config/paths.ts';
import { useMemberships } from '../api/plans.ts';
import { daysLeft, splitMemberships } from '../lib/payment-outcome.ts';
import { periodKey, periodNameKey, planNameKey, planPrice } from '../lib/plan-labels.ts';
import classes from './billing-pages.module.css';

/** `/profile/subscription`: the active plan with its expiry, and the plans had before. */
export function SubscriptionPanel() {
  const { t } = useTranslation();
  const query = useMemberships();

  if (query.isPending) {
    return (
      <Stack gap="md" aria-hidden="true">
        <Skeleton height={180} radius="md" />
        <Skeleton height={64} radius="md" />
      </Stack>
    );
  }
  if (query.isError) {
    return <QueryErrorBlock title={t('billing.subscription.loadError')} query={query} />;
  }

  const { current, earlier } = splitMemberships(query.data);
  return (
    <Stack gap="lg">
      {current ? (
        <CurrentPlan membership={current} />
      ) : (
        <Paper withBorder radius="md" className={classes.panel} role="status">
          <Stack gap="sm" align="flex-start">
            <Text fw={600}>{t('billing.subscription.empty')}</Text>
            <Text size="sm" c="dimmed">
              {t('billing.subscription.emptyHint')}
            </Text>
            <Button component={Link} to={sectionHref(sections.pricing)}>
              {t('billing.subscription.choosePlan')}
            </Button>
          </Stack>
        </Paper>
      )}
      {earlier.length > 0 ? (
        <section aria-labelledby="subscription-history">
          <Title order={2} size="h4" id="subscription-history" mb="xs">
            {t('billing.subscription.history')}
          </Title>
          <ul className={classes.list}>
            {earlier.map((membership) => (
              <li key={membership.id} className={classes.row} data-testid="membership-row">
                <Text fw={600}>
                  {t(planNameKey(membership.plan), { defaultValue: membership.plan.name })}{' '}
                  <Text span c="dimmed" fw={400}>
                    ({t(periodNameKey(membership.plan.type))})
                  </Text>
                </Text>
                <Text size="sm" c="dimmed">
                  {t('billing.subscription.range', {
                    from: formatDate(membership.start_date),
                    to: formatDate(membership.end_date),
                  })}
                </Text>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </Stack>
  );
}

function CurrentPlan({ membership }: { membership: TMembership }) {
  const { t } = useTranslation();
  const { plan } = membership;
  return (
    <Paper withBorder radius="md" className={classes.panel} data-testid="current-plan">
      <Stack gap="md" align="flex-start">
        <div>
          <Badge color="green" variant="light" mb={6}>
            {t('billing.subscription.active')}
          </Badge>
          <Title order={2} size="h3">
            {t(planNameKey(plan), { defaultValue: plan.name })}
          </Title>
        </div>
        <dl className={classes.facts}>
          <dt>{t('billing.subscription.period')}</dt>
          <dd>{t(periodNameKey(plan.type))}</dd>
          <dt>{t('billing.subscription.price')}</dt>
          <dd>
            {planPrice(plan)} {t(periodKey(plan.type))}
          </dd>
          <dt>{t('billing.subscription.until')}</dt>
          <dd data-testid="membership-end-date">{formatDate(membership.end_date)}</dd>
          <dt>{t('billing.subscription.daysLeft')}</dt>
          <dd>{daysLeft(membership.end_date)}</dd>
        </dl>
        <div>
          <Anchor component={Link} to={sectionHref(sections.pricing)} size="sm">
            {t('billing.subscription.extend')}
          </Anchor>
          <Text size="sm" c="dimmed" mt={4} maw={560}>
            {t('billing.subscription.changeHint')}
          </Text>
        </div>
      </Stack>
    </Paper>
  );
}
