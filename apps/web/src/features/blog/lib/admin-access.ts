import type { TUser } from '@sverka/shared';

export type TAdminAccess = 'sign-in' | 'loading' | 'error' | 'not-found' | 'allowed';

/**
 * What `/admin/news` shows: signed-out visitors go to the main page, signed-in
 * users who are not admins get the ordinary not-found page (the back office
 * is not advertised), admins get the page. The role is the server's answer
 * about the current user (`/auth/users/me/`).
 */
export function adminAccessOf(state: { signedIn: boolean; user: TUser | undefined; failed: boolean }): TAdminAccess {
  if (!state.signedIn) return 'sign-in';
  if (state.user) return state.user.role === 'admin' ? 'allowed' : 'not-found';
  return state.failed ? 'error' : 'loading';
}
