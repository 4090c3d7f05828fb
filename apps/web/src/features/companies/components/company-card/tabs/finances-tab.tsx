import { Skeleton, Tabs } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../../../components/ui/card-block.tsx';
import { ErrorBlock } from '../../../../../components/ui/error-block.tsx';
import { hasStatements, useFinances } from '../../../api/get-finances.ts';
import { AccountingStatements } from '../finances/accounting-statements.tsx';
import { FinanceAnalysis } from '../finances/finance-analysis.tsx';
import type { TCardTabProps } from './tab-props.ts';

type TFinancesView = 'analysis' | 'statements';

/** Spec §2: Finances with the sub-tabs Analysis and Accounting statements. */
export function FinancesTab({ card }: TCardTabProps) {
  const { t } = useTranslation();
  const [view, setView] = useState<TFinancesView>('analysis');
  const finances = useFinances(card.inn);

  if (finances.isPending) return <Skeleton height={320} radius="md" />;
  if (finances.isError) {
    return (
      <ErrorBlock
        title={t('card-finances.loadError')}
        onRetry={() => void finances.refetch()}
        retrying={finances.isFetching}
      />
    );
  }
  if (!hasStatements(finances.data)) return <EmptyState />;

  return (
    <Tabs value={view} onChange={(value) => setView(value === 'statements' ? 'statements' : 'analysis')}>
      <Tabs.List mb="md">
        <Tabs.Tab value="analysis">{t('card-finances.views.analysis')}</Tabs.Tab>
        <Tabs.Tab value="statements">{t('card-finances.views.statements')}</Tabs.Tab>
      </Tabs.List>
      <Tabs.Panel value="analysis">
        <FinanceAnalysis finances={finances.data} />
      </Tabs.Panel>
      <Tabs.Panel value="statements">
        <AccountingStatements finances={finances.data} />
      </Tabs.Panel>
    </Tabs>
  );
}
