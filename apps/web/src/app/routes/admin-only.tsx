import { Container, Skeleton, Stack } from '@mantine/core';
import type { TStaffSection } from '@sverka/shared';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { ErrorBlock } from '../../components/ui/error-block.tsx';
import { paths } from '../../config/paths.ts';
import { staffAccessOf } from '../../features/admin/admin-sections.ts';
import { AdminShell } from '../../features/admin/components/admin-shell.tsx';
import { useIsSignedIn, useUser } from '../../lib/auth.ts';
import { errorMessageKey } from '../../lib/error-message.ts';
import { NotFoundPage } from './not-found.tsx';
import classes from './routes.module.css';

/**
 * The gate and frame of every back-office page: staff whose role may open the
 * section see `children` inside the back office's frame, other users the
 * not-found page (the page's existence is not advertised), signed-out visitors
 * go to `/`; a skeleton while the user loads and a retry when that fails.
 */
export function AdminOnly({ section, children }: { section: TStaffSection; children: ReactNode }) {
  const { t } = useTranslation();
  const signedIn = useIsSignedIn();
  const { user, error, refetch, isFetching } = useUser();
  const access = staffAccessOf({ signedIn, user, failed: Boolean(error) }, section);

  if (access === 'sign-in') return <Navigate to={paths.home.getHref()} replace />;
  if (access === 'not-found') return <NotFoundPage />;
  if (access === 'allowed') return <AdminShell section={section}>{children}</AdminShell>;
  return (
    <Container size="lg" className={classes.page}>
      {access === 'error' ? (
        <ErrorBlock message={t(errorMessageKey(error))} onRetry={() => void refetch()} retrying={isFetching} />
      ) : (
        <Stack gap="sm" aria-hidden="true">
          <Skeleton height={36} width={280} />
          <Skeleton height={56} />
          <Skeleton height={56} />
        </Stack>
      )}
    </Container>
  );
}
