import { Button, Stack, Table, Title } from '@mantine/core';
import type { TBulkCheckInvalid } from '@sverka/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { checkServerText, formatCount } from '../lib/check-view.ts';
import classes from './bulk-check.module.css';

/** Values shown before «Показать все». */
const SHOWN_FIRST = 20;

/** The values that were not checked, each with its place in the list and the reason. */
export function InvalidList({ invalid }: { invalid: readonly TBulkCheckInvalid[] }) {
  const { t, i18n } = useTranslation();
  const [all, setAll] = useState(false);
  if (invalid.length === 0) return null;
  const shown = all ? invalid : invalid.slice(0, SHOWN_FIRST);
  return (
    <Stack gap="xs" data-testid="bulk-check-invalid">
      <Title order={2} size="h4">
        {t('bulk-check.invalid.title', { n: formatCount(invalid.length, i18n.language) })}
      </Title>
      <Table.ScrollContainer minWidth={320}>
        <Table className={classes.table} striped verticalSpacing={4}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th className={classes.numeric}>{t('bulk-check.invalid.position')}</Table.Th>
              <Table.Th>{t('bulk-check.invalid.value')}</Table.Th>
              <Table.Th>{t('bulk-check.invalid.reason')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {shown.map((item) => (
              <Table.Tr key={item.position} data-invalid={item.position}>
                <Table.Td className={classes.numeric}>{item.position}</Table.Td>
                <Table.Td className={classes.breakable}>{item.value}</Table.Td>
                <Table.Td>{checkServerText(t, item.reason)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {invalid.length > shown.length ? (
        <div>
          <Button variant="subtle" size="compact-sm" onClick={() => setAll(true)}>
            {t('bulk-check.invalid.showAll')}
          </Button>
        </div>
      ) : null}
    </Stack>
  );
}
