import {
  COMPANY_BINDING_FILES,
  type TCompanyBinding,
  type TCompanyBindingFile,
  ZCompanyBinding,
  ZCompanyBindingList,
} from '@sverka/shared';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiGet, apiRequest } from '../../../lib/api-client.ts';
import { authKeys } from '../../../lib/auth.ts';

const BINDING_PATH = '/api/v1/ticket-company-binding/';

export interface TBindingApplication {
  inn: string;
  files: Record<TCompanyBindingFile, File>;
}

/** `POST /api/v1/ticket-company-binding/` as multipart: the ИНН and the three documents (spec §7). */
export function createBinding(application: TBindingApplication): Promise<TCompanyBinding> {
  const form = new FormData();
  form.append('inn', application.inn);
  for (const name of COMPANY_BINDING_FILES) form.append(name, application.files[name]);
  return apiRequest(BINDING_PATH, { method: 'POST', form, schema: ZCompanyBinding });
}

export const myBindingsQueryOptions = () =>
  queryOptions({
    queryKey: [...authKeys.all, 'company-bindings'],
    queryFn: ({ signal }) => apiGet(BINDING_PATH, ZCompanyBindingList, { signal }),
  });

/** The user's own applications and their review state. */
export function useMyBindings() {
  return useQuery(myBindingsQueryOptions());
}

export function useCreateBinding() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createBinding,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: myBindingsQueryOptions().queryKey }),
  });
}
