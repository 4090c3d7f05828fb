import { SegmentedControl } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePledges } from '../../../api/pledges.ts';
import { isPledgeFilter, PLEDGE_FILTERS, type TPledgeFilter } from '../../../lib/debts-params.ts';
import classes from '../debts/debts.module.css';
import { PagedListBlock } from '../list-state.tsx';
import { PledgeItem } from './pledge-item.tsx';

/** Федресурс pledge and leasing messages with the «all / pledges / leasing» filter and paging. */
export function PledgesBlock({ inn }: { inn: string }) {
  const { t } = useTranslation();
  const [filter, setFilter] = useState<TPledgeFilter>('all');
  const [page, setPage] = useState(1);
  const query = usePledges(inn, page, filter);

  const filterControl = query.data?.locked ? null : (
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
    <PagedListBlock
      title={t('card-debts.leasing.title')}
      aside={filterControl}
      query={query}
      page={page}
      onPageChange={setPage}
      pagerLabel={t('card-debts.leasing.pager')}
      layout="flow"
      lockedTeaser={(reply) => t('card-debts.leasing.teaser', { count: reply.count })}
      summary={(reply) => <p className={classes.sub}>{t('card-debts.count', { count: reply.count })}</p>}
      listClassName={classes.messages}
      listTestId="pledges-list"
      renderItem={(message) => <PledgeItem message={message} inn={inn} />}
    />
  );
}
