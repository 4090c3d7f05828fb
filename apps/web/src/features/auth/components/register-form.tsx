import { Button, Checkbox, Stack, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '../../../components/ui/form-alert.tsx';
import type { TAuthView } from '../../../lib/auth-dialog.ts';
import { accountErrorMessages, type TMessage } from '../../../lib/form-errors.ts';
import { register as registerAccount } from '../api/register.ts';
import { checkRegister, isRegisterValid, type TRegisterValues } from '../lib/validation.ts';
import { EmailField, NewPasswordField, SwitchViewLine } from './auth-fields.tsx';
import { fieldError } from './field-messages.ts';

interface TRegisterFormProps {
  onSwitch: (view: TAuthView) => void;
  /** Registration succeeded: the user signs in next (spec §4 leaves them signed out). */
  onRegistered: (email: string) => void;
}

const SERVER_FIELDS = ['full_name', 'email', 'password'] as const;

/** Spec §2 registration view with the §5 checks: required fields, terms, password rules. */
export function RegisterForm({ onSwitch, onRegistered }: TRegisterFormProps) {
  const { t } = useTranslation();
  const form = useForm<TRegisterValues>({ defaultValues: { full_name: '', email: '', password: '', terms: false } });
  const values = useWatch({ control: form.control }) as TRegisterValues;
  const [attempted, setAttempted] = useState(false);
  const [serverErrors, setServerErrors] = useState<{ fields: Record<string, TMessage[]>; alert: TMessage | null }>({
    fields: {},
    alert: null,
  });

  // Checked live once the user has tried to submit, so fixing a field clears its message.
  const check = checkRegister(values);
  const shown = attempted ? check : null;

  const onSubmit = form.handleSubmit(async (current) => {
    setAttempted(true);
    setServerErrors({ fields: {}, alert: null });
    if (!isRegisterValid(checkRegister(current))) return;
    try {
      await registerAccount({
        full_name: current.full_name.trim(),
        email: current.email.trim(),
        password: current.password,
      });
      onRegistered(current.email.trim());
    } catch (error) {
      console.error('Registration failed', error);
      setServerErrors(accountErrorMessages(error, SERVER_FIELDS));
    }
  });

  const alert = serverErrors.alert ?? (shown?.alert ? { key: shown.alert } : null);
  const errorOf = (field: (typeof SERVER_FIELDS)[number]) =>
    fieldError(t, shown?.fields[field] ?? [], serverErrors.fields[field]);

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="sm">
        <FormAlert message={alert} />
        <TextInput
          label={t('auth.fullName')}
          placeholder={t('auth.fullNamePlaceholder')}
          autoComplete="name"
          required
          data-autofocus
          error={errorOf('full_name')}
          {...form.register('full_name')}
        />
        <EmailField error={errorOf('email')} {...form.register('email')} />
        <NewPasswordField label={t('auth.password')} error={errorOf('password')} {...form.register('password')} />
        <Checkbox label={t('auth.terms')} {...form.register('terms')} />
        <Button type="submit" fullWidth loading={form.formState.isSubmitting}>
          {t('auth.submitRegister')}
        </Button>
        <SwitchViewLine
          question={t('auth.haveAccount')}
          link={t('auth.signInLink')}
          onClick={() => onSwitch('signIn')}
        />
      </Stack>
    </form>
  );
}
