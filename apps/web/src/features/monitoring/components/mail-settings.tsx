import { Paper, Skeleton, Switch, Text } from '@mantine/core';
import type { TMonitoringSettings } from '@sverka/shared';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryErrorBlock } from '../../../components/ui/error-block.tsx';
import { errorMessageKey } from '../../../lib/error-message.ts';
import { useMonitoringSettings, useSaveSettings } from '../api/monitoring.ts';
import classes from './monitoring.module.css';

/** The two letters about changes, each switched on or off at once (saved on every change). */
export function MailSettings() {
  const { t } = useTranslation();
  const query = useMonitoringSettings();
  const save = useSaveSettings();

  let body: ReactNode;
  if (query.isPending) body = <Skeleton height={96} radius="md" aria-hidden="true" />;
  else if (query.isError) body = <QueryErrorBlock title={t('monitoring.mail.loadError')} query={query} />;
  else {
    const current = save.isPending && save.variables ? save.variables : query.data;
    const toggle = (change: Partial<TMonitoringSettings>) => save.mutate({ ...current, ...change });
    body = (
      <Paper withBorder className={classes.settings}>
        <Switch
          label={t('monitoring.mail.dailyDigest')}
          description={t('monitoring.mail.dailyDigestHint')}
          checked={current.daily_digest}
          disabled={save.isPending}
          onChange={(event) => toggle({ daily_digest: event.currentTarget.checked })}
        />
        <Switch
          label={t('monitoring.mail.instant')}
          description={t('monitoring.mail.instantHint')}
          checked={current.instant_critical}
          disabled={save.isPending}
          onChange={(event) => toggle({ instant_critical: event.currentTarget.checked })}
        />
        {save.isError ? (
          <Text size="sm" c="red.9" role="alert">
            {t('monitoring.mail.saveError', { reason: t(errorMessageKey(save.error)) })}
          </Text>
        ) : save.isSuccess ? (
          <Text size="sm" c="green.9" role="status">
            {t('monitoring.mail.saved')}
          </Text>
        ) : null}
      </Paper>
    );
  }
  return (
    <section className={classes.section} aria-labelledby="monitoring-mail-title">
      <h2 className={classes.sectionTitle} id="monitoring-mail-title">
        {t('monitoring.mail.title')}
      </h2>
      {body}
    </section>
  );
}
