import { Button, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormAlert, FormNotice } from '../../../components/ui/form-alert.tsx';
import type { TAuthView } from '../../../lib/auth-dialog.ts';
import { accountErrorMessages, type TMessage } from '../../../lib/form-errors.ts';
import { requestPasswordReset } from '../api/reset-password.ts';
import { forgotPasswordError } from '../lib/validation.ts';
import { EmailField } from './auth-fields.tsx';
import { fieldError } from './field-messages.ts';

/** Spec §4: after a successful submit a message replaces the form. */
export function ForgotPasswordForm({ onSwitch }: { onSwitch: (view: TAuthView) => void }) {
  const { t } = useTranslation();
  const form = useForm<{ email: string }>({ defaultValues: { email: '' } });
  const [sent, setSent] = useState(false);
  const [clientError, setClientError] = useState<string | null>(null);
  const [serverErrors, setServerErrors] = useState<{ fields: Record<string, TMessage[]>; alert: TMessage | null }>({
    fields: {},
    alert: null,
  });

  const onSubmit = form.handleSubmit(async ({ email }) => {
    const problem = forgotPasswordError(email);
    setClientError(problem);
    setServerErrors({ fields: {}, alert: null });
    if (problem) return;
    try {
      await requestPasswordReset({ email: email.trim() });
      setSent(true);
    } catch (error) {
      console.error('Password reset request failed', error);
      setServerErrors(accountErrorMessages(error, ['email']));
    }
  });

  if (sent) {
    return (
      <Stack gap="md">
        <FormNotice>{t('auth.resetSent')}</FormNotice>
        <Button variant="light" onClick={() => onSwitch('signIn')}>
          {t('auth.backToSignIn')}
        </Button>
      </Stack>
    );
  }

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          {t('auth.forgotText')}
        </Text>
        <FormAlert message={serverErrors.alert} />
        <EmailField
          data-autofocus
          error={fieldError(t, clientError ? [clientError] : [], serverErrors.fields.email)}
          {...form.register('email')}
        />
        <Button type="submit" fullWidth loading={form.formState.isSubmitting}>
          {t('auth.submitForgot')}
        </Button>
        <Button variant="subtle" onClick={() => onSwitch('signIn')}>
          {t('auth.backToSignIn')}
        </Button>
      </Stack>
    </form>
  );
}
