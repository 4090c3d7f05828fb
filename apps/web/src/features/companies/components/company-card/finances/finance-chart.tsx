import { useTranslation } from 'react-i18next';
import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { formatThousands } from '../../../lib/finance-format.ts';
import type { TFinancePoint } from '../../../lib/finance-ratios.ts';
import classes from './finances.module.css';

export type TFinanceSeries = Exclude<keyof TFinancePoint, 'year'>;

/** Brand blue, accent sky, and two calm greys-blues: risk colours stay reserved for risk. */
const SERIES_COLOURS: Record<TFinanceSeries, string> = {
  revenue: '#1b4496',
  netProfit: '#1aa3dc',
  assets: '#81a1e2',
  equity: '#066a93',
};

interface TFinanceChartProps {
  points: TFinancePoint[];
  series: TFinanceSeries[];
  height?: number;
}

/** Key figures by year as bars, in thousands of rubles (spec §9). */
export function FinanceChart({ points, series, height = 280 }: TFinanceChartProps) {
  const { t } = useTranslation();
  const names = series.map((key) => t(`card-finances.figures.${key}`)).join(', ');
  return (
    <figure className={classes.chart} aria-label={t('card-finances.chart.label', { names })}>
      <p className={classes.unit}>{t('card-finances.chart.unit')}</p>
      <ResponsiveContainer width="100%" height={height}>
        <BarChart data={points} margin={{ top: 4, right: 4, bottom: 0, left: 0 }}>
          <CartesianGrid strokeDasharray="3 3" vertical={false} />
          <XAxis dataKey="year" tickLine={false} />
          <YAxis width={72} tickLine={false} tickFormatter={(value: number) => formatThousands(value)} />
          <Tooltip formatter={(value) => formatThousands(typeof value === 'number' ? value : null)} />
          <Legend itemSorter={(item) => series.indexOf(item.dataKey as TFinanceSeries)} />
          {series.map((key) => (
            <Bar
              key={key}
              dataKey={key}
              name={t(`card-finances.figures.${key}`)}
              fill={SERIES_COLOURS[key]}
              maxBarSize={36}
              isAnimationActive={false}
            />
          ))}
        </BarChart>
      </ResponsiveContainer>
    </figure>
  );
}
