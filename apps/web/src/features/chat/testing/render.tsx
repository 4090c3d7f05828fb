import { MantineProvider } from '@mantine/core';
import type { TChatRoom, TUser } from '@sverka/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { authKeys } from '../../../lib/auth.ts';
import { AuthDialogContext, type TAuthDialogApi } from '../../../lib/auth-dialog.ts';
import { session } from '../../../lib/session.ts';

export const me: TUser = {
  id: 5,
  email: 'buyer@example.ru',
  full_name: 'Инга Закупкина',
  birth_date: null,
  position: null,
  phone_number: null,
  avatar: null,
  date_joined: '2026-01-01T00:00:00.000Z',
  role: 'user',
};

/** A room of `me` as the list returns it; a product room unless overridden. */
export function chatRoom(id: number, overrides: Partial<TChatRoom> = {}): TChatRoom {
  return {
    id,
    slug: `room-slug-${id}`,
    kind: 'product',
    user: me.id,
    user2: { id: 9, full_name: 'Вера Поставщикова', avatar: null },
    product: { id: 40 + id, name: `Краска фасадная ${id}`, price: 1250, images: [`/media/products/${id}.webp`] },
    seller: { id: 7, name: 'ООО «СтройСнаб»', logo: null },
    last_message: { body: 'Есть в наличии?', sended_time: '2026-11-20T09:00:00.000Z', user: 9 },
    last_seq: 3,
    last_read_seq: 1,
    unread: 2,
    support_status: null,
    created_at: '2026-11-20T08:00:00.000Z',
    ...overrides,
  };
}

export function testQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: { queries: { retry: false, retryOnMount: false, staleTime: Number.POSITIVE_INFINITY } },
  });
}

/** Signs `me` in for a static render and puts their profile in the cache. */
export function signedIn(queryClient: QueryClient): QueryClient {
  session.signIn({ access: 'A', refresh: 'R' }, false);
  queryClient.setQueryData(authKeys.me, me);
  return queryClient;
}

/** The first paint as the server-side renderer draws it with the given cache, before any effect. */
export function renderMarkup(
  ui: ReactNode,
  options: { queryClient?: QueryClient; url?: string; authDialog?: TAuthDialogApi } = {},
): string {
  return renderToStaticMarkup(
    <MantineProvider>
      <QueryClientProvider client={options.queryClient ?? testQueryClient()}>
        <AuthDialogContext.Provider value={options.authDialog ?? { open: () => {} }}>
          <MemoryRouter initialEntries={[options.url ?? '/']}>{ui}</MemoryRouter>
        </AuthDialogContext.Provider>
      </QueryClientProvider>
    </MantineProvider>,
  );
}

/** The visible text of markup: tags and Mantine's style blocks dropped, entities of quotes decoded. */
export const textOf = (html: string) =>
  html
    .replace(/<style[^>]*>[\s\S]*?<\/style>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/\s+/g, ' ')
    .trim();
