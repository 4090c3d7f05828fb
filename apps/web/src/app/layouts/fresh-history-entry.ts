type THistory = Pick<History, 'state' | 'replaceState' | 'scrollRestoration'>;

const newKey = () => Math.random().toString(36).slice(2, 10);

/**
 * React Router keeps scroll positions by the key of the history entry. An entry
 * opened by a full load (a typed address, a link from mail or another site) has
 * no key of its own and reads as "default", the same as every other full load,
 * so the position saved when one fully loaded page was left was restored on the
 * next: a card scrolled to the bottom, then /payment-info opened at the bottom.
 * Giving such an entry its own key before the router reads it opens a new page
 * at the top, while a reload or a return to the entry still finds its key in
 * history.state and its position. The browser's own restoration is turned off
 * at once, not only when the router mounts, so it cannot jump first.
 */
export function keyFreshHistoryEntry(history: THistory, makeKey: () => string = newKey): void {
  history.scrollRestoration = 'manual';
  const state: unknown = history.state;
  const current = state !== null && typeof state === 'object' ? (state as Record<string, unknown>) : null;
  if (typeof current?.key === 'string') return;
  history.replaceState({ ...current, usr: current?.usr ?? null, key: makeKey() }, '');
}
