import {
  type TAdminUserDetail,
  type TAdminUsersQuery,
  type TQueryString,
  type TRequestBody,
  type TUserRole,
  type ZAdminBlockBody,
  type ZAdminRoleBody,
  ZAdminUserDetail,
  ZAdminUsersPage,
  type ZAdminUsersQuery,
} from '@sverka/shared';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiGet, apiRequest } from '../../../lib/api-client.ts';
import { authKeys } from '../../../lib/auth.ts';

const USERS_PATH = '/api/v1/admin/users/';

export const adminUserKeys = {
  all: [...authKeys.all, 'admin-users'] as const,
  list: (query: TAdminUsersQuery) => [...adminUserKeys.all, 'list', query] as const,
  one: (id: number) => [...adminUserKeys.all, 'one', id] as const,
};

/** `GET /api/v1/admin/users/?search=&role=&blocked=&page=`. */
export function useAdminUsers(query: TAdminUsersQuery) {
  return useQuery(
    queryOptions({
      queryKey: adminUserKeys.list(query),
      queryFn: ({ signal }) =>
        apiGet(USERS_PATH, ZAdminUsersPage, {
          params: query satisfies TQueryString<typeof ZAdminUsersQuery>,
          signal,
        }),
      placeholderData: keepPreviousData,
    }),
  );
}

/** `GET /api/v1/admin/users/{id}/`: profile, memberships, companies, orders count. */
export function useAdminUser(id: number | null) {
  return useQuery({
    queryKey: adminUserKeys.one(id ?? 0),
    queryFn: ({ signal }) => apiGet(`${USERS_PATH}${id}/`, ZAdminUserDetail, { signal }),
    enabled: id !== null,
  });
}

export type TAdminUserAction =
  | { kind: 'role'; id: number; role: TUserRole }
  | { kind: 'block'; id: number; reason: string }
  | { kind: 'unblock'; id: number }
  | { kind: 'reset-password'; id: number };

/** Runs one action on a user; answers the user as they are after it (null for the reset mail). */
export function runUserAction(action: TAdminUserAction): Promise<TAdminUserDetail | null> {
  const path = `${USERS_PATH}${action.id}/`;
  switch (action.kind) {
    case 'role':
      return apiRequest(path, {
        method: 'PATCH',
        json: { role: action.role } satisfies TRequestBody<typeof ZAdminRoleBody>,
        schema: ZAdminUserDetail,
      });
    case 'block':
      return apiRequest(`${path}block/`, {
        method: 'POST',
        json: { reason: action.reason } satisfies TRequestBody<typeof ZAdminBlockBody>,
        schema: ZAdminUserDetail,
      });
    case 'unblock':
      return apiRequest(`${path}unblock/`, { method: 'POST', schema: ZAdminUserDetail });
    case 'reset-password':
      return apiRequest(`${path}reset-password/`, { method: 'POST' }).then(() => null);
  }
}

/** An action on a user; the lists and the user's view are read again afterwards. */
export function useAdminUserAction() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: runUserAction,
    onSuccess: (detail, action) => {
      if (detail) client.setQueryData(adminUserKeys.one(action.id), detail);
      return client.invalidateQueries({ queryKey: adminUserKeys.all });
    },
  });
}
