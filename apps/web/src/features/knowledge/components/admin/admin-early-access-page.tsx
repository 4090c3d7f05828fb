import { Container, Paper, Skeleton, Stack, Switch, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { QueryErrorBlock } from '../../../../components/ui/error-block.tsx';
import { FormAlert } from '../../../../components/ui/form-alert.tsx';
import { PageTitle } from '../../../../components/ui/page-title.tsx';
import { useEarlyAccessFlags, useToggleEarlyAccess } from '../../api/early-access.ts';
import classes from './admin-knowledge.module.css';

/**
 * `/admin/early-access`: the features in early access. On — users whose plan has early access get the feature;
 * off — nobody does.
 */
export function AdminEarlyAccessPage() {
  const { t } = useTranslation();
  const query = useEarlyAccessFlags();
  const toggle = useToggleEarlyAccess();
  const flags = query.data?.results ?? [];

  let body: React.ReactNode;
  if (query.isPending) body = <Skeleton height={80} radius="sm" aria-hidden="true" />;
  else if (query.isError) body = <QueryErrorBlock title={t('knowledge.earlyAccess.loadError')} query={query} />;
  else if (flags.length === 0) {
    body = (
      <Paper withBorder className={classes.empty} role="status">
        <Text fw={600}>{t('knowledge.earlyAccess.empty')}</Text>
      </Paper>
    );
  } else {
    body = (
      <ul className={classes.list}>
        {flags.map((flag) => (
          <li key={flag.key} className={classes.row}>
            <div className={classes.rowText}>
              <p className={classes.rowTitle}>{flag.title}</p>
              <Text size="sm" c="dimmed">
                {flag.description}
              </Text>
              <Text size="xs" c="dimmed">
                {flag.key}
              </Text>
            </div>
            <Switch
              checked={flag.enabled}
              disabled={toggle.isPending}
              onChange={(event) => toggle.mutate({ key: flag.key, enabled: event.currentTarget.checked })}
              aria-label={t('knowledge.earlyAccess.toggle', { title: flag.title })}
              label={flag.enabled ? t('knowledge.earlyAccess.on') : t('knowledge.earlyAccess.off')}
            />
          </li>
        ))}
      </ul>
    );
  }

  return (
    <Container size="lg" className={classes.page}>
      <PageTitle title={t('knowledge.earlyAccess.title')} />
      <div className={classes.header}>
        <h1 className={classes.title}>{t('knowledge.earlyAccess.title')}</h1>
      </div>
      <Text mb="md">{t('knowledge.earlyAccess.intro')}</Text>
      <Stack gap="md">
        <FormAlert message={toggle.isError ? { key: 'knowledge.earlyAccess.toggleError' } : null} />
        {body}
      </Stack>
    </Container>
  );
}
