import {
  browserStorages,
  clearStoredSession,
  readStoredSession,
  type TAuthStorages,
  type TStoredSession,
  type TTokens,
  writeStoredSession,
} from './auth-storage.ts';

/**
 * The signed-in state of this tab: a small external store (spec §4: "logged
 * in when a stored token exists"). React reads it with useSyncExternalStore;
 * the API client reads and rotates tokens through it.
 */
export type TSignOutReason = 'user' | 'expired' | 'forbidden';

type TListener = () => void;

export class SessionStore {
  private current: TStoredSession | null;
  private readonly listeners = new Set<TListener>();
  private forcedSignOutHandler: ((reason: TSignOutReason) => void) | null = null;

  constructor(private readonly storages: TAuthStorages) {
    this.current = readStoredSession(storages);
  }

  subscribe = (listener: TListener): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  getSnapshot = (): TStoredSession | null => this.current;

  get tokens(): TTokens | null {
    return this.current ? { access: this.current.access, refresh: this.current.refresh } : null;
  }

  get isSignedIn(): boolean {
    return this.current !== null;
  }

  /** After a successful login: the storage follows the "remember me" choice. */
  signIn(tokens: TTokens, remember: boolean): void {
    this.set({ ...tokens, remember, user: null });
  }

  /** After a refresh: the new access token and, when the server rotates it, the new refresh token. */
  updateTokens(tokens: { access: string; refresh?: string }): void {
    if (!this.current) return;
    this.set({ ...this.current, access: tokens.access, refresh: tokens.refresh ?? this.current.refresh });
  }

  /** Keeps the last profile next to the tokens (spec §7: the PATCH result is stored locally). */
  setUser(user: unknown): void {
    if (!this.current) return;
    this.set({ ...this.current, user });
  }

  signOut(reason: TSignOutReason = 'user'): void {
    const wasSignedIn = this.current !== null;
    this.current = null;
    clearStoredSession(this.storages);
    if (wasSignedIn) this.emit();
    if (reason !== 'user') this.forcedSignOutHandler?.(reason);
  }

  /** What happens after the client itself ends the session (spec §8: go to `/`). */
  onForcedSignOut(handler: ((reason: TSignOutReason) => void) | null): void {
    this.forcedSignOutHandler = handler;
  }

  /** Another tab signed in or out: local storage changed under us. */
  reload(): void {
    const next = readStoredSession(this.storages);
    if (JSON.stringify(next) === JSON.stringify(this.current)) return;
    this.current = next;
    this.emit();
  }

  private set(value: TStoredSession): void {
    this.current = value;
    writeStoredSession(this.storages, value);
    this.emit();
  }

  private emit(): void {
    for (const listener of this.listeners) listener();
  }
}

export const session = new SessionStore(browserStorages());
