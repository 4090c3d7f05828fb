import { Badge, Button, Group, Progress, Stack, Text, Title } from '@mantine/core';
import { formatDateTime, type TBulkCheck } from '@sverka/shared';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../lib/api-client.ts';
import { errorMessageKey } from '../../../lib/error-message.ts';
import { downloadCheck, isCheckRunning, useWatchAll } from '../api/bulk-checks.ts';
import { checkPercent, checkServerText, formatCount } from '../lib/check-view.ts';
import classes from './bulk-check.module.css';
import { STATUS_COLOR, useCheckTitle } from './checks-history.tsx';

/** Hands a downloaded file to the browser under the name the server gave it. */
function saveFile(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/** «Скачать XLSX» and «Добавить всех в отслеживание», with what each did. */
function CheckActions({ check }: { check: TBulkCheck }) {
  const { t, i18n } = useTranslation();
  const count = (n: number) => formatCount(n, i18n.language);
  const download = useMutation({
    mutationFn: () => downloadCheck(check.id),
    onSuccess: ({ blob, filename }) => saveFile(blob, filename ?? `bulk-check-${check.id}.xlsx`),
  });
  const watch = useWatchAll(check.id);
  const found = check.rows.some((row) => row.found);
  const watchFailure = (() => {
    if (!watch.isError) return null;
    const error = watch.error;
    const reason = isApiError(error) && error.detail ? checkServerText(t, error.detail) : t(errorMessageKey(error));
    return t('bulk-check.actions.watchFailed', { reason });
  })();
  return (
    <Stack gap="xs">
      <Group gap="sm">
        <Button onClick={() => download.mutate()} loading={download.isPending} data-testid="bulk-check-download">
          {t('bulk-check.actions.download')}
        </Button>
        {found ? (
          <Button variant="light" onClick={() => watch.mutate()} loading={watch.isPending}>
            {t('bulk-check.actions.watch')}
          </Button>
        ) : null}
      </Group>
      {download.isError ? (
        <Text size="sm" c="red.9" role="alert">
          {t('bulk-check.actions.downloadFailed')}
        </Text>
      ) : null}
      {watch.data ? (
        <Text size="sm" role="status" data-testid="bulk-check-watched">
          {t('bulk-check.actions.watched', {
            added: count(watch.data.added),
            already: count(watch.data.already_watched),
          })}
          {watch.data.over_limit
            ? ` ${t('bulk-check.actions.overLimit', { n: count(watch.data.over_limit), limit: count(watch.data.limit) })}`
            : ''}
        </Text>
      ) : null}
      {watchFailure ? (
        <Text size="sm" c="red.9" role="alert">
          {watchFailure}
        </Text>
      ) : null}
    </Stack>
  );
}

/** The check's name and state: a progress bar with counts while the job runs, the summary and actions after. */
export function CheckStatus({ check }: { check: TBulkCheck }) {
  const { t, i18n } = useTranslation();
  const title = useCheckTitle();
  const count = (n: number) => formatCount(n, i18n.language);
  const running = isCheckRunning(check.status);
  return (
    <Stack gap="md" data-testid="bulk-check-status" data-status={check.status}>
      <Group justify="space-between" align="flex-start" gap="xs">
        <Stack gap={2}>
          <Title order={1} size="h2" className={classes.breakable}>
            {title(check)}
          </Title>
          <Text size="sm" c="dimmed">
            {t('bulk-check.status.createdAt', { date: formatDateTime(check.created_at) })}
          </Text>
        </Stack>
        <Badge color={STATUS_COLOR[check.status]} variant="light">
          {t(`bulk-check.status.${check.status}`)}
        </Badge>
      </Group>
      {running ? (
        <Stack gap={4}>
          <Progress
            value={check.status === 'queued' ? 100 : checkPercent(check)}
            striped
            animated
            aria-label={t('bulk-check.status.progressLabel')}
            data-testid="bulk-check-progress"
          />
          <Text size="sm" c="dimmed">
            {check.status === 'queued'
              ? t('bulk-check.status.waiting')
              : t('bulk-check.status.progress', { done: count(check.done), total: count(check.total) })}
          </Text>
        </Stack>
      ) : null}
      {check.status === 'failed' && check.error ? (
        <Text c="red.9" role="alert">
          {checkServerText(t, check.error)}
        </Text>
      ) : null}
      <div className={classes.counters} data-testid="bulk-check-summary">
        <Text size="sm">{t('bulk-check.summary.checked', { n: count(check.done) })}</Text>
        <Text size="sm">{t('bulk-check.summary.low', { n: count(check.zones.low) })}</Text>
        <Text size="sm">{t('bulk-check.summary.medium', { n: count(check.zones.medium) })}</Text>
        <Text size="sm">{t('bulk-check.summary.high', { n: count(check.zones.high) })}</Text>
        <Text size="sm">{t('bulk-check.summary.notFound', { n: count(check.not_found) })}</Text>
        <Text size="sm">{t('bulk-check.summary.invalid', { n: count(check.invalid_count) })}</Text>
      </div>
      {check.status === 'done' ? <CheckActions check={check} /> : null}
    </Stack>
  );
}
