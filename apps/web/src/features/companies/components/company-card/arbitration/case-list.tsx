import { TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { formatRubles } from '@sverka/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLegalCases } from '../../../api/legal-cases.ts';
import { CASE_ROLE_FILTERS, type TCaseRoleFilter } from '../../../lib/records-params.ts';
import { ChoiceFilter, ListSummary, PagedListBlock } from '../list-state.tsx';
import classes from './arbitration.module.css';
import { CaseItem } from './case-item.tsx';

/** Typing pauses this long before the number search asks the server. */
const SEARCH_DEBOUNCE_MS = 400;

/** Arbitration → Cases: a paged list filtered by the company's role and by part of the case number. */
export function CaseList({ inn }: { inn: string }) {
  const { t } = useTranslation();
  const [role, setRole] = useState<TCaseRoleFilter>('all');
  const [numberInput, setNumberInput] = useState('');
  const [number] = useDebouncedValue(numberInput, SEARCH_DEBOUNCE_MS);
  const [page, setPage] = useState(1);
  const cases = useLegalCases(inn, page, { role, number });

  return (
    <PagedListBlock
      title={t('card-arbitration.casesTitle')}
      query={cases}
      page={page}
      onPageChange={setPage}
      errorTitle={t('card-arbitration.loadError')}
      layout="grid"
      filters={
        <>
          <TextInput
            className={classes.search}
            label={t('card-arbitration.numberSearch')}
            placeholder={t('card-arbitration.numberPlaceholder')}
            value={numberInput}
            onChange={(event) => {
              setNumberInput(event.currentTarget.value);
              setPage(1);
            }}
            type="search"
          />
          <ChoiceFilter
            label={t('card-arbitration.roleFilter')}
            options={CASE_ROLE_FILTERS}
            optionLabel={(value) => t(`card-arbitration.roleFilters.${value}`)}
            value={role}
            onChange={(value) => {
              setRole(value);
              setPage(1);
            }}
            width={200}
          />
        </>
      }
      summary={(reply) => (
        <ListSummary>
          {t('card-arbitration.found', { count: reply.count, sum: formatRubles(reply.total_claim) })}
        </ListSummary>
      )}
      renderItem={(legalCase) => <CaseItem legalCase={legalCase} />}
    />
  );
}
