import { Button, Skeleton } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useRequisites } from '../api/get-requisites.ts';
import classes from './requisites.module.css';
import { RequisitesList } from './requisites-list.tsx';

/** The footer's "Реквизиты" column: the provider's details as the server is configured with them. */
export function FooterRequisites({ headingId }: { headingId: string }) {
  const { t } = useTranslation();
  const query = useRequisites();
  return (
    <div className={classes.footerBlock}>
      <h2 id={headingId} className={classes.heading}>
        {t('footer.requisites.title')}
      </h2>
      {query.isPending ? (
        <div aria-hidden="true" className={classes.skeleton}>
          <Skeleton height={14} width="70%" />
          <Skeleton height={12} width="55%" />
          <Skeleton height={12} width="60%" />
          <Skeleton height={12} width="45%" />
        </div>
      ) : query.isError ? (
        <p className={classes.failed} role="alert">
          {t('footer.requisites.loadError')}
          <Button variant="subtle" size="compact-sm" onClick={() => void query.refetch()} loading={query.isFetching}>
            {t('errors.retry')}
          </Button>
        </p>
      ) : (
        <RequisitesList requisites={query.data} variant="footer" />
      )}
    </div>
  );
}
