import { afterEach, describe, expect, it } from 'vitest';
import { loadAreaTexts } from '../../../lib/i18n.ts';
import { session } from '../../../lib/session.ts';
import { roomsQueryOptions } from '../api/chat.ts';
import { chatRoom, me, renderMarkup, signedIn, testQueryClient, textOf } from '../testing/render.tsx';
import { MessagesPage } from './messages-page.tsx';

await loadAreaTexts('chat');

afterEach(() => session.signOut());

function renderPage(rooms: ReturnType<typeof chatRoom>[], url = '/profile/messages') {
  const queryClient = signedIn(testQueryClient());
  queryClient.setQueryData(roomsQueryOptions().queryKey, rooms);
  return renderMarkup(<MessagesPage />, { queryClient, url });
}

describe('/profile/messages', () => {
  it('lists each room with its picture, name, product, last message, time and unread count', () => {
    const html = renderPage([
      chatRoom(1),
      chatRoom(2, {
        kind: 'support',
        user2: { id: 0, full_name: 'Служба поддержки', avatar: null },
        product: null,
        seller: null,
        support_status: 'answered',
        last_message: { body: 'Ответ\nна обращение', sended_time: '2026-11-19T09:00:00.000Z', user: 0 },
        unread: 0,
      }),
      chatRoom(3, {
        kind: 'friend',
        user2: { id: 12, full_name: 'Глеб Оптовиков', avatar: '/media/avatars/12.png' },
        product: null,
        seller: null,
        last_message: { body: '<b>привет</b>', sended_time: '2026-11-18T09:00:00.000Z', user: me.id },
        unread: 120,
      }),
    ]);
    const rows = html.split('data-testid="chat-room-row"').slice(1);
    expect(rows).toHaveLength(3);
    expect(rows[0]).toContain('href="/profile/messages?room=room-slug-1"');
    expect(rows[0]).toContain('src="/media/products/1.webp"');
    expect(textOf(rows[0] ?? '')).toMatch(/Вера Поставщикова .*Товар «Краска фасадная 1» Есть в наличии\? 2/);
    expect(rows[0]).toContain('aria-label="Непрочитанных: 2"');
    expect(textOf(rows[1] ?? '')).toContain('Служба поддержки 19 ноября 2026 г. Ответ на обращение');
    // Text stays text: the markup of a message is shown, not obeyed.
    expect(rows[2]).toContain('Вы: &lt;b&gt;привет&lt;/b&gt;');
    expect(rows[2]).toContain('src="/media/avatars/12.png"');
    expect(textOf(rows[2] ?? '')).toContain('99+');
    expect(html).toContain('data-open="list"');
    expect(textOf(html)).toContain('Выберите диалог');
  });

  it('says «Диалогов пока нет» when there are no rooms', () => {
    const html = renderPage([]);
    expect(textOf(html)).toContain('Диалогов пока нет');
    expect(html).not.toContain('data-testid="chat-room-row"');
  });

  it('opens the room of ?room= with a way back to the list for phones', () => {
    const html = renderPage([chatRoom(1), chatRoom(2)], '/profile/messages?room=room-slug-2');
    expect(html).toContain('data-open="room"');
    expect(html).toMatch(
      /<a[^>]*aria-current="true"[^>]*href="\/profile\/messages\?room=room-slug-2"|href="\/profile\/messages\?room=room-slug-2"[^>]*aria-current="true"/,
    );
    expect(html).toMatch(
      /<a[^>]*href="\/profile\/messages"[^>]*aria-label="К списку диалогов"|aria-label="К списку диалогов"[^>]*href="\/profile\/messages"/,
    );
    expect(html).toContain('href="/marketplace/42"');
    expect(textOf(html)).toContain('Краска фасадная 2 · 1 250 ₽'.replace(/ /g, ' '));
    // The open room's own count is not shown: it is being read.
    expect(html.match(/Непрочитанных: 2/g)).toHaveLength(1);
  });
});
