import {
  type TAnnouncementsPage,
  type TQueryString,
  ZAdminAnnouncementsPage,
  type ZAdminAnnouncementsQuery,
  ZAnnouncement,
  ZAnnouncementAllowance,
  ZAnnouncementsPage,
  type ZAnnouncementsQuery,
} from '@sverka/shared';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiGet, apiRequest } from '../../../lib/api-client.ts';
import { authKeys, useIsSignedIn } from '../../../lib/auth.ts';

const PATH = '/api/v1/announcements/';

/**
 * Announcements: the public feed lives under `['announcements', …]`; the seller's own list, the allowance and
 * the followed companies' feed under `['auth', …]`, so signing out drops them.
 */
export const announcementKeys = {
  feed: ['announcements'] as const,
  page: (params: TQueryString<typeof ZAnnouncementsQuery>) => ['announcements', params] as const,
  own: [...authKeys.all, 'announcements'] as const,
  ownPage: (params: TQueryString<typeof ZAnnouncementsQuery>) => [...authKeys.all, 'announcements', params] as const,
  allowance: [...authKeys.all, 'announcements', 'allowance'] as const,
  admin: (params: TQueryString<typeof ZAdminAnnouncementsQuery>) => ['admin', 'announcements', params] as const,
};

export function getAnnouncements(
  params: TQueryString<typeof ZAnnouncementsQuery>,
  signal?: AbortSignal,
): Promise<TAnnouncementsPage> {
  return apiGet(PATH, ZAnnouncementsPage, { params, signal });
}

/** A page of published announcements (by seller, ИНН or none): the previous page stays while the next loads. */
export function useAnnouncementsFeed(params: TQueryString<typeof ZAnnouncementsQuery>, enabled = true) {
  return useQuery({
    queryKey: announcementKeys.page(params),
    queryFn: ({ signal }) => getAnnouncements(params, signal),
    placeholderData: keepPreviousData,
    enabled,
  });
}

/** The signed-in user's own feeds: `mine` (every status) or `following` (watched companies). */
export function usePrivateAnnouncements(params: TQueryString<typeof ZAnnouncementsQuery>) {
  const signedIn = useIsSignedIn();
  return useQuery({
    queryKey: announcementKeys.ownPage(params),
    queryFn: ({ signal }) => getAnnouncements(params, signal),
    placeholderData: keepPreviousData,
    enabled: signedIn,
  });
}

export const allowanceQueryOptions = () =>
  queryOptions({
    queryKey: announcementKeys.allowance,
    queryFn: ({ signal }) => apiGet(`${PATH}allowance/`, ZAnnouncementAllowance, { signal }),
  });

export function useAnnouncementAllowance(enabled = true) {
  return useQuery({ ...allowanceQueryOptions(), enabled });
}

/** `POST /api/v1/announcements/` as multipart: the fields and up to four `images`. */
export function useCreateAnnouncement() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (form: FormData) => apiRequest(PATH, { method: 'POST', form, schema: ZAnnouncement }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: announcementKeys.own }),
  });
}

export function useDeleteAnnouncement() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiRequest(`${PATH}${id}/`, { method: 'DELETE' }),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: announcementKeys.own }),
        queryClient.invalidateQueries({ queryKey: announcementKeys.feed }),
      ]),
  });
}

export function useAdminAnnouncements(params: TQueryString<typeof ZAdminAnnouncementsQuery>) {
  return useQuery({
    queryKey: announcementKeys.admin(params),
    queryFn: ({ signal }) => apiGet('/api/v1/admin/announcements/', ZAdminAnnouncementsPage, { params, signal }),
    placeholderData: keepPreviousData,
  });
}

export type TAnnouncementVerdict = { id: number; approve: true } | { id: number; approve: false; reason: string };

export function useDecideAnnouncement() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (verdict: TAnnouncementVerdict) =>
      apiRequest(`/api/v1/admin/announcements/${verdict.id}/${verdict.approve ? 'approve' : 'reject'}/`, {
        method: 'POST',
        json: verdict.approve ? undefined : { reason: verdict.reason },
        schema: ZAnnouncement,
      }),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ['admin', 'announcements'] }),
        queryClient.invalidateQueries({ queryKey: announcementKeys.feed }),
      ]),
  });
}
