import { Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { COMPANY_BINDING_REJECT_REASON_MAX } from '@sverka/shared';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormActions, FormAlert } from '../../../components/ui/form-alert.tsx';
import type { TMessage } from '../../../lib/form-errors.ts';

/** The reason is required and bounded: the applicant reads it in their list of applications. */
export function bindingRejectProblem(reason: string): string | null {
  const trimmed = reason.trim();
  if (trimmed === '') return 'admin.applications.reasonRequired';
  if (trimmed.length > COMPANY_BINDING_REJECT_REASON_MAX) return 'admin.applications.reasonTooLong';
  return null;
}

interface TRejectBindingDialogProps {
  /** The subject's name while the dialog is open. */
  subjectName: string | null;
  pending: boolean;
  failure: TMessage | null;
  onConfirm: (reason: string) => void;
  onClose: () => void;
}

export function RejectBindingDialog({ subjectName, pending, failure, onConfirm, onClose }: TRejectBindingDialogProps) {
  const { t } = useTranslation();
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = bindingRejectProblem(reason);
    setProblem(found);
    if (!found) onConfirm(reason.trim());
  };
  return (
    <Modal
      opened={subjectName !== null}
      onClose={onClose}
      title={t('admin.applications.rejectTitle', { name: subjectName ?? '' })}
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <Textarea
            label={t('admin.applications.reason')}
            description={t('admin.applications.reasonHint')}
            required
            autosize
            minRows={3}
            maxLength={COMPANY_BINDING_REJECT_REASON_MAX}
            value={reason}
            onChange={(event) => {
              setReason(event.currentTarget.value);
              setProblem(null);
            }}
            error={problem ? t(problem, { max: COMPANY_BINDING_REJECT_REASON_MAX }) : undefined}
            data-autofocus
          />
          <FormAlert message={failure} />
          <FormActions onCancel={onClose} pending={pending} submitLabel={t('admin.applications.reject')} />
        </Stack>
      </form>
    </Modal>
  );
}

interface TTransferDialogProps {
  /** The conflict while the dialog is open: the server's explanation and who would lose the company. */
  conflict: { detail: string; subjectName: string; representative: string | null; applicant: string } | null;
  pending: boolean;
  failure: TMessage | null;
  onTransfer: () => void;
  onClose: () => void;
}

/**
 * The 409 of an approval: the company already has another representative.
 * Taking it from them is a separate, explicit choice.
 */
export function TransferDialog({ conflict, pending, failure, onTransfer, onClose }: TTransferDialogProps) {
  const { t } = useTranslation();
  return (
    <Modal
      opened={conflict !== null}
      onClose={onClose}
      title={t('admin.applications.transferTitle')}
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      {conflict ? (
        <Stack gap="md" data-testid="transfer-dialog">
          <Text>{conflict.detail}</Text>
          <Text size="sm">
            {conflict.representative
              ? t('admin.applications.transferWho', {
                  name: conflict.subjectName,
                  from: conflict.representative,
                  to: conflict.applicant,
                })
              : t('admin.applications.transferWhoUnknown', { name: conflict.subjectName, to: conflict.applicant })}
          </Text>
          <FormAlert message={failure} />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose} disabled={pending}>
              {t('common.cancel')}
            </Button>
            <Button color="orange" onClick={onTransfer} loading={pending}>
              {t('admin.applications.transfer')}
            </Button>
          </Group>
        </Stack>
      ) : null}
    </Modal>
  );
}
