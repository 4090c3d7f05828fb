import { Alert, Button, Stack, Text } from '@mantine/core';
import type { TLocked } from '@sverka/shared';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { sectionHref, sections } from '../../../config/paths.ts';

/**
 * Sending documents is a paid feature: the offer names the cheapest plan that has it (the server reads it
 * from the plans) and says that receiving and signing needs none.
 */
export function UpgradeOffer({ locked }: { locked: TLocked }) {
  const { t } = useTranslation();
  const plan = locked.plan;
  return (
    <Alert color="blue" variant="light" data-testid="documents-upgrade" data-plan={plan?.code ?? ''}>
      <Stack gap="xs" align="flex-start">
        <Text size="sm">
          {plan
            ? t('documents.upgrade.text', {
                plan: t(`billing-plans.plans.${plan.code}`, { defaultValue: plan.name }),
              })
            : t('documents.upgrade.textNoPlan')}
        </Text>
        <Button size="xs" component={Link} to={sectionHref(sections.pricing)}>
          {t('documents.upgrade.choose')}
        </Button>
      </Stack>
    </Alert>
  );
}
