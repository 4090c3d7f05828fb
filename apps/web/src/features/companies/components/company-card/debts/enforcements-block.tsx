import { SegmentedControl } from '@mantine/core';
import { formatRubles } from '@sverka/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CardBlock, EmptyState } from '../../../../../components/ui/card-block.tsx';
import { LockedBlock } from '../../../../../components/ui/locked-block.tsx';
import { useEnforcements } from '../../../api/enforcements.ts';
import { ENFORCEMENT_FILTERS, isEnforcementFilter, type TEnforcementFilter } from '../../../lib/debts-params.ts';
import { ListPager, ListQueryState } from '../list-state.tsx';
import classes from './debts.module.css';
import { EnforcementsTable } from './enforcements-table.tsx';

/** ФССП enforcement proceedings with totals, the «all / unfinished» filter and paging. */
export function EnforcementsBlock({ inn }: { inn: string }) {
  const { t } = useTranslation();
  const [filter, setFilter] = useState<TEnforcementFilter>('all');
  const [page, setPage] = useState(1);
  const query = useEnforcements(inn, page, filter);
  const reply = query.data;

  const filterControl = reply?.locked ? null : (
    <SegmentedControl
      className={classes.filter}
      size="xs"
      aria-label={t('card-debts.enforcements.filterLabel')}
      value={filter}
      onChange={(value) => {
        if (!isEnforcementFilter(value)) return;
        setFilter(value);
        setPage(1);
      }}
      data={ENFORCEMENT_FILTERS.map((value) => ({ value, label: t(`card-debts.enforcements.filter.${value}`) }))}
    />
  );

  return (
    <CardBlock
      title={t('card-debts.enforcements.title')}
      source={reply?.source ?? reply?.result[0]?.source}
      aside={filterControl}
    >
      <ListQueryState query={query}>
        {() => {
          if (!reply) return null;
          if (reply.locked) {
            return (
              <LockedBlock locked={reply.locked} teaser={t('card-debts.enforcements.teaser', { count: reply.count })} />
            );
          }
          if (reply.result.length === 0) {
            return <EmptyState>{filter === 'active' ? t('card-debts.enforcements.noneActive') : undefined}</EmptyState>;
          }
          return (
            <div className={query.isPlaceholderData ? classes.updating : undefined} aria-busy={query.isFetching}>
              <dl className={classes.totals} data-testid="enforcements-totals">
                <div>
                  <dt>{t('card-debts.enforcements.found')}</dt>
                  <dd>{reply.count}</dd>
                </div>
                {reply.total_amount !== null ? (
                  <div>
                    <dt>{t('card-debts.enforcements.totalAmount')}</dt>
                    <dd>{formatRubles(reply.total_amount)}</dd>
                  </div>
                ) : null}
                {reply.total_remaining !== null ? (
                  <div>
                    <dt>{t('card-debts.enforcements.totalRemaining')}</dt>
                    <dd>{formatRubles(reply.total_remaining)}</dd>
                  </div>
                ) : null}
              </dl>
              <EnforcementsTable rows={reply.result} />
              <ListPager
                count={reply.count}
                pageSize={reply.page_size}
                page={reply.page}
                onChange={setPage}
                label={t('card-debts.enforcements.pager')}
              />
            </div>
          );
        }}
      </ListQueryState>
    </CardBlock>
  );
}
