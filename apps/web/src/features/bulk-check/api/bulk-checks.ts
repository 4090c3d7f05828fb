import {
  type TBulkCheck,
  type TBulkCheckStatus,
  type TQueryString,
  type TRequestBody,
  ZBulkCheck,
  ZBulkCheckAllowance,
  type ZBulkCheckBody,
  ZBulkCheckList,
  type ZBulkCheckQuery,
  ZBulkCheckSummary,
  ZBulkCheckWatchResult,
} from '@sverka/shared';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiDownload, apiGet, apiRequest } from '../../../lib/api-client.ts';
import { authKeys } from '../../../lib/auth.ts';

const CHECKS_PATH = '/api/v1/bulk-checks/';

/** While the job runs, its progress is asked for this often. */
export const CHECK_POLL_MS = 1000;

/** Statuses the job has not finished: the page keeps asking. */
export const isCheckRunning = (status: TBulkCheckStatus) => status === 'queued' || status === 'running';

export const checkKeys = {
  all: [...authKeys.all, 'bulk-checks'] as const,
  allowance: () => [...checkKeys.all, 'allowance'] as const,
  list: () => [...checkKeys.all, 'list'] as const,
  one: (id: number) => [...checkKeys.all, 'one', id] as const,
};

export const allowanceQueryOptions = () =>
  queryOptions({
    queryKey: checkKeys.allowance(),
    queryFn: ({ signal }) => apiGet(`${CHECKS_PATH}allowance/`, ZBulkCheckAllowance, { signal }),
  });

export function useAllowance(enabled = true) {
  return useQuery({ ...allowanceQueryOptions(), enabled });
}

export const checksQueryOptions = () =>
  queryOptions({
    queryKey: checkKeys.list(),
    queryFn: ({ signal }) => apiGet(CHECKS_PATH, ZBulkCheckList, { signal }),
  });

/** The history needs no second-by-second progress (the check's own page has it): a running check's row is asked less often. */
const HISTORY_POLL_MS = 3000;

/** The user's checks, newest first; asked again while one of them is still running. */
export function useChecks(enabled = true) {
  return useQuery({
    ...checksQueryOptions(),
    enabled,
    refetchInterval: (query) =>
      query.state.data?.some((check) => isCheckRunning(check.status)) ? HISTORY_POLL_MS : false,
  });
}

const getCheck = (id: number, rows: TQueryString<typeof ZBulkCheckQuery>['rows'], signal?: AbortSignal) =>
  apiGet(`${CHECKS_PATH}${id}/`, ZBulkCheck, { signal, params: { rows } });

/**
 * One check. While its job runs the page asks only for the counts (`rows=none`: 10,000 rows a second would
 * be megabytes); the rows come once, when it is done.
 */
export const checkQueryOptions = (id: number, previous?: TBulkCheck) =>
  queryOptions({
    queryKey: checkKeys.one(id),
    queryFn: async ({ signal }) => {
      if (!previous || !isCheckRunning(previous.status)) return getCheck(id, 'all', signal);
      const progress = await getCheck(id, 'none', signal);
      return isCheckRunning(progress.status) ? progress : getCheck(id, 'all', signal);
    },
  });

export function useCheck(id: number) {
  const queryClient = useQueryClient();
  return useQuery({
    ...checkQueryOptions(id, queryClient.getQueryData<TBulkCheck>(checkKeys.one(id))),
    refetchInterval: (query) => (query.state.data && isCheckRunning(query.state.data.status) ? CHECK_POLL_MS : false),
  });
}

export type TCreateCheck = { items: string[]; name?: string } | { file: File };

export function createCheck(request: TCreateCheck) {
  if ('file' in request) {
    const form = new FormData();
    form.append('file', request.file);
    return apiRequest(CHECKS_PATH, { method: 'POST', form, schema: ZBulkCheckSummary });
  }
  const json: TRequestBody<typeof ZBulkCheckBody> = request;
  return apiRequest(CHECKS_PATH, { method: 'POST', json, schema: ZBulkCheckSummary });
}

export function useCreateCheck() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createCheck,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: checkKeys.list() }),
  });
}

/** The finished check's XLSX (needs the session's token, so it is fetched rather than linked). */
export function downloadCheck(id: number) {
  return apiDownload(`${CHECKS_PATH}${id}/export/`);
}

/** «Добавить всех в отслеживание». */
export function useWatchAll(id: number) {
  return useMutation({
    mutationFn: () => apiRequest(`${CHECKS_PATH}${id}/watch/`, { method: 'POST', schema: ZBulkCheckWatchResult }),
  });
}
