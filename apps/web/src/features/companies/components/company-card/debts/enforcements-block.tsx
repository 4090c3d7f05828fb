import { SegmentedControl } from '@mantine/core';
import { formatRubles } from '@sverka/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useEnforcements } from '../../../api/enforcements.ts';
import { ENFORCEMENT_FILTERS, isEnforcementFilter, type TEnforcementFilter } from '../../../lib/debts-params.ts';
import { PagedListBlock } from '../list-state.tsx';
import classes from './debts.module.css';
import { EnforcementsTable } from './enforcements-table.tsx';

/** ФССП enforcement proceedings with totals, the «all / unfinished» filter and paging. */
export function EnforcementsBlock({ inn }: { inn: string }) {
  const { t } = useTranslation();
  const [filter, setFilter] = useState<TEnforcementFilter>('all');
  const [page, setPage] = useState(1);
  const query = useEnforcements(inn, page, filter);

  const filterControl = query.data?.locked ? null : (
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
    <PagedListBlock
      title={t('card-debts.enforcements.title')}
      aside={filterControl}
      query={query}
      page={page}
      onPageChange={setPage}
      pagerLabel={t('card-debts.enforcements.pager')}
      layout="flow"
      lockedTeaser={(reply) => t('card-debts.enforcements.teaser', { count: reply.count })}
      emptyText={filter === 'active' ? t('card-debts.enforcements.noneActive') : undefined}
      summary={(reply) => (
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
      )}
      renderRows={(rows) => <EnforcementsTable rows={rows} />}
    />
  );
}
