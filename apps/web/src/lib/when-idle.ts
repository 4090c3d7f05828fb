/**
 * Runs `task` once the browser has nothing more urgent to do (after the first paint, at the latest after
 * `timeoutMs`); returns the cancel for an effect's cleanup. Browsers without `requestIdleCallback` (Safari) get a
 * short timer instead.
 */
export function whenIdle(task: () => void, timeoutMs = 2000): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(task, { timeout: timeoutMs });
    return () => window.cancelIdleCallback(handle);
  }
  const handle = window.setTimeout(task, 200);
  return () => window.clearTimeout(handle);
}
