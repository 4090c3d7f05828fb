import { Alert, Modal } from '@mantine/core';
import type { Dispatch, SetStateAction } from 'react';
import { useTranslation } from 'react-i18next';
import type { TAuthView } from '../../../lib/auth-dialog.ts';
import { AuthDialogViews, type TDialogState } from './auth-dialog-views.tsx';

interface TAuthDialogProps {
  opened: boolean;
  onClose: () => void;
  /** The dialog has faded out: the provider resets it for the next opening. */
  onClosed: () => void;
  state: TDialogState;
  setState: Dispatch<SetStateAction<TDialogState>>;
  onSwitch: (view: TAuthView) => void;
  /** Why the dialog was opened (an i18n key), shown above the form. */
  reason: string | null;
}

/** The authorization dialog of spec §2: the modal with its three views. */
export function AuthDialog({ opened, onClose, onClosed, state, setState, onSwitch, reason }: TAuthDialogProps) {
  const { t } = useTranslation();
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      onExitTransitionEnd={onClosed}
      title={t(`auth.title.${state.view}`)}
      centered
      size="sm"
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      {reason ? (
        <Alert color="blue" variant="light" mb="sm" data-testid="auth-dialog-reason">
          {t(reason)}
        </Alert>
      ) : null}
      <AuthDialogViews state={state} setState={setState} onSwitch={onSwitch} onSignedIn={onClose} />
    </Modal>
  );
}
