import { Alert, Button, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../config/paths.ts';

/** A user who represents no company cannot place products: why, and the way to become a seller. */
export function NoCompanyNotice() {
  const { t } = useTranslation();
  return (
    <Alert color="blue" variant="light" title={t('seller.noCompany.title')} data-testid="no-company">
      <Stack gap="xs" align="flex-start">
        <Text size="sm">{t('seller.noCompany.text')}</Text>
        <Button component={Link} to={paths.profileAddCompany.getHref()} size="xs" variant="light">
          {t('seller.noCompany.link')}
        </Button>
      </Stack>
    </Alert>
  );
}
