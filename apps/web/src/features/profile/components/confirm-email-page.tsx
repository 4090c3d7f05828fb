import { Anchor, Container, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { PageTitle } from '../../../components/ui/page-title.tsx';
import { paths } from '../../../config/paths.ts';
import { isApiError } from '../../../lib/api-client.ts';
import { useIsSignedIn } from '../../../lib/auth.ts';
import { accountErrorMessages, messageText } from '../../../lib/form-errors.ts';
import { useConfirmEmail } from '../api/confirm-email.ts';
import classes from './profile.module.css';

/**
 * `/confirm-email/:token`: the link mailed to a new address. Opening it is
 * the confirmation, so the page sends the token at once and says how it went.
 */
export function ConfirmEmailPage() {
  const { t } = useTranslation();
  const { token = '' } = useParams();
  const signedIn = useIsSignedIn();
  const confirm = useConfirmEmail();
  // One request per token even when React runs the effect twice in development.
  const sentFor = useRef<string | null>(null);

  useEffect(() => {
    if (sentFor.current === token) return;
    sentFor.current = token;
    confirm.mutate({ token });
  }, [token, confirm.mutate]);

  const failure = confirm.isError ? failureText(t, confirm.error) : null;
  return (
    <Container size="sm" className={classes.confirmPage}>
      <PageTitle title={t('profile.confirmEmail.title')} />
      <Paper withBorder radius="md" p="xl" role="status" aria-live="polite">
        <Stack gap="sm" align="flex-start">
          <Title order={1} size="h3">
            {t('profile.confirmEmail.title')}
          </Title>
          {confirm.isSuccess ? (
            <Text data-testid="confirm-email-result">{t('profile.confirmEmail.success')}</Text>
          ) : failure ? (
            <Text c="red.9" data-testid="confirm-email-result">
              {failure}
            </Text>
          ) : (
            <Loader size="sm" aria-label={t('profile.confirmEmail.checking')} />
          )}
          {confirm.isPending ? null : (
            <Anchor component={Link} to={signedIn ? paths.profileInfo.getHref() : paths.home.getHref()}>
              {signedIn ? t('profile.confirmEmail.toProfile') : t('profile.confirmEmail.toHome')}
            </Anchor>
          )}
        </Stack>
      </Paper>
    </Container>
  );
}

/** A dead link has its own text in every language; anything else (a taken address, a network error) as the form shows it. */
function failureText(t: (key: string) => string, error: unknown): string {
  if (isApiError(error) && error.fields.token) return t('profile.confirmEmail.invalid');
  const { alert } = accountErrorMessages(error, []);
  return alert ? messageText(t, alert) : t('profile.confirmEmail.failure');
}
