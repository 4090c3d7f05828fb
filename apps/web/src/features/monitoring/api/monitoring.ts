import {
  type TMonitoringEventsPage,
  type TMonitoringSettings,
  type TQueryString,
  type TRequestBody,
  type TWatchlistEntry,
  ZMonitoringEventsPage,
  type ZMonitoringEventsQuery,
  type ZMonitoringReadBody,
  ZMonitoringSettings,
  ZMonitoringUnread,
  ZWatchlist,
  ZWatchlistEntry,
  ZWatchState,
} from '@sverka/shared';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiGet, apiRequest } from '../../../lib/api-client.ts';
import { authKeys } from '../../../lib/auth.ts';

const WATCHLIST_PATH = '/api/v1/watchlist/';
const watchPath = (inn: string) => `${WATCHLIST_PATH}${encodeURIComponent(inn)}/`;
const EVENTS_PATH = '/api/v1/monitoring/events/';
const READ_PATH = '/api/v1/monitoring/events/read/';
const SETTINGS_PATH = '/api/v1/monitoring/settings/';

/** The query string of one page of the feed, as the server reads it. */
export type TEventsRequest = TQueryString<typeof ZMonitoringEventsQuery>;

/** Everything here is private: under `['auth', …]`, so signing out drops it. */
export const monitoringKeys = {
  all: [...authKeys.all, 'monitoring'] as const,
  watchlist: [...authKeys.all, 'monitoring', 'watchlist'] as const,
  watchState: (inn: string) => [...authKeys.all, 'monitoring', 'watch', inn] as const,
  events: [...authKeys.all, 'monitoring', 'events'] as const,
  eventsPage: (request: TEventsRequest) => [...authKeys.all, 'monitoring', 'events', request] as const,
  settings: [...authKeys.all, 'monitoring', 'settings'] as const,
};

export const watchlistQueryOptions = () =>
  queryOptions({
    queryKey: monitoringKeys.watchlist,
    queryFn: ({ signal }) => apiGet(WATCHLIST_PATH, ZWatchlist, { signal }),
  });

/** `GET /api/v1/watchlist/`. */
export function useWatchlist() {
  return useQuery(watchlistQueryOptions());
}

export const watchStateQueryOptions = (inn: string) =>
  queryOptions({
    queryKey: monitoringKeys.watchState(inn),
    queryFn: ({ signal }) => apiGet(watchPath(inn), ZWatchState, { signal }),
  });

/** `GET /api/v1/watchlist/{inn}/`: the card's button; `enabled: false` while signed out. */
export function useWatchState(inn: string, enabled: boolean) {
  return useQuery({ ...watchStateQueryOptions(inn), enabled });
}

export function watchSubject(inn: string): Promise<TWatchlistEntry> {
  return apiRequest(WATCHLIST_PATH, { method: 'POST', json: { inn }, schema: ZWatchlistEntry });
}

export function unwatchSubject(inn: string): Promise<void> {
  return apiRequest(watchPath(inn), { method: 'DELETE' });
}

/** A change of the list changes the card's state, the list, its counts and the feed: all are read again. */
function useMonitoringMutation<TInput, TReply>(mutationFn: (input: TInput) => Promise<TReply>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: monitoringKeys.all }),
  });
}

export const useWatch = () => useMonitoringMutation(watchSubject);
export const useUnwatch = () => useMonitoringMutation(unwatchSubject);

export const eventsQueryOptions = (request: TEventsRequest) =>
  queryOptions({
    queryKey: monitoringKeys.eventsPage(request),
    queryFn: ({ signal }): Promise<TMonitoringEventsPage> =>
      apiGet(EVENTS_PATH, ZMonitoringEventsPage, { params: request, signal }),
  });

/** `GET /api/v1/monitoring/events/`; the previous page stays on screen while the next one loads. */
export function useMonitoringEvents(request: TEventsRequest) {
  return useQuery({ ...eventsQueryOptions(request), placeholderData: keepPreviousData });
}

export function markEventsRead(body: TRequestBody<typeof ZMonitoringReadBody>): Promise<number> {
  return apiRequest(READ_PATH, { method: 'POST', json: body, schema: ZMonitoringUnread }).then((reply) => reply.unread);
}

export const useMarkRead = () => useMonitoringMutation(markEventsRead);

export const settingsQueryOptions = () =>
  queryOptions({
    queryKey: monitoringKeys.settings,
    queryFn: ({ signal }) => apiGet(SETTINGS_PATH, ZMonitoringSettings, { signal }),
  });

export function useMonitoringSettings() {
  return useQuery(settingsQueryOptions());
}

export function saveSettings(settings: TMonitoringSettings): Promise<TMonitoringSettings> {
  return apiRequest(SETTINGS_PATH, { method: 'PUT', json: settings, schema: ZMonitoringSettings });
}

export function useSaveSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveSettings,
    onSuccess: (saved) => queryClient.setQueryData(monitoringKeys.settings, saved),
  });
}
