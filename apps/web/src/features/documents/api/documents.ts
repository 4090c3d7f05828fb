import {
  type TDocument,
  type TDocumentKind,
  type TDocumentStatus,
  type TDocumentsPage,
  type TQueryString,
  type TRequestBody,
  ZDocument,
  type ZDocumentCreateBody,
  type ZDocumentRejectBody,
  ZDocumentsPage,
  type ZDocumentsQuery,
} from '@sverka/shared';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiDownload, apiGet, apiRequest } from '../../../lib/api-client.ts';
import { authKeys } from '../../../lib/auth.ts';

/** The deal a document belongs to: an order or a won tender. */
export type TDocumentDeal = { order: number; tender?: undefined } | { tender: number; order?: undefined };

/** What a list asks for: the page's filters, or one deal's documents. */
export interface TDocumentsRequest {
  status?: TDocumentStatus;
  kind?: TDocumentKind;
  direction?: 'in' | 'out';
  counterparty?: string;
  order?: number;
  tender?: number;
  from?: string;
  to?: string;
  page?: number;
}

/** Documents are private: under `['auth', …]`, so signing out drops them. */
export const documentsKeys = {
  all: [...authKeys.all, 'documents'] as const,
  list: (request: TDocumentsRequest) => [...authKeys.all, 'documents', 'list', request] as const,
};

export function getDocuments(request: TDocumentsRequest, signal?: AbortSignal): Promise<TDocumentsPage> {
  const params = {
    status: request.status,
    kind: request.kind,
    direction: request.direction,
    counterparty: request.counterparty || undefined,
    order: request.order,
    tender: request.tender,
    from: request.from || undefined,
    to: request.to || undefined,
    page: request.page && request.page > 1 ? request.page : undefined,
  } satisfies TQueryString<typeof ZDocumentsQuery>;
  return apiGet('/api/v1/documents/', ZDocumentsPage, { params, signal });
}

export function useDocuments(request: TDocumentsRequest) {
  return useQuery({
    queryKey: documentsKeys.list(request),
    queryFn: ({ signal }) => getDocuments(request, signal),
    placeholderData: keepPreviousData,
  });
}

/** After any change every list is asked again: a document moves between filters as its status changes. */
function useDocumentsMutation<TInput>(send: (input: TInput) => Promise<TDocument>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: documentsKeys.all }),
  });
}

/** `POST /api/v1/documents/` with `{order, kind}` or `{tender, kind}`: a PDF generated from the deal. */
export const useGenerateDocument = () =>
  useDocumentsMutation((body: TDocumentDeal & { kind: Exclude<TDocumentKind, 'upload'> }) =>
    apiRequest('/api/v1/documents/', {
      method: 'POST',
      json: body satisfies TRequestBody<typeof ZDocumentCreateBody>,
      schema: ZDocument,
    }),
  );

/** The same call as a form: an uploaded file sent to the other side. */
export const useUploadDocument = () =>
  useDocumentsMutation((input: { deal: TDocumentDeal; file: File; title?: string }) => {
    const form = new FormData();
    if (input.deal.order !== undefined) form.append('order', String(input.deal.order));
    else form.append('tender', String(input.deal.tender));
    form.append('kind', 'upload');
    if (input.title) form.append('title', input.title);
    form.append('file', input.file);
    return apiRequest('/api/v1/documents/', { method: 'POST', form, schema: ZDocument });
  });

export const useSignDocument = () =>
  useDocumentsMutation((id: number) =>
    apiRequest(`/api/v1/documents/${id}/sign/`, { method: 'POST', schema: ZDocument }),
  );

export const useRejectDocument = () =>
  useDocumentsMutation((input: { id: number; reason: string }) =>
    apiRequest(`/api/v1/documents/${input.id}/reject/`, {
      method: 'POST',
      json: { reason: input.reason } satisfies TRequestBody<typeof ZDocumentRejectBody>,
      schema: ZDocument,
    }),
  );

/**
 * The document's file (the request carries the bearer token, so it cannot be a plain link); opening it
 * marks a received document viewed, so the lists are asked again.
 */
export function useOpenDocument() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiDownload(`/api/v1/documents/${id}/file/`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: documentsKeys.all }),
  });
}
