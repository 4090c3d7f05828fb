import { formatRubles } from '@sverka/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useContracts } from '../../../api/contracts.ts';
import { ListSummary, PagedListBlock } from '../list-state.tsx';
import { ContractItem } from '../procurement/contract-item.tsx';
import type { TCardTabProps } from './tab-props.ts';

/** Spec §2: the state contracts (44-ФЗ, 223-ФЗ) of the company, paged. */
export function ContractsTab({ card }: TCardTabProps) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const contracts = useContracts(card.inn, page);

  return (
    <PagedListBlock
      title={t('card-procurement.contracts.title')}
      query={contracts}
      page={page}
      onPageChange={setPage}
      errorTitle={t('card-procurement.contracts.loadError')}
      layout="grid"
      summary={(reply) => (
        <ListSummary>
          {t('card-procurement.contracts.found', { count: reply.count, sum: formatRubles(reply.total_price) })}
        </ListSummary>
      )}
      renderItem={(contract) => <ContractItem contract={contract} />}
    />
  );
}
