import { CHAT_CLOSE_CODES, CHAT_MESSAGE_MAX_LENGTH } from '@sverka/shared';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { loadAreaTexts } from '../../../lib/i18n.ts';
import { session } from '../../../lib/session.ts';
import { unreadQueryOptions } from '../api/chat.ts';
import type { TRoomSnapshot } from '../lib/room-session.ts';
import { chatMessage } from '../testing/fakes.ts';
import { me, renderMarkup, signedIn, testQueryClient, textOf } from '../testing/render.tsx';
import { MessageInput } from './message-input.tsx';
import { MessageList, type TMessageListProps } from './message-list.tsx';
import { MessagesLink, UnreadMessagesBadge } from './messages-link.tsx';
import { ConnectionNotice } from './room-view.tsx';

await loadAreaTexts('chat');

afterEach(() => session.signOut());

const noop = () => {};

function list(props: Partial<TMessageListProps>) {
  return renderMarkup(
    <MessageList
      messages={[]}
      outbox={[]}
      me={me.id}
      hasMore={false}
      loadingOlder={false}
      onLoadOlder={noop}
      onRetry={noop}
      onDiscard={noop}
      {...props}
    />,
  );
}

describe('the history of a room', () => {
  it('says «Нет сообщений» when the room is empty', () => {
    expect(textOf(list({}))).toContain('Нет сообщений');
  });

  it('puts a date line with the month’s name before each day and shows markup as text', () => {
    const at = (seq: number, date: Date, user = 9, body = `Сообщение ${seq}`) =>
      chatMessage(seq, user, { sended_time: date.toISOString(), body });
    const html = list({
      messages: [
        at(1, new Date(2026, 2, 5, 10, 0)),
        at(2, new Date(2026, 2, 5, 10, 7), me.id, '<img src=x onerror=alert(1)>'),
        at(3, new Date(2026, 2, 6, 9, 30)),
      ],
      hasMore: true,
    });
    const text = textOf(html);
    expect(text).toMatch(
      /Показать ранее 5 марта 2026 г\. Сообщение 1 10:00 .* 10:07 6 марта 2026 г\. Сообщение 3 09:30/,
    );
    expect(html).not.toContain('<img src=x');
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(html.match(/data-testid="chat-message"/g)).toHaveLength(3);
    expect(html).toMatch(/data-own="true"[^>]*data-testid="chat-message" data-seq="2"/);
    expect(text).not.toContain('Нет сообщений');
  });

  it('names the support team on its answers', () => {
    const html = list({ messages: [chatMessage(1, 77, { from_support: true, body: 'Здравствуйте!' })] });
    expect(textOf(html)).toContain('Служба поддержки Здравствуйте!');
  });

  it('shows messages on their way and refused ones with the reason, a retry and a delete', () => {
    const html = list({
      outbox: [
        { client_msg_id: 'a', body: 'в пути', status: 'sending', detail: null },
        { client_msg_id: 'b', body: 'отказано', status: 'failed', detail: 'Слишком много сообщений подряд' },
      ],
    });
    const text = textOf(html);
    expect(text).toContain('в пути Отправляется…');
    expect(text).toContain('отказано Слишком много сообщений подряд Повторить Удалить');
    expect(text).not.toContain('Нет сообщений');
  });
});

describe('the input', () => {
  it('has a labelled field and a send button that waits for text', () => {
    const html = renderMarkup(<MessageInput onSend={() => true} />);
    expect(html).toContain('aria-label="Сообщение"');
    const button = /<button[^>]*aria-label="Отправить"[^>]*>/.exec(html)?.[0];
    expect(button).toContain('type="submit"');
    expect(button).toContain('disabled=""');
    expect(html).not.toContain(`из ${CHAT_MESSAGE_MAX_LENGTH}`);
  });
});

describe('the connection state', () => {
  const snapshot = (change: Partial<TRoomSnapshot>): TRoomSnapshot => ({
    history: 'ready',
    messages: [],
    hasMore: false,
    loadingOlder: false,
    outbox: [],
    connection: 'open',
    fatalCode: null,
    ...change,
  });
  const notice = (change: Partial<TRoomSnapshot>) =>
    textOf(renderMarkup(<ConnectionNotice snapshot={snapshot(change)} />));

  it('is silent while connected and says so while reconnecting', () => {
    expect(notice({})).toBe('');
    expect(notice({ connection: 'reconnecting' })).toBe('Соединение потеряно. Переподключаемся…');
  });

  it('says why the chat will not come back', () => {
    expect(notice({ connection: 'closed', fatalCode: CHAT_CLOSE_CODES.forbidden })).toBe('Этот диалог вам недоступен');
    expect(notice({ connection: 'closed', fatalCode: null })).toBe('Чат недоступен. Обновите страницу');
  });
});

describe('the unread badges', () => {
  it('are not there for a visitor', () => {
    expect(renderToStaticMarkup(<MessagesLink />)).toBe('');
  });

  it('lead from the header to /profile/messages with the count, and show it beside the menu item', () => {
    const queryClient = signedIn(testQueryClient());
    queryClient.setQueryData(unreadQueryOptions().queryKey, { total: 3, rooms: { '1': 2, '4': 1 } });
    const header = renderMarkup(<MessagesLink />, { queryClient });
    const link = /<a[^>]*data-testid="messages-link"[^>]*>/.exec(header)?.[0];
    expect(link).toContain('href="/profile/messages"');
    expect(link).toContain('aria-label="Сообщения, непрочитанных: 3"');
    expect(header).toMatch(/>3<\/div>/);
    expect(renderMarkup(<UnreadMessagesBadge />, { queryClient })).toContain('aria-label="Непрочитанных сообщений: 3"');
  });

  it('show no count once everything is read', () => {
    const queryClient = signedIn(testQueryClient());
    queryClient.setQueryData(unreadQueryOptions().queryKey, { total: 0, rooms: {} });
    expect(renderMarkup(<MessagesLink />, { queryClient })).toContain('aria-label="Сообщения"');
    expect(renderMarkup(<UnreadMessagesBadge />, { queryClient })).toBe(renderMarkup(null, { queryClient }));
  });
});
