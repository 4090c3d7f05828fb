import { createContext, useContext } from 'react';

/**
 * Opens the authorization dialog from anywhere (the header's login link, a
 * button that needs a signed-in user). The dialog itself lives in
 * features/auth; this context is the one thing other parts need to know.
 */
export type TAuthView = 'signIn' | 'register' | 'forgot';

export interface TAuthDialogApi {
  /**
   * `reason`: the i18n key of why the dialog asks (a download that needs an account, say), shown above the
   * form until the dialog closes, so a visitor knows what signing in is for.
   */
  open: (view?: TAuthView, reason?: string) => void;
}

export const AuthDialogContext = createContext<TAuthDialogApi | null>(null);

export function useAuthDialog(): TAuthDialogApi {
  const api = useContext(AuthDialogContext);
  if (!api) throw new Error('useAuthDialog needs AuthDialogProvider above it');
  return api;
}
