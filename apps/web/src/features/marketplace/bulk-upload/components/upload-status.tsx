import { Badge, Button, Group, Paper, Progress, Skeleton, Stack, Table, Text, Title } from '@mantine/core';
import {
  formatDateTime,
  type TProductUpload,
  type TProductUploadOutcome,
  type TProductUploadStatus,
} from '@sverka/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryErrorBlock } from '../../../../components/ui/error-block.tsx';
import { isApiError } from '../../../../lib/api-client.ts';
import { isUploadRunning, useUpload } from '../api/product-uploads.ts';
import {
  filterReport,
  OUTCOME_FILTERS,
  outcomeCounts,
  type TOutcomeFilter,
  uploadPercent,
  uploadServerText,
} from '../lib/upload-view.ts';
import classes from './bulk-upload.module.css';

export const STATUS_COLOR: Record<TProductUploadStatus, string> = {
  queued: 'gray',
  processing: 'blue',
  done: 'green',
  failed: 'red',
};

const OUTCOME_COLOR: Record<TProductUploadOutcome, string> = { created: 'green', updated: 'blue', refused: 'red' };

/** The per-row report: created, updated or refused with the reasons, filtered by outcome. */
export function UploadReport({
  report,
  initialFilter = 'all',
}: {
  report: TProductUpload['report'];
  initialFilter?: TOutcomeFilter;
}) {
  const { t } = useTranslation();
  const [filter, setFilter] = useState<TOutcomeFilter>(initialFilter);
  const counts = outcomeCounts(report);
  const rows = filterReport(report, filter);
  return (
    <Stack gap="sm" data-testid="upload-report">
      <Title order={3} size="h4">
        {t('product-upload.report.title')}
      </Title>
      {/* Buttons that wrap rather than a segmented control: four labels with counts do not fit 360 px. */}
      <Group gap={6} role="group" aria-label={t('product-upload.report.filterLabel')}>
        {OUTCOME_FILTERS.map((value) => (
          <Button
            key={value}
            size="compact-sm"
            variant={filter === value ? 'filled' : 'light'}
            aria-pressed={filter === value}
            onClick={() => setFilter(value)}
            data-filter={value}
          >
            {t(`product-upload.report.filter.${value}`, { n: String(counts[value]) })}
          </Button>
        ))}
      </Group>
      {rows.length === 0 ? (
        <Text c="dimmed" data-testid="upload-report-empty">
          {t('product-upload.report.empty')}
        </Text>
      ) : (
        <Table.ScrollContainer minWidth={520}>
          <Table striped verticalSpacing="xs">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('product-upload.report.row')}</Table.Th>
                <Table.Th>{t('product-upload.report.offerId')}</Table.Th>
                <Table.Th>{t('product-upload.report.outcome')}</Table.Th>
                <Table.Th>{t('product-upload.report.product')}</Table.Th>
                <Table.Th>{t('product-upload.report.reasons')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((row) => (
                <Table.Tr key={`${row.row}-${row.offer_id ?? ''}`} data-outcome={row.outcome}>
                  <Table.Td>{row.row}</Table.Td>
                  <Table.Td className={classes.fileName}>{row.offer_id ?? '—'}</Table.Td>
                  <Table.Td>
                    <Badge variant="light" color={OUTCOME_COLOR[row.outcome]}>
                      {t(`product-upload.report.outcomes.${row.outcome}`)}
                    </Badge>
                  </Table.Td>
                  <Table.Td>{row.product_id === null ? '—' : `#${row.product_id}`}</Table.Td>
                  <Table.Td>
                    {row.reasons.length === 0 ? (
                      '—'
                    ) : (
                      <ul className={classes.reasons}>
                        {row.reasons.map((reason) => (
                          <li key={reason}>{uploadServerText(t, reason)}</li>
                        ))}
                      </ul>
                    )}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Stack>
  );
}

/** An upload's state: status, a progress bar while the job reads the file, counters, then the report. */
export function UploadStatusView({ upload }: { upload: TProductUpload }) {
  const { t } = useTranslation();
  const running = isUploadRunning(upload.status);
  return (
    <Paper withBorder p="lg" data-testid="upload-status" data-status={upload.status}>
      <Stack gap="md">
        <Group justify="space-between" align="flex-start" gap="xs">
          <Stack gap={2}>
            <Title order={2} size="h3" className={classes.fileName}>
              {t('product-upload.status.title', { file: upload.file_name })}
            </Title>
            <Text size="sm" c="dimmed">
              {t('product-upload.status.createdAt', { date: formatDateTime(upload.created_at) })}
            </Text>
          </Stack>
          <Badge color={STATUS_COLOR[upload.status]} variant="light">
            {t(`product-upload.status.${upload.status}`)}
          </Badge>
        </Group>
        {running ? (
          <Stack gap={4}>
            <Progress
              value={upload.status === 'queued' ? 100 : uploadPercent(upload)}
              striped
              animated
              aria-label={t('product-upload.status.progressLabel')}
              data-testid="upload-progress"
            />
            <Text size="sm" c="dimmed">
              {upload.status === 'queued'
                ? t('product-upload.status.waiting')
                : t('product-upload.status.progress', {
                    processed: String(upload.processed_rows),
                    total: String(upload.total_rows),
                  })}
            </Text>
          </Stack>
        ) : null}
        {upload.status === 'failed' && upload.error ? (
          <Text c="red.9" role="alert">
            {uploadServerText(t, upload.error)}
          </Text>
        ) : null}
        <div className={classes.counters}>
          <Text size="sm">{t('product-upload.status.created', { n: String(upload.created_count) })}</Text>
          <Text size="sm">{t('product-upload.status.updated', { n: String(upload.updated_count) })}</Text>
          <Text size="sm">{t('product-upload.status.refused', { n: String(upload.refused_count) })}</Text>
        </div>
        {upload.status === 'done' ? (
          <>
            <Text size="sm" c="dimmed">
              {t('product-upload.status.moderation')}
            </Text>
            <UploadReport report={upload.report} />
          </>
        ) : null}
      </Stack>
    </Paper>
  );
}

/** The upload `id`, polled while its job runs. */
export function UploadStatus({ id }: { id: number }) {
  const { t } = useTranslation();
  const upload = useUpload(id);
  if (upload.isPending) return <Skeleton height={160} radius="md" data-testid="upload-status-loading" />;
  if (upload.isError) {
    if (isApiError(upload.error) && upload.error.isNotFound) {
      return <Text c="dimmed">{t('product-upload.status.notFound')}</Text>;
    }
    return <QueryErrorBlock title={t('product-upload.status.loadError')} query={upload} />;
  }
  return <UploadStatusView upload={upload.data} />;
}
