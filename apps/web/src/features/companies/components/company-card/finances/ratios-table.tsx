import { Table } from '@mantine/core';
import { formatRubles } from '@sverka/shared';
import { useTranslation } from 'react-i18next';
import { formatCoefficient, formatPercent, NO_FIGURE } from '../../../lib/finance-format.ts';
import { financeRatios, type TFinanceRatios, type TYearLines } from '../../../lib/finance-ratios.ts';
import classes from './finances.module.css';

type TRatioKey = Exclude<keyof TFinanceRatios, 'year'>;

/** Key lines in rubles, then the ratios; percentages for returns and shares, coefficients for the rest. */
const FIGURE_LINES = [
  ['revenue', '2110'],
  ['netProfit', '2400'],
  ['assets', '1600'],
  ['equity', '1300'],
] as const;

const RATIO_FORMATS: [TRatioKey, (value: number | null) => string][] = [
  ['netMargin', formatPercent],
  ['returnOnAssets', formatPercent],
  ['returnOnEquity', formatPercent],
  ['currentRatio', formatCoefficient],
  ['debtLoad', formatCoefficient],
  ['equityRatio', formatPercent],
];

const rubles = (value: number | undefined) => (value === undefined ? NO_FIGURE : formatRubles(value));

/** One column per year: the key figures and the usual ratios, «—» where a line is missing. */
export function RatiosTable({ years }: { years: [year: number, lines: TYearLines][] }) {
  const { t } = useTranslation();
  const ratios = years.map(([year, lines]) => financeRatios(year, lines));
  return (
    <Table.ScrollContainer minWidth={360 + years.length * 130}>
      <Table striped withTableBorder verticalSpacing={6} aria-label={t('card-finances.ratios.title')}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('card-finances.ratios.figure')}</Table.Th>
            <YearHeadCells years={years.map(([year]) => year)} />
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {FIGURE_LINES.map(([key, code]) => (
            <Table.Tr key={key}>
              <Table.Th scope="row">{t(`card-finances.figures.${key}`)}</Table.Th>
              {years.map(([year, lines]) => (
                <Table.Td key={year} className={classes.num}>
                  {rubles(lines[code])}
                </Table.Td>
              ))}
            </Table.Tr>
          ))}
          {RATIO_FORMATS.map(([key, format]) => (
            <Table.Tr key={key}>
              <Table.Th scope="row">{t(`card-finances.ratios.${key}`)}</Table.Th>
              {ratios.map((row) => (
                <Table.Td key={row.year} className={classes.num}>
                  {format(row[key])}
                </Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/** The year columns' heads of the finance tables, right-aligned like their figures. */
export function YearHeadCells({ years }: { years: number[] }) {
  return years.map((year) => (
    <Table.Th key={year} className={classes.num}>
      {year}
    </Table.Th>
  ));
}
