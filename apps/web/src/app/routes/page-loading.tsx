import { Center, Loader } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import classes from './routes.module.css';

/** What a directly opened page shows while its code loads. */
export function PageLoading() {
  const { t } = useTranslation();
  return (
    <Center className={classes.pageLoading} role="status" aria-label={t('common.pageLoading')}>
      <Loader size="sm" />
    </Center>
  );
}
