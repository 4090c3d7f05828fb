import { Container, Skeleton, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { ErrorBlock } from '../../components/ui/error-block.tsx';
import { paths } from '../../config/paths.ts';
import { adminAccessOf } from '../../features/blog/lib/admin-access.ts';
import { AdminProductsPage } from '../../features/marketplace/admin/admin-products-page.tsx';
import { useIsSignedIn, useUser } from '../../lib/auth.ts';
import { errorMessageKey } from '../../lib/error-message.ts';
import { NotFoundPage } from './not-found.tsx';
import classes from './routes.module.css';

/** `/admin/products`: admins only; others see the not-found page, signed-out visitors go to `/`. */
export function AdminProductsRoute() {
  const { t } = useTranslation();
  const signedIn = useIsSignedIn();
  const { user, error, refetch, isFetching } = useUser();
  const access = adminAccessOf({ signedIn, user, failed: Boolean(error) });

  if (access === 'sign-in') return <Navigate to={paths.home.getHref()} replace />;
  if (access === 'not-found') return <NotFoundPage />;
  if (access === 'allowed') return <AdminProductsPage />;
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
