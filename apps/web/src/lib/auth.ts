import { type TTokenCreateBody, type TUser, ZTokenPair, ZUser } from '@sverka/shared';
import { type QueryClient, queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';
import { apiGet, apiRequest } from './api-client.ts';
import { session } from './session.ts';

/**
 * Who is signed in, for every feature: the session hooks, the current user
 * query and sign-in/sign-out. Queries of private data use keys under
 * `['auth', …]` so signing out drops them all at once.
 */
export const authKeys = {
  all: ['auth'] as const,
  me: ['auth', 'me'] as const,
};

export const ME_PATH = '/auth/users/me/';

export function useSession() {
  return useSyncExternalStore(session.subscribe, session.getSnapshot, session.getSnapshot);
}

export function useIsSignedIn(): boolean {
  return useSession() !== null;
}

/** The profile stored with the tokens, if it still has the current shape. */
function storedUser(): TUser | undefined {
  const parsed = ZUser.safeParse(session.getSnapshot()?.user);
  return parsed.success ? parsed.data : undefined;
}

export async function getMe(signal?: AbortSignal): Promise<TUser> {
  const user = await apiGet(ME_PATH, ZUser, { signal });
  session.setUser(user);
  return user;
}

export const meQueryOptions = () =>
  queryOptions({
    queryKey: authKeys.me,
    queryFn: ({ signal }) => getMe(signal),
    // The stored copy paints the header at once; the server's answer replaces it.
    initialData: storedUser,
    initialDataUpdatedAt: 0,
    staleTime: 5 * 60_000,
  });

/** The signed-in user, or undefined while signed out or loading. */
export function useUser() {
  const signedIn = useIsSignedIn();
  const query = useQuery({ ...meQueryOptions(), enabled: signedIn });
  return { ...query, user: signedIn ? query.data : undefined };
}

/** Puts a profile the server has just returned (after a PATCH) into the cache and the storage. */
export function rememberUser(queryClient: QueryClient, user: TUser): void {
  session.setUser(user);
  queryClient.setQueryData(authKeys.me, user);
}

/** The sign-in body; "remember me" only chooses where the tokens are kept. */
export type TSignInInput = Pick<TTokenCreateBody, 'email' | 'password'> & { rememberMe: boolean };

/**
 * Spec §4: success stores the tokens (local or session storage by "remember
 * me") and loads the current user. Errors are left to the caller: the dialog
 * shows one message for any failure.
 */
export async function signIn(queryClient: QueryClient, input: TSignInInput): Promise<TUser> {
  const tokens = await apiRequest('/auth/jwt/create/', {
    method: 'POST',
    json: { email: input.email, password: input.password } satisfies TTokenCreateBody,
    schema: ZTokenPair,
    anonymous: true,
    csrf: true,
  });
  queryClient.removeQueries({ queryKey: authKeys.all });
  session.signIn(tokens, input.rememberMe);
  try {
    const user = await getMe();
    queryClient.setQueryData(authKeys.me, user);
    return user;
  } catch (error) {
    // Half a sign-in is none: without the profile the dialog reports a failure.
    session.signOut('user');
    throw error;
  }
}

/** Spec §4: logout clears the stored tokens and user. */
export function signOut(queryClient: QueryClient): void {
  session.signOut('user');
  queryClient.removeQueries({ queryKey: authKeys.all });
}

export function useSignOut() {
  const queryClient = useQueryClient();
  return () => signOut(queryClient);
}
