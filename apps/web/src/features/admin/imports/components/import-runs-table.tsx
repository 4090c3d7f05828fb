import { Anchor, Badge, Table, Text } from '@mantine/core';
import { formatDateTime, type TImportRun } from '@sverka/shared';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../../config/paths.ts';
import { formatDuration, RUN_STATUS_COLOR } from '../lib/imports-view.ts';

export function RunStatusBadge({ status }: { status: TImportRun['status'] }) {
  const { t } = useTranslation();
  return (
    <Badge color={RUN_STATUS_COLOR[status]} variant="light" data-status={status}>
      {t(`admin.imports.status.${status}`)}
    </Badge>
  );
}

/** The runs, newest first: source, file, status, counts, when, how long, who started it. */
export function ImportRunsTable({ runs }: { runs: readonly TImportRun[] }) {
  const { t, i18n } = useTranslation();
  if (runs.length === 0)
    return (
      <Text c="dimmed" data-testid="import-runs-empty">
        {t('admin.imports.runs.empty')}
      </Text>
    );
  const number = (n: number) => n.toLocaleString(i18n.language);
  return (
    <Table.ScrollContainer minWidth={960}>
      <Table striped verticalSpacing="xs" data-testid="import-runs">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('admin.imports.runs.id')}</Table.Th>
            <Table.Th>{t('admin.imports.runs.source')}</Table.Th>
            <Table.Th>{t('admin.imports.runs.file')}</Table.Th>
            <Table.Th>{t('admin.imports.runs.status')}</Table.Th>
            <Table.Th>{t('admin.imports.counts.read')}</Table.Th>
            <Table.Th>{t('admin.imports.counts.inserted')}</Table.Th>
            <Table.Th>{t('admin.imports.counts.updated')}</Table.Th>
            <Table.Th>{t('admin.imports.counts.rejected')}</Table.Th>
            <Table.Th>{t('admin.imports.counts.skippedOlder')}</Table.Th>
            <Table.Th>{t('admin.imports.runs.started')}</Table.Th>
            <Table.Th>{t('admin.imports.runs.duration')}</Table.Th>
            <Table.Th>{t('admin.imports.runs.startedBy')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {runs.map((run) => (
            <Table.Tr key={run.id} data-run={run.id}>
              <Table.Td>
                <Anchor component={Link} to={paths.adminImports.getHref(run.id)}>
                  {t('admin.imports.runs.number', { id: String(run.id) })}
                </Anchor>
              </Table.Td>
              <Table.Td>{run.source}</Table.Td>
              <Table.Td>{run.file_name}</Table.Td>
              <Table.Td>
                <RunStatusBadge status={run.status} />
              </Table.Td>
              <Table.Td>{number(run.read)}</Table.Td>
              <Table.Td>{number(run.inserted)}</Table.Td>
              <Table.Td>{number(run.updated)}</Table.Td>
              <Table.Td>{number(run.rejected)}</Table.Td>
              <Table.Td>{number(run.skipped_older)}</Table.Td>
              <Table.Td>{formatDateTime(run.started_at)}</Table.Td>
              <Table.Td>{formatDuration(t, run.duration_ms)}</Table.Td>
              <Table.Td>{run.started_by ? run.started_by.full_name : t('admin.imports.runs.commandLine')}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
