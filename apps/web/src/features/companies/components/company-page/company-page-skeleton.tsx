import { Paper, Skeleton, Stack, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import classes from './company-page.module.css';

/** The loaded page's shape, so nothing jumps when the data arrives. */
export function CompanyPageSkeleton() {
  const { t } = useTranslation();
  return (
    <div aria-busy="true">
      <VisuallyHidden role="status">{t('company-page.loading')}</VisuallyHidden>
      <Paper withBorder className={classes.profile} aria-hidden="true">
        <Skeleton className={classes.monogram} />
        <Stack gap={14} className={classes.body}>
          <Skeleton height={30} width="65%" />
          <Skeleton height={14} width="85%" />
          <Skeleton height={14} width={220} mt={10} />
          <Skeleton height={14} width={200} />
          <Skeleton height={14} width={180} />
          <Skeleton height={42} width={220} mt={12} radius="sm" />
        </Stack>
      </Paper>
    </div>
  );
}
