import type { TTokenPair } from '@sverka/shared';

/**
 * Where the session lives between page loads (spec §9): the access and
 * refresh tokens, plus the last known profile so the header can greet the
 * user before `/auth/users/me/` answers, under the `user` key of local
 * storage, or of session storage when "remember me" was off (the session
 * then survives reloads of that tab only).
 */
export const AUTH_STORAGE_KEY = 'user';

/** The pair sign-in and refresh answer with (SimpleJWT). */
export type TTokens = TTokenPair;

export interface TStoredSession extends TTokens {
  /** Whether the session sits in local storage (remember me) or in session storage. */
  remember: boolean;
  /** The last profile the server returned; shapes are checked by whoever reads it. */
  user: unknown;
}

type TStorageLike = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export interface TAuthStorages {
  local: TStorageLike | undefined;
  session: TStorageLike | undefined;
}

export function browserStorages(): TAuthStorages {
  if (typeof window === 'undefined') return { local: undefined, session: undefined };
  // Reading the properties can throw where storage is disabled.
  const pick = (name: 'localStorage' | 'sessionStorage') => {
    try {
      return window[name];
    } catch {
      return undefined;
    }
  };
  return { local: pick('localStorage'), session: pick('sessionStorage') };
}

function parse(raw: string | null | undefined): Omit<TStoredSession, 'remember'> | null {
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as Record<string, unknown>;
    if (typeof value.access !== 'string' || typeof value.refresh !== 'string') return null;
    if (!value.access || !value.refresh) return null;
    return { access: value.access, refresh: value.refresh, user: value.user ?? null };
  } catch {
    return null;
  }
}

function safeGet(storage: TStorageLike | undefined): string | null {
  try {
    return storage?.getItem(AUTH_STORAGE_KEY) ?? null;
  } catch {
    return null;
  }
}

function safeSet(storage: TStorageLike | undefined, value: string): void {
  try {
    storage?.setItem(AUTH_STORAGE_KEY, value);
  } catch {
    // Full or disabled storage: the session still works until the page is closed.
  }
}

function safeRemove(storage: TStorageLike | undefined): void {
  try {
    storage?.removeItem(AUTH_STORAGE_KEY);
  } catch {
    // Nothing to clean up where storage is unavailable.
  }
}

/** Local storage wins when both hold a session (a remembered sign-in is the newer intent). */
export function readStoredSession(storages: TAuthStorages): TStoredSession | null {
  const local = parse(safeGet(storages.local));
  if (local) return { ...local, remember: true };
  const session = parse(safeGet(storages.session));
  return session ? { ...session, remember: false } : null;
}

/** Writes the session to the storage `remember` selects and clears the other one. */
export function writeStoredSession(storages: TAuthStorages, value: TStoredSession): void {
  const { remember, ...record } = value;
  const [target, other] = remember ? [storages.local, storages.session] : [storages.session, storages.local];
  safeSet(target, JSON.stringify(record));
  safeRemove(other);
}

export function clearStoredSession(storages: TAuthStorages): void {
  safeRemove(storages.local);
  safeRemove(storages.session);
}
