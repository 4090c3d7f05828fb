import { MantineProvider } from '@mantine/core';
import { QueryClientProvider, useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useEffect, useState } from 'react';
import { AuthDialogProvider } from '../features/auth/components/auth-dialog-provider.tsx';
import { ensureCsrfCookie } from '../lib/api-client.ts';
import { authKeys } from '../lib/auth.ts';
import { AUTH_STORAGE_KEY } from '../lib/auth-storage.ts';
import { createQueryClient } from '../lib/query-client.ts';
import { session } from '../lib/session.ts';
import { cssVariablesResolver, theme } from './theme.ts';

/**
 * Keeps the cache in step with the session: private data is dropped however
 * the session ends (sign-out, failed refresh, 403, another tab signing out).
 */
function SessionSync() {
  const queryClient = useQueryClient();
  useEffect(() => {
    void ensureCsrfCookie();
    const unsubscribe = session.subscribe(() => {
      if (!session.isSignedIn) queryClient.removeQueries({ queryKey: authKeys.all });
    });
    const onStorage = (event: StorageEvent) => {
      if (event.key === null || event.key === AUTH_STORAGE_KEY) session.reload();
    };
    window.addEventListener('storage', onStorage);
    return () => {
      unsubscribe();
      window.removeEventListener('storage', onStorage);
    };
  }, [queryClient]);
  return null;
}

export function AppProviders({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  return (
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} defaultColorScheme="light">
      <QueryClientProvider client={queryClient}>
        <SessionSync />
        <AuthDialogProvider>{children}</AuthDialogProvider>
      </QueryClientProvider>
    </MantineProvider>
  );
}
