import type { Dispatch, SetStateAction } from 'react';
import { useTranslation } from 'react-i18next';
import type { TAuthView } from '../../../lib/auth-dialog.ts';
import { ForgotPasswordForm } from './forgot-password-form.tsx';
import { RegisterForm } from './register-form.tsx';
import { SignInForm } from './sign-in-form.tsx';

export interface TDialogState {
  view: TAuthView;
  /** Carried into the sign-in view after registration. */
  email: string;
  notice: string | null;
}

interface TAuthDialogViewsProps {
  state: TDialogState;
  setState: Dispatch<SetStateAction<TDialogState>>;
  onSwitch: (view: TAuthView) => void;
  onSignedIn: () => void;
}

/** The dialog's three views: sign in, register, forgot password. */
export function AuthDialogViews({ state, setState, onSwitch, onSignedIn }: TAuthDialogViewsProps) {
  const { t } = useTranslation();
  return (
    <>
      {state.view === 'signIn' ? (
        <SignInForm
          key={`signIn-${state.email}`}
          initialEmail={state.email}
          notice={state.notice}
          onSwitch={onSwitch}
          onSignedIn={onSignedIn}
        />
      ) : null}
      {state.view === 'register' ? (
        <RegisterForm
          onSwitch={onSwitch}
          onRegistered={(email) => setState({ view: 'signIn', email, notice: t('auth.registered') })}
        />
      ) : null}
      {state.view === 'forgot' ? <ForgotPasswordForm onSwitch={onSwitch} /> : null}
    </>
  );
}
