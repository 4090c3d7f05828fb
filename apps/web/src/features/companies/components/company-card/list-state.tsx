import { Pagination, Select, Skeleton, Stack } from '@mantine/core';
import type { TLocked, TSource } from '@sverka/shared';
import { Fragment, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { CardBlock, EmptyState } from '../../../../components/ui/card-block.tsx';
import { QueryErrorBlock } from '../../../../components/ui/error-block.tsx';
import { LockedBlock } from '../../../../components/ui/locked-block.tsx';
import { isOneOf, totalPages } from '../../lib/records-params.ts';
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
  if (query.isPending) return <ListSkeleton />;
  if (query.isError) return <QueryErrorBlock title={errorTitle} query={query} />;
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

/** «Найдено дел: 12 на сумму …» above a list of the grid layout; read out again when a filter changes it. */
export function ListSummary({ children }: { children: ReactNode }) {
  return (
    <p className={classes.summary} aria-live="polite">
      {children}
    </p>
  );
}

/** The paged reply of a card list (spec §7); paid lists may come `locked`, register lists name their `source`. */
interface TPagedReply {
  count: number;
  page_size: number;
  /** Every row names the fact's source; the first one's stands for the list when the reply names none. */
  result: { id: number; source: TSource }[];
  locked?: TLocked | null;
  source?: TSource | null;
}

interface TPagedQuery<TReply> extends TListQueryState {
  data: TReply | undefined;
  isPlaceholderData: boolean;
}

interface TPagedListBlockProps<TReply extends TPagedReply> {
  title: string;
  query: TPagedQuery<TReply>;
  /** The page asked for; the pager shows it while its rows load. */
  page: number;
  onPageChange: (page: number) => void;
  /** The pager's accessible name; the title by default. */
  pagerLabel?: string;
  errorTitle?: string;
  aside?: ReactNode;
  /**
   * `grid`: filters, summary, list and pager spaced evenly, the filters kept while the list loads;
   * `flow`: the summary sits close to the list, and the rows dim while the next page loads.
   */
  layout: 'grid' | 'flow';
  /** Controls above the list (grid layout). */
  filters?: ReactNode;
  /** What a `locked` reply says is behind it («Найдено 12 записей»). */
  lockedTeaser?: (reply: TReply) => ReactNode;
  /** The empty state's text; «Нет данных» by default. */
  emptyText?: ReactNode;
  /** Counts and totals above the rows. */
  summary?: (reply: TReply) => ReactNode;
  /** The `<ul>`'s class; an unstyled grid by default. */
  listClassName?: string;
  listTestId?: string;
  /** One row of the list, an `<li>`; or `renderRows` draws them all (a table). */
  renderItem?: (item: TReply['result'][number]) => ReactNode;
  renderRows?: (items: TReply['result']) => ReactNode;
}

/**
 * A titled block of the card around one paged list: loading and failure
 * states, the locked and empty states, the rows, the pager and the source line.
 */
export function PagedListBlock<TReply extends TPagedReply>({
  title,
  query,
  page,
  onPageChange,
  pagerLabel = title,
  errorTitle,
  aside,
  layout,
  filters,
  lockedTeaser,
  emptyText,
  summary,
  listClassName = classes.list,
  listTestId,
  renderItem,
  renderRows,
}: TPagedListBlockProps<TReply>) {
  const reply = query.data;
  const grid = layout === 'grid';

  const rows = (loaded: TReply) => {
    if (loaded.locked) return <LockedBlock locked={loaded.locked} teaser={lockedTeaser?.(loaded)} />;
    if (loaded.result.length === 0) return <EmptyState>{emptyText}</EmptyState>;
    const content = (
      <>
        {summary?.(loaded)}
        {renderRows ? (
          renderRows(loaded.result)
        ) : (
          <ul className={listClassName} data-testid={listTestId} aria-busy={grid ? query.isPlaceholderData : undefined}>
            {loaded.result.map((item) => (
              <Fragment key={item.id}>{renderItem?.(item)}</Fragment>
            ))}
          </ul>
        )}
        <ListPager
          count={loaded.count}
          pageSize={loaded.page_size}
          page={page}
          onChange={onPageChange}
          label={pagerLabel}
        />
      </>
    );
    if (grid) return content;
    return (
      <div className={query.isPlaceholderData ? classes.updating : undefined} aria-busy={query.isFetching}>
        {content}
      </div>
    );
  };

  const state = (
    <ListQueryState query={query} errorTitle={errorTitle}>
      {() => (reply ? rows(reply) : null)}
    </ListQueryState>
  );

  return (
    <CardBlock title={title} source={reply?.source ?? reply?.result[0]?.source} aside={aside}>
      {grid ? (
        <div className={classes.stack}>
          {filters ? <div className={classes.filters}>{filters}</div> : null}
          {state}
        </div>
      ) : (
        state
      )}
    </CardBlock>
  );
}

interface TChoiceFilterProps<T extends string> {
  label: string;
  options: readonly T[];
  optionLabel: (option: T) => string;
  value: T;
  /** Called with one of `options` only. */
  onChange: (value: T) => void;
  width: number;
}

/** One «Роль» / «Статус» drop-down above a paged list; one option is always chosen. */
export function ChoiceFilter<T extends string>({
  label,
  options,
  optionLabel,
  value,
  onChange,
  width,
}: TChoiceFilterProps<T>) {
  return (
    <Select
      label={label}
      data={options.map((option) => ({ value: option, label: optionLabel(option) }))}
      value={value}
      onChange={(next) => {
        if (isOneOf(options, next)) onChange(next);
      }}
      allowDeselect={false}
      w={width}
    />
  );
}
