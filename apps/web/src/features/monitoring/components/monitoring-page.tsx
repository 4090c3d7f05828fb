import { Button, Paper, Skeleton, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { QueryErrorBlock } from '../../../components/ui/error-block.tsx';
import { IconBell } from '../../../components/ui/icons.tsx';
import { paths } from '../../../config/paths.ts';
import { useWatchlist } from '../api/monitoring.ts';
import { feedParamsWith } from '../lib/feed-params.ts';
import { EventFeed, FEED_SECTION_ID } from './event-feed.tsx';
import { MailSettings } from './mail-settings.tsx';
import classes from './monitoring.module.css';
import { WatchlistPanel } from './watchlist-panel.tsx';

/** Nobody watched yet: what the page is for and where the button that fills it is. */
function NothingWatched() {
  const { t } = useTranslation();
  return (
    <Paper withBorder className={classes.empty} role="status" data-testid="watchlist-empty">
      <IconBell size={32} />
      <Text fw={600}>{t('monitoring.list.empty')}</Text>
      <Text size="sm">{t('monitoring.list.emptyHint')}</Text>
      <Button component={Link} to={paths.search.getHref()} variant="light">
        {t('monitoring.list.findCompany')}
      </Button>
    </Paper>
  );
}

/**
 * `/profile/monitoring`: the feed of changes with its filters, the watch list (its limit, each subject's
 * history) and the mail settings.
 */
export function MonitoringPage() {
  const { t } = useTranslation();
  const watchlist = useWatchlist();
  const [params, setParams] = useSearchParams();

  const showHistory = (inn: string) => {
    setParams(feedParamsWith(params, { inn }));
    document.getElementById(FEED_SECTION_ID)?.scrollIntoView({ behavior: 'smooth', block: 'start' });
  };

  let content: ReactNode;
  if (watchlist.isPending) content = <Skeleton height={240} radius="md" aria-hidden="true" />;
  else if (watchlist.isError) content = <QueryErrorBlock title={t('monitoring.list.loadError')} query={watchlist} />;
  else if (watchlist.data.count === 0) content = <NothingWatched />;
  else
    content = (
      <>
        <EventFeed entries={watchlist.data.result} />
        <WatchlistPanel list={watchlist.data} onHistory={showHistory} />
      </>
    );

  return (
    <Stack gap="xl">
      {content}
      <MailSettings />
    </Stack>
  );
}
