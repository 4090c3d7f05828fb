import {
  ENTITLEMENT_ERROR_CODE,
  type TProductUpload,
  type TProductUploadStatus,
  ZProductUpload,
  ZProductUploadList,
  ZProductUploadSellerList,
} from '@sverka/shared';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError, apiDownload, apiGet, apiRequest, errorFromBody } from '../../../../lib/api-client.ts';
import { authKeys } from '../../../../lib/auth.ts';
import { session } from '../../../../lib/session.ts';

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

function uploadForm(request: TUploadRequest): FormData {
  const form = new FormData();
  form.append('company', String(request.company));
  form.append('file', request.file);
  return form;
}

/** `POST /api/v1/products/uploads/` as multipart through the API client (no progress). */
export function createUpload(request: TUploadRequest): Promise<TProductUpload> {
  return apiRequest(UPLOADS_PATH, { method: 'POST', form: uploadForm(request), schema: ZProductUpload });
}

/**
 * The same request with XMLHttpRequest, whose upload events tell how much of the file has gone
 * (fetch does not). An expired token (401) is left to the API client, which renews it and sends
 * the file again; a 403 other than a plan refusal ends the session, as the client does.
 */
export function createUploadWithProgress(
  request: TUploadRequest,
  onProgress: (fraction: number) => void,
): Promise<TProductUpload> {
  if (typeof XMLHttpRequest === 'undefined') return createUpload(request);
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', UPLOADS_PATH);
    xhr.setRequestHeader('Accept', 'application/json');
    const access = session.tokens?.access;
    if (access) xhr.setRequestHeader('Authorization', `Bearer ${access}`);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    };
    xhr.onerror = () => reject(new ApiError(0, 'NETWORK', null));
    xhr.onload = () => {
      if (xhr.status === 401) {
        createUpload(request).then(resolve, reject);
        return;
      }
      let body: unknown;
      try {
        body = JSON.parse(xhr.responseText);
      } catch {
        body = undefined;
      }
      if (xhr.status < 200 || xhr.status >= 300) {
        const error = errorFromBody(xhr.status, body);
        if (xhr.status === 403 && error.code !== ENTITLEMENT_ERROR_CODE) session.signOut('forbidden');
        reject(error);
        return;
      }
      const parsed = ZProductUpload.safeParse(body);
      if (parsed.success) resolve(parsed.data);
      else reject(new ApiError(xhr.status, 'BAD_RESPONSE', null));
    };
    xhr.send(uploadForm(request));
  });
}

export function useCreateUpload(onProgress: (fraction: number) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: TUploadRequest) => createUploadWithProgress(request, onProgress),
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
