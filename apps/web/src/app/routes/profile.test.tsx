import { MantineProvider } from '@mantine/core';
import type { TFriend } from '@sverka/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { unreadQueryOptions } from '../../features/chat/api/chat.ts';
import { friendsQueryOptions } from '../../features/friends/api/friends.ts';
import { AuthDialogContext } from '../../lib/auth-dialog.ts';
import { loadAreaTexts } from '../../lib/i18n.ts';
import { session } from '../../lib/session.ts';
import { ProfileFriendsPage, ProfileRoute } from './profile.tsx';

await Promise.all([loadAreaTexts('profile'), loadAreaTexts('chat')]);

afterEach(() => session.signOut());

function render(ui: ReactNode, queryClient: QueryClient, url: string) {
  return renderToStaticMarkup(
    <MantineProvider>
      <QueryClientProvider client={queryClient}>
        <AuthDialogContext.Provider value={{ open: () => {} }}>
          <MemoryRouter initialEntries={[url]}>
            <Routes>
              <Route path="/profile" element={ui}>
                <Route path="*" element={null} />
              </Route>
              <Route path="/profile/friends" element={ui} />
            </Routes>
          </MemoryRouter>
        </AuthDialogContext.Provider>
      </QueryClientProvider>
    </MantineProvider>,
  );
}

const client = () => new QueryClient({ defaultOptions: { queries: { staleTime: Number.POSITIVE_INFINITY } } });

describe('the profile composed with the chat', () => {
  it('lists «Сообщения» in the menu with the unread count beside it', () => {
    session.signIn({ access: 'A', refresh: 'R' }, false);
    const queryClient = client();
    queryClient.setQueryData(unreadQueryOptions().queryKey, { total: 4, rooms: { '2': 4 } });
    const html = render(<ProfileRoute />, queryClient, '/profile/info');
    const item = /<a[^>]*href="\/profile\/messages"[^>]*>[\s\S]*?<\/a>/.exec(html)?.[0];
    expect(item).toContain('Сообщения');
    expect(item).toContain('aria-label="Непрочитанных сообщений: 4"');
    expect(item).toMatch(/>4<\/span>/);
  });

  it('lists change tracking in the menu, beside the messages', () => {
    session.signIn({ access: 'A', refresh: 'R' }, false);
    const html = render(<ProfileRoute />, client(), '/profile/info');
    const item = /<a[^>]*href="\/profile\/monitoring"[^>]*>[\s\S]*?<\/a>/.exec(html)?.[0];
    expect(item).toContain('Отслеживание');
    expect(html.indexOf('href="/profile/messages"')).toBeLessThan(html.indexOf('href="/profile/monitoring"'));
  });

  it('puts the chat’s «Написать» on every friend’s row', () => {
    session.signIn({ access: 'A', refresh: 'R' }, false);
    const queryClient = client();
    const friend = (id: number, name: string): TFriend => ({
      id,
      friend: { id: 100 + id, full_name: name, avatar: null },
      created_at: '2026-11-01T00:00:00.000Z',
    });
    queryClient.setQueryData(friendsQueryOptions().queryKey, [
      friend(1, 'Вера Поставщикова'),
      friend(2, 'Глеб Оптовиков'),
    ]);
    const html = render(<ProfileFriendsPage />, queryClient, '/profile/friends');
    const buttons = html.match(/<button[^>]*data-testid="write-to-friend"[^>]*>/g) ?? [];
    expect(buttons).toHaveLength(2);
    expect(buttons[0]).toContain('aria-label="Написать: Вера Поставщикова"');
    expect(buttons[0]).not.toContain('disabled');
    expect(html).not.toContain('Сообщения появятся в следующих версиях');
  });
});
