import { Alert, Modal, Skeleton } from '@mantine/core';
import { lazy, type ReactNode, Suspense, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AuthDialogContext, type TAuthDialogApi, type TAuthView } from '../../../lib/auth-dialog.ts';
import type { TDialogState } from './auth-dialog-views.tsx';

// The forms (and the form library under them) load when the dialog first opens, not with every page.
const AuthDialogViews = lazy(() => import('./auth-dialog-views.tsx').then((m) => ({ default: m.AuthDialogViews })));

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
  // Why the dialog was opened; it stays while the visitor moves between sign-in and registration.
  const [reason, setReason] = useState<string | null>(null);

  const api = useMemo<TAuthDialogApi>(
    () => ({
      open: (view = 'signIn', why) => {
        setState({ ...INITIAL, view });
        setReason(why ?? null);
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
        onExitTransitionEnd={() => {
          setState(INITIAL);
          setReason(null);
        }}
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
        <Suspense fallback={<Skeleton height={260} radius="sm" />}>
          <AuthDialogViews state={state} setState={setState} onSwitch={switchTo} onSignedIn={close} />
        </Suspense>
      </Modal>
    </AuthDialogContext.Provider>
  );
}
