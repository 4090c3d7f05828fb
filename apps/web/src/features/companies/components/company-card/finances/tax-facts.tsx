import { Table } from '@mantine/core';
import { formatDate, formatRubles, type TFinancesReply } from '@sverka/shared';
import { useTranslation } from 'react-i18next';
import { CardBlock } from '../../../../../components/ui/card-block.tsx';
import classes from './finances.module.css';

const newestFirst = <T extends { year: number }>(rows: T[]) => [...rows].sort((a, b) => b.year - a.year);

/** ФНС facts beside the statements: headcount, taxes paid, arrears; each block only when present. */
export function TaxFacts({ finances }: { finances: TFinancesReply }) {
  const { t } = useTranslation();
  const { headcount, taxes_paid: taxes, arrears } = finances;
  if (!headcount.length && !taxes.length && !arrears) return null;
  return (
    <div className={classes.facts}>
      {headcount.length ? (
        <CardBlock title={t('card-finances.facts.headcount')} source={headcount[0]?.source}>
          <Table verticalSpacing={4}>
            <Table.Tbody>
              {newestFirst(headcount).map((row) => (
                <Table.Tr key={row.year}>
                  <Table.Td>{row.year}</Table.Td>
                  <Table.Td className={classes.num}>
                    {t('card-finances.facts.employees', { count: row.employees })}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </CardBlock>
      ) : null}
      {taxes.length ? (
        <CardBlock title={t('card-finances.facts.taxesPaid')} source={newestFirst(taxes)[0]?.source}>
          <Table verticalSpacing={4}>
            <Table.Tbody>
              {newestFirst(taxes).map((row) => (
                <Table.Tr key={row.year}>
                  <Table.Td>{row.year}</Table.Td>
                  <Table.Td className={classes.num}>{formatRubles(row.total)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </CardBlock>
      ) : null}
      {arrears ? (
        <CardBlock
          title={t('card-finances.facts.arrears', { date: formatDate(arrears.on_date) })}
          source={arrears.source}
        >
          <Table verticalSpacing={4}>
            <Table.Tbody>
              {arrears.items.map((item) => (
                <Table.Tr key={item.name}>
                  <Table.Td>{item.name}</Table.Td>
                  <Table.Td className={classes.num}>{formatRubles(item.total)}</Table.Td>
                </Table.Tr>
              ))}
              <Table.Tr className={classes.total}>
                <Table.Td>{t('card-finances.facts.total')}</Table.Td>
                <Table.Td className={classes.num}>{formatRubles(arrears.total)}</Table.Td>
              </Table.Tr>
            </Table.Tbody>
          </Table>
        </CardBlock>
      ) : null}
    </div>
  );
}
