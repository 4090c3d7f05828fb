import { SegmentedControl } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CardBlock, EmptyState } from '../../../../../components/ui/card-block.tsx';
import { LockedBlock } from '../../../../../components/ui/locked-block.tsx';
import { usePledges } from '../../../api/pledges.ts';
import { isPledgeFilter, PLEDGE_FILTERS, type TPledgeFilter } from '../../../lib/debts-params.ts';
import classes from '../debts/debts.module.css';
import { ListPager, ListQueryState } from '../list-state.tsx';
import { PledgeItem } from './pledge-item.tsx';

/** Федресурс pledge and leasing messages with the «all / pledges / leasing» filter and paging. */
export function PledgesBlock({ inn }: { inn: string }) {
  const { t } = useTranslation();
  const [filter, setFilter] = useState<TPledgeFilter>('all');
  const [page, setPage] = useState(1);
  const query = usePledges(inn, page, filter);
  const reply = query.data;

  const filterControl = reply?.locked ? null : (
    <SegmentedControl
      className={classes.filter}
      size="xs"
      aria-label={t('card-debts.leasing.filterLabel')}
      value={filter}
      onChange={(value) => {
        if (!isPledgeFilter(value)) return;
        setFilter(value);
        setPage(1);
      }}
      data={PLEDGE_FILTERS.map((value) => ({ value, label: t(`card-debts.leasing.filter.${value}`) }))}
    />
  );

  return (
    <CardBlock
      title={t('card-debts.leasing.title')}
      source={reply?.source ?? reply?.result[0]?.source}
      aside={filterControl}
    >
      <ListQueryState query={query}>
        {() => {
          if (!reply) return null;
          if (reply.locked) {
            return (
              <LockedBlock locked={reply.locked} teaser={t('card-debts.leasing.teaser', { count: reply.count })} />
            );
          }
          if (reply.result.length === 0) return <EmptyState />;
          return (
            <div className={query.isPlaceholderData ? classes.updating : undefined} aria-busy={query.isFetching}>
              <p className={classes.sub}>{t('card-debts.count', { count: reply.count })}</p>
              <ul className={classes.messages} data-testid="pledges-list">
                {reply.result.map((message) => (
                  <PledgeItem key={message.id} message={message} inn={inn} />
                ))}
              </ul>
              <ListPager
                count={reply.count}
                pageSize={reply.page_size}
                page={reply.page}
                onChange={setPage}
                label={t('card-debts.leasing.pager')}
              />
            </div>
          );
        }}
      </ListQueryState>
    </CardBlock>
  );
}
