import { Paper, Skeleton, Stack, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import classes from './company-card.module.css';

/** Same rhythm as the loaded card, so nothing jumps when the data arrives. */
export function CompanyCardSkeleton() {
  const { t } = useTranslation();
  return (
    <div aria-busy="true">
      <VisuallyHidden role="status">{t('search.loading')}</VisuallyHidden>
      <Stack gap={12} className={classes.header} aria-hidden="true">
        <Skeleton height={12} width={140} />
        <Skeleton height={30} width="60%" />
        <Skeleton height={14} width="45%" />
      </Stack>
      <Paper withBorder className={classes.card} aria-hidden="true">
        <Skeleton height={20} width={200} mb={24} />
        <Stack gap={18}>
          {[70, 45, 40, 30, 85, 35, 60, 50].map((width, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: static placeholder rows
            <div key={index} className={classes.skeletonRow}>
              <Skeleton height={12} width="70%" />
              <Skeleton height={12} width={`${width}%`} />
            </div>
          ))}
        </Stack>
      </Paper>
    </div>
  );
}
