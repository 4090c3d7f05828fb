import { Button } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TMessage } from '../../lib/form-errors.ts';
import { FormAlert } from './form-alert.tsx';
import classes from './show-more.module.css';

/** What «show more» needs of an infinite query. */
type TNextPages = {
  hasNextPage: boolean;
  isFetchNextPageError: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => unknown;
};

/**
 * «Показать ещё» under a list read page by page: the next page while there is one; after a failed page, why
 * and «Повторить».
 */
export function ShowMore({ query, label, error }: { query: TNextPages; label: string; error: TMessage }) {
  const { t } = useTranslation();
  return (
    <div className={classes.more}>
      <FormAlert message={query.isFetchNextPageError ? error : null} />
      {query.hasNextPage ? (
        <Button variant="light" onClick={() => void query.fetchNextPage()} loading={query.isFetchingNextPage}>
          {query.isFetchNextPageError ? t('errors.retry') : label}
        </Button>
      ) : null}
    </div>
  );
}
