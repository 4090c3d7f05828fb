import { describe, expect, it } from 'vitest';
import { keyFreshHistoryEntry } from './fresh-history-entry.ts';

function fakeHistory(state: unknown) {
  const history = {
    state,
    scrollRestoration: 'auto' as ScrollRestoration,
    replaceState(next: unknown) {
      history.state = next;
    },
  };
  return history;
}

describe('keyFreshHistoryEntry', () => {
  it('gives an entry opened by a full load a key of its own', () => {
    const first = fakeHistory(null);
    const second = fakeHistory(null);
    let counter = 0;
    const makeKey = () => `k${++counter}`;
    keyFreshHistoryEntry(first, makeKey);
    keyFreshHistoryEntry(second, makeKey);
    expect(first.state).toEqual({ usr: null, key: 'k1' });
    expect(second.state).toEqual({ usr: null, key: 'k2' });
  });

  it('keeps the key of an entry the router already keyed (a reload, back and forward)', () => {
    const history = fakeHistory({ usr: { from: 'card' }, key: 'abc', idx: 3 });
    keyFreshHistoryEntry(history, () => 'new');
    expect(history.state).toEqual({ usr: { from: 'card' }, key: 'abc', idx: 3 });
  });

  it('keeps what another script put in the state and turns browser restoration off', () => {
    const history = fakeHistory({ other: 1 });
    keyFreshHistoryEntry(history, () => 'new');
    expect(history.state).toEqual({ other: 1, usr: null, key: 'new' });
    expect(history.scrollRestoration).toBe('manual');
  });
});
