import { Progress } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { IconInfo } from '../../../components/ui/icons.tsx';
import { useDatasetLoading } from '../api/get-dataset-info.ts';
import classes from './dataset-notice.module.css';

/**
 * On the very first start the server serves pages while its demo data loads behind them, and search and
 * cards answer only once it is in. Until then every page says so, with the progress; when the load ends, what
 * was asked meanwhile is asked again.
 */
export function DatasetLoadingBanner() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const percent = useDatasetLoading();
  const wasLoading = useRef(false);
  useEffect(() => {
    if (percent !== null) wasLoading.current = true;
    else if (wasLoading.current) {
      wasLoading.current = false;
      void queryClient.invalidateQueries();
    }
  }, [percent, queryClient]);
  if (percent === null) return null;
  return (
    <div className={classes.loading} role="status" data-testid="dataset-loading">
      <p className={classes.demo}>
        <IconInfo size={18} className={classes.icon} />
        <span>{t('dataset.loading', { percent })}</span>
      </p>
      <Progress value={percent} size="sm" aria-hidden />
    </div>
  );
}
