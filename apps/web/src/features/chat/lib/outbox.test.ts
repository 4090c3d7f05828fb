import { CHAT_MESSAGE_MAX_LENGTH } from '@sverka/shared';
import { describe, expect, it } from 'vitest';
import { draftCounter, draftProblem, newClientMsgId, OutboxStore } from './outbox.ts';

describe('OutboxStore', () => {
  it('keeps a room’s unsent messages in order until the server has them', () => {
    const store = new OutboxStore();
    store.add('room-a', 'id-1', 'первое');
    store.add('room-a', 'id-2', 'второе');
    store.add('room-b', 'id-3', 'в другой комнате');
    expect(store.sending('room-a').map((item) => item.body)).toEqual(['первое', 'второе']);
    expect(store.settle('room-a', ['id-1', null])).toBe(true);
    expect(store.sending('room-a').map((item) => item.client_msg_id)).toEqual(['id-2']);
    expect(store.settle('room-a', ['id-1'])).toBe(false);
    expect(store.items('room-b')).toHaveLength(1);
  });

  it('holds a refused message back from resending until the user retries it under the same id', () => {
    const store = new OutboxStore();
    store.add('room', 'id-1', 'текст');
    expect(store.refuse('room', 'id-1', 'Слишком много сообщений подряд')).toBe(true);
    expect(store.sending('room')).toEqual([]);
    expect(store.items('room')[0]).toMatchObject({ status: 'failed', detail: 'Слишком много сообщений подряд' });
    expect(store.retry('room', 'id-1')).toMatchObject({ client_msg_id: 'id-1', status: 'sending', detail: null });
    expect(store.discard('room', 'id-1')).toBe(true);
    expect(store.items('room')).toEqual([]);
    expect(store.refuse('room', 'unknown', 'x')).toBe(false);
  });
});

describe('drafts', () => {
  it('refuse an empty text and one over the limit, counting characters, not UTF-16 units', () => {
    expect(draftProblem('   \n ')).toBe('empty');
    expect(draftProblem('😀'.repeat(CHAT_MESSAGE_MAX_LENGTH))).toBeNull();
    expect(draftProblem('я'.repeat(CHAT_MESSAGE_MAX_LENGTH + 1))).toBe('tooLong');
  });

  it('show the counter only near the limit', () => {
    expect(draftCounter('привет')).toBeNull();
    expect(draftCounter('a'.repeat(CHAT_MESSAGE_MAX_LENGTH - 10))).toEqual({
      used: CHAT_MESSAGE_MAX_LENGTH - 10,
      max: CHAT_MESSAGE_MAX_LENGTH,
    });
  });
});

describe('newClientMsgId', () => {
  const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

  it('is a version 4 UUID, as the server’s frame schema asks, with or without crypto.randomUUID', () => {
    expect(newClientMsgId()).toMatch(UUID_V4);
    const insecurePage = { getRandomValues: (array: Uint8Array<ArrayBuffer>) => crypto.getRandomValues(array) };
    const ids = new Set(Array.from({ length: 50 }, () => newClientMsgId(insecurePage)));
    expect(ids.size).toBe(50);
    for (const id of ids) expect(id).toMatch(UUID_V4);
  });
});
