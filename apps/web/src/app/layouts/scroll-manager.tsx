import { useEffect, useLayoutEffect } from 'react';
import { ScrollRestoration, useLocation, useNavigationType } from 'react-router';

/**
 * Spec §2 scroll behaviour. React Router's ScrollRestoration restores the saved
 * position on back/forward, jumps to a hash target, else scrolls to the top.
 * The jump to a hash should glide instead: this layout effect runs just before
 * ScrollRestoration's (siblings commit in order) and turns on smooth scrolling
 * for that one scroll; the passive effect after it turns it off again, so top
 * resets and restored positions stay instant.
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

export function ScrollManager() {
  return (
    <>
      <SmoothHashScroll />
      <ScrollRestoration />
    </>
  );
}
