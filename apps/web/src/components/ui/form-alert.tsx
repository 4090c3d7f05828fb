import { Alert, type AlertProps, Button, Group, type GroupProps } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { messageText, type TMessage } from '../../lib/form-errors.ts';

type TAlertLook = Omit<AlertProps, 'color' | 'variant' | 'role' | 'children'>;

/** Why a form was refused, read out at once; nothing while there is no message. */
export function FormAlert({ message, ...look }: { message: TMessage | null | undefined } & TAlertLook) {
  const { t } = useTranslation();
  if (!message) return null;
  return (
    <Alert color="red" variant="light" role="alert" {...look}>
      {messageText(t, message)}
    </Alert>
  );
}

/** What a form or an action achieved («Сообщение отправлено»). */
export function FormNotice({ children, ...look }: { children: ReactNode } & TAlertLook) {
  return (
    <Alert color="green" variant="light" role="status" {...look}>
      {children}
    </Alert>
  );
}

interface TFormActionsProps extends Omit<GroupProps, 'children'> {
  onCancel: () => void;
  /** The request is on its way: the submit button spins and cancelling waits. */
  pending: boolean;
  /** «Сохранить» unless the form says otherwise. */
  submitLabel?: string;
}

/** «Отмена» and the submit button, at the end of a form's row. */
export function FormActions({ onCancel, pending, submitLabel, ...group }: TFormActionsProps) {
  const { t } = useTranslation();
  return (
    <Group justify="flex-end" {...group}>
      <Button variant="default" onClick={onCancel} disabled={pending}>
        {t('common.cancel')}
      </Button>
      <Button type="submit" loading={pending}>
        {submitLabel ?? t('common.save')}
      </Button>
    </Group>
  );
}
