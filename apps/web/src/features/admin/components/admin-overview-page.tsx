import { Anchor, Paper, Skeleton, Stack, Text } from '@mantine/core';
import { canOpenSection, type TAdminOverview, type TStaffSection } from '@sverka/shared';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { QueryErrorBlock } from '../../../components/ui/error-block.tsx';
import { PageTitle } from '../../../components/ui/page-title.tsx';
import { useUser } from '../../../lib/auth.ts';
import { ADMIN_NAV_ITEMS } from '../admin-sections.ts';
import { useAdminOverview } from '../api/overview.ts';
import classes from './admin-pages.module.css';

/** Each count and the section where it is dealt with. */
const COUNTS: readonly { key: keyof TAdminOverview; section: TStaffSection }[] = [
  { key: 'pending_applications', section: 'applications' },
  { key: 'products_on_moderation', section: 'products' },
  { key: 'open_support_conversations', section: 'support' },
  { key: 'failed_imports', section: 'imports' },
];

/** `/admin`: what waits for staff, each count leading to its section when this user may open it. */
export function AdminOverviewPage() {
  const { t } = useTranslation();
  const { user } = useUser();
  const query = useAdminOverview();
  return (
    <>
      <PageTitle title={t('admin.overview.title')} />
      <h1 className={classes.title}>{t('admin.overview.title')}</h1>
      {query.isError ? (
        <QueryErrorBlock title={t('admin.overview.loadError')} query={query} />
      ) : !query.data ? (
        <Stack gap="sm" aria-busy="true">
          <Skeleton height={96} />
          <Skeleton height={96} />
        </Stack>
      ) : (
        <ul className={classes.counts}>
          {COUNTS.filter((item) => canOpenSection(user?.role, item.section)).map((item) => {
            const href = ADMIN_NAV_ITEMS.find((nav) => nav.section === item.section && nav.available)?.href;
            return (
              <li key={item.key}>
                <Paper withBorder p="md" data-testid={`overview-${item.key}`}>
                  <Text size="sm" c="dimmed">
                    {t(`admin.overview.counts.${item.key}`)}
                  </Text>
                  <div className={classes.count}>{query.data[item.key]}</div>
                  {href ? (
                    <Anchor component={Link} to={href} size="sm">
                      {t(`adminShell.nav.${item.section}`)}
                    </Anchor>
                  ) : null}
                </Paper>
              </li>
            );
          })}
        </ul>
      )}
    </>
  );
}
