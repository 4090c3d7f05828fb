import { Button, Stack, Text, TextInput } from '@mantine/core';
import type { TSandboxPayment } from '@sverka/shared';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../lib/api-client.ts';
import { errorMessageKey } from '../../../lib/error-message.ts';
import { useSandboxAction } from '../api/sandbox.ts';
import { billingServerText } from '../lib/server-messages.ts';
import classes from './sandbox.module.css';

/**
 * The 3-D Secure step of the confirmation test card. A bank would send the
 * code by SMS; the sandbox has no bank, so the page shows it as a hint.
 */
export function SandboxConfirmStep({
  payment,
  onDone,
  busy,
}: {
  payment: TSandboxPayment;
  onDone: (payment: TSandboxPayment) => void;
  busy: boolean;
}) {
  const { t } = useTranslation();
  const { confirm } = useSandboxAction(payment.id);
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!code.trim()) {
      setError(t('billing.sandbox.confirm.required'));
      return;
    }
    setError(null);
    confirm.mutate(code.trim(), {
      onSuccess: onDone,
      onError: (failure) => {
        const fieldMessage = isApiError(failure) ? failure.fields.code?.[0] : undefined;
        const detail = isApiError(failure) && failure.status >= 400 && failure.status < 500 ? failure.detail : null;
        setError(billingServerText(t, fieldMessage ?? detail) ?? t(errorMessageKey(failure)));
      },
    });
  };

  return (
    <form onSubmit={submit} noValidate aria-label={t('billing.sandbox.confirm.label')}>
      <Stack gap="sm">
        <Text>
          {payment.card_last4
            ? t('billing.sandbox.confirm.textWithCard', { last4: payment.card_last4 })
            : t('billing.sandbox.confirm.text')}
        </Text>
        {payment.confirmation_code ? (
          <p className={classes.hint} data-testid="sandbox-code-hint">
            {t('billing.sandbox.confirm.hint', { code: payment.confirmation_code })}
          </p>
        ) : null}
        <TextInput
          label={t('billing.sandbox.confirm.code')}
          inputMode="numeric"
          autoComplete="one-time-code"
          value={code}
          onChange={(event) => {
            setCode(event.currentTarget.value.replace(/\s+/g, '').slice(0, 16));
            setError(null);
          }}
          error={error}
          maw={240}
          required
        />
        <div className={classes.actions}>
          <Button type="submit" loading={confirm.isPending} disabled={busy}>
            {t('billing.sandbox.confirm.submit')}
          </Button>
        </div>
      </Stack>
    </form>
  );
}
