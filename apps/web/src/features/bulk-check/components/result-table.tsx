import { Anchor, Button, Pagination, Select, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import type { TBulkCheckRow } from '@sverka/shared';
import { useDeferredValue, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { formatCount } from '../lib/check-view.ts';
import {
  filterRows,
  NO_FILTER,
  nextSort,
  PAGE_SIZE,
  pageCount,
  pageOf,
  STATUS_FILTERS,
  sortRows,
  type TRowFilter,
  type TSort,
  type TSortKey,
  type TStatusFilter,
  type TZoneFilter,
  ZONE_FILTERS,
} from '../lib/result-table.ts';
import classes from './bulk-check.module.css';

function SortHeader({
  column,
  label,
  sort,
  onSort,
  numeric = false,
}: {
  column: TSortKey;
  label: string;
  sort: TSort;
  onSort: (key: TSortKey) => void;
  numeric?: boolean;
}) {
  const { t } = useTranslation();
  const active = sort.key === column;
  const ariaSort = active ? (sort.direction === 'asc' ? 'ascending' : 'descending') : 'none';
  return (
    <Table.Th aria-sort={ariaSort} className={numeric ? classes.numeric : undefined}>
      <button
        type="button"
        className={classes.sortButton}
        onClick={() => onSort(column)}
        title={t('bulk-check.table.sortBy', { column: label })}
        data-sort={column}
      >
        {label}
        <span aria-hidden="true">{active ? (sort.direction === 'asc' ? '▲' : '▼') : '↕'}</span>
      </button>
    </Table.Th>
  );
}

function ResultRow({ row }: { row: TBulkCheckRow }) {
  const { t, i18n } = useTranslation();
  const russian = i18n.language.startsWith('ru');
  const status = !row.found
    ? t('bulk-check.table.notFound')
    : russian || !row.status_class
      ? row.status
      : t(`bulk-check.statusFilter.${row.status_class}`);
  return (
    <Table.Tr data-position={row.position} data-zone={row.zone ?? 'none'}>
      <Table.Td className={classes.numeric}>{row.position}</Table.Td>
      <Table.Td className={classes.breakable}>
        {row.found && row.inn ? (
          <Anchor component={Link} to={paths.counterParty.getHref(row.inn)}>
            {row.name}
          </Anchor>
        ) : (
          <Text c="dimmed" span>
            {row.query}
          </Text>
        )}
      </Table.Td>
      <Table.Td>{row.inn ?? '—'}</Table.Td>
      <Table.Td>{status}</Table.Td>
      <Table.Td className={classes.numeric}>{row.score ?? '—'}</Table.Td>
      <Table.Td>
        {row.zone ? (
          <span className={classes.zone} data-zone={row.zone}>
            {t(`bulk-check.zone.${row.zone}`)}
          </span>
        ) : (
          '—'
        )}
      </Table.Td>
      <Table.Td>
        {row.factors.length ? (
          <ul className={classes.factors}>
            {row.factors.map((factor) => (
              <li key={factor.id} className={factor.stop ? classes.stop : undefined}>
                {t(`card-factors.factors.${factor.id}.label`, { defaultValue: factor.label })}
                {factor.stop ? ` (${t('bulk-check.table.stop')})` : ''}
              </li>
            ))}
          </ul>
        ) : (
          t('bulk-check.table.noFactors')
        )}
      </Table.Td>
    </Table.Tr>
  );
}

/**
 * The result table: sortable by position, name, status, score and zone, filtered by zone, status and text,
 * one page of 50 drawn at a time (10,000 rows at once would freeze a phone).
 */
export function ResultTable({ rows }: { rows: readonly TBulkCheckRow[] }) {
  const { t, i18n } = useTranslation();
  const [sort, setSort] = useState<TSort>({ key: 'position', direction: 'asc' });
  const [filter, setFilter] = useState<TRowFilter>(NO_FILTER);
  const [page, setPage] = useState(1);
  const text = useDeferredValue(filter.text);
  const shown = useMemo(() => sortRows(filterRows(rows, { ...filter, text }), sort), [rows, filter, text, sort]);
  const pages = pageCount(shown.length);
  const current = Math.min(page, pages);
  const change = (patch: Partial<TRowFilter>) => {
    setFilter((previous) => ({ ...previous, ...patch }));
    setPage(1);
  };
  const onSort = (key: TSortKey) => setSort((previous) => nextSort(previous, key));
  const header = { sort, onSort };

  return (
    <Stack gap="sm" data-testid="bulk-check-results">
      <Title order={2} size="h3">
        {t('bulk-check.table.title')}
      </Title>
      <div className={classes.filters}>
        <TextInput
          label={t('bulk-check.table.textFilter')}
          placeholder={t('bulk-check.table.textPlaceholder')}
          value={filter.text}
          onChange={(event) => change({ text: event.currentTarget.value })}
        />
        <Select
          label={t('bulk-check.table.zoneFilter')}
          data={ZONE_FILTERS.map((value) => ({ value, label: t(`bulk-check.zone.${value}`) }))}
          value={filter.zone}
          onChange={(value) => change({ zone: (value ?? 'all') as TZoneFilter })}
          allowDeselect={false}
          data-testid="bulk-check-zone-filter"
        />
        <Select
          label={t('bulk-check.table.statusFilter')}
          data={STATUS_FILTERS.map((value) => ({ value, label: t(`bulk-check.statusFilter.${value}`) }))}
          value={filter.status}
          onChange={(value) => change({ status: (value ?? 'all') as TStatusFilter })}
          allowDeselect={false}
          data-testid="bulk-check-status-filter"
        />
      </div>
      <Text size="sm" c="dimmed" data-testid="bulk-check-shown">
        {t('bulk-check.table.shown', {
          shown: formatCount(shown.length, i18n.language),
          total: formatCount(rows.length, i18n.language),
        })}
      </Text>
      {shown.length === 0 ? (
        <Stack gap="xs" align="flex-start" data-testid="bulk-check-results-empty">
          <Text c="dimmed">{t('bulk-check.table.empty')}</Text>
          <Button variant="light" size="compact-sm" onClick={() => change(NO_FILTER)}>
            {t('bulk-check.table.reset')}
          </Button>
        </Stack>
      ) : (
        <Table.ScrollContainer minWidth={760}>
          <Table className={classes.table} striped verticalSpacing="xs">
            <Table.Thead>
              <Table.Tr>
                <SortHeader column="position" label={t('bulk-check.table.position')} numeric {...header} />
                <SortHeader column="name" label={t('bulk-check.table.name')} {...header} />
                <Table.Th>{t('bulk-check.table.inn')}</Table.Th>
                <SortHeader column="status" label={t('bulk-check.table.status')} {...header} />
                <SortHeader column="score" label={t('bulk-check.table.score')} numeric {...header} />
                <SortHeader column="zone" label={t('bulk-check.table.zone')} {...header} />
                <Table.Th>{t('bulk-check.table.factors')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {pageOf(shown, current).map((row) => (
                <ResultRow key={row.position} row={row} />
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      {shown.length > PAGE_SIZE ? (
        <nav aria-label={t('bulk-check.table.pages')}>
          <Pagination total={pages} value={current} onChange={setPage} siblings={1} boundaries={1} />
        </nav>
      ) : null}
    </Stack>
  );
}
