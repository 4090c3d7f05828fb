import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useInspections } from '../../../api/inspections.ts';
import {
  INSPECTION_STATUS_FILTERS,
  INSPECTION_TYPE_FILTERS,
  type TInspectionsFilter,
} from '../../../lib/records-params.ts';
import { ChoiceFilter, ListSummary, PagedListBlock } from '../list-state.tsx';
import { InspectionItem } from '../procurement/inspection-item.tsx';
import { useInspectionWording } from '../procurement/inspection-wording.ts';
import type { TCardTabProps } from './tab-props.ts';

/** Spec §2, §4: inspections of the company, filtered on the server by status and type. */
export function InspectionsTab({ card }: TCardTabProps) {
  const { t } = useTranslation();
  const wording = useInspectionWording();
  const [filter, setFilter] = useState<TInspectionsFilter>({ status: 'all', type: 'all' });
  const [page, setPage] = useState(1);
  const inspections = useInspections(card.inn, page, filter);
  const all = t('card-procurement.inspections.all');

  return (
    <PagedListBlock
      title={t('card-procurement.inspections.title')}
      query={inspections}
      page={page}
      onPageChange={setPage}
      errorTitle={t('card-procurement.inspections.loadError')}
      layout="grid"
      filters={
        <>
          <ChoiceFilter
            label={t('card-procurement.inspections.statusFilter')}
            options={INSPECTION_STATUS_FILTERS}
            optionLabel={(value) => (value === 'all' ? all : wording.status(value))}
            value={filter.status}
            onChange={(status) => {
              setFilter({ ...filter, status });
              setPage(1);
            }}
            width={240}
          />
          <ChoiceFilter
            label={t('card-procurement.inspections.typeFilter')}
            options={INSPECTION_TYPE_FILTERS}
            optionLabel={(value) => (value === 'all' ? all : wording.type(value))}
            value={filter.type}
            onChange={(type) => {
              setFilter({ ...filter, type });
              setPage(1);
            }}
            width={240}
          />
        </>
      }
      summary={(reply) => <ListSummary>{t('card-procurement.inspections.found', { count: reply.count })}</ListSummary>}
      renderItem={(inspection) => <InspectionItem inspection={inspection} />}
    />
  );
}
