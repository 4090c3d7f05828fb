import { lazy, Suspense } from 'react';
import { useIsSignedIn } from '../../lib/auth.ts';

// A visitor's first page does not download the chat's socket, the basket and their contracts.
const SignedInLinks = lazy(() => import('./signed-in-links.tsx').then((m) => ({ default: m.SignedInLinks })));

/** Messages and basket in the header, for a signed-in account only. */
export function HeaderAccountLinks() {
  const signedIn = useIsSignedIn();
  if (!signedIn) return null;
  return (
    <Suspense fallback={null}>
      <SignedInLinks />
    </Suspense>
  );
}
