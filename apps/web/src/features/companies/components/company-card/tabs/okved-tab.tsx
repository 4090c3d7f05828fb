import { Badge, Table } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { CardBlock, EmptyState } from '../../../../../components/ui/card-block.tsx';
import { activityRows } from '../../../lib/card-registry.ts';
import classes from '../registry/registry.module.css';
import type { TCardTabProps } from './tab-props.ts';

/** The main activity and every additional one (spec §2 «ОКВЭД»). */
export function OkvedTab({ card }: TCardTabProps) {
  const { t } = useTranslation();
  const rows = activityRows(card.okved, card.okved_add);

  return (
    <CardBlock
      title={t('card-registry.okved.title')}
      source={card.source}
      aside={<span className={classes.count}>{t('card-registry.okved.count', { count: rows.length })}</span>}
    >
      {rows.length === 0 ? (
        <EmptyState />
      ) : (
        <Table.ScrollContainer minWidth={300}>
          <Table className={classes.table} verticalSpacing={8} data-testid="okved-table">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('card-registry.okved.code')}</Table.Th>
                <Table.Th>{t('card-registry.okved.name')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((row) => (
                <Table.Tr key={row.code}>
                  <Table.Td className={classes.code}>{row.code}</Table.Td>
                  <Table.Td>
                    {row.name}{' '}
                    {row.main ? (
                      <Badge size="sm" variant="light" color="brand">
                        {t('card-registry.okved.main')}
                      </Badge>
                    ) : null}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </CardBlock>
  );
}
