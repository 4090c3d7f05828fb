import { Pagination, Skeleton, Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorBlock } from '../../../../components/ui/error-block.tsx';
import { errorMessageKey } from '../../../../lib/error-message.ts';
import { totalPages } from '../../lib/records-params.ts';
import classes from './list-state.module.css';

/** Rows of grey bars while a list loads, about the height of the rows to come. */
export function ListSkeleton() {
  return (
    <Stack gap={12} data-testid="list-skeleton">
      {[0, 1, 2, 3].map((row) => (
        <Skeleton key={row} height={44} radius="sm" />
      ))}
    </Stack>
  );
}

interface TListQueryState {
  isPending: boolean;
  isError: boolean;
  error: unknown;
  isFetching: boolean;
  refetch: () => unknown;
}

/**
 * The loading and failure states every paged list of these tabs shares;
 * `children` renders only once there is a reply.
 */
export function ListQueryState({
  query,
  errorTitle,
  children,
}: {
  query: TListQueryState;
  /** What failed to load («Не удалось загрузить арбитражные дела»); the generic title otherwise. */
  errorTitle?: string;
  children: () => ReactNode;
}) {
  const { t } = useTranslation();
  if (query.isPending) return <ListSkeleton />;
  if (query.isError) {
    return (
      <ErrorBlock
        title={errorTitle}
        message={t(errorMessageKey(query.error))}
        onRetry={() => query.refetch()}
        retrying={query.isFetching}
      />
    );
  }
  return <>{children()}</>;
}

interface TListPagerProps {
  count: number;
  pageSize: number;
  page: number;
  onChange: (page: number) => void;
  label: string;
}

/** Page numbers under a list of the card; nothing when everything fits on one page. */
export function ListPager({ count, pageSize, page, onChange, label }: TListPagerProps) {
  const { t } = useTranslation();
  const total = totalPages(count, pageSize);
  if (total <= 1) return null;
  return (
    <nav className={classes.pager} aria-label={label}>
      <Pagination
        total={total}
        value={page}
        onChange={onChange}
        size="sm"
        siblings={1}
        getControlProps={(control) => ({ 'aria-label': t(`card.pager.${control}`) })}
      />
    </nav>
  );
}
