import {
  Anchor,
  Group,
  Pagination,
  Paper,
  Progress,
  SimpleGrid,
  Skeleton,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import {
  formatDateTime,
  IMPORT_REJECTIONS_PAGE_SIZE,
  importProgressPercent,
  type TImportRejection,
  type TImportRun,
} from '@sverka/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { QueryErrorBlock } from '../../../../components/ui/error-block.tsx';
import { paths } from '../../../../config/paths.ts';
import { useImportRejections, useImportRun } from '../api/imports.ts';
import { formatBytes, formatDuration } from '../lib/imports-view.ts';
import { RunStatusBadge } from './import-runs-table.tsx';

const COUNTS = ['read', 'inserted', 'updated', 'rejected', 'skippedOlder'] as const;
const countOf = (run: TImportRun, count: (typeof COUNTS)[number]) =>
  count === 'skippedOlder' ? run.skipped_older : run[count];

/** Where a run is: its status, the bytes read as a bar, its counts, when and by whom. */
export function ImportRunSummary({ run }: { run: TImportRun }) {
  const { t, i18n } = useTranslation();
  const percent = importProgressPercent(run);
  const bytes = (n: number | null) => formatBytes(t, n ?? 0, i18n.language);
  return (
    <Paper withBorder p="lg" data-testid="import-run" data-status={run.status}>
      <Stack gap="sm">
        <Group justify="space-between">
          <Title order={2} size="h3">
            {t('admin.imports.run.title', { id: String(run.id), source: run.source })}
          </Title>
          <RunStatusBadge status={run.status} />
        </Group>
        <Text>{t('admin.imports.run.file', { name: run.file_name })}</Text>
        {percent === null ? null : (
          <Stack gap={4}>
            <Progress
              value={percent}
              striped={run.status === 'running'}
              animated={run.status === 'running'}
              color={run.status === 'failed' ? 'red' : undefined}
              aria-label={t('admin.imports.run.progress')}
            />
            <Text size="sm" c="dimmed" data-testid="import-progress" data-percent={percent}>
              {t('admin.imports.run.bytes', {
                done: bytes(run.status === 'done' ? run.bytes_total : run.bytes_done),
                total: bytes(run.bytes_total),
                percent: String(percent),
              })}
            </Text>
          </Stack>
        )}
        <SimpleGrid cols={{ base: 2, sm: 5 }} data-testid="import-counts">
          {COUNTS.map((count) => (
            <Stack key={count} gap={0} data-count={count}>
              <Text size="sm" c="dimmed">
                {t(`admin.imports.counts.${count}`)}
              </Text>
              <Text fw={600}>{countOf(run, count).toLocaleString(i18n.language)}</Text>
            </Stack>
          ))}
        </SimpleGrid>
        <Text size="sm">
          {t('admin.imports.run.when', {
            started: formatDateTime(run.started_at),
            duration: formatDuration(t, run.duration_ms),
          })}
        </Text>
        <Text size="sm">
          {run.started_by
            ? t('admin.imports.run.startedBy', { name: run.started_by.full_name, email: run.started_by.email })
            : t('admin.imports.run.fromCommandLine')}
        </Text>
        {run.error ? (
          <Text c="red.9" role="alert">
            {t('admin.imports.run.error', { error: run.error })}
          </Text>
        ) : null}
      </Stack>
    </Paper>
  );
}

/** The refused records of one page: file, position, reason and the record's opening. */
export function ImportRejectionsTable({ rejections }: { rejections: readonly TImportRejection[] }) {
  const { t } = useTranslation();
  if (rejections.length === 0)
    return (
      <Text c="dimmed" data-testid="import-rejections-empty">
        {t('admin.imports.rejections.empty')}
      </Text>
    );
  return (
    <Table.ScrollContainer minWidth={720}>
      <Table striped verticalSpacing="xs" data-testid="import-rejections">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('admin.imports.rejections.file')}</Table.Th>
            <Table.Th>{t('admin.imports.rejections.position')}</Table.Th>
            <Table.Th>{t('admin.imports.rejections.reason')}</Table.Th>
            <Table.Th>{t('admin.imports.rejections.excerpt')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rejections.map((rejection) => (
            <Table.Tr key={rejection.id}>
              <Table.Td>{rejection.file}</Table.Td>
              <Table.Td>{rejection.position}</Table.Td>
              <Table.Td>{rejection.reason}</Table.Td>
              <Table.Td>
                {rejection.excerpt ? (
                  <Text component="code" size="xs" ff="monospace" style={{ wordBreak: 'break-all' }}>
                    {rejection.excerpt}
                  </Text>
                ) : null}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

function RunRejections({ run }: { run: TImportRun }) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const query = useImportRejections(run, page);
  const pages = Math.ceil((query.data?.count ?? 0) / IMPORT_REJECTIONS_PAGE_SIZE);
  return (
    <Stack gap="sm">
      <Title order={3} size="h4">
        {t('admin.imports.rejections.title', { n: String(run.rejected) })}
      </Title>
      {query.error ? <QueryErrorBlock query={query} /> : null}
      {query.data ? <ImportRejectionsTable rejections={query.data.results} /> : <Skeleton height={80} />}
      {pages > 1 ? <Pagination total={pages} value={page} onChange={setPage} /> : null}
    </Stack>
  );
}

/** One run, followed every second while it runs, with its refused records. */
export function ImportRunView({ runId }: { runId: number }) {
  const { t } = useTranslation();
  const query = useImportRun(runId);
  return (
    <Stack gap="lg">
      <Anchor component={Link} to={paths.adminImports.getHref()}>
        {t('admin.imports.run.back')}
      </Anchor>
      {query.error ? <QueryErrorBlock query={query} /> : null}
      {query.data ? (
        <>
          <ImportRunSummary run={query.data} />
          <RunRejections run={query.data} />
        </>
      ) : query.error ? null : (
        <Skeleton height={200} />
      )}
    </Stack>
  );
}
