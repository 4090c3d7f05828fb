import { Pagination, Skeleton, Stack } from '@mantine/core';
import type { TAnnouncementsPage } from '@sverka/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryErrorBlock } from '../../../components/ui/error-block.tsx';
import { useAnnouncementsFeed, usePrivateAnnouncements } from '../api/announcements.ts';
import { AnnouncementCard } from './announcement-card.tsx';
import classes from './announcements.module.css';

const PAGE_SIZE = 5;

interface TFeedQuery {
  data: TAnnouncementsPage | undefined;
  isError: boolean;
  error: unknown;
  refetch: () => unknown;
  isFetching: boolean;
}

interface TAnnouncementListProps {
  title: string;
  query: TFeedQuery;
  page: number;
  onPage: (page: number) => void;
  /** Said when there is nothing; null hides the whole block then (a company page without announcements). */
  emptyText: string | null;
}

/** A titled, paged list of announcements with its loading, error and empty states. */
export function AnnouncementList({ title, query, page, onPage, emptyText }: TAnnouncementListProps) {
  const { t } = useTranslation();
  const data = query.data;
  if (data && data.count === 0 && emptyText === null) return null;
  const pages = data ? Math.max(1, Math.ceil(data.count / data.page_size)) : 1;
  return (
    <section className={classes.feed} aria-label={title} data-testid="announcements-feed">
      <h2 className={classes.sectionTitle}>{title}</h2>
      {query.isError ? (
        <QueryErrorBlock title={t('marketplace-announcements.feed.loadError')} query={query} />
      ) : !data ? (
        <Stack gap="xs" aria-busy="true" aria-label={t('marketplace-announcements.feed.loading')}>
          <Skeleton height={72} />
          <Skeleton height={72} />
        </Stack>
      ) : data.count === 0 ? (
        <p className={classes.empty} data-testid="announcements-empty">
          {emptyText}
        </p>
      ) : (
        <>
          <ul className={classes.list}>
            {data.result.map((announcement) => (
              <li key={announcement.id}>
                <AnnouncementCard announcement={announcement} />
              </li>
            ))}
          </ul>
          {pages > 1 ? (
            <nav aria-label={t('marketplace-announcements.feed.pages')}>
              <Pagination total={pages} value={page} onChange={onPage} size="sm" siblings={1} />
            </nav>
          ) : null}
        </>
      )}
    </section>
  );
}

/**
 * The public feed: every seller's (the marketplace page), one seller's (`seller`, the `/company/{id}` page)
 * or one company's by ИНН (`inn`, the counterparty card). `hideWhenEmpty` leaves no trace on a company's
 * pages while it has posted nothing.
 */
export function AnnouncementFeed({
  seller,
  inn,
  hideWhenEmpty = false,
}: {
  seller?: number;
  inn?: string;
  hideWhenEmpty?: boolean;
}) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const query = useAnnouncementsFeed({ page, page_size: PAGE_SIZE, seller, company: inn });
  return (
    <AnnouncementList
      title={t('marketplace-announcements.feed.title')}
      query={query}
      page={page}
      onPage={setPage}
      emptyText={hideWhenEmpty ? null : t('marketplace-announcements.feed.empty')}
    />
  );
}

/** «Объявления отслеживаемых компаний»: what the companies on the user's watch list announce. */
export function FollowedAnnouncements() {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const query = usePrivateAnnouncements({ page, page_size: PAGE_SIZE, following: '1' });
  return (
    <AnnouncementList
      title={t('marketplace-announcements.followed.title')}
      query={query}
      page={page}
      onPage={setPage}
      emptyText={t('marketplace-announcements.followed.empty')}
    />
  );
}
