import { Table } from '@mantine/core';
import { formatRubles } from '@sverka/shared';
import { useTranslation } from 'react-i18next';
import classes from './arbitration.module.css';

export interface TTallyRow {
  key: string;
  label: string;
  count: number;
  claimSum: number;
}

/** One breakdown of the statistics: a label, the number of cases and their claims. */
export function TallyTable({ title, rows }: { title: string; rows: TTallyRow[] }) {
  const { t } = useTranslation();
  return (
    <Table.ScrollContainer minWidth={300}>
      <Table withTableBorder striped verticalSpacing={5} aria-label={title}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{title}</Table.Th>
            <Table.Th className={classes.num}>{t('card-arbitration.stats.cases')}</Table.Th>
            <Table.Th className={classes.num}>{t('card-arbitration.stats.claims')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row.key}>
              <Table.Td>{row.label}</Table.Td>
              <Table.Td className={classes.num}>{row.count}</Table.Td>
              <Table.Td className={classes.num}>{formatRubles(row.claimSum)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
