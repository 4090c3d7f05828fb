import { Select } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CardBlock, EmptyState } from '../../../../../components/ui/card-block.tsx';
import { useInspections } from '../../../api/inspections.ts';
import {
  INSPECTION_STATUS_FILTERS,
  INSPECTION_TYPE_FILTERS,
  isOneOf,
  type TInspectionsFilter,
} from '../../../lib/records-params.ts';
import { ListPager, ListQueryState } from '../list-state.tsx';
import { InspectionItem } from '../procurement/inspection-item.tsx';
import { useInspectionWording } from '../procurement/inspection-wording.ts';
import classes from '../procurement/procurement.module.css';
import type { TCardTabProps } from './tab-props.ts';

/** Spec §2, §4: inspections of the company, filtered on the server by status and type. */
export function InspectionsTab({ card }: TCardTabProps) {
  const { t } = useTranslation();
  const wording = useInspectionWording();
  const [filter, setFilter] = useState<TInspectionsFilter>({ status: 'all', type: 'all' });
  const [page, setPage] = useState(1);
  const inspections = useInspections(card.inn, page, filter);
  const all = t('card-procurement.inspections.all');

  const filters = (
    <div className={classes.filters}>
      <Select
        label={t('card-procurement.inspections.statusFilter')}
        data={INSPECTION_STATUS_FILTERS.map((value) => ({
          value,
          label: value === 'all' ? all : wording.status(value),
        }))}
        value={filter.status}
        onChange={(value) => {
          if (isOneOf(INSPECTION_STATUS_FILTERS, value)) setFilter({ ...filter, status: value });
          setPage(1);
        }}
        allowDeselect={false}
        w={240}
      />
      <Select
        label={t('card-procurement.inspections.typeFilter')}
        data={INSPECTION_TYPE_FILTERS.map((value) => ({ value, label: value === 'all' ? all : wording.type(value) }))}
        value={filter.type}
        onChange={(value) => {
          if (isOneOf(INSPECTION_TYPE_FILTERS, value)) setFilter({ ...filter, type: value });
          setPage(1);
        }}
        allowDeselect={false}
        w={240}
      />
    </div>
  );

  const body = () => {
    const reply = inspections.data;
    // ListQueryState calls this only once there is a reply; the check narrows the type.
    if (!reply) return null;
    if (!reply.count) return <EmptyState />;
    return (
      <>
        <p className={classes.summary} aria-live="polite">
          {t('card-procurement.inspections.found', { count: reply.count })}
        </p>
        <ul className={classes.list} aria-busy={inspections.isPlaceholderData}>
          {reply.result.map((inspection) => (
            <InspectionItem key={inspection.id} inspection={inspection} />
          ))}
        </ul>
        <ListPager
          count={reply.count}
          pageSize={reply.page_size}
          page={page}
          onChange={setPage}
          label={t('card-procurement.inspections.title')}
        />
      </>
    );
  };

  return (
    <CardBlock title={t('card-procurement.inspections.title')} source={inspections.data?.result[0]?.source}>
      <div className={classes.stack}>
        {filters}
        <ListQueryState query={inspections} errorTitle={t('card-procurement.inspections.loadError')}>
          {body}
        </ListQueryState>
      </div>
    </CardBlock>
  );
}
