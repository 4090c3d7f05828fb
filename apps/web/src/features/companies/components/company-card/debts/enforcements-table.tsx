import { Table } from '@mantine/core';
import { formatDate, formatRubles, type TEnforcementsPage } from '@sverka/shared';
import { useTranslation } from 'react-i18next';
import classes from './debts.module.css';

type TEnforcement = TEnforcementsPage['result'][number];

// ФССП writes the number with its own series and sign («ФС № 58987557»), so it is shown as is.
function DocumentCell({ document }: { document: TEnforcement['document'] }) {
  const { t } = useTranslation();
  const date = formatDate(document.date);
  const details = [document.number ?? '', date ? t('card-debts.fromDate', { date }) : ''].filter(Boolean).join(' ');
  return (
    <>
      {document.type ?? '—'}
      {details ? <span className={classes.sub}>{details}</span> : null}
    </>
  );
}

/** One page of ФССП enforcement proceedings. */
export function EnforcementsTable({ rows }: { rows: TEnforcement[] }) {
  const { t } = useTranslation();
  return (
    <Table.ScrollContainer minWidth={940}>
      <Table className={classes.table} verticalSpacing={8} data-testid="enforcements-table">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('card-debts.enforcements.number')}</Table.Th>
            <Table.Th>{t('card-debts.enforcements.document')}</Table.Th>
            <Table.Th>{t('card-debts.enforcements.subject')}</Table.Th>
            <Table.Th className={classes.money}>{t('card-debts.enforcements.amount')}</Table.Th>
            <Table.Th className={classes.money}>{t('card-debts.enforcements.remaining')}</Table.Th>
            <Table.Th>{t('card-debts.enforcements.ended')}</Table.Th>
            <Table.Th>{t('card-debts.enforcements.department')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row.id}>
              <Table.Td>
                <span className={classes.strong}>{row.number}</span>
                {row.start_date ? (
                  <span className={classes.sub}>{t('card-debts.fromDate', { date: formatDate(row.start_date) })}</span>
                ) : null}
              </Table.Td>
              <Table.Td>
                <DocumentCell document={row.document} />
              </Table.Td>
              <Table.Td>{row.subject ?? '—'}</Table.Td>
              <Table.Td className={classes.money}>{formatRubles(row.amount) || '—'}</Table.Td>
              <Table.Td className={classes.money}>{formatRubles(row.remaining) || '—'}</Table.Td>
              <Table.Td>
                {row.end_date ? (
                  <>
                    <span className={classes.date}>{formatDate(row.end_date)}</span>
                    {row.end_reason ? <span className={classes.sub}>{row.end_reason}</span> : null}
                  </>
                ) : (
                  <span className={classes.sub}>{t('card-debts.enforcements.inProgress')}</span>
                )}
              </Table.Td>
              <Table.Td>{row.department ?? '—'}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
