import { Button, Skeleton, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { CardBlock, EmptyState } from '../../../../../components/ui/card-block.tsx';
import { ErrorBlock } from '../../../../../components/ui/error-block.tsx';
import { LockedBlock } from '../../../../../components/ui/locked-block.tsx';
import { useHistory } from '../../../api/get-history.ts';
import classes from '../history/history.module.css';
import { ChangeLine, HistoryTimeline } from '../history/history-timeline.tsx';
import type { TCardTabProps } from './tab-props.ts';

/** «История»: ЕГРЮЛ/ЕГРИП records newest first with what each changed; paid, so anonymous callers see a teaser. */
export function HistoryTab({ card }: TCardTabProps) {
  const { t } = useTranslation();
  const history = useHistory(card.inn);

  if (history.isPending) {
    return (
      <Stack gap="sm" aria-busy="true">
        <Skeleton height={28} width="40%" />
        <Skeleton height={72} />
        <Skeleton height={72} />
        <Skeleton height={72} />
      </Stack>
    );
  }
  if (history.isError) {
    return (
      <ErrorBlock title={t('card-history.loadError')} onRetry={() => history.refetch()} retrying={history.isFetching} />
    );
  }

  const [first] = history.data.pages;
  const total = first?.count ?? 0;
  if (first?.locked) {
    return (
      <CardBlock title={t('card-history.title')}>
        <LockedBlock locked={first.locked} teaser={t('card-history.teaser', { count: total })} />
      </CardBlock>
    );
  }

  const records = history.data.pages.flatMap((page) => page.result);
  const unlinked = first?.unlinked_changes ?? [];
  const source = records[0]?.source ?? null;
  return (
    <Stack gap="md">
      <CardBlock title={t('card-history.title')} source={source}>
        {records.length ? <HistoryTimeline records={records} /> : <EmptyState />}
        {records.length ? (
          <div className={classes.footer}>
            <span>{t('card-history.shown', { shown: records.length, total })}</span>
            {history.hasNextPage ? (
              <Button
                variant="default"
                size="compact-sm"
                onClick={() => history.fetchNextPage()}
                loading={history.isFetchingNextPage}
              >
                {t('card-history.more')}
              </Button>
            ) : null}
          </div>
        ) : null}
      </CardBlock>
      {unlinked.length ? (
        <CardBlock title={t('card-history.unlinked')} source={unlinked[0]?.source}>
          <ul className={classes.changes}>
            {unlinked.map((change) => (
              <ChangeLine
                key={`${change.date}|${change.field}|${change.old_value}|${change.new_value}`}
                change={change}
                withDate
              />
            ))}
          </ul>
        </CardBlock>
      ) : null}
    </Stack>
  );
}
