import { type TAuditLogQuery, type TQueryString, ZAuditLogPage, type ZAuditLogQuery } from '@sverka/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client.ts';
import { authKeys } from '../../../lib/auth.ts';

/** `GET /api/v1/admin/audit-log/` with the filters as given (empty ones left out). */
export function useAuditLog(query: TAuditLogQuery) {
  return useQuery({
    queryKey: [...authKeys.all, 'audit-log', query],
    queryFn: ({ signal }) =>
      apiGet('/api/v1/admin/audit-log/', ZAuditLogPage, {
        params: query satisfies TQueryString<typeof ZAuditLogQuery>,
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}
