import { Table } from '@mantine/core';
import { formatDate, type TCompanyCard } from '@sverka/shared';
import { useTranslation } from 'react-i18next';
import classes from './registry.module.css';

type TBranch = TCompanyCard['division'][number]['filials'][number];

/** Branches or representative offices: name, КПП, address, country, since when. */
export function BranchTable({ branches, testId }: { branches: TBranch[]; testId: string }) {
  const { t } = useTranslation();
  return (
    <Table.ScrollContainer minWidth={720}>
      <Table className={classes.table} verticalSpacing={8} data-testid={testId}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('card-registry.branches.name')}</Table.Th>
            <Table.Th>{t('card-registry.branches.kpp')}</Table.Th>
            <Table.Th>{t('card-registry.branches.address')}</Table.Th>
            <Table.Th>{t('card-registry.branches.country')}</Table.Th>
            <Table.Th className={classes.number}>{t('card-registry.branches.since')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {branches.map((branch, index) => (
            // Branches have no id of their own and may share a КПП or an address.
            // biome-ignore lint/suspicious/noArrayIndexKey: the list is static for the card's lifetime
            <Table.Tr key={index}>
              <Table.Td>{branch.name ?? '—'}</Table.Td>
              <Table.Td className={classes.nowrap}>{branch.kpp ?? '—'}</Table.Td>
              <Table.Td>{branch.address ?? '—'}</Table.Td>
              <Table.Td>{branch.country ?? '—'}</Table.Td>
              <Table.Td className={classes.number}>{formatDate(branch.since_date) || '—'}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
