import { Anchor, Badge, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { formatDateTime, type TBulkCheckStatus, type TBulkCheckSummary } from '@sverka/shared';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { QueryErrorBlock } from '../../../components/ui/error-block.tsx';
import { paths } from '../../../config/paths.ts';
import { useChecks } from '../api/bulk-checks.ts';
import { formatCount } from '../lib/check-view.ts';
import classes from './bulk-check.module.css';

export const STATUS_COLOR: Record<TBulkCheckStatus, string> = {
  queued: 'gray',
  running: 'blue',
  done: 'green',
  failed: 'red',
};

/** A check's name in the history and on its page; an unnamed list is named by when it was started. */
export function useCheckTitle() {
  const { t } = useTranslation();
  return (check: Pick<TBulkCheckSummary, 'name' | 'created_at'>) =>
    check.name || t('bulk-check.status.unnamed', { date: formatDateTime(check.created_at) });
}

export function ChecksHistoryView({ checks }: { checks: readonly TBulkCheckSummary[] }) {
  const { t, i18n } = useTranslation();
  const title = useCheckTitle();
  const count = (n: number) => formatCount(n, i18n.language);
  return (
    <Stack gap="sm" data-testid="bulk-checks-history">
      <Title order={2} size="h3">
        {t('bulk-check.history.title')}
      </Title>
      {checks.length === 0 ? (
        <Text c="dimmed" data-testid="bulk-checks-history-empty">
          {t('bulk-check.history.empty')}
        </Text>
      ) : (
        <Stack gap="xs">
          {checks.map((check) => (
            <Paper key={check.id} withBorder p="sm" className={classes.historyItem} data-check={check.id}>
              <Stack gap={2}>
                <Anchor component={Link} to={paths.bulkCheckResult.getHref(check.id)} className={classes.breakable}>
                  {title(check)}
                </Anchor>
                <Text size="sm" c="dimmed">
                  {formatDateTime(check.created_at)} ·{' '}
                  {t('bulk-check.history.counts', {
                    total: count(check.total),
                    invalid: count(check.invalid_count),
                    notFound: count(check.not_found),
                  })}
                </Text>
              </Stack>
              <Badge color={STATUS_COLOR[check.status]} variant="light">
                {t(`bulk-check.status.${check.status}`)}
              </Badge>
            </Paper>
          ))}
        </Stack>
      )}
    </Stack>
  );
}

/** The user's past checks, newest first; a running one updates as it goes. */
export function ChecksHistory() {
  const { t } = useTranslation();
  const checks = useChecks();
  if (checks.isPending) return <Skeleton height={120} radius="md" />;
  if (checks.isError) return <QueryErrorBlock title={t('bulk-check.history.loadError')} query={checks} />;
  return <ChecksHistoryView checks={checks.data} />;
}
