import { Alert, Anchor, Button, Container, Loader, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { formatRubles, type TSandboxPayment } from '@sverka/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { QueryErrorBlock } from '../../../components/ui/error-block.tsx';
import { PageTitle } from '../../../components/ui/page-title.tsx';
import { paths } from '../../../config/paths.ts';
import { isApiError } from '../../../lib/api-client.ts';
import { errorMessageKey } from '../../../lib/error-message.ts';
import { useSandboxAction, useSandboxPayment } from '../api/sandbox.ts';
import { cancellationReasonKey, safeReturnUrl } from '../lib/payment-outcome.ts';
import { billingServerText } from '../lib/server-messages.ts';
import classes from './sandbox.module.css';
import { SandboxCardForm } from './sandbox-card-form.tsx';
import { SandboxConfirmStep } from './sandbox-confirm-step.tsx';

const isFinal = (payment: TSandboxPayment) => payment.status === 'succeeded' || payment.status === 'canceled';

/**
 * `/sandbox/pay/:id`: the built-in test provider's payment page (the default
 * provider, offline). It behaves like a bank's page: card, an optional
 * confirmation code, then back to the shop's return address.
 */
export function SandboxPayPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const query = useSandboxPayment(id);

  return (
    <Container size="sm" className={classes.page}>
      <PageTitle title={t('billing.sandbox.pageTitle')} />
      <Alert color="orange" variant="filled" className={classes.banner} role="note">
        {t('billing.sandbox.banner')}
      </Alert>
      {query.isPending ? (
        <Stack gap="md" aria-hidden="true">
          <Skeleton height={84} radius="md" />
          <Skeleton height={260} radius="md" />
        </Stack>
      ) : query.isError ? (
        isApiError(query.error) && query.error.isNotFound ? (
          <Paper withBorder className={classes.outcome} role="status">
            <Title order={1} size="h3">
              {t('billing.sandbox.notFound.title')}
            </Title>
            <Text c="dimmed">{t('billing.sandbox.notFound.text')}</Text>
            <Anchor component={Link} to={paths.home.getHref()}>
              {t('billing.sandbox.notFound.home')}
            </Anchor>
          </Paper>
        ) : (
          <QueryErrorBlock title={t('billing.sandbox.loadError')} query={query} />
        )
      ) : (
        <PaymentView payment={query.data} />
      )}
    </Container>
  );
}

function PaymentView({ payment }: { payment: TSandboxPayment }) {
  const { t } = useTranslation();
  const { cancel } = useSandboxAction(payment.id);
  // Set once the browser is on its way back to the shop; the page must not offer anything meanwhile.
  const [leaving, setLeaving] = useState(false);

  const finish = (next: TSandboxPayment) => {
    if (!isFinal(next)) return;
    setLeaving(true);
    window.location.assign(safeReturnUrl(next.return_url, window.location.origin));
  };

  return (
    <>
      <Paper withBorder radius="md" className={classes.summary}>
        <div>
          <Text size="sm" c="dimmed">
            {t('billing.sandbox.amount')}
          </Text>
          <p className={classes.amount}>{formatRubles(payment.amount)}</p>
        </div>
        <p className={classes.description}>{payment.description}</p>
      </Paper>

      {leaving ? (
        <Paper withBorder radius="md" className={classes.outcome} role="status">
          <Loader size="sm" />
          <Text>{t('billing.sandbox.leaving')}</Text>
        </Paper>
      ) : isFinal(payment) ? (
        // Only a payment that was already final when the page opened gets here: actions leave at once.
        <Outcome payment={payment} />
      ) : (
        <Paper withBorder radius="md" className={classes.panel}>
          <Title order={1} size="h3" mb="sm">
            {payment.status === 'waiting_for_confirmation'
              ? t('billing.sandbox.confirm.title')
              : t('billing.sandbox.form.title')}
          </Title>
          {payment.status === 'waiting_for_confirmation' ? (
            <SandboxConfirmStep payment={payment} onDone={finish} busy={cancel.isPending} />
          ) : (
            <SandboxCardForm paymentId={payment.id} onPaid={finish} busy={cancel.isPending} />
          )}
          <Stack gap={6} mt="lg" align="flex-start">
            <Button
              variant="subtle"
              color="red"
              loading={cancel.isPending}
              onClick={() => cancel.mutate(undefined, { onSuccess: finish })}
            >
              {t('billing.sandbox.cancel')}
            </Button>
            {cancel.isError ? (
              <Text size="sm" c="red.9" role="alert">
                {(isApiError(cancel.error) && cancel.error.status < 500
                  ? billingServerText(t, cancel.error.detail)
                  : null) ?? t(errorMessageKey(cancel.error))}
              </Text>
            ) : null}
          </Stack>
        </Paper>
      )}
    </>
  );
}

/** A payment opened again after it ended: what happened, and the way back. */
function Outcome({ payment }: { payment: TSandboxPayment }) {
  const { t } = useTranslation();
  const succeeded = payment.status === 'succeeded';
  return (
    <Paper withBorder radius="md" className={classes.outcome} role="status" data-testid="sandbox-outcome">
      <Title order={1} size="h3">
        {succeeded ? t('billing.sandbox.outcome.succeeded') : t('billing.sandbox.outcome.canceled')}
      </Title>
      <Text c="dimmed">
        {succeeded
          ? payment.card_last4
            ? t('billing.sandbox.outcome.paidWithCard', { last4: payment.card_last4 })
            : t('billing.sandbox.outcome.paid')
          : t(cancellationReasonKey(payment.cancellation_reason))}
      </Text>
      <Button component="a" href={safeReturnUrl(payment.return_url, window.location.origin)}>
        {t('billing.sandbox.outcome.back')}
      </Button>
    </Paper>
  );
}
