import { Anchor, Button, Checkbox, Group, PasswordInput, Stack } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormAlert, FormNotice } from '../../../components/ui/form-alert.tsx';
import { signIn } from '../../../lib/auth.ts';
import type { TAuthView } from '../../../lib/auth-dialog.ts';
import { signInErrorMessage, type TMessage } from '../../../lib/form-errors.ts';
import { canSubmitSignIn, signInAlert, type TSignInValues } from '../lib/validation.ts';
import { EmailField, SwitchViewLine } from './auth-fields.tsx';

interface TSignInFormProps {
  initialEmail?: string;
  /** A success message carried over from registration or a password reset. */
  notice?: string | null;
  onSwitch: (view: TAuthView) => void;
  onSignedIn: () => void;
}

/** Spec §2 sign-in view: email, password, remember me, forgot-password and registration links. */
export function SignInForm({ initialEmail = '', notice, onSwitch, onSignedIn }: TSignInFormProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [alert, setAlert] = useState<TMessage | null>(null);
  const form = useForm<TSignInValues>({ defaultValues: { email: initialEmail, password: '', rememberMe: false } });
  const [email, password] = useWatch({ control: form.control, name: ['email', 'password'] });

  const onSubmit = form.handleSubmit(async (values) => {
    const problem = signInAlert(values);
    if (problem) return setAlert({ key: problem });
    setAlert(null);
    try {
      await signIn(queryClient, {
        email: values.email.trim(),
        password: values.password,
        rememberMe: values.rememberMe,
      });
      onSignedIn();
    } catch (error) {
      console.error('Sign-in failed', error);
      setAlert(signInErrorMessage(error));
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="sm">
        {notice && !alert ? <FormNotice>{notice}</FormNotice> : null}
        <FormAlert message={alert} />
        <EmailField data-autofocus {...form.register('email')} />
        <PasswordInput
          label={t('auth.password')}
          autoComplete="current-password"
          required
          {...form.register('password')}
        />
        <Group justify="space-between" wrap="nowrap">
          <Checkbox label={t('auth.rememberMe')} {...form.register('rememberMe')} />
          <Anchor component="button" type="button" size="sm" onClick={() => onSwitch('forgot')}>
            {t('auth.forgotLink')}
          </Anchor>
        </Group>
        <Button
          type="submit"
          fullWidth
          loading={form.formState.isSubmitting}
          disabled={!canSubmitSignIn({ email: email ?? '', password: password ?? '' })}
        >
          {t('auth.submitSignIn')}
        </Button>
        <SwitchViewLine
          question={t('auth.noAccount')}
          link={t('auth.registerLink')}
          onClick={() => onSwitch('register')}
        />
      </Stack>
    </form>
  );
}
