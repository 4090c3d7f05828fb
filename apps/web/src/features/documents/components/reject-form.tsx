import { Button, Group, Stack, Textarea } from '@mantine/core';
import { DOCUMENT_REASON_MAX_LENGTH } from '@sverka/shared';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '../../../components/ui/form-alert.tsx';
import type { TMessage } from '../../../lib/form-errors.ts';
import { reasonErrorKey } from '../lib/document-view.ts';

interface TRejectFormProps {
  pending: boolean;
  failure: TMessage | null;
  onConfirm: (reason: string) => void;
  onClose: () => void;
}

/** The reason of a rejection: required, checked before it is sent, kept while the request fails. */
export function RejectForm({ pending, failure, onConfirm, onClose }: TRejectFormProps) {
  const { t } = useTranslation();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problem = reasonErrorKey(reason);
    setError(problem);
    if (!problem) onConfirm(reason.trim());
  };
  return (
    <form onSubmit={submit} noValidate data-testid="reject-form">
      <Stack gap="md">
        <Textarea
          label={t('documents.reject.reason')}
          description={t('documents.reject.reasonHint')}
          required
          autosize
          minRows={3}
          maxLength={DOCUMENT_REASON_MAX_LENGTH + 1}
          value={reason}
          error={error ? t(error) : undefined}
          onChange={(event) => {
            setReason(event.currentTarget.value);
            if (error) setError(null);
          }}
          data-autofocus
        />
        <FormAlert message={failure} />
        <Group justify="flex-end" gap="xs">
          <Button variant="default" onClick={onClose} disabled={pending}>
            {t('documents.reject.keep')}
          </Button>
          <Button type="submit" color="red" loading={pending}>
            {t('documents.reject.confirm')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
