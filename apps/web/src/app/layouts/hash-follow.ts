/**
 * Keeping a hash target in view while the page settles. Sections above or inside the target
 * (search statistics, the pricing plans, the counter) render after their requests answer, so the
 * first scroll to `/#pricing-section` can land short or long; the target can even appear later
 * than the navigation. For a short while after the navigation, every layout change re-checks
 * where the target is and scrolls again, until the reader scrolls, clicks or types themselves.
 */

/** How long after the navigation the page may still move the target, ms. */
export const HASH_FOLLOW_MS = 5000;

/** Closer than this to its resting place, in CSS pixels, the target counts as reached. */
export const HASH_TOLERANCE_PX = 4;

export type THashFollowInput = {
  /** Time since the navigation, ms. */
  elapsedMs: number;
  /** The reader scrolled, clicked, touched or pressed a key since the navigation. */
  interrupted: boolean;
  /**
   * How far the target's top is below where a scroll to it would put it (its `scroll-margin-top`),
   * in CSS pixels; null while the target is not in the document.
   */
  offsetPx: number | null;
  /** The page cannot scroll further down, so a target lower than its place cannot rise any more. */
  atBottom: boolean;
};

export type THashFollowStep = 'scroll' | 'wait' | 'stop';

export function hashFollowStep({ elapsedMs, interrupted, offsetPx, atBottom }: THashFollowInput): THashFollowStep {
  if (interrupted || elapsedMs > HASH_FOLLOW_MS) return 'stop';
  if (offsetPx === null) return 'wait';
  if (Math.abs(offsetPx) <= HASH_TOLERANCE_PX) return 'wait';
  if (offsetPx > 0 && atBottom) return 'wait';
  return 'scroll';
}

/** The element a location hash names (`#pricing-section`), or null for none or an undecodable one. */
export function hashTargetId(hash: string): string | null {
  if (hash.length <= 1) return null;
  try {
    return decodeURIComponent(hash.slice(1));
  } catch {
    return null;
  }
}
