import { Table } from '@mantine/core';
import { formatRubles, type TFinancesReply } from '@sverka/shared';
import { useTranslation } from 'react-i18next';
import { CardBlock } from '../../../../../components/ui/card-block.tsx';
import { NO_FIGURE } from '../../../lib/finance-format.ts';
import { statementForms } from '../../../lib/finance-statements.ts';
import classes from './finances.module.css';
import { YearHeadCells } from './ratios-table.tsx';

/** Finances → Accounting statements: one table per form, a row per line code, a column per year. */
export function AccountingStatements({ finances }: { finances: TFinancesReply }) {
  const { t, i18n } = useTranslation();
  const { years, forms } = statementForms(finances.additional_finances);
  const formTitle = (form: string) =>
    i18n.exists(`card-finances.forms.${form}`)
      ? t(`card-finances.forms.${form}`)
      : t('card-finances.forms.other', { form });
  const lineName = (code: string) =>
    i18n.exists(`card-finances.lines.${code}`) ? t(`card-finances.lines.${code}`) : NO_FIGURE;
  return (
    <div className={classes.stack}>
      {forms.map(({ form, lines }) => (
        <CardBlock key={form} title={formTitle(form)} source={finances.finances_source}>
          <Table.ScrollContainer minWidth={360 + years.length * 140}>
            <Table striped withTableBorder verticalSpacing={5} aria-label={formTitle(form)}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('card-finances.statements.line')}</Table.Th>
                  <Table.Th>{t('card-finances.statements.code')}</Table.Th>
                  <YearHeadCells years={years} />
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {lines.map(({ code, sums }) => (
                  <Table.Tr key={code}>
                    <Table.Td className={classes.lineName}>{lineName(code)}</Table.Td>
                    <Table.Td className={classes.code}>{code}</Table.Td>
                    {sums.map((sum, index) => (
                      <Table.Td key={years[index]} className={classes.num}>
                        {sum === null ? NO_FIGURE : formatRubles(sum)}
                      </Table.Td>
                    ))}
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </CardBlock>
      ))}
    </div>
  );
}
