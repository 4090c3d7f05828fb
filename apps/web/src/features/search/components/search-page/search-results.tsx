import { Alert, Button, Pagination, Skeleton, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import type { TSearchReply } from '@sverka/shared';
import { useTranslation } from 'react-i18next';
import { ErrorBlock } from '../../../../components/ui/error-block.tsx';
import { IconAlert, IconSearch } from '../../../../components/ui/icons.tsx';
import { isApiError } from '../../../../lib/api-client.ts';
import { errorMessageKey } from '../../../../lib/error-message.ts';
import { kindCount, pageTotal } from '../../lib/search-counts.ts';
import type { TSearchState } from '../../lib/search-params.ts';
import classes from './search-page.module.css';
import { SearchResultItem } from './search-result-item.tsx';

interface TSearchResultsProps {
  state: TSearchState;
  reply: TSearchReply | undefined;
  error: unknown;
  /** The shown reply belongs to the previous page or filters while the new one loads. */
  updating: boolean;
  filtered: boolean;
  onPage: (page: number) => void;
  onResetFilters: () => void;
  onRetry: () => void;
  retrying: boolean;
}

/** The body under the kind tabs: skeleton, error, the query's own problem, nothing found, or the list and pager. */
export function SearchResults(props: TSearchResultsProps) {
  const { state, reply, error, updating } = props;
  const { t } = useTranslation();

  if (error && !updating) {
    // A 400 is about the query itself (too long, malformed filter): its message is the answer.
    if (isApiError(error) && error.isBadRequest && error.detail) {
      return <QueryProblem message={error.detail} />;
    }
    return (
      <ErrorBlock
        title={t('searchPage.errorTitle')}
        message={t(errorMessageKey(error))}
        onRetry={props.onRetry}
        retrying={props.retrying}
      />
    );
  }
  if (!reply) return <ResultsSkeleton />;
  if (reply.error) return <QueryProblem message={reply.error} />;

  const total = kindCount(reply.counts, state.kind);
  const pages = pageTotal(total, reply.page_size);
  if (reply.results.length === 0 && total > 0 && state.page > pages) {
    // An address with a page past the last one (typed, or kept from a longer list): the hits are there.
    return (
      <div role="status" className={classes.empty}>
        <IconSearch size={28} className={classes.emptyIcon} />
        <Title order={2} className={classes.emptyTitle}>
          {t('searchPage.pastEnd', { page: state.page })}
        </Title>
        <Text c="dimmed">{t('searchPage.pastEndHint', { count: pages })}</Text>
        <Button variant="light" size="sm" mt="sm" onClick={() => props.onPage(1)}>
          {t('searchPage.firstPage')}
        </Button>
      </div>
    );
  }
  if (reply.results.length === 0) {
    return (
      <div role="status" className={classes.empty}>
        <IconSearch size={28} className={classes.emptyIcon} />
        <Title order={2} className={classes.emptyTitle}>
          {t('searchPage.empty')}
        </Title>
        <Text c="dimmed">{t('searchPage.emptyHint')}</Text>
        {props.filtered ? (
          <Button variant="light" size="sm" mt="sm" onClick={props.onResetFilters}>
            {t('searchPage.filters.reset')}
          </Button>
        ) : null}
      </div>
    );
  }

  return (
    <Stack gap="md">
      <VisuallyHidden role="status">
        {updating ? t('searchPage.loading') : t('searchPage.found', { value: total })}
      </VisuallyHidden>
      {reply.fuzzy ? (
        <Alert variant="light" color="brand" icon={<IconAlert size={18} />} className={classes.notice}>
          {t('searchPage.fuzzy')}
        </Alert>
      ) : null}
      <ol
        className={classes.list}
        start={(reply.page - 1) * reply.page_size + 1}
        data-updating={updating || undefined}
        aria-busy={updating}
      >
        {reply.results.map((hit) => (
          <li key={`${hit.kind}-${hit.id}`}>
            <SearchResultItem hit={hit} />
          </li>
        ))}
      </ol>
      {pages > 1 ? (
        <nav aria-label={t('searchPage.pagination')} className={classes.pager}>
          <Pagination total={pages} value={state.page} onChange={props.onPage} siblings={1} boundaries={1} />
        </nav>
      ) : null}
    </Stack>
  );
}

function QueryProblem({ message }: { message: string }) {
  const { t } = useTranslation();
  return (
    <Alert role="alert" variant="light" color="red" icon={<IconAlert size={18} />} title={t('searchPage.invalidTitle')}>
      {message}
    </Alert>
  );
}

function ResultsSkeleton() {
  const { t } = useTranslation();
  return (
    <>
      <VisuallyHidden role="status">{t('searchPage.loading')}</VisuallyHidden>
      <Stack gap="lg" aria-hidden="true" className={classes.skeleton}>
        {[0, 1, 2, 3, 4].map((row) => (
          <Stack key={row} gap={8}>
            <Skeleton height={16} width="50%" />
            <Skeleton height={11} width="85%" />
            <Skeleton height={11} width="60%" />
            <Skeleton height={11} width="40%" />
          </Stack>
        ))}
      </Stack>
    </>
  );
}
