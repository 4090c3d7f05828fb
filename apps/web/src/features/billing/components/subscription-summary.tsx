import { Anchor, Group, Paper, Skeleton, Text, Title } from '@mantine/core';
import { formatDate } from '@sverka/shared';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { useMemberships } from '../api/plans.ts';
import { splitMemberships } from '../lib/payment-outcome.ts';
import { planNameKey } from '../lib/plan-labels.ts';
import classes from './billing-pages.module.css';

/**
 * The plan in one line on the profile's info page, with the way to
 * `/profile/subscription` (spec §2 keeps that page out of the sidebar).
 * Its texts are in the main locale files: the info page loads no billing area.
 */
export function SubscriptionSummary() {
  const { t } = useTranslation();
  const query = useMemberships();
  const current = query.data ? splitMemberships(query.data).current : undefined;

  return (
    <Paper withBorder radius="md" className={classes.panel} data-testid="subscription-summary">
      <Group justify="space-between" align="center" gap="sm">
        <div>
          <Title order={2} size="h4" mb={4}>
            {t('pricing.profile.title')}
          </Title>
          {query.isPending ? (
            <Skeleton height={18} width={220} aria-hidden="true" />
          ) : current ? (
            <Text>
              {t('pricing.profile.active', {
                plan: t(planNameKey(current.plan), { defaultValue: current.plan.name }),
                date: formatDate(current.end_date),
              })}
            </Text>
          ) : query.isError ? null : (
            <Text c="dimmed">{t('pricing.profile.none')}</Text>
          )}
        </div>
        <Anchor component={Link} to={paths.profileSubscription.getHref()}>
          {t('pricing.profile.link')}
        </Anchor>
      </Group>
    </Paper>
  );
}
