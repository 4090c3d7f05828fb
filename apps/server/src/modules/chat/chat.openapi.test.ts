import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/helper.ts';
import { expectOperations, readOpenApi } from '../../../test/openapi.ts';

const ctx = useTestApp();

const CHAT_OPERATIONS: [path: string, method: string][] = [
  ['/api/v1/chat-room/', 'post'],
  ['/api/v1/chat-room/', 'get'],
  ['/api/v1/chat-room/{id}/', 'get'],
  ['/api/v1/chat-room/{id}/read/', 'post'],
  ['/api/v1/messages/', 'get'],
  ['/api/v1/friends/all-chats/', 'get'],
  ['/api/v1/friends/{id}/chat/', 'get'],
  ['/api/v1/friends/chat/messages/', 'get'],
  ['/api/v1/chat-ticket/', 'post'],
  ['/api/v1/chat-unread/', 'get'],
];

describe('chat endpoints in /api/docs', () => {
  it('lists every one under «Чат», signed in, with a Russian summary and the 401', async () => {
    const doc = await readOpenApi(ctx.app);
    expectOperations(
      doc,
      CHAT_OPERATIONS.map(([path, method]) => [path, method, true]),
    );
    for (const [path, method] of CHAT_OPERATIONS) {
      const operation = doc.paths[path]?.[method] as { tags?: string[]; summary?: string; responses?: object };
      expect(operation.tags, `${method} ${path}`).toEqual(['Чат']);
      expect(operation.summary, `${method} ${path}`).toMatch(/[а-яё]/i);
      expect(Object.keys(operation.responses ?? {}), `${method} ${path}`).toContain('401');
    }
  });
});
