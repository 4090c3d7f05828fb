import { Modal, Stack, Textarea } from '@mantine/core';
import { PRODUCT_REJECT_REASON_MAX_LENGTH } from '@sverka/shared';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormActions, FormAlert } from '../../../components/ui/form-alert.tsx';
import type { TMessage } from '../../../lib/form-errors.ts';

/** The reason is required: the seller reads it under the product. */
export function rejectReasonProblem(reason: string): 'seller.admin.reasonRequired' | null {
  return reason.trim() === '' ? 'seller.admin.reasonRequired' : null;
}

interface TRejectDialogProps {
  /** The product's name while the dialog is open. */
  productName: string | null;
  pending: boolean;
  failure: TMessage | null;
  onConfirm: (reason: string) => void;
  onClose: () => void;
}

export function RejectDialog({ productName, pending, failure, onConfirm, onClose }: TRejectDialogProps) {
  const { t } = useTranslation();
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = rejectReasonProblem(reason);
    setProblem(found);
    if (!found) onConfirm(reason.trim());
  };
  const close = () => {
    setReason('');
    setProblem(null);
    onClose();
  };
  return (
    <Modal
      opened={productName !== null}
      onClose={close}
      title={t('seller.admin.rejectTitle', { name: productName ?? '' })}
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <Textarea
            label={t('seller.admin.reason')}
            required
            autosize
            minRows={3}
            maxLength={PRODUCT_REJECT_REASON_MAX_LENGTH}
            value={reason}
            onChange={(event) => {
              setReason(event.currentTarget.value);
              setProblem(null);
            }}
            error={problem ? t(problem) : undefined}
            data-autofocus
          />
          <FormAlert message={failure} />
          <FormActions onCancel={close} pending={pending} submitLabel={t('seller.admin.reject')} />
        </Stack>
      </form>
    </Modal>
  );
}
