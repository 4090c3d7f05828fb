import { formatRubles } from '@sverka/shared';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../../../components/ui/card-block.tsx';
import { hasStatements, useFinances } from '../../../api/get-finances.ts';
import { NO_FIGURE } from '../../../lib/finance-format.ts';
import { financeSeries, linesByYear, type TYearLines } from '../../../lib/finance-ratios.ts';
import { FinanceChart } from '../finances/finance-chart.tsx';
import type { TCardTabId } from '../tabs/tab-props.ts';
import classes from './summary.module.css';
import { QueryState, SummaryCard } from './summary-card.tsx';

const rubles = (value: number | undefined) => (value === undefined ? NO_FIGURE : formatRubles(value));

/** Revenue and net profit by year, with the latest year's figures (spec §2 «finances chart with factors»). */
export function FinancesSummary({ inn, openTab }: { inn: string; openTab: (id: TCardTabId) => void }) {
  const { t } = useTranslation();
  const finances = useFinances(inn);
  const withStatements = hasStatements(finances.data);
  return (
    <SummaryCard
      title={t('card-summary.finances.title')}
      tab={withStatements ? 'finances' : undefined}
      openTab={openTab}
      source={finances.data?.finances_source}
    >
      <QueryState query={finances}>
        {() => {
          if (!finances.data || !withStatements) return <EmptyState />;
          const years = linesByYear(finances.data.additional_finances);
          const [year, lines]: [number | null, TYearLines] = years[years.length - 1] ?? [null, {}];
          return (
            <>
              <dl className={classes.figures}>
                <div>
                  <dt>{t('card-summary.finances.revenue', { year })}</dt>
                  <dd>{rubles(lines['2110'])}</dd>
                </div>
                <div>
                  <dt>{t('card-summary.finances.netProfit', { year })}</dt>
                  <dd>{rubles(lines['2400'])}</dd>
                </div>
              </dl>
              <FinanceChart
                points={financeSeries(finances.data.additional_finances)}
                series={['revenue', 'netProfit']}
                height={200}
              />
            </>
          );
        }}
      </QueryState>
    </SummaryCard>
  );
}
