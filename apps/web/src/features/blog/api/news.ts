import {
  type TNewsPage,
  type TNewsPost,
  type TQueryString,
  type ZNewsListQuery,
  ZNewsPage,
  ZNewsPost,
} from '@sverka/shared';
import {
  infiniteQueryOptions,
  queryOptions,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { apiGet, apiRequest } from '../../../lib/api-client.ts';

/** Every blog query lives under `['news', …]`, so a write refreshes the list, the post and the footer links. */
export const newsKeys = {
  all: ['news'] as const,
  list: ['news', 'list'] as const,
  post: (id: number) => ['news', 'post', id] as const,
};

export function getNewsPage(page: number, signal?: AbortSignal): Promise<TNewsPage> {
  return apiGet('/api/v1/news', ZNewsPage, {
    params: { page } satisfies TQueryString<typeof ZNewsListQuery>,
    signal,
  });
}

export function getNewsPost(id: number, signal?: AbortSignal): Promise<TNewsPost> {
  return apiGet(`/api/v1/news/${id}/`, ZNewsPost, { signal });
}

export const newsListQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: newsKeys.list,
    queryFn: ({ pageParam, signal }) => getNewsPage(pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last) => last.next ?? undefined,
  });

export function useNewsList() {
  return useInfiniteQuery(newsListQueryOptions());
}

export const newsPostQueryOptions = (id: number) =>
  queryOptions({
    queryKey: newsKeys.post(id),
    queryFn: ({ signal }) => getNewsPost(id, signal),
    // An unknown post stays unknown: asking again only delays the not-found state.
    retry: (count, error) => (error as { status?: number }).status !== 404 && count < 2,
  });

export function useNewsPost(id: number | null) {
  return useQuery({ ...newsPostQueryOptions(id ?? 0), enabled: id !== null });
}

/** `POST /api/v1/news/` (admins): multipart with title, content and an optional image. */
export function createNews(form: FormData): Promise<TNewsPost> {
  return apiRequest('/api/v1/news/', { method: 'POST', form, schema: ZNewsPost });
}

/** `PATCH /api/v1/news/{id}/` (admins). */
export function updateNews(id: number, form: FormData): Promise<TNewsPost> {
  return apiRequest(`/api/v1/news/${id}/`, { method: 'PATCH', form, schema: ZNewsPost });
}

export function deleteNews(id: number): Promise<void> {
  return apiRequest(`/api/v1/news/${id}/`, { method: 'DELETE' });
}

export function useSaveNews() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, form }: { id: number | null; form: FormData }) =>
      id === null ? createNews(form) : updateNews(id, form),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: newsKeys.all }),
  });
}

export function useDeleteNews() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteNews,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: newsKeys.all }),
  });
}
