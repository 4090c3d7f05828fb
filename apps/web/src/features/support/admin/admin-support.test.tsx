import { MantineProvider } from '@mantine/core';
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadAreaTexts } from '../../../lib/i18n.ts';
import {
  getSupportInbox,
  getSupportMessages,
  historyOf,
  runSupportAction,
  type TChatMessage,
  type TSupportConversation,
} from '../api/admin-support.ts';
import { SupportSentNotice } from '../components/support-panel.tsx';
import { SupportConversationList } from './support-conversation-list.tsx';
import { SupportConversationHeader, SupportHistory } from './support-conversation-view.tsx';

beforeAll(() => Promise.all([loadAreaTexts('admin'), loadAreaTexts('profile')]));
afterEach(() => vi.unstubAllGlobals());

const conversation = (overrides: Partial<TSupportConversation> = {}): TSupportConversation => ({
  id: 7,
  slug: 'room-slug-0000000000000000',
  status: 'open',
  user: { id: 3, full_name: 'Иванов Иван', avatar: null, email: 'ivanov@example.ru' },
  assignee: null,
  last_message: { body: 'Не приходит письмо', sended_time: '2026-11-20T09:30:00.000Z', user: 3 },
  last_seq: 2,
  unread: 2,
  created_at: '2026-11-20T09:00:00.000Z',
  ...overrides,
});

const message = (overrides: Partial<TChatMessage> = {}): TChatMessage => ({
  id: 1,
  room: 7,
  seq: 1,
  body: 'Вопрос',
  user: 3,
  from_support: false,
  sended_time: '2026-11-20T09:00:00.000Z',
  client_msg_id: null,
  ...overrides,
});

const render = (node: ReactNode) =>
  renderToStaticMarkup(
    <MantineProvider>
      <MemoryRouter>{node}</MemoryRouter>
    </MantineProvider>,
  );

describe('the support inbox list', () => {
  it('shows who wrote, their email, the newest message and the unread count', () => {
    const html = render(
      <SupportConversationList
        conversations={[conversation(), conversation({ id: 8, unread: 0, last_message: null })]}
        selectedId={8}
        emptyText="—"
        onSelect={() => {}}
      />,
    );
    expect(html).toContain('Иванов Иван');
    expect(html).toContain('ivanov@example.ru');
    expect(html).toContain('Не приходит письмо');
    expect(html).toContain('20.11.2026');
    expect(html).toMatch(/aria-label="Непрочитанных сообщений: 2"[^>]*>[\s\S]*?2/);
    expect(html.match(/data-testid="support-unread"/g)).toHaveLength(1);
    expect(html.match(/aria-current="true"/g)).toHaveLength(1);
  });

  it('says what an empty tab holds', () => {
    const html = render(
      <SupportConversationList
        conversations={[]}
        selectedId={null}
        emptyText="Открытых обращений нет"
        onSelect={() => {}}
      />,
    );
    expect(html).toContain('Открытых обращений нет');
    expect(html).not.toContain('data-testid="support-inbox"');
  });
});

describe('a support conversation', () => {
  it('shows the history as text, the user’s and the team’s apart', () => {
    const html = render(
      <SupportHistory
        userName="Иванов Иван"
        messages={[
          message({ body: '<img src=x onerror=alert(1)> не работает' }),
          message({ id: 2, seq: 2, body: 'Ответ', from_support: true, user: 99 }),
        ]}
      />,
    );
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt; не работает');
    expect(html).not.toContain('<img');
    expect(html).toMatch(/data-from="user"[\s\S]*Иванов Иван[\s\S]*data-from="support"[\s\S]*Поддержка/);
  });

  it('says when there are no messages', () => {
    expect(render(<SupportHistory userName="Иванов Иван" messages={[]} />)).toContain('Сообщений пока нет');
  });

  it('offers to take an open conversation and close it; the taker may release it, a closed one reopens', () => {
    const header = (value: TSupportConversation, meId: number) =>
      render(<SupportConversationHeader conversation={value} meId={meId} pending={false} onAction={() => {}} />);
    const open = header(conversation(), 5);
    expect(open).toContain('Взять себе');
    expect(open).toContain('Закрыть');
    expect(open).toContain('Никто не взял');
    expect(open).toContain('Ждёт ответа');
    const taken = header(
      conversation({ status: 'closed', assignee: { id: 5, full_name: 'Петров Пётр', avatar: null } }),
      5,
    );
    expect(taken).toContain('Снять с себя');
    expect(taken).toContain('Открыть снова');
    expect(taken).toContain('Отвечает: Петров Пётр');
    const takenByColleague = header(conversation({ assignee: { id: 6, full_name: 'Петров Пётр', avatar: null } }), 5);
    expect(takenByColleague).toContain('Взять себе');
  });

  it('merges history pages oldest first, each message once', () => {
    const newest = { results: [message({ id: 3, seq: 3 }), message({ id: 4, seq: 4 })], has_more: true };
    const older = { results: [message({ id: 2, seq: 2 }), message({ id: 3, seq: 3 })], has_more: false };
    expect(historyOf([newest, older]).map((item) => item.seq)).toEqual([2, 3, 4]);
    expect(historyOf(undefined)).toEqual([]);
  });
});

describe('the admin support API', () => {
  it('asks for the inbox and the history and sends answers, status changes and assignments', async () => {
    const calls: { url: string; method: string; body: unknown }[] = [];
    vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
      calls.push({ url, method: String(init.method), body: init.body ? JSON.parse(String(init.body)) : null });
      const reply = url.includes('/messages/')
        ? { results: [], has_more: false }
        : url.includes('/reply/')
          ? message({ from_support: true })
          : url.includes('?')
            ? { count: 0, results: [], by_status: { open: 0, answered: 0, closed: 0 } }
            : conversation();
      return new Response(JSON.stringify(reply), { status: 200 });
    });
    await getSupportInbox({ status: 'answered', mine: true, page: 2 });
    await getSupportInbox({ status: 'open', mine: false, page: 1 });
    await getSupportMessages(7, 40);
    await runSupportAction({ kind: 'reply', id: 7, message: 'Ответ' });
    await runSupportAction({ kind: 'status', id: 7, status: 'closed' });
    await runSupportAction({ kind: 'assign', id: 7, take: true });
    await runSupportAction({ kind: 'assign', id: 7, take: false });
    expect(calls).toEqual([
      { url: '/api/v1/admin/support/?status=answered&assigned=me&page=2', method: 'GET', body: null },
      { url: '/api/v1/admin/support/?status=open&page=1', method: 'GET', body: null },
      { url: '/api/v1/admin/support/7/messages/?before_seq=40', method: 'GET', body: null },
      { url: '/api/v1/admin/support/7/reply/', method: 'POST', body: { message: 'Ответ' } },
      { url: '/api/v1/admin/support/7/', method: 'PATCH', body: { status: 'closed' } },
      { url: '/api/v1/admin/support/7/assign/', method: 'POST', body: {} },
      { url: '/api/v1/admin/support/7/assign/', method: 'POST', body: { assignee: null } },
    ]);
  });
});

describe('the support dialog’s notice', () => {
  it('says the answer comes to Messages and by email, with a link to Messages', () => {
    const html = render(<SupportSentNotice onClose={() => {}} />);
    expect(html).toContain('Обращение в поддержку отправлено');
    expect(html).toContain('Ответ придёт в «Сообщения» и на почту.');
    expect(html).toMatch(/<a[^>]*href="\/profile\/messages"[^>]*>Открыть «Сообщения»<\/a>/);
  });
});
