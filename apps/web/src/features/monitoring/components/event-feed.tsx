import { Anchor, Button, Pagination, Paper, Skeleton, Stack, Text } from '@mantine/core';
import { MONITORING_PAGE_SIZE, type TWatchlistEntry } from '@sverka/shared';
import { type ReactNode, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { QueryErrorBlock } from '../../../components/ui/error-block.tsx';
import { errorMessageKey } from '../../../lib/error-message.ts';
import { useMarkRead, useMonitoringEvents } from '../api/monitoring.ts';
import { eventsRequestOf, feedFiltersOf, feedParamsWith, isFiltered, type TFeedFilters } from '../lib/feed-params.ts';
import { EventItem } from './event-item.tsx';
import { FeedFilters } from './feed-filters.tsx';
import classes from './monitoring.module.css';

export const FEED_SECTION_ID = 'monitoring-feed';

function FeedSkeleton() {
  return (
    <Stack gap={8} aria-hidden="true" data-testid="feed-skeleton">
      {[0, 1, 2].map((row) => (
        <Skeleton key={row} height={110} radius="md" />
      ))}
    </Stack>
  );
}

/**
 * The feed of changes of the watched subjects (`/profile/monitoring`), its filters in the URL; with `?inn=`
 * it is that subject's history. Unread events are marked; one or all of them can be marked read.
 */
export function EventFeed({ entries }: { entries: readonly TWatchlistEntry[] }) {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const filters = feedFiltersOf(params);
  // The period's first day is fixed per visit, so the query key does not change under the page.
  const today = useMemo(() => new Date(), []);
  const query = useMonitoringEvents(eventsRequestOf(filters, today));
  const markRead = useMarkRead();
  const change = (next: Partial<TFeedFilters>) => setParams(feedParamsWith(params, next));
  const subject = filters.inn ? entries.find((entry) => entry.inn === filters.inn) : undefined;

  let body: ReactNode;
  if (query.isPending) body = <FeedSkeleton />;
  else if (query.isError) body = <QueryErrorBlock title={t('monitoring.feed.loadError')} query={query} />;
  else if (query.data.result.length === 0) {
    const narrowed = isFiltered(filters) || filters.page > 1;
    body = (
      <Paper withBorder className={classes.empty} role="status" data-testid="feed-empty">
        <Text fw={600}>{narrowed ? t('monitoring.feed.emptyFiltered') : t('monitoring.feed.empty')}</Text>
        {narrowed ? (
          <Button
            variant="light"
            onClick={() => change({ kind: null, importance: null, period: 'all', unread: false })}
          >
            {t('monitoring.feed.reset')}
          </Button>
        ) : (
          <Text size="sm">{t('monitoring.feed.emptyHint')}</Text>
        )}
      </Paper>
    );
  } else {
    const pages = Math.max(1, Math.ceil(query.data.count / MONITORING_PAGE_SIZE));
    body = (
      <>
        <ul className={classes.list} data-updating={query.isPlaceholderData || undefined}>
          {query.data.result.map((event) => (
            <EventItem
              key={event.id}
              event={event}
              onRead={(id) => markRead.mutate({ ids: [id] })}
              reading={markRead.isPending && markRead.variables?.ids?.includes(event.id) === true}
            />
          ))}
        </ul>
        {pages > 1 ? (
          <nav aria-label={t('monitoring.feed.pagination')} className={classes.pager}>
            <Pagination
              total={pages}
              value={filters.page}
              onChange={(page) => change({ page })}
              siblings={1}
              boundaries={1}
            />
          </nav>
        ) : null}
      </>
    );
  }

  const unread = query.data?.unread ?? 0;
  return (
    <section className={classes.section} id={FEED_SECTION_ID} aria-labelledby="monitoring-feed-title">
      <div className={classes.sectionHead}>
        <h2 className={classes.sectionTitle} id="monitoring-feed-title">
          {subject ? t('monitoring.feed.historyTitle', { name: subject.name }) : t('monitoring.feed.title')}
        </h2>
        {filters.inn ? (
          <Anchor component="button" type="button" size="sm" onClick={() => change({ inn: null })}>
            {t('monitoring.feed.showAll')}
          </Anchor>
        ) : null}
      </div>
      <FeedFilters filters={filters} entries={entries} onChange={change} />
      <div className={classes.toolbar}>
        <Text size="sm" data-testid="feed-unread">
          {t('monitoring.feed.unreadTotal', { count: unread })}
        </Text>
        <Button
          variant="light"
          size="sm"
          disabled={unread === 0}
          loading={markRead.isPending && markRead.variables?.all === true}
          onClick={() => markRead.mutate({ all: true })}
        >
          {t('monitoring.feed.markAll')}
        </Button>
      </div>
      {markRead.isError ? (
        <Text size="sm" c="red.9" role="alert">
          {t('monitoring.feed.markError', { reason: t(errorMessageKey(markRead.error)) })}
        </Text>
      ) : null}
      {body}
    </section>
  );
}
