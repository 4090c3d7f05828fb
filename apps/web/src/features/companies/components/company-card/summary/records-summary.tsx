import { Anchor } from '@mantine/core';
import { formatDate, formatRubles, type TContract } from '@sverka/shared';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../../../components/ui/card-block.tsx';
import { useContracts } from '../../../api/contracts.ts';
import { useInspections } from '../../../api/inspections.ts';
import { useLegalCases } from '../../../api/legal-cases.ts';
import { useInspectionWording } from '../procurement/inspection-wording.ts';
import type { TCardTabId } from '../tabs/tab-props.ts';
import classes from './summary.module.css';
import { QueryState, SummaryCard } from './summary-card.tsx';

type TRecordsSummaryProps = { inn: string; openTab: (id: TCardTabId) => void };

/** Spec §9: the Summary shows the first five state contracts. */
const CONTRACTS_IN_SUMMARY = 5;

/** Number of arbitration cases, their claims total and the newest case. */
export function ArbitrationSummary({ inn, openTab }: TRecordsSummaryProps) {
  const { t } = useTranslation();
  const cases = useLegalCases(inn, 1, { role: 'all', number: '' });
  const newest = cases.data?.result[0];
  return (
    <SummaryCard
      title={t('card-summary.arbitration.title')}
      tab="arbitration"
      openTab={openTab}
      source={newest?.source}
    >
      <QueryState query={cases}>
        {() =>
          cases.data?.count ? (
            <>
              <p className={classes.count}>{cases.data.count}</p>
              <p className={classes.note}>
                {t('card-summary.arbitration.claims', { sum: formatRubles(cases.data.total_claim) })}
              </p>
              {newest ? (
                <p className={classes.note}>
                  {newest.link_on_card ? (
                    <Anchor href={newest.link_on_card} target="_blank" rel="noopener noreferrer" inherit>
                      {t('card-summary.arbitration.newest', { number: newest.number, date: formatDate(newest.date) })}
                    </Anchor>
                  ) : (
                    t('card-summary.arbitration.newest', { number: newest.number, date: formatDate(newest.date) })
                  )}
                </p>
              ) : null}
            </>
          ) : (
            <EmptyState />
          )
        }
      </QueryState>
    </SummaryCard>
  );
}

/** Number of inspections and the latest one. */
export function InspectionsSummary({ inn, openTab }: TRecordsSummaryProps) {
  const { t } = useTranslation();
  const wording = useInspectionWording();
  const inspections = useInspections(inn, 1, { status: 'all', type: 'all' });
  const latest = inspections.data?.result[0];
  return (
    <SummaryCard
      title={t('card-summary.inspections.title')}
      tab="inspections"
      openTab={openTab}
      source={latest?.source}
    >
      <QueryState query={inspections}>
        {() =>
          inspections.data?.count && latest ? (
            <>
              <p className={classes.count}>{inspections.data.count}</p>
              <p className={classes.note}>
                {t('card-summary.inspections.latest', {
                  date: formatDate(latest.start_date),
                  type: latest.verification_type ? wording.type(latest.verification_type) : '',
                })}
              </p>
              {latest.status ? <p className={classes.note}>{wording.status(latest.status)}</p> : null}
            </>
          ) : (
            <EmptyState />
          )
        }
      </QueryState>
    </SummaryCard>
  );
}

/** The other side of the contract: the suppliers when the company buys, the customer when it supplies. */
function counterpartyOf(contract: TContract) {
  const other =
    contract.role === 'customer'
      ? contract.contract_provider.map((provider) => provider.name).join('; ')
      : contract.customer.name;
  return other || contract.register_number;
}

/** The first five state contracts with their prices. */
export function ContractsSummary({ inn, openTab }: TRecordsSummaryProps) {
  const { t } = useTranslation();
  const contractLine = (contract: TContract) =>
    t('card-summary.contracts.item', {
      number: contract.register_number,
      date: formatDate(contract.date),
      law: contract.law,
    });
  const contracts = useContracts(inn, 1, CONTRACTS_IN_SUMMARY);
  return (
    <SummaryCard
      title={t('card-summary.contracts.title')}
      tab="contracts"
      openTab={openTab}
      className={classes.wide}
      source={contracts.data?.result[0]?.source}
    >
      <QueryState query={contracts}>
        {() =>
          contracts.data?.count ? (
            <>
              <p className={classes.note}>
                {t('card-summary.contracts.total', {
                  count: contracts.data.count,
                  sum: formatRubles(contracts.data.total_price),
                })}
              </p>
              <ul className={classes.list} data-testid="summary-contracts">
                {contracts.data.result.map((contract) => (
                  <li key={contract.id}>
                    <div className={classes.row}>
                      <span>{counterpartyOf(contract)}</span>
                      <span className={classes.amount}>{formatRubles(contract.price)}</span>
                    </div>
                    {contract.link ? (
                      <Anchor href={contract.link} target="_blank" rel="noopener noreferrer" fz={13}>
                        {contractLine(contract)}
                      </Anchor>
                    ) : (
                      <span className={classes.muted}>{contractLine(contract)}</span>
                    )}
                  </li>
                ))}
              </ul>
            </>
          ) : (
            <EmptyState />
          )
        }
      </QueryState>
    </SummaryCard>
  );
}
