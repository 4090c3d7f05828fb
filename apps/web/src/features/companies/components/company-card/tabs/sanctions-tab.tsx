import { Badge, Table } from '@mantine/core';
import { formatDate } from '@sverka/shared';
import { useTranslation } from 'react-i18next';
import { CardBlock, EmptyState } from '../../../../../components/ui/card-block.tsx';
import classes from '../registry/registry.module.css';
import type { TCardTabProps } from './tab-props.ts';

// Sanctions lists the server knows; an unknown code is shown as it came.
const LIST_KEYS = new Set(['ofac', 'eu', 'uk']);

/** OFAC, EU and UK sanctions entries naming the ЮЛ or ИП; «Санкций нет» when none (spec §2, §8). */
export function SanctionsTab({ card }: TCardTabProps) {
  const { t } = useTranslation();
  const { sanctions, country_sanctions: countries } = card;

  if (sanctions.length === 0 && countries.length === 0) {
    return (
      <CardBlock title={t('card-registry.sanctions.title')} source={card.source}>
        <EmptyState>{t('card-registry.sanctions.none')}</EmptyState>
      </CardBlock>
    );
  }

  return (
    <CardBlock
      title={t('card-registry.sanctions.title')}
      source={sanctions[0]?.source ?? card.source}
      aside={<span className={classes.count}>{t('card-registry.count', { count: sanctions.length })}</span>}
    >
      {countries.length > 0 ? (
        <div className={classes.itemHead} data-testid="sanction-countries">
          <span>{t('card-registry.sanctions.countries')}</span>
          {countries.map((country) => (
            <Badge key={country} color="red" variant="light" size="md">
              {country}
            </Badge>
          ))}
        </div>
      ) : null}
      {sanctions.length > 0 ? (
        <Table.ScrollContainer minWidth={760}>
          <Table className={classes.table} verticalSpacing={8} data-testid="sanctions-table">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('card-registry.sanctions.country')}</Table.Th>
                <Table.Th>{t('card-registry.sanctions.list')}</Table.Th>
                <Table.Th>{t('card-registry.sanctions.entry')}</Table.Th>
                <Table.Th>{t('card-registry.sanctions.name')}</Table.Th>
                <Table.Th>{t('card-registry.sanctions.programs')}</Table.Th>
                <Table.Th className={classes.number}>{t('card-registry.sanctions.listedOn')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {sanctions.map((sanction) => (
                <Table.Tr key={`${sanction.list}-${sanction.entry_id}`}>
                  <Table.Td>{sanction.country}</Table.Td>
                  <Table.Td className={classes.nowrap}>
                    {LIST_KEYS.has(sanction.list) ? t(`card-registry.sanctions.lists.${sanction.list}`) : sanction.list}
                  </Table.Td>
                  <Table.Td className={classes.nowrap}>{sanction.entry_id}</Table.Td>
                  <Table.Td>{sanction.name}</Table.Td>
                  <Table.Td>{sanction.programs.join(', ') || '—'}</Table.Td>
                  <Table.Td className={classes.number}>{formatDate(sanction.listed_on) || '—'}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      ) : null}
    </CardBlock>
  );
}
