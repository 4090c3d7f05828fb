import { Skeleton } from '@mantine/core';
import { formatRubles, type TLegalCaseStatistics } from '@sverka/shared';
import { useTranslation } from 'react-i18next';
import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { CardBlock, EmptyState } from '../../../../../components/ui/card-block.tsx';
import { ErrorBlock } from '../../../../../components/ui/error-block.tsx';
import { LockedBlock } from '../../../../../components/ui/locked-block.tsx';
import { useLegalCaseStatistics } from '../../../api/legal-cases.ts';
import classes from './arbitration.module.css';
import { TallyTable, type TTallyRow } from './tally-table.tsx';

const BRAND_BLUE = '#1b4496';

function Breakdowns({ statistics }: { statistics: TLegalCaseStatistics }) {
  const { t } = useTranslation();
  const unknown = t('card-arbitration.stats.unknown');
  const tally = (key: string, label: string, row: { count: number; claim_sum: number }): TTallyRow => ({
    key,
    label,
    count: row.count,
    claimSum: row.claim_sum,
  });
  const years = statistics.by_year.map((row) => ({ year: row.year ?? unknown, count: row.count }));
  return (
    <>
      <div className={classes.totals}>
        <div>
          <p className={classes.figure}>{statistics.total.count}</p>
          <p className={classes.figureLabel}>{t('card-arbitration.stats.totalCases')}</p>
        </div>
        <div>
          <p className={classes.figure}>{formatRubles(statistics.total.claim_sum ?? 0)}</p>
          <p className={classes.figureLabel}>{t('card-arbitration.stats.totalClaims')}</p>
        </div>
      </div>
      <figure aria-label={t('card-arbitration.stats.byYearChart')} className={classes.chart}>
        <ResponsiveContainer width="100%" height={220}>
          <BarChart data={years} margin={{ top: 4, right: 4, bottom: 0, left: 0 }}>
            <CartesianGrid strokeDasharray="3 3" vertical={false} />
            <XAxis dataKey="year" tickLine={false} />
            <YAxis allowDecimals={false} width={40} tickLine={false} />
            <Tooltip />
            <Bar
              dataKey="count"
              name={t('card-arbitration.stats.cases')}
              fill={BRAND_BLUE}
              maxBarSize={36}
              isAnimationActive={false}
            />
          </BarChart>
        </ResponsiveContainer>
      </figure>
      <div className={classes.tables}>
        <TallyTable
          title={t('card-arbitration.stats.byRole')}
          rows={statistics.by_role.map((row) => tally(row.role, t(`card-arbitration.role.${row.role}`), row))}
        />
        <TallyTable
          title={t('card-arbitration.stats.byStatus')}
          rows={statistics.by_status.map((row) =>
            tally(
              row.status ?? '',
              row.status ? t(`card-arbitration.status.${row.status}`, { defaultValue: row.status }) : unknown,
              row,
            ),
          )}
        />
        <TallyTable
          title={t('card-arbitration.stats.byOutcome')}
          rows={statistics.by_outcome.map((row) => tally(row.outcome ?? '', row.outcome ?? unknown, row))}
        />
        <TallyTable
          title={t('card-arbitration.stats.byYear')}
          rows={[...statistics.by_year]
            .reverse()
            .map((row) => tally(String(row.year), row.year === null ? unknown : String(row.year), row))}
        />
      </div>
    </>
  );
}

/** Arbitration → Statistics: computed on the server from all the cases; a paid block. */
export function CaseStatistics({ inn }: { inn: string }) {
  const { t } = useTranslation();
  const statistics = useLegalCaseStatistics(inn);

  const body = () => {
    if (statistics.isPending) return <Skeleton height={240} radius="md" />;
    if (statistics.isError) {
      return (
        <ErrorBlock
          title={t('card-arbitration.stats.loadError')}
          onRetry={() => void statistics.refetch()}
          retrying={statistics.isFetching}
        />
      );
    }
    const reply = statistics.data;
    if (reply.locked) {
      return (
        <LockedBlock locked={reply.locked} teaser={t('card-arbitration.stats.teaser', { count: reply.total.count })} />
      );
    }
    if (!reply.total.count) return <EmptyState />;
    return <Breakdowns statistics={reply} />;
  };

  return (
    <CardBlock title={t('card-arbitration.stats.title')} source={statistics.data?.source}>
      <div className={classes.stack}>{body()}</div>
    </CardBlock>
  );
}
