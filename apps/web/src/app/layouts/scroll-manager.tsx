import { useEffect, useLayoutEffect, useRef } from 'react';
import { ScrollRestoration, useLocation, useNavigationType } from 'react-router';
import { HASH_FOLLOW_MS, hashFollowStep, hashTargetId } from './hash-follow.ts';

/**
 * Spec §2 scroll behaviour. React Router's ScrollRestoration restores the saved
 * position on back/forward, jumps to a hash target, else scrolls to the top.
 * The jump to a hash should glide instead: this layout effect runs just before
 * ScrollRestoration's (siblings commit in order) and turns on smooth scrolling
 * for that one scroll; the passive effect after it turns it off again, so top
 * resets and restored positions stay instant. ScrollRestoration scrolls once, at the
 * navigation; HashFollower then keeps the target in place while the page settles.
 */
const prefersReducedMotion = () => window.matchMedia('(prefers-reduced-motion: reduce)').matches;

function SmoothHashScroll() {
  const location = useLocation();
  const navigationType = useNavigationType();
  const smooth = location.hash !== '' && navigationType !== 'POP' && !prefersReducedMotion();

  // biome-ignore lint/correctness/useExhaustiveDependencies: must run on every navigation, like ScrollRestoration's own effect.
  useLayoutEffect(() => {
    if (smooth) document.documentElement.style.scrollBehavior = 'smooth';
  }, [location, smooth]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: pairs with the layout effect above.
  useEffect(() => {
    if (smooth) document.documentElement.style.scrollBehavior = '';
  }, [location, smooth]);

  return null;
}

const READER_INPUT_EVENTS = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const;

const isAtBottom = () => window.innerHeight + window.scrollY >= document.documentElement.scrollHeight - 1;

/** Where the target's top is against the place a scroll to it leaves it (below the sticky header). */
function offsetOf(target: HTMLElement): number {
  const margin = Number.parseFloat(getComputedStyle(target).scrollMarginTop) || 0;
  return target.getBoundingClientRect().top - margin;
}

function HashFollower() {
  const location = useLocation();
  const navigationType = useNavigationType();
  // The location this effect last ran for; StrictMode runs it twice for one arrival.
  const last = useRef<{ location: typeof location; isFirstLoad: boolean } | null>(null);

  useEffect(() => {
    const isFirstLoad = last.current === null || (last.current.location === location && last.current.isFirstLoad);
    last.current = { location, isFirstLoad };
    const id = hashTargetId(location.hash);
    // Back and forward return to the saved position; only a followed link (or the page opened from
    // one) aims at the hash.
    if (!id || (navigationType === 'POP' && !isFirstLoad)) return;
    const behavior: ScrollBehavior = navigationType !== 'POP' && !prefersReducedMotion() ? 'smooth' : 'instant';
    const started = performance.now();
    let interrupted = false;
    let stopped = false;
    let frame = 0;

    const check = () => {
      frame = 0;
      const target = document.getElementById(id);
      const step = hashFollowStep({
        elapsedMs: performance.now() - started,
        interrupted,
        offsetPx: target ? offsetOf(target) : null,
        atBottom: isAtBottom(),
      });
      if (step === 'stop') stop();
      else if (step === 'scroll') target?.scrollIntoView({ behavior, block: 'start' });
    };
    // Layout changes come in bursts (a list of cards, fonts); one check per frame is enough.
    const schedule = () => {
      if (!frame) frame = requestAnimationFrame(check);
    };
    const onReaderInput = () => {
      interrupted = true;
      stop();
    };

    const resizes = new ResizeObserver(schedule);
    resizes.observe(document.body);
    // A target rendered later (after its data) may not change the body's size by itself.
    const mutations = new MutationObserver(schedule);
    mutations.observe(document.body, { childList: true, subtree: true });
    for (const type of READER_INPUT_EVENTS) window.addEventListener(type, onReaderInput, { passive: true });
    const timer = window.setTimeout(schedule, HASH_FOLLOW_MS + 50);

    function stop() {
      if (stopped) return;
      stopped = true;
      resizes.disconnect();
      mutations.disconnect();
      for (const type of READER_INPUT_EVENTS) window.removeEventListener(type, onReaderInput);
      window.clearTimeout(timer);
      if (frame) cancelAnimationFrame(frame);
    }
    return stop;
  }, [location, navigationType]);

  return null;
}

export function ScrollManager() {
  return (
    <>
      <SmoothHashScroll />
      <ScrollRestoration />
      <HashFollower />
    </>
  );
}
