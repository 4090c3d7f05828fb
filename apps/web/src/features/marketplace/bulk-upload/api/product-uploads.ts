import {
  type TProductUpload,
  type TProductUploadStatus,
  ZProductUpload,
  ZProductUploadList,
  ZProductUploadSellerList,
} from '@sverka/shared';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiDownload, apiGet, apiRequest } from '../../../../lib/api-client.ts';
import { authKeys } from '../../../../lib/auth.ts';

const UPLOADS_PATH = '/api/v1/products/uploads/';

/** While the job has the file, its status is asked for this often. */
export const UPLOAD_POLL_MS = 1500;

/** Statuses the job has not finished yet: the page keeps asking. */
export const isUploadRunning = (status: TProductUploadStatus) => status === 'queued' || status === 'processing';

const uploadKeys = {
  all: [...authKeys.all, 'product-uploads'] as const,
  sellers: () => [...uploadKeys.all, 'sellers'] as const,
  list: () => [...uploadKeys.all, 'list'] as const,
  one: (id: number) => [...uploadKeys.all, 'one', id] as const,
};

/** The sellers the user may upload for; a 403 `entitlement_required` means the plan lacks bulk upload. */
export const uploadSellersQueryOptions = () =>
  queryOptions({
    queryKey: uploadKeys.sellers(),
    queryFn: ({ signal }) => apiGet(`${UPLOADS_PATH}sellers/`, ZProductUploadSellerList, { signal }),
    // A refusal is an answer about the plan: asking again changes nothing.
    retry: false,
  });

export function useUploadSellers() {
  return useQuery(uploadSellersQueryOptions());
}

export const uploadsQueryOptions = () =>
  queryOptions({
    queryKey: uploadKeys.list(),
    queryFn: ({ signal }) => apiGet(UPLOADS_PATH, ZProductUploadList, { signal }),
  });

/** The user's uploads, newest first; asked again while one of them is still running. */
export function useUploads() {
  return useQuery({
    ...uploadsQueryOptions(),
    refetchInterval: (query) =>
      query.state.data?.some((upload) => isUploadRunning(upload.status)) ? UPLOAD_POLL_MS : false,
  });
}

export const uploadQueryOptions = (id: number) =>
  queryOptions({
    queryKey: uploadKeys.one(id),
    queryFn: ({ signal }) => apiGet(`${UPLOADS_PATH}${id}/`, ZProductUpload, { signal }),
  });

/** One upload with its report, polled until the job is done with it. */
export function useUpload(id: number | null) {
  return useQuery({
    ...uploadQueryOptions(id ?? 0),
    enabled: id !== null,
    refetchInterval: (query) => (query.state.data && isUploadRunning(query.state.data.status) ? UPLOAD_POLL_MS : false),
  });
}

export type TUploadRequest = { company: number; file: File };

/** `POST /api/v1/products/uploads/` as multipart: the seller and the file. */
export function createUpload(request: TUploadRequest): Promise<TProductUpload> {
  const form = new FormData();
  form.append('company', String(request.company));
  form.append('file', request.file);
  return apiRequest(UPLOADS_PATH, { method: 'POST', form, schema: ZProductUpload });
}

export function useCreateUpload() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createUpload,
    onSuccess: (upload) => {
      queryClient.setQueryData(uploadKeys.one(upload.id), upload);
      return queryClient.invalidateQueries({ queryKey: uploadKeys.list() });
    },
  });
}

export const TEMPLATE_FORMATS = ['xlsx', 'csv'] as const;
export type TTemplateFormat = (typeof TEMPLATE_FORMATS)[number];

/** The template (needs the session's token, so it is fetched rather than linked). */
export function downloadTemplate(format: TTemplateFormat) {
  return apiDownload(`${UPLOADS_PATH}template.${format}`);
}
