import {
  type TChatMessage,
  type TChatMessagePage,
  type TQueryString,
  type TRequestBody,
  type TSupportConversation,
  type TSupportConversationPage,
  type TSupportStatus,
  ZChatMessage,
  ZChatMessagePage,
  type ZSupportAssignBody,
  ZSupportConversation,
  ZSupportConversationPage,
  type ZSupportInboxQuery,
  type ZSupportMessagesQuery,
  type ZSupportReplyBody,
  type ZSupportStatusBody,
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
import { authKeys } from '../../../lib/auth.ts';

export type { TChatMessage, TSupportConversation, TSupportConversationPage, TSupportStatus };

const INBOX_PATH = '/api/v1/admin/support/';
/** The inbox is a queue others write to: it refreshes itself this often while the page is open. */
export const SUPPORT_POLL_MS = 5000;

export type TSupportInboxFilter = { status: TSupportStatus; mine: boolean; page: number };

export const supportKeys = {
  all: [...authKeys.all, 'admin-support'] as const,
  inbox: (filter: TSupportInboxFilter) => [...authKeys.all, 'admin-support', 'inbox', filter] as const,
  conversation: (id: number) => [...authKeys.all, 'admin-support', 'conversation', id] as const,
  messages: (id: number) => [...authKeys.all, 'admin-support', 'messages', id] as const,
};

export function getSupportInbox(filter: TSupportInboxFilter, signal?: AbortSignal): Promise<TSupportConversationPage> {
  return apiGet(INBOX_PATH, ZSupportConversationPage, {
    params: {
      status: filter.status,
      assigned: filter.mine ? 'me' : undefined,
      page: filter.page,
    } satisfies TQueryString<typeof ZSupportInboxQuery>,
    signal,
  });
}

/** A page of a conversation's history, the newest one or the one before `beforeSeq`; reading marks it read for the team. */
export function getSupportMessages(id: number, beforeSeq: number | undefined, signal?: AbortSignal) {
  return apiGet(`${INBOX_PATH}${id}/messages/`, ZChatMessagePage, {
    params: { before_seq: beforeSeq } satisfies TQueryString<typeof ZSupportMessagesQuery>,
    signal,
  });
}

export const supportInboxQueryOptions = (filter: TSupportInboxFilter) =>
  queryOptions({
    queryKey: supportKeys.inbox(filter),
    queryFn: ({ signal }) => getSupportInbox(filter, signal),
    placeholderData: keepPreviousData,
    refetchInterval: SUPPORT_POLL_MS,
  });

export function useSupportInbox(filter: TSupportInboxFilter) {
  return useQuery(supportInboxQueryOptions(filter));
}

export function useSupportConversation(id: number | null) {
  return useQuery({
    queryKey: supportKeys.conversation(id ?? 0),
    queryFn: ({ signal }) => apiGet(`${INBOX_PATH}${id}/`, ZSupportConversation, { signal }),
    enabled: id !== null,
    refetchInterval: SUPPORT_POLL_MS,
    retry: (count, error) => (error as { status?: number }).status !== 404 && count < 2,
  });
}

/** Pages go backwards: the first is the newest, each next one holds the messages before it. */
export const supportMessagesQueryOptions = (id: number) =>
  infiniteQueryOptions({
    queryKey: supportKeys.messages(id),
    queryFn: ({ pageParam, signal }) => getSupportMessages(id, pageParam, signal),
    initialPageParam: undefined as number | undefined,
    getNextPageParam: (last: TChatMessagePage) => (last.has_more ? last.results[0]?.seq : undefined),
    refetchInterval: SUPPORT_POLL_MS,
  });

export function useSupportMessages(id: number) {
  return useInfiniteQuery(supportMessagesQueryOptions(id));
}

/** The loaded pages as one history, oldest first, each message once. */
export function historyOf(pages: readonly TChatMessagePage[] | undefined): TChatMessage[] {
  const bySeq = new Map<number, TChatMessage>();
  for (const page of pages ?? []) for (const message of page.results) bySeq.set(message.seq, message);
  return [...bySeq.values()].sort((a, b) => a.seq - b.seq);
}

export function replyToSupport(id: number, message: string): Promise<TChatMessage> {
  return apiRequest(`${INBOX_PATH}${id}/reply/`, {
    method: 'POST',
    json: { message } satisfies TRequestBody<typeof ZSupportReplyBody>,
    schema: ZChatMessage,
  });
}

export function setSupportStatus(id: number, status: TSupportStatus): Promise<TSupportConversation> {
  return apiRequest(`${INBOX_PATH}${id}/`, {
    method: 'PATCH',
    json: { status } satisfies TRequestBody<typeof ZSupportStatusBody>,
    schema: ZSupportConversation,
  });
}

/** Takes the conversation for the caller, or (`take: false`) leaves it to nobody. */
export function assignSupport(id: number, take: boolean): Promise<TSupportConversation> {
  return apiRequest(`${INBOX_PATH}${id}/assign/`, {
    method: 'POST',
    json: (take ? {} : { assignee: null }) satisfies TRequestBody<typeof ZSupportAssignBody>,
    schema: ZSupportConversation,
  });
}

export type TSupportAction =
  | { kind: 'reply'; id: number; message: string }
  | { kind: 'status'; id: number; status: TSupportStatus }
  | { kind: 'assign'; id: number; take: boolean };

export function runSupportAction(action: TSupportAction): Promise<unknown> {
  if (action.kind === 'reply') return replyToSupport(action.id, action.message);
  if (action.kind === 'status') return setSupportStatus(action.id, action.status);
  return assignSupport(action.id, action.take);
}

/** Every change of a conversation moves it between tabs and counts: the whole inbox is read again. */
export function useSupportAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: runSupportAction,
    onSettled: () => queryClient.invalidateQueries({ queryKey: supportKeys.all }),
  });
}
