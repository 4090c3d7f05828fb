import { Loader } from '@mantine/core';
import { lazy, type ReactNode, Suspense, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AuthDialogContext, type TAuthDialogApi, type TAuthView } from '../../../lib/auth-dialog.ts';
import { whenIdle } from '../../../lib/when-idle.ts';
import classes from './auth-dialog-provider.module.css';
import type { TDialogState } from './auth-dialog-views.tsx';

// The modal, its forms and the form library under them are not part of the first page's download: they load
// once the page is idle, or at the first opening if that comes sooner.
const loadAuthDialog = () => import('./auth-dialog.tsx');
const AuthDialog = lazy(() => loadAuthDialog().then((m) => ({ default: m.AuthDialog })));

const INITIAL: TDialogState = { view: 'signIn', email: '', notice: null };

/**
 * The context that opens the authorization dialog of spec §2. Hiding the dialog resets it to the sign-in view
 * (the forms unmount with the closed modal, so their fields start empty next time).
 */
export function AuthDialogProvider({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const [opened, setOpened] = useState(false);
  // The dialog is mounted from its first opening on, so closing it still plays the exit transition.
  const [mounted, setMounted] = useState(false);
  const [state, setState] = useState<TDialogState>(INITIAL);
  // Why the dialog was opened; it stays while the visitor moves between sign-in and registration.
  const [reason, setReason] = useState<string | null>(null);

  useEffect(() => whenIdle(() => void loadAuthDialog()), []);

  const api = useMemo<TAuthDialogApi>(
    () => ({
      open: (view = 'signIn', why) => {
        setState({ ...INITIAL, view });
        setReason(why ?? null);
        setMounted(true);
        setOpened(true);
      },
    }),
    [],
  );

  return (
    <AuthDialogContext.Provider value={api}>
      {children}
      {mounted ? (
        <Suspense
          fallback={
            opened ? (
              <div className={classes.pending} role="status" aria-label={t(`auth.title.${state.view}`)}>
                <Loader />
              </div>
            ) : null
          }
        >
          <AuthDialog
            opened={opened}
            onClose={() => setOpened(false)}
            onClosed={() => {
              setState(INITIAL);
              setReason(null);
            }}
            state={state}
            setState={setState}
            onSwitch={(view: TAuthView) => setState({ ...INITIAL, view })}
            reason={reason}
          />
        </Suspense>
      ) : null}
    </AuthDialogContext.Provider>
  );
}
