import { Button, Skeleton } from '@mantine/core';
import type { TSource } from '@sverka/shared';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { CardBlock } from '../../../../../components/ui/card-block.tsx';
import { ErrorBlock } from '../../../../../components/ui/error-block.tsx';
import type { TCardTabId } from '../tabs/tab-props.ts';

interface TSummaryCardProps {
  title: string;
  /** The tab with the full block; the card's «Подробнее» opens it. */
  tab?: TCardTabId;
  openTab: (id: TCardTabId) => void;
  source?: TSource | null;
  className?: string;
  children: ReactNode;
}

/** One card of the Summary tab: a titled block with its source and a link to its tab. */
export function SummaryCard({ title, tab, openTab, source, className, children }: TSummaryCardProps) {
  const { t } = useTranslation();
  const more = tab ? (
    <Button
      variant="subtle"
      size="compact-sm"
      onClick={() => openTab(tab)}
      aria-label={t('card-summary.moreAbout', { title })}
    >
      {t('card-summary.more')}
    </Button>
  ) : null;
  return (
    <CardBlock title={title} source={source} aside={more} className={className}>
      {children}
    </CardBlock>
  );
}

interface TQueryStateProps {
  isPending: boolean;
  isError: boolean;
  isFetching: boolean;
  refetch: () => unknown;
}

/** Loading and failure of a summary card's own request: a skeleton, or an error with a retry. */
export function QueryState({ query, children }: { query: TQueryStateProps; children: () => ReactNode }) {
  const { t } = useTranslation();
  if (query.isPending) return <Skeleton height={96} radius="sm" />;
  if (query.isError) {
    return (
      <ErrorBlock
        title={t('card-summary.loadError')}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );
  }
  return <>{children()}</>;
}
