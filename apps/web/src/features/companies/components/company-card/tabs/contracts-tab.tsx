import { formatRubles } from '@sverka/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CardBlock, EmptyState } from '../../../../../components/ui/card-block.tsx';
import { useContracts } from '../../../api/contracts.ts';
import { ListPager, ListQueryState } from '../list-state.tsx';
import { ContractItem } from '../procurement/contract-item.tsx';
import classes from '../procurement/procurement.module.css';
import type { TCardTabProps } from './tab-props.ts';

/** Spec §2: the state contracts (44-ФЗ, 223-ФЗ) of the company, paged. */
export function ContractsTab({ card }: TCardTabProps) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const contracts = useContracts(card.inn, page);

  const body = () => {
    const reply = contracts.data;
    // ListQueryState calls this only once there is a reply; the check narrows the type.
    if (!reply) return null;
    if (!reply.count) return <EmptyState />;
    return (
      <>
        <p className={classes.summary}>
          {t('card-procurement.contracts.found', { count: reply.count, sum: formatRubles(reply.total_price) })}
        </p>
        <ul className={classes.list} aria-busy={contracts.isPlaceholderData}>
          {reply.result.map((contract) => (
            <ContractItem key={contract.id} contract={contract} />
          ))}
        </ul>
        <ListPager
          count={reply.count}
          pageSize={reply.page_size}
          page={page}
          onChange={setPage}
          label={t('card-procurement.contracts.title')}
        />
      </>
    );
  };

  return (
    <CardBlock title={t('card-procurement.contracts.title')} source={contracts.data?.result[0]?.source}>
      <div className={classes.stack}>
        <ListQueryState query={contracts} errorTitle={t('card-procurement.contracts.loadError')}>
          {body}
        </ListQueryState>
      </div>
    </CardBlock>
  );
}
