import { Modal } from '@mantine/core';
import { type ReactNode, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AuthDialogContext, type TAuthDialogApi, type TAuthView } from '../../../lib/auth-dialog.ts';
import { ForgotPasswordForm } from './forgot-password-form.tsx';
import { RegisterForm } from './register-form.tsx';
import { SignInForm } from './sign-in-form.tsx';

interface TDialogState {
  view: TAuthView;
  /** Carried into the sign-in view after registration. */
  email: string;
  notice: string | null;
}

const INITIAL: TDialogState = { view: 'signIn', email: '', notice: null };

/**
 * The authorization dialog of spec §2 with its three views, and the context
 * that opens it. Hiding it resets it to the sign-in view (the forms unmount
 * with the closed modal, so their fields start empty next time).
 */
export function AuthDialogProvider({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const [opened, setOpened] = useState(false);
  const [state, setState] = useState<TDialogState>(INITIAL);

  const api = useMemo<TAuthDialogApi>(
    () => ({
      open: (view = 'signIn') => {
        setState({ ...INITIAL, view });
        setOpened(true);
      },
    }),
    [],
  );

  const close = () => setOpened(false);
  const switchTo = (view: TAuthView) => setState({ ...INITIAL, view });

  return (
    <AuthDialogContext.Provider value={api}>
      {children}
      <Modal
        opened={opened}
        onClose={close}
        onExitTransitionEnd={() => setState(INITIAL)}
        title={t(`auth.title.${state.view}`)}
        centered
        size="sm"
        closeButtonProps={{ 'aria-label': t('common.close') }}
      >
        {state.view === 'signIn' ? (
          <SignInForm
            key={`signIn-${state.email}`}
            initialEmail={state.email}
            notice={state.notice}
            onSwitch={switchTo}
            onSignedIn={close}
          />
        ) : null}
        {state.view === 'register' ? (
          <RegisterForm
            onSwitch={switchTo}
            onRegistered={(email) => setState({ view: 'signIn', email, notice: t('auth.registered') })}
          />
        ) : null}
        {state.view === 'forgot' ? <ForgotPasswordForm onSwitch={switchTo} /> : null}
      </Modal>
    </AuthDialogContext.Provider>
  );
}
