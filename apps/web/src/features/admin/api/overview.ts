import { ZAdminOverview } from '@sverka/shared';
import { useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client.ts';
import { authKeys } from '../../../lib/auth.ts';

/** `GET /api/v1/admin/overview/`: how much waits in each section. */
export function useAdminOverview() {
  return useQuery({
    queryKey: [...authKeys.all, 'admin-overview'],
    queryFn: ({ signal }) => apiGet('/api/v1/admin/overview/', ZAdminOverview, { signal }),
  });
}
