import { Button, Modal, PasswordInput, Stack } from '@mantine/core';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormAlert, FormNotice } from '../../../components/ui/form-alert.tsx';
import { useAuthDialog } from '../../../lib/auth-dialog.ts';
import { accountErrorMessages, type TMessage } from '../../../lib/form-errors.ts';
import { confirmPasswordReset } from '../api/reset-password.ts';
import { checkNewPassword, type TNewPasswordValues } from '../lib/validation.ts';
import { NewPasswordField } from './auth-fields.tsx';
import { fieldError } from './field-messages.ts';

interface TNewPasswordDialogProps {
  uid: string;
  token: string;
  onClose: () => void;
}

/**
 * The new-password dialog the reset link opens (spec §2, §8): the rules of
 * §5, a matching confirmation, then 'Ваш пароль успешно обновлен' or the
 * alert 'Не удалось обновить пароль'.
 */
export function NewPasswordDialog({ uid, token, onClose }: TNewPasswordDialogProps) {
  const { t } = useTranslation();
  const authDialog = useAuthDialog();
  const form = useForm<TNewPasswordValues>({ defaultValues: { password: '', confirm: '' } });
  const values = useWatch({ control: form.control }) as TNewPasswordValues;
  const [attempted, setAttempted] = useState(false);
  const [done, setDone] = useState(false);
  const [failed, setFailed] = useState(false);
  const [serverPasswordErrors, setServerPasswordErrors] = useState<TMessage[]>([]);

  const check = attempted ? checkNewPassword(values) : { password: [], confirm: [] };

  const onSubmit = form.handleSubmit(async (current) => {
    setAttempted(true);
    setFailed(false);
    setServerPasswordErrors([]);
    const problems = checkNewPassword(current);
    if (problems.password.length || problems.confirm.length) return;
    try {
      await confirmPasswordReset({ uid, token, new_password: current.password });
      setDone(true);
    } catch (error) {
      console.error('Password reset confirmation failed', error);
      // Rule messages belong under the field; an expired or used link is the spec's alert.
      setServerPasswordErrors(accountErrorMessages(error, ['new_password']).fields.new_password ?? []);
      setFailed(true);
    }
  });

  return (
    <Modal
      opened
      onClose={onClose}
      title={t('auth.newPassword.title')}
      centered
      size="sm"
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      {done ? (
        <Stack gap="md">
          <FormNotice>{t('auth.newPassword.success')}</FormNotice>
          <Button
            onClick={() => {
              onClose();
              authDialog.open('signIn');
            }}
          >
            {t('auth.newPassword.signIn')}
          </Button>
        </Stack>
      ) : (
        <form onSubmit={onSubmit} noValidate>
          <Stack gap="sm">
            <FormAlert message={failed ? { key: 'auth.newPassword.failure' } : null} />
            <NewPasswordField
              label={t('auth.newPassword.password')}
              data-autofocus
              error={fieldError(t, check.password, serverPasswordErrors)}
              {...form.register('password')}
            />
            <PasswordInput
              label={t('auth.newPassword.confirm')}
              autoComplete="new-password"
              required
              error={fieldError(t, check.confirm)}
              {...form.register('confirm')}
            />
            <Button type="submit" fullWidth loading={form.formState.isSubmitting}>
              {t('auth.newPassword.submit')}
            </Button>
          </Stack>
        </form>
      )}
    </Modal>
  );
}
