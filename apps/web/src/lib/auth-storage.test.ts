import { describe, expect, it, vi } from 'vitest';
import { AUTH_STORAGE_KEY, clearStoredSession, readStoredSession, writeStoredSession } from './auth-storage.ts';
import { SessionStore } from './session.ts';
import { memoryStorages } from './test-storage.ts';

const tokens = { access: 'a1', refresh: 'r1' };

describe('stored session', () => {
  it('keeps a remembered session in local storage under the user key', () => {
    const storages = memoryStorages();
    writeStoredSession(storages, { ...tokens, remember: true, user: null });
    expect(JSON.parse(storages.local.getItem(AUTH_STORAGE_KEY) ?? '')).toMatchObject(tokens);
    expect(storages.session.getItem(AUTH_STORAGE_KEY)).toBeNull();
    expect(readStoredSession(storages)).toEqual({ ...tokens, remember: true, user: null });
  });

  it('keeps a not-remembered session in session storage only', () => {
    const storages = memoryStorages();
    writeStoredSession(storages, { ...tokens, remember: true, user: null });
    writeStoredSession(storages, { ...tokens, remember: false, user: { id: 1 } });
    expect(storages.local.getItem(AUTH_STORAGE_KEY)).toBeNull();
    expect(readStoredSession(storages)).toEqual({ ...tokens, remember: false, user: { id: 1 } });
  });

  it('ignores broken or partial records', () => {
    const storages = memoryStorages();
    storages.local.setItem(AUTH_STORAGE_KEY, '{not json');
    storages.session.setItem(AUTH_STORAGE_KEY, JSON.stringify({ access: 'only' }));
    expect(readStoredSession(storages)).toBeNull();
  });

  it('clears both storages', () => {
    const storages = memoryStorages();
    storages.local.setItem(AUTH_STORAGE_KEY, JSON.stringify(tokens));
    storages.session.setItem(AUTH_STORAGE_KEY, JSON.stringify(tokens));
    clearStoredSession(storages);
    expect(readStoredSession(storages)).toBeNull();
  });

  it('survives storage that throws', () => {
    const broken = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('denied');
      },
      removeItem: () => {
        throw new Error('denied');
      },
    };
    const storages = { local: broken, session: broken };
    expect(() => writeStoredSession(storages, { ...tokens, remember: true, user: null })).not.toThrow();
    expect(readStoredSession(storages)).toBeNull();
  });
});

describe('SessionStore', () => {
  it('signs in, rotates tokens in the same storage and signs out', () => {
    const storages = memoryStorages();
    const store = new SessionStore(storages);
    const listener = vi.fn();
    store.subscribe(listener);

    store.signIn(tokens, false);
    expect(store.isSignedIn).toBe(true);
    store.updateTokens({ access: 'a2', refresh: 'r2' });
    expect(readStoredSession(storages)).toMatchObject({ access: 'a2', refresh: 'r2', remember: false });
    store.updateTokens({ access: 'a3' });
    expect(store.tokens).toEqual({ access: 'a3', refresh: 'r2' });

    store.signOut();
    expect(store.isSignedIn).toBe(false);
    expect(readStoredSession(storages)).toBeNull();
    expect(listener).toHaveBeenCalledTimes(4);
  });

  it('restores the session a reload finds in storage', () => {
    const storages = memoryStorages();
    new SessionStore(storages).signIn(tokens, false);
    expect(new SessionStore(storages).tokens).toEqual(tokens);
  });

  it('calls the forced sign-out handler only when the client ends the session', () => {
    const store = new SessionStore(memoryStorages());
    const handler = vi.fn();
    store.onForcedSignOut(handler);
    store.signIn(tokens, true);
    store.signOut();
    expect(handler).not.toHaveBeenCalled();
    store.signIn(tokens, true);
    store.signOut('forbidden');
    expect(handler).toHaveBeenCalledWith('forbidden');
  });
});
