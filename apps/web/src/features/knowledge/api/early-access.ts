import {
  type TEarlyAccessFlag,
  type TEarlyAccessFlagList,
  type TEarlyAccessKey,
  type TEarlyAccessReply,
  ZEarlyAccessFlag,
  ZEarlyAccessFlagList,
  ZEarlyAccessReply,
} from '@sverka/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiGet, apiRequest } from '../../../lib/api-client.ts';
import { useIsSignedIn, useUser } from '../../../lib/auth.ts';

const earlyAccessKeys = {
  all: ['early-access'] as const,
  mine: (userId: number | null) => ['early-access', 'mine', userId] as const,
  admin: ['early-access', 'admin'] as const,
};

/**
 * Whether the caller may see a feature in early access. Only a hint for showing it: the server checks the
 * flag and the plan again on every call of the feature itself.
 */
export function useEarlyAccess(key: TEarlyAccessKey): boolean {
  const signedIn = useIsSignedIn();
  const { user } = useUser();
  const query = useQuery({
    queryKey: earlyAccessKeys.mine(user?.id ?? null),
    queryFn: ({ signal }): Promise<TEarlyAccessReply> => apiGet('/api/v1/early-access/', ZEarlyAccessReply, { signal }),
    enabled: signedIn && user !== undefined,
    staleTime: 60_000,
  });
  return query.data?.results.some((feature) => feature.key === key) ?? false;
}

export function useEarlyAccessFlags() {
  return useQuery({
    queryKey: earlyAccessKeys.admin,
    queryFn: ({ signal }): Promise<TEarlyAccessFlagList> =>
      apiGet('/api/v1/admin/early-access/', ZEarlyAccessFlagList, { signal }),
  });
}

export function useToggleEarlyAccess() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ key, enabled }: { key: string; enabled: boolean }): Promise<TEarlyAccessFlag> =>
      apiRequest(`/api/v1/admin/early-access/${encodeURIComponent(key)}/`, {
        method: 'PATCH',
        json: { enabled },
        schema: ZEarlyAccessFlag,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: earlyAccessKeys.all }),
  });
}
