import { Button, Paper, Stack, Text, Title } from '@mantine/core';
import type { TLockedPlan } from '@sverka/shared';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { sectionHref, sections } from '../../../config/paths.ts';
import { useAuthDialog } from '../../../lib/auth-dialog.ts';

/** In place of the form when the plan has no bulk checks: what they are, which tier has them, the plans. */
export function BulkCheckLocked({ plan }: { plan: TLockedPlan | null }) {
  const { t } = useTranslation();
  const name = plan ? t(`billing-plans.plans.${plan.code}`, { defaultValue: plan.name }) : null;
  return (
    <Paper withBorder p="lg" data-testid="bulk-check-locked">
      <Stack gap="sm" align="flex-start">
        <Title order={2} size="h3">
          {t('bulk-check.locked.title')}
        </Title>
        <Text>{t('bulk-check.locked.what')}</Text>
        <Text c="dimmed">{name ? t('bulk-check.locked.plan', { plan: name }) : t('bulk-check.locked.noPlan')}</Text>
        <Button component={Link} to={sectionHref(sections.pricing)}>
          {t('bulk-check.locked.choosePlan')}
        </Button>
      </Stack>
    </Paper>
  );
}

/** A signed-out visitor: checks belong to an account, so sign in first. */
export function BulkCheckSignIn() {
  const { t } = useTranslation();
  const authDialog = useAuthDialog();
  return (
    <Paper withBorder p="lg" data-testid="bulk-check-sign-in">
      <Stack gap="sm" align="flex-start">
        <Text>{t('bulk-check.signIn.text')}</Text>
        <Button onClick={() => authDialog.open('signIn')}>{t('bulk-check.signIn.button')}</Button>
      </Stack>
    </Paper>
  );
}
