import { Skeleton } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { EmptyState, SubTabs } from '../../../../../components/ui/card-block.tsx';
import { ErrorBlock } from '../../../../../components/ui/error-block.tsx';
import { hasStatements, useFinances } from '../../../api/get-finances.ts';
import { AccountingStatements } from '../finances/accounting-statements.tsx';
import { FinanceAnalysis } from '../finances/finance-analysis.tsx';
import type { TCardTabProps } from './tab-props.ts';

/** Spec §2: Finances with the sub-tabs Analysis and Accounting statements. */
export function FinancesTab({ card }: TCardTabProps) {
  const { t } = useTranslation();
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
    <SubTabs
      views={[
        {
          value: 'analysis',
          label: t('card-finances.views.analysis'),
          content: <FinanceAnalysis finances={finances.data} />,
        },
        {
          value: 'statements',
          label: t('card-finances.views.statements'),
          content: <AccountingStatements finances={finances.data} />,
        },
      ]}
    />
  );
}
