import { describe, expect, it } from 'vitest';
import { inboxSocketUrl, roomSocketUrl } from './socket-url.ts';

describe('socket addresses', () => {
  const page = { protocol: 'https:', host: 'sverka.example:8443' };

  it('lead friend rooms to /ws/friend-chat and the others to /ws/chat, over wss under HTTPS', () => {
    expect(roomSocketUrl(page, { slug: 'AbC-12_x', kind: 'friend' }, 't/1+')).toBe(
      'wss://sverka.example:8443/ws/friend-chat/AbC-12_x?ticket=t%2F1%2B',
    );
    expect(roomSocketUrl(page, { slug: 'AbC-12_x', kind: 'product' }, 't')).toBe(
      'wss://sverka.example:8443/ws/chat/AbC-12_x?ticket=t',
    );
    expect(roomSocketUrl({ protocol: 'http:', host: 'localhost:3000' }, { slug: 's', kind: 'support' }, 't')).toBe(
      'ws://localhost:3000/ws/chat/s?ticket=t',
    );
  });

  it('lead the inbox to /ws/inbox', () => {
    expect(inboxSocketUrl({ protocol: 'http:', host: 'localhost:3000' }, 'abc')).toBe(
      'ws://localhost:3000/ws/inbox?ticket=abc',
    );
  });
});
