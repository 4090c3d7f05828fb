import { Skeleton, Stack } from '@mantine/core';
import { isStaffRole } from '@sverka/shared';
import { useTranslation } from 'react-i18next';
import { ErrorBlock } from '../../../components/ui/error-block.tsx';
import { PageTitle } from '../../../components/ui/page-title.tsx';
import { useUser } from '../../../lib/auth.ts';
import { errorMessageKey } from '../../../lib/error-message.ts';
import { AdminBlock } from './admin-block.tsx';
import { CompaniesBlock } from './companies-block.tsx';
import { IdentityBlock } from './identity-block.tsx';
import { MainDataBlock } from './main-data-block.tsx';
import classes from './profile.module.css';
import { SecurityBlock } from './security-block.tsx';

/** `/profile/info`: identity and avatar, main data, security and companies (spec §2). */
export function ProfileInfo() {
  const { t } = useTranslation();
  const { user, error, refetch, isFetching } = useUser();

  return (
    <>
      <PageTitle title={t('profile.nav.info')} />
      <h1 className={classes.pageTitle}>{t('profile.nav.info')}</h1>
      {user ? (
        <Stack gap="md">
          <IdentityBlock user={user} />
          <MainDataBlock user={user} />
          <SecurityBlock />
          <CompaniesBlock userId={user.id} />
          {isStaffRole(user.role) ? <AdminBlock /> : null}
        </Stack>
      ) : error ? (
        <ErrorBlock
          title={t('profile.loadError')}
          message={t(errorMessageKey(error))}
          onRetry={() => void refetch()}
          retrying={isFetching}
        />
      ) : (
        <Stack gap="md" aria-hidden="true">
          <Skeleton height={136} radius="md" />
          <Skeleton height={220} radius="md" />
        </Stack>
      )}
    </>
  );
}
