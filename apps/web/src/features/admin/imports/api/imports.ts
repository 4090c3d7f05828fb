import {
  IMPORT_POLL_MS,
  type TImportRun,
  type TImportRunStatus,
  ZImportRejectionPage,
  ZImportRun,
  ZImportRunPage,
  ZImportSourceList,
} from '@sverka/shared';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiGet, apiRequest } from '../../../../lib/api-client.ts';
import { authKeys } from '../../../../lib/auth.ts';

const IMPORTS_PATH = '/api/v1/admin/imports/';

const importKeys = {
  all: [...authKeys.all, 'admin-imports'] as const,
  sources: () => [...importKeys.all, 'sources'] as const,
  runs: (page: number) => [...importKeys.all, 'runs', page] as const,
  run: (id: number) => [...importKeys.all, 'run', id] as const,
  // The run's status is part of the key: the page is read once more, complete, when the run ends.
  rejections: (id: number, page: number, status: TImportRunStatus) =>
    [...importKeys.all, 'rejections', id, page, status] as const,
};

export const importSourcesQueryOptions = () =>
  queryOptions({
    queryKey: importKeys.sources(),
    queryFn: ({ signal }) => apiGet(`${IMPORTS_PATH}sources/`, ZImportSourceList, { signal }),
    staleTime: Number.POSITIVE_INFINITY,
  });

export const useImportSources = () => useQuery(importSourcesQueryOptions());

export const importRunsQueryOptions = (page: number) =>
  queryOptions({
    queryKey: importKeys.runs(page),
    queryFn: ({ signal }) => apiGet(IMPORTS_PATH, ZImportRunPage, { signal, params: { page } }),
  });

/** The runs, newest first; asked again every second while one of them runs. */
export function useImportRuns(page: number) {
  return useQuery({
    ...importRunsQueryOptions(page),
    refetchInterval: (query) =>
      query.state.data?.results.some((run) => run.status === 'running') ? IMPORT_POLL_MS : false,
  });
}

export const importRunQueryOptions = (id: number) =>
  queryOptions({
    queryKey: importKeys.run(id),
    queryFn: ({ signal }) => apiGet(`${IMPORTS_PATH}${id}/`, ZImportRun, { signal }),
  });

/** One run, asked again every second until it ends (its progress and counts grow meanwhile). */
export function useImportRun(id: number) {
  return useQuery({
    ...importRunQueryOptions(id),
    refetchInterval: (query) => (query.state.data?.status === 'running' ? IMPORT_POLL_MS : false),
  });
}

export const importRejectionsQueryOptions = (id: number, page: number, status: TImportRunStatus) =>
  queryOptions({
    queryKey: importKeys.rejections(id, page, status),
    queryFn: ({ signal }) =>
      apiGet(`${IMPORTS_PATH}${id}/rejections/`, ZImportRejectionPage, { signal, params: { page } }),
  });

/** A page of the run's refused records; while the run goes on, new ones keep coming. */
export function useImportRejections(run: Pick<TImportRun, 'id' | 'status'>, page: number) {
  return useQuery({
    ...importRejectionsQueryOptions(run.id, page, run.status),
    refetchInterval: run.status === 'running' ? IMPORT_POLL_MS : false,
  });
}

export type TStartImportRequest = { source: string; file: File };

export function startImport(request: TStartImportRequest): Promise<TImportRun> {
  const form = new FormData();
  form.append('source', request.source);
  form.append('file', request.file);
  return apiRequest(IMPORTS_PATH, { method: 'POST', form, schema: ZImportRun });
}

export function useStartImport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: startImport,
    onSuccess: (run) => {
      queryClient.setQueryData(importKeys.run(run.id), run);
      return queryClient.invalidateQueries({ queryKey: [...importKeys.all, 'runs'] });
    },
  });
}
