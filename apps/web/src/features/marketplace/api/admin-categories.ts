import {
  type TAdminCategoryBody,
  type TAdminCategoryPatch,
  type TCategoryReorderBody,
  ZAdminCategory,
  ZAdminCategoryList,
} from '@sverka/shared';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiGet, apiRequest } from '../../../lib/api-client.ts';
import { authKeys } from '../../../lib/auth.ts';
import { catalogueKeys } from './catalogue.ts';

const ADMIN_CATEGORIES_PATH = '/api/v1/admin/categories/';

export const adminCategoryKeys = { all: [...authKeys.all, 'admin-categories'] as const };

export const adminCategoriesQueryOptions = () =>
  queryOptions({
    queryKey: adminCategoryKeys.all,
    queryFn: ({ signal }) => apiGet(ADMIN_CATEGORIES_PATH, ZAdminCategoryList, { signal }),
  });

/** `GET /api/v1/admin/categories/`: the whole tree as a list, with what uses each category. */
export function useAdminCategories() {
  return useQuery(adminCategoriesQueryOptions());
}

export type TCategoryChange =
  | { kind: 'create'; body: TAdminCategoryBody }
  | { kind: 'update'; id: number; body: TAdminCategoryPatch }
  | { kind: 'image'; id: number; file: File }
  | { kind: 'delete'; id: number }
  | { kind: 'merge'; id: number; into: number }
  | { kind: 'reorder'; body: TCategoryReorderBody };

export async function changeCategory(change: TCategoryChange): Promise<unknown> {
  const one = (id: number) => `${ADMIN_CATEGORIES_PATH}${id}/`;
  switch (change.kind) {
    case 'create':
      return apiRequest(ADMIN_CATEGORIES_PATH, { method: 'POST', json: change.body, schema: ZAdminCategory });
    case 'update':
      return apiRequest(one(change.id), { method: 'PATCH', json: change.body, schema: ZAdminCategory });
    case 'image': {
      const form = new FormData();
      form.append('image', change.file, change.file.name);
      return apiRequest(`${one(change.id)}image/`, { method: 'PUT', form, schema: ZAdminCategory });
    }
    case 'delete':
      return apiRequest(one(change.id), { method: 'DELETE' });
    case 'merge':
      return apiRequest(`${one(change.id)}merge/`, {
        method: 'POST',
        json: { into: change.into },
        schema: ZAdminCategory,
      });
    case 'reorder':
      return apiRequest(`${ADMIN_CATEGORIES_PATH}reorder/`, {
        method: 'POST',
        json: change.body,
        schema: ZAdminCategoryList,
      });
  }
}

/** Any change of the tree; the back office's list and the marketplace's tree (menu, tiles) are read again. */
export function useChangeCategory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeCategory,
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: adminCategoryKeys.all }),
        queryClient.invalidateQueries({ queryKey: catalogueKeys.all }),
      ]);
    },
  });
}
