import { Alert, Button, Paper, PasswordInput, Text, TextInput } from '@mantine/core';
import { ACCOUNT_MESSAGES, formatDate, type TUser } from '@sverka/shared';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormActions, FormAlert, FormNotice } from '../../../components/ui/form-alert.tsx';
import { IconPencil } from '../../../components/ui/icons.tsx';
import { accountErrorMessages, messageText, type TMessage } from '../../../lib/form-errors.ts';
import { useUpdateMe } from '../api/update-me.ts';
import {
  checkEmailChange,
  checkMainData,
  isEmailChanged,
  type TMainDataField,
  type TMainDataValues,
} from '../lib/validation.ts';
import classes from './profile.module.css';

const FIELDS: readonly { name: TMainDataField; label: string; type?: string; autoComplete: string }[] = [
  { name: 'full_name', label: 'profile.info.fullName', autoComplete: 'name' },
  { name: 'email', label: 'profile.info.email', type: 'email', autoComplete: 'email' },
  { name: 'phone_number', label: 'profile.info.phone', type: 'tel', autoComplete: 'tel' },
  { name: 'birth_date', label: 'profile.info.birthDate', type: 'date', autoComplete: 'bday' },
  { name: 'position', label: 'profile.info.position', autoComplete: 'organization-title' },
];

/** The main data plus the current password, asked for only when the email changes. */
type TMainDataForm = TMainDataValues & { current_password: string };

const valuesOf = (user: TUser): TMainDataForm => ({
  current_password: '',
  full_name: user.full_name,
  email: user.email,
  birth_date: user.birth_date ?? '',
  position: user.position ?? '',
  phone_number: user.phone_number ?? '',
});

/**
 * Spec §2 "Info": the main data is read-only until the edit toggle; saving
 * sends `PATCH /auth/users/me/` and turns editing off. A new email asks for
 * the current password and only takes effect once the link mailed to it is
 * opened, which the block says (and keeps saying while the change waits).
 */
export function MainDataBlock({ user }: { user: TUser }) {
  const { t } = useTranslation();
  const [editing, setEditing] = useState(false);
  const [saved, setSaved] = useState(false);
  const [alert, setAlert] = useState<TMessage | null>(null);
  const [serverFields, setServerFields] = useState<Record<string, TMessage[]>>({});
  const [clientErrors, setClientErrors] = useState<Partial<Record<TMainDataField | 'current_password', string>>>({});
  const update = useUpdateMe();
  const form = useForm<TMainDataForm>({ defaultValues: valuesOf(user) });
  const emailChanging = editing && isEmailChanged(form.watch('email'), user.email);

  const startEditing = () => {
    form.reset(valuesOf(user));
    setSaved(false);
    setAlert(null);
    setServerFields({});
    setClientErrors({});
    setEditing(true);
  };

  const onSubmit = form.handleSubmit(async (values) => {
    setAlert(null);
    setServerFields({});
    const errors: Partial<Record<TMainDataField | 'current_password', string>> = checkMainData(values);
    const passwordError = checkEmailChange(values.email, user.email, values.current_password);
    if (passwordError) errors.current_password = passwordError;
    setClientErrors(errors);
    if (Object.keys(errors).length) return;
    const newEmail = isEmailChanged(values.email, user.email);
    try {
      await update.mutateAsync({
        full_name: values.full_name.trim(),
        birth_date: values.birth_date || null,
        position: values.position.trim() || null,
        phone_number: values.phone_number.trim() || null,
        ...(newEmail ? { email: values.email.trim(), current_password: values.current_password } : {}),
      });
      setEditing(false);
      setSaved(true);
    } catch (error) {
      console.error('Profile update failed', error);
      const messages = accountErrorMessages(error, [...FIELDS.map((field) => field.name), 'current_password']);
      const wrongPassword = messages.fields.current_password?.some(
        (message) => 'text' in message && message.text === ACCOUNT_MESSAGES.wrongPassword,
      );
      setServerFields(
        wrongPassword
          ? { ...messages.fields, current_password: [{ key: 'profile.security.wrongPassword' }] }
          : messages.fields,
      );
      const emailTaken = messages.alert && 'key' in messages.alert && messages.alert.key === 'auth.emailTaken';
      setAlert(emailTaken ? messages.alert : { key: 'profile.info.saveError' });
    }
  });

  const display = (name: TMainDataField) => {
    const value = valuesOf(user)[name];
    if (!value) return null;
    return name === 'birth_date' ? formatDate(value) : value;
  };

  return (
    <Paper withBorder className={classes.block} component="section" aria-labelledby="main-data-title">
      <div className={classes.blockHeader}>
        <h2 id="main-data-title" className={classes.blockTitle}>
          {t('profile.info.mainData')}
        </h2>
        {editing ? null : (
          <Button variant="light" size="xs" leftSection={<IconPencil size={15} />} onClick={startEditing}>
            {t('profile.info.edit')}
          </Button>
        )}
      </div>
      {saved && !editing ? (
        <FormNotice mb="md" withCloseButton onClose={() => setSaved(false)}>
          {t('profile.info.saved')}
        </FormNotice>
      ) : null}
      {user.pending_email && !editing ? (
        <Alert color="blue" variant="light" role="status" mb="md" data-testid="pending-email">
          {t('profile.info.emailPending', { email: user.pending_email })}
        </Alert>
      ) : null}
      {editing ? (
        <form onSubmit={onSubmit} noValidate>
          <FormAlert message={alert} mb="md" />
          <div className={classes.fields}>
            {FIELDS.map((field) => {
              const server = serverFields[field.name]?.map((message) => messageText(t, message)) ?? [];
              const client = clientErrors[field.name];
              const error = [...(client ? [t(client)] : []), ...server].join('\n') || undefined;
              return (
                <TextInput
                  key={field.name}
                  label={t(field.label)}
                  type={field.type ?? 'text'}
                  autoComplete={field.autoComplete}
                  required={field.name === 'full_name' || field.name === 'email'}
                  error={error}
                  {...form.register(field.name)}
                />
              );
            })}
            {emailChanging ? (
              <PasswordInput
                label={t('profile.info.currentPassword')}
                description={t('profile.info.currentPasswordHint')}
                autoComplete="current-password"
                required
                error={
                  [
                    ...(clientErrors.current_password ? [t(clientErrors.current_password)] : []),
                    ...(serverFields.current_password?.map((message) => messageText(t, message)) ?? []),
                  ].join('\n') || undefined
                }
                {...form.register('current_password')}
              />
            ) : null}
          </div>
          <FormActions mt="md" onCancel={() => setEditing(false)} pending={update.isPending} />
        </form>
      ) : (
        <dl className={classes.fields}>
          {FIELDS.map((field) => (
            <div key={field.name}>
              <Text component="dt" size="xs" c="dimmed" tt="uppercase" fw={600}>
                {t(field.label)}
              </Text>
              <Text component="dd" m={0} data-field={field.name}>
                {display(field.name) ?? (
                  <Text component="span" c="dimmed">
                    {t('profile.info.notSet')}
                  </Text>
                )}
              </Text>
            </div>
          ))}
        </dl>
      )}
    </Paper>
  );
}
