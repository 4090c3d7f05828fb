import { Container, Skeleton, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { QueryErrorBlock } from '../../../components/ui/error-block.tsx';
import { PageTitle } from '../../../components/ui/page-title.tsx';
import { paths } from '../../../config/paths.ts';
import { useIsSignedIn } from '../../../lib/auth.ts';
import { useAllowance } from '../api/bulk-checks.ts';
import classes from './bulk-check.module.css';
import { BulkCheckForm } from './bulk-check-form.tsx';
import { BulkCheckLocked, BulkCheckSignIn } from './bulk-check-prompts.tsx';
import { ChecksHistory } from './checks-history.tsx';

/** What the signed-in user may do here: the form within their allowance, or what the feature is and the plans. */
function BulkCheckStart() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const allowance = useAllowance();
  if (allowance.isPending) return <Skeleton height={260} radius="md" data-testid="bulk-check-loading" />;
  if (allowance.isError) return <QueryErrorBlock title={t('bulk-check.status.loadError')} query={allowance} />;
  if (allowance.data.limit === 0) return <BulkCheckLocked plan={allowance.data.plan} />;
  return (
    <BulkCheckForm
      allowance={allowance.data}
      onCreated={(check) => navigate(paths.bulkCheckResult.getHref(check.id))}
    />
  );
}

/** `/check/bulk`: a list of ИНН/ОГРН to check, pasted or as a file, and the user's past checks. */
export function BulkCheckPage() {
  const { t } = useTranslation();
  const signedIn = useIsSignedIn();
  return (
    <Container size="lg" py="xl">
      <PageTitle title={t('bulk-check.title')} />
      <Stack gap="lg">
        <Stack gap="xs">
          <Title order={1}>{t('bulk-check.heading')}</Title>
          <p className={classes.intro}>{t('bulk-check.intro')}</p>
        </Stack>
        {signedIn ? (
          <>
            <BulkCheckStart />
            <ChecksHistory />
          </>
        ) : (
          <BulkCheckSignIn />
        )}
      </Stack>
    </Container>
  );
}
