import { Anchor, Container, Paper, Skeleton, Stack, Text } from '@mantine/core';
import type { TBulkCheck } from '@sverka/shared';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { QueryErrorBlock } from '../../../components/ui/error-block.tsx';
import { PageTitle } from '../../../components/ui/page-title.tsx';
import { paths } from '../../../config/paths.ts';
import { isApiError } from '../../../lib/api-client.ts';
import { useIsSignedIn } from '../../../lib/auth.ts';
import { isCheckRunning, useCheck } from '../api/bulk-checks.ts';
import { BulkCheckSignIn } from './bulk-check-prompts.tsx';
import { CheckStatus } from './check-status.tsx';
import { useCheckTitle } from './checks-history.tsx';
import { InvalidList } from './invalid-list.tsx';
import { ResultTable } from './result-table.tsx';

/** An id of the path that can be a check's: digits only, or nothing is asked. */
export function checkIdOf(value: string | undefined): number | null {
  if (!value || !/^\d{1,15}$/.test(value)) return null;
  const id = Number(value);
  return id > 0 ? id : null;
}

/** The check as its page shows it: state and progress, the values not checked, then the result table. */
export function CheckView({ check }: { check: TBulkCheck }) {
  const title = useCheckTitle();
  return (
    <Stack gap="lg">
      <PageTitle title={title(check)} />
      <Paper withBorder p="lg">
        <CheckStatus check={check} />
      </Paper>
      <InvalidList invalid={check.invalid} />
      {isCheckRunning(check.status) || check.rows.length === 0 ? null : <ResultTable rows={check.rows} />}
    </Stack>
  );
}

function CheckLoader({ id }: { id: number }) {
  const { t } = useTranslation();
  const check = useCheck(id);
  if (check.isPending) return <Skeleton height={240} radius="md" data-testid="bulk-check-result-loading" />;
  if (check.isError) {
    if (isApiError(check.error) && check.error.isNotFound) return <NotFoundCheck />;
    return <QueryErrorBlock title={t('bulk-check.status.loadError')} query={check} />;
  }
  return <CheckView check={check.data} />;
}

function NotFoundCheck() {
  const { t } = useTranslation();
  return (
    <>
      <PageTitle title={t('bulk-check.status.notFound')} />
      <Text c="dimmed" data-testid="bulk-check-not-found">
        {t('bulk-check.status.notFound')}
      </Text>
    </>
  );
}

/** `/check/bulk/:id`: one check of the signed-in user; another user's is not found. */
export function BulkCheckResultPage() {
  const { t } = useTranslation();
  const signedIn = useIsSignedIn();
  const id = checkIdOf(useParams().id);
  return (
    <Container size="lg" py="xl">
      <Stack gap="md">
        <div>
          <Anchor component={Link} to={paths.bulkCheck.getHref()} size="sm">
            ← {t('bulk-check.status.back')}
          </Anchor>
        </div>
        {!signedIn ? (
          <>
            <PageTitle title={t('bulk-check.title')} />
            <BulkCheckSignIn />
          </>
        ) : id === null ? (
          <NotFoundCheck />
        ) : (
          <CheckLoader id={id} />
        )}
      </Stack>
    </Container>
  );
}
