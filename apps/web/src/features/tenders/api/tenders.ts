import {
  type TQueryString,
  type TQuote,
  type TTender,
  ZCategoryList,
  ZChatRoom,
  ZMyQuoteList,
  ZMyTenderList,
  ZQuote,
  ZQuoteList,
  ZTender,
  ZTenderAllowance,
  ZTenderRegionList,
  ZTendersPage,
  type ZTendersQuery,
} from '@sverka/shared';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiDownload, apiGet, apiRequest } from '../../../lib/api-client.ts';
import { authKeys } from '../../../lib/auth.ts';

const TENDERS_PATH = '/api/v1/tenders/';

export type TTendersParams = TQueryString<typeof ZTendersQuery>;

/** Tenders are for signed-in users: they live under `['auth', …]`, so signing out drops them. */
export const tenderKeys = {
  all: [...authKeys.all, 'tenders'] as const,
  list: (params: TTendersParams) => [...tenderKeys.all, 'list', params] as const,
  one: (id: number) => [...tenderKeys.all, 'one', id] as const,
  quotes: (id: number) => [...tenderKeys.all, 'quotes', id] as const,
  allowance: () => [...tenderKeys.all, 'allowance'] as const,
  mine: () => [...tenderKeys.all, 'mine'] as const,
  myQuotes: () => [...tenderKeys.all, 'my-quotes'] as const,
  regions: () => [...tenderKeys.all, 'regions'] as const,
  categories: () => [...tenderKeys.all, 'categories'] as const,
};

export function useTenders(params: TTendersParams) {
  return useQuery({
    queryKey: tenderKeys.list(params),
    queryFn: ({ signal }) => apiGet(TENDERS_PATH, ZTendersPage, { params, signal }),
    placeholderData: keepPreviousData,
  });
}

export const tenderQueryOptions = (id: number) =>
  queryOptions({
    queryKey: tenderKeys.one(id),
    queryFn: ({ signal }) => apiGet(`${TENDERS_PATH}${id}/`, ZTender, { signal }),
  });

export function useTender(id: number) {
  return useQuery(tenderQueryOptions(id));
}

export function useQuotes(id: number, enabled: boolean) {
  return useQuery({
    queryKey: tenderKeys.quotes(id),
    queryFn: ({ signal }) => apiGet(`${TENDERS_PATH}${id}/quotes/`, ZQuoteList, { signal }),
    enabled,
  });
}

export function useTenderAllowance() {
  return useQuery({
    queryKey: tenderKeys.allowance(),
    queryFn: ({ signal }) => apiGet(`${TENDERS_PATH}allowance/`, ZTenderAllowance, { signal }),
  });
}

export function useMyTenders() {
  return useQuery({
    queryKey: tenderKeys.mine(),
    queryFn: ({ signal }) => apiGet(`${TENDERS_PATH}mine/`, ZMyTenderList, { signal }),
  });
}

export function useMyQuotes() {
  return useQuery({
    queryKey: tenderKeys.myQuotes(),
    queryFn: ({ signal }) => apiGet(`${TENDERS_PATH}my-quotes/`, ZMyQuoteList, { signal }),
  });
}

/** Regions and categories change with a migration, not during a visit. */
const REFERENCE_STALE_MS = 60 * 60_000;

export function useTenderRegions() {
  return useQuery({
    queryKey: tenderKeys.regions(),
    queryFn: ({ signal }) => apiGet(`${TENDERS_PATH}regions/`, ZTenderRegionList, { signal }),
    staleTime: REFERENCE_STALE_MS,
  });
}

export function useTenderCategories() {
  return useQuery({
    queryKey: tenderKeys.categories(),
    queryFn: ({ signal }) => apiGet('/api/v1/categories/', ZCategoryList, { signal }),
    staleTime: REFERENCE_STALE_MS,
  });
}

/** The tender form as the page holds it: texts as typed, files as picked. */
export type TTenderDraft = {
  title: string;
  description: string;
  quantity: string;
  unit: string;
  budget: string;
  region: string;
  category: string;
  deadline: string;
  company: string;
  files: File[];
};

/** Sent as multipart so the files travel with the fields: the tender exists with its files or not at all. */
export function tenderForm(draft: TTenderDraft): FormData {
  const form = new FormData();
  for (const key of ['title', 'description', 'quantity', 'unit', 'budget', 'region', 'category', 'deadline'] as const) {
    form.append(key, draft[key]);
  }
  if (draft.company) form.append('company', draft.company);
  draft.files.forEach((file, index) => {
    form.append(`file_${index + 1}`, file);
  });
  return form;
}

export function useCreateTender() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (draft: TTenderDraft) =>
      apiRequest(TENDERS_PATH, { method: 'POST', form: tenderForm(draft), schema: ZTender }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: tenderKeys.all }),
  });
}

export type TQuoteDraft = { price: string; delivery_date: string; terms: string; comment: string; file: File | null };

export function quoteForm(draft: TQuoteDraft): FormData {
  const form = new FormData();
  form.append('price', draft.price);
  form.append('delivery_date', draft.delivery_date);
  form.append('terms', draft.terms);
  form.append('comment', draft.comment);
  if (draft.file) form.append('file', draft.file);
  return form;
}

export function useSubmitQuote(tenderId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (draft: TQuoteDraft): Promise<TQuote> =>
      apiRequest(`${TENDERS_PATH}${tenderId}/quotes/`, { method: 'POST', form: quoteForm(draft), schema: ZQuote }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: tenderKeys.all }),
  });
}

export function useChooseWinner(tenderId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (quote: number): Promise<TTender> =>
      apiRequest(`${TENDERS_PATH}${tenderId}/winner/`, { method: 'POST', json: { quote }, schema: ZTender }),
    onSuccess: (tender) => {
      queryClient.setQueryData(tenderKeys.one(tenderId), tender);
      return queryClient.invalidateQueries({ queryKey: tenderKeys.all });
    },
  });
}

export function useCancelTender(tenderId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (): Promise<TTender> =>
      apiRequest(`${TENDERS_PATH}${tenderId}/cancel/`, { method: 'POST', schema: ZTender }),
    onSuccess: (tender) => {
      queryClient.setQueryData(tenderKeys.one(tenderId), tender);
      return queryClient.invalidateQueries({ queryKey: tenderKeys.all });
    },
  });
}

/** The chat room of the tender with a quote's supplier (created on the first click). */
export function openTenderChat(tenderId: number, quote: number) {
  return apiRequest(`${TENDERS_PATH}${tenderId}/chat/`, { method: 'POST', json: { quote }, schema: ZChatRoom });
}

/** A tender's or a quote's file (needs the session's token, so it is fetched rather than linked). */
export function downloadTenderFile(url: string) {
  return apiDownload(url);
}
