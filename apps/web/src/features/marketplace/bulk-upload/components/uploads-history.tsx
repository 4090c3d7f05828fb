import { Badge, Button, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { formatDateTime, type TProductUploadSummary } from '@sverka/shared';
import { useTranslation } from 'react-i18next';
import { QueryErrorBlock } from '../../../../components/ui/error-block.tsx';
import { useUploads } from '../api/product-uploads.ts';
import classes from './bulk-upload.module.css';
import { STATUS_COLOR } from './upload-status.tsx';

/** Past uploads, newest first; each opens its status and report. */
export function UploadsHistoryView({
  uploads,
  selectedId,
  onSelect,
}: {
  uploads: readonly TProductUploadSummary[];
  selectedId: number | null;
  onSelect: (id: number) => void;
}) {
  const { t } = useTranslation();
  return (
    <Stack gap="sm" data-testid="uploads-history">
      <Title order={2} size="h3">
        {t('product-upload.history.title')}
      </Title>
      {uploads.length === 0 ? (
        <Text c="dimmed">{t('product-upload.history.empty')}</Text>
      ) : (
        uploads.map((upload) => (
          <Paper key={upload.id} withBorder p="sm" data-upload-id={upload.id}>
            <div className={classes.historyItem}>
              <Stack gap={2}>
                <Text fw={600} className={classes.fileName}>
                  {upload.file_name}
                </Text>
                <Text size="sm" c="dimmed">
                  {formatDateTime(upload.created_at)} ·{' '}
                  {t('product-upload.history.counts', {
                    created: String(upload.created_count),
                    updated: String(upload.updated_count),
                    refused: String(upload.refused_count),
                  })}
                </Text>
              </Stack>
              <Stack gap={4} align="flex-end">
                <Badge color={STATUS_COLOR[upload.status]} variant="light">
                  {t(`product-upload.status.${upload.status}`)}
                </Badge>
                <Button
                  size="xs"
                  variant={selectedId === upload.id ? 'filled' : 'subtle'}
                  onClick={() => onSelect(upload.id)}
                  aria-pressed={selectedId === upload.id}
                >
                  {t('product-upload.history.open')}
                </Button>
              </Stack>
            </div>
          </Paper>
        ))
      )}
    </Stack>
  );
}

export function UploadsHistory({
  selectedId,
  onSelect,
}: {
  selectedId: number | null;
  onSelect: (id: number) => void;
}) {
  const { t } = useTranslation();
  const uploads = useUploads();
  if (uploads.isPending) {
    return (
      <Stack gap="sm" data-testid="uploads-history-loading">
        {[0, 1, 2].map((row) => (
          <Skeleton key={row} height={64} radius="md" />
        ))}
      </Stack>
    );
  }
  if (uploads.isError) return <QueryErrorBlock title={t('product-upload.history.loadError')} query={uploads} />;
  return <UploadsHistoryView uploads={uploads.data} selectedId={selectedId} onSelect={onSelect} />;
}
