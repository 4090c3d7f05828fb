import { Anchor, Button, Modal, Paper, Stack, Text, Textarea } from '@mantine/core';
import { SUPPORT_TEXT_MAX_LENGTH } from '@sverka/shared';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { FormActions, FormAlert, FormNotice } from '../../../components/ui/form-alert.tsx';
import { IconLifebuoy } from '../../../components/ui/icons.tsx';
import { paths } from '../../../config/paths.ts';
import { accountErrorMessages, messageText, type TMessage } from '../../../lib/form-errors.ts';
import { useSendSupport } from '../api/send-support.ts';

/** What the user reads after sending: where the answer will come, with the way there. */
export function SupportSentNotice({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <FormNotice withCloseButton onClose={onClose}>
      <Text inherit fw={600}>
        {t('profile.support.sent')}
      </Text>
      <Text inherit>
        {t('profile.support.answerWhere')}{' '}
        <Anchor component={Link} to={paths.profileMessages.getHref()} inherit>
          {t('profile.support.messagesLink')}
        </Anchor>
      </Text>
    </FormNotice>
  );
}

/** `/profile/support`: a button opening a dialog to write to support (spec §2). */
export function SupportPanel() {
  const { t } = useTranslation();
  const [opened, setOpened] = useState(false);
  const [sent, setSent] = useState(false);
  return (
    <Paper withBorder p="lg">
      <Stack gap="sm" align="flex-start">
        <Text>{t('profile.support.text')}</Text>
        {sent ? <SupportSentNotice onClose={() => setSent(false)} /> : null}
        <Button leftSection={<IconLifebuoy size={17} />} onClick={() => setOpened(true)}>
          {t('profile.support.open')}
        </Button>
      </Stack>
      <SupportDialog
        opened={opened}
        onClose={() => setOpened(false)}
        onSent={() => {
          setOpened(false);
          setSent(true);
        }}
      />
    </Paper>
  );
}

function SupportDialog({ opened, onClose, onSent }: { opened: boolean; onClose: () => void; onSent: () => void }) {
  const { t } = useTranslation();
  const send = useSendSupport();
  const form = useForm<{ support: string }>({ defaultValues: { support: '' } });
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [alert, setAlert] = useState<TMessage | null>(null);

  const onSubmit = form.handleSubmit(async ({ support }) => {
    setAlert(null);
    if (!support.trim()) return setFieldError(t('profile.support.required'));
    setFieldError(null);
    try {
      await send.mutateAsync({ support: support.trim() });
      onSent();
    } catch (error) {
      console.error('Support request failed', error);
      const messages = accountErrorMessages(error, ['support']);
      const first = messages.fields.support?.[0];
      if (first) setFieldError(messageText(t, first));
      // A rate limit names its wait time; anything else is the generic failure.
      setAlert(messages.alert && 'text' in messages.alert ? messages.alert : { key: 'profile.support.error' });
    }
  });

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      onExitTransitionEnd={() => {
        form.reset();
        setFieldError(null);
        setAlert(null);
      }}
      title={t('profile.support.dialogTitle')}
      centered
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="sm">
          <FormAlert message={alert} />
          <Textarea
            label={t('profile.support.message')}
            placeholder={t('profile.support.messagePlaceholder')}
            autosize
            minRows={4}
            maxRows={12}
            maxLength={SUPPORT_TEXT_MAX_LENGTH}
            required
            data-autofocus
            error={fieldError}
            {...form.register('support')}
          />
          <FormActions onCancel={onClose} pending={send.isPending} submitLabel={t('profile.support.submit')} />
        </Stack>
      </form>
    </Modal>
  );
}
