import {
  type TFactorArticles,
  type TKnowledgeAdminArticle,
  type TKnowledgeAdminArticleList,
  type TKnowledgeArticle,
  type TKnowledgeArticleFormInput,
  type TKnowledgeArticlePage,
  type TKnowledgeCategory,
  type TQueryString,
  type TRequestBody,
  ZFactorArticles,
  type ZFactorArticlesQuery,
  ZKnowledgeAdminArticle,
  ZKnowledgeAdminArticleList,
  ZKnowledgeArticle,
  ZKnowledgeArticlePage,
  type ZKnowledgeArticlePatch,
  ZKnowledgeCategory,
  type ZKnowledgeCategoryForm,
  type ZKnowledgeListQuery,
} from '@sverka/shared';
import {
  infiniteQueryOptions,
  keepPreviousData,
  queryOptions,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { apiGet, apiRequest } from '../../../lib/api-client.ts';
import { useIsSignedIn } from '../../../lib/auth.ts';

/** Every knowledge query lives under `['knowledge', …]`, so a write in the back office refreshes the pages. */
export const knowledgeKeys = {
  all: ['knowledge'] as const,
  list: (filter: TKnowledgeFilter) => ['knowledge', 'list', filter] as const,
  article: (slug: string, signedIn: boolean) => ['knowledge', 'article', slug, signedIn] as const,
  admin: ['knowledge', 'admin'] as const,
  factors: (ids: readonly string[]) => ['knowledge', 'factors', ids.join(',')] as const,
};

export type TKnowledgeFilter = { category: string | null; search: string };

export function getArticlePage(filter: TKnowledgeFilter, page: number, signal?: AbortSignal) {
  const params: TQueryString<typeof ZKnowledgeListQuery> = { page };
  if (filter.category) params.category = filter.category;
  if (filter.search.trim()) params.search = filter.search.trim();
  return apiGet('/api/v1/knowledge/articles/', ZKnowledgeArticlePage, { params, signal });
}

export function useArticleList(filter: TKnowledgeFilter) {
  return useInfiniteQuery(
    infiniteQueryOptions({
      queryKey: knowledgeKeys.list(filter),
      queryFn: ({ pageParam, signal }): Promise<TKnowledgeArticlePage> => getArticlePage(filter, pageParam, signal),
      initialPageParam: 1,
      getNextPageParam: (last) => last.next ?? undefined,
      // The rubrics stay on screen while another rubric or search loads.
      placeholderData: keepPreviousData,
    }),
  );
}

/** One article; what it holds depends on the caller's plan, so the key follows signing in and out. */
export function useArticle(slug: string) {
  const signedIn = useIsSignedIn();
  return useQuery(
    queryOptions({
      queryKey: knowledgeKeys.article(slug, signedIn),
      queryFn: ({ signal }): Promise<TKnowledgeArticle> =>
        apiGet(`/api/v1/knowledge/articles/${encodeURIComponent(slug)}/`, ZKnowledgeArticle, { signal }),
      retry: (count, error) => (error as { status?: number }).status !== 404 && count < 2,
    }),
  );
}

/** «Статьи по факторам этой карточки»: only asked for when the caller has the early-access feature. */
export function useFactorArticles(factorIds: readonly string[], enabled: boolean) {
  const ids = [...new Set(factorIds)].sort();
  return useQuery({
    queryKey: knowledgeKeys.factors(ids),
    queryFn: ({ signal }): Promise<TFactorArticles> =>
      apiGet('/api/v1/knowledge/factor-articles/', ZFactorArticles, {
        params: { factors: ids.join(',') } satisfies TQueryString<typeof ZFactorArticlesQuery>,
        signal,
      }),
    enabled: enabled && ids.length > 0,
  });
}

export function useAdminArticles() {
  return useQuery({
    queryKey: knowledgeKeys.admin,
    queryFn: ({ signal }): Promise<TKnowledgeAdminArticleList> =>
      apiGet('/api/v1/admin/knowledge/articles/', ZKnowledgeAdminArticleList, { signal }),
  });
}

type TArticlePatch = TRequestBody<typeof ZKnowledgeArticlePatch>;

export function useSaveArticle() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      id,
      body,
    }: {
      id: number | null;
      body: TKnowledgeArticleFormInput;
    }): Promise<TKnowledgeAdminArticle> =>
      id === null
        ? apiRequest('/api/v1/admin/knowledge/articles/', {
            method: 'POST',
            json: body,
            schema: ZKnowledgeAdminArticle,
          })
        : apiRequest(`/api/v1/admin/knowledge/articles/${id}/`, {
            method: 'PATCH',
            json: body satisfies TArticlePatch,
            schema: ZKnowledgeAdminArticle,
          }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: knowledgeKeys.all }),
  });
}

export function useDeleteArticle() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiRequest(`/api/v1/admin/knowledge/articles/${id}/`, { method: 'DELETE' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: knowledgeKeys.all }),
  });
}

export function useCreateCategory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TRequestBody<typeof ZKnowledgeCategoryForm>): Promise<TKnowledgeCategory> =>
      apiRequest('/api/v1/admin/knowledge/categories/', { method: 'POST', json: body, schema: ZKnowledgeCategory }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: knowledgeKeys.all }),
  });
}
