import type { TFinancesReply } from '@sverka/shared';
import { useTranslation } from 'react-i18next';
import { CardBlock } from '../../../../../components/ui/card-block.tsx';
import { financeSeries, linesByYear } from '../../../lib/finance-ratios.ts';
import { FinanceChart } from './finance-chart.tsx';
import classes from './finances.module.css';
import { RatiosTable } from './ratios-table.tsx';
import { TaxFacts } from './tax-facts.tsx';

/** Finances → Analysis: the key figures over the years, the ratios, and the ФНС facts. */
export function FinanceAnalysis({ finances }: { finances: TFinancesReply }) {
  const { t } = useTranslation();
  const source = finances.finances_source;
  return (
    <div className={classes.stack}>
      <CardBlock title={t('card-finances.chart.title')} source={source}>
        <FinanceChart
          points={financeSeries(finances.additional_finances)}
          series={['revenue', 'netProfit', 'assets', 'equity']}
        />
      </CardBlock>
      <CardBlock title={t('card-finances.ratios.title')} source={source}>
        <RatiosTable years={linesByYear(finances.additional_finances)} />
      </CardBlock>
      <TaxFacts finances={finances} />
    </div>
  );
}
