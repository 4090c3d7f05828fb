import { Button, Paper, Stack, Text, Title } from '@mantine/core';
import type { TLocked } from '@sverka/shared';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { sectionHref, sections } from '../../../../config/paths.ts';

/** In place of the form when the plan lacks bulk upload: what it does, which plan has it, and the plans. */
export function BulkUploadLocked({ locked }: { locked: TLocked }) {
  const { t } = useTranslation();
  const plan = locked.plan ? t(`billing-plans.plans.${locked.plan.code}`, { defaultValue: locked.plan.name }) : null;
  return (
    <Paper withBorder p="lg" data-testid="bulk-upload-locked">
      <Stack gap="sm" align="flex-start">
        <Title order={2} size="h3">
          {t('product-upload.locked.title')}
        </Title>
        <Text>{t('product-upload.locked.what')}</Text>
        <Text c="dimmed">{plan ? t('product-upload.locked.plan', { plan }) : t('product-upload.locked.noPlan')}</Text>
        <Button component={Link} to={sectionHref(sections.pricing)}>
          {t('product-upload.locked.choosePlan')}
        </Button>
      </Stack>
    </Paper>
  );
}
