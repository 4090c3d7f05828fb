import { Button, Modal, PasswordInput, Stack } from '@mantine/core';
import { ACCOUNT_MESSAGES } from '@sverka/shared';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormAlert, FormNotice } from '../../../components/ui/form-alert.tsx';
import { isApiError } from '../../../lib/api-client.ts';
import { accountErrorMessages, messageText, type TMessage } from '../../../lib/form-errors.ts';
import { useSetPassword } from '../api/set-password.ts';
import { checkChangePassword, type TChangePasswordValues } from '../lib/validation.ts';
import classes from './profile.module.css';

/** The password modal of the security block: both fields required, the §5 rules for the new one. */
export function ChangePasswordModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const setPassword = useSetPassword();
  const form = useForm<TChangePasswordValues>({ defaultValues: { current_password: '', new_password: '' } });
  const [done, setDone] = useState(false);
  const [alert, setAlert] = useState<TMessage | null>(null);
  const [errors, setErrors] = useState<{ current_password: string[]; new_password: string[] }>({
    current_password: [],
    new_password: [],
  });

  const reset = () => {
    form.reset();
    setDone(false);
    setAlert(null);
    setErrors({ current_password: [], new_password: [] });
  };

  const onSubmit = form.handleSubmit(async (values) => {
    setAlert(null);
    const check = checkChangePassword(values);
    setErrors({ current_password: [], new_password: check.new_password.map((key) => t(key)) });
    if (check.alert) return setAlert({ key: check.alert });
    if (check.new_password.length) return;
    try {
      await setPassword.mutateAsync(values);
      setDone(true);
    } catch (error) {
      console.error('Password change failed', error);
      const messages = accountErrorMessages(error, ['current_password', 'new_password']);
      const wrongCurrent = isApiError(error) && error.fields.current_password?.includes(ACCOUNT_MESSAGES.wrongPassword);
      setErrors({
        current_password: wrongCurrent
          ? [t('profile.security.wrongPassword')]
          : (messages.fields.current_password ?? []).map((message) => messageText(t, message)),
        new_password: (messages.fields.new_password ?? []).map((message) => messageText(t, message)),
      });
      setAlert({ key: 'profile.security.failure' });
    }
  });

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      onExitTransitionEnd={reset}
      title={t('profile.security.modalTitle')}
      centered
      size="sm"
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      {done ? (
        <Stack gap="md">
          <FormNotice>{t('profile.security.success')}</FormNotice>
          <Button onClick={onClose}>{t('common.close')}</Button>
        </Stack>
      ) : (
        <form onSubmit={onSubmit} noValidate>
          <Stack gap="sm">
            <FormAlert message={alert} />
            <PasswordInput
              label={t('profile.security.current')}
              autoComplete="current-password"
              required
              data-autofocus
              error={errors.current_password.join('\n') || undefined}
              {...form.register('current_password')}
            />
            <PasswordInput
              label={t('profile.security.new')}
              description={t('auth.passwordHint')}
              autoComplete="new-password"
              required
              error={errors.new_password.join('\n') || undefined}
              classNames={{ error: classes.multiline }}
              {...form.register('new_password')}
            />
            <Button type="submit" fullWidth loading={setPassword.isPending}>
              {t('profile.security.submit')}
            </Button>
          </Stack>
        </form>
      )}
    </Modal>
  );
}
